// SPDX-License-Identifier: MIT

import KolodaEngine

/// How one kind of value is read from a scenario and written back: the one definition of its
/// JSON form. Reading checks the form and the format's limits (``Limits``); whether the value
/// suits the deck is `DeckOptions/validate()`'s to say.
struct ValueCodec<Value: Equatable>: Sendable {
    /// Reads the member `key`; nil when it is absent.
    let read: @Sendable (ObjectReader, String) throws(ScenarioError) -> Value?
    let write: @Sendable (inout JSONWriter, Value) -> Void
}

extension ValueCodec where Value == Double {
    /// A number within `limits`.
    static func number(in limits: ClosedRange<Double>) -> Self {
        let requirement = "a number in [\(JSONWriter.format(limits.lowerBound)), \(JSONWriter.format(limits.upperBound))]"
        return Self(
            read: { reader, key throws(ScenarioError) in try reader.optionalNumber(key, requirement: requirement) { limits.contains($0) } },
            write: { $0.number($1) })
    }

    /// A number of an option without limits of its own: within ``Limits/parameter``.
    static var parameter: Self { number(in: -Limits.parameter...Limits.parameter) }
}

extension ValueCodec where Value == Int {
    /// An integer within `limits`.
    static func integer(in limits: ClosedRange<Int>) -> Self {
        Self(read: { reader, key throws(ScenarioError) in try reader.optionalInteger(key, in: limits) }, write: { $0.number($1) })
    }
}

extension ValueCodec where Value == Bool {
    static var bool: Self {
        Self(read: { reader, key throws(ScenarioError) in try reader.optionalBool(key) }, write: { $0.bool($1) })
    }
}

extension ValueCodec where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases' names.
    static func enumeration() -> Self {
        Self(read: { reader, key throws(ScenarioError) in try reader.optionalEnumeration(key) }, write: { $0.string($1.rawValue) })
    }
}

extension ValueCodec {
    /// The value or `null`; absent is not `null`.
    static func nullable<Wrapped: Equatable & Sendable>(_ codec: ValueCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(
            read: { reader, key throws(ScenarioError) in
                if reader.isNull(key) { return .some(nil) }
                return try codec.read(reader, key).map { .some($0) }
            },
            write: { writer, value in
                if let value { codec.write(&writer, value) } else { writer.raw("null") }
            })
    }
}

extension ValueCodec where Value == SpringParameters {
    /// `{"stiffness": k, "damping": c, "mass": m}`; `mass` defaults to 1.
    static var spring: Self {
        Self(
            read: { reader, key throws(ScenarioError) in
                guard let object = try reader.optionalObject(key) else { return nil }
                let spring = try SpringParameters(object)
                try object.rejectUnknownKeys()
                return spring
            },
            write: { writer, spring in writer.spring(spring) })
    }
}

extension ValueCodec where Value == AnimationTiming {
    /// `{"duration": d, "curve": [x1, y1, x2, y2]}` (the curve defaults to
    /// `TimingCurve/ease`), or a spring as ``spring``.
    static var timing: Self {
        Self(
            read: { reader, key throws(ScenarioError) in
                guard let object = try reader.optionalObject(key) else { return nil }
                let timing: AnimationTiming
                if object.has("duration") {
                    let duration = try object.number("duration", default: nil, requirement: "a number in [0, \(JSONWriter.format(Limits.parameter))]")
                    {
                        (0...Limits.parameter).contains($0)
                    }
                    timing = .timed(duration: duration, curve: try object.curve("curve") ?? .ease)
                } else if object.has("stiffness") {
                    timing = .spring(try SpringParameters(object))
                } else {
                    throw ScenarioError(
                        path: object.path, message: "expected {\"duration\", \"curve\"} or {\"stiffness\", \"damping\", \"mass\"}")
                }
                try object.rejectUnknownKeys()
                return timing
            },
            write: { writer, timing in
                switch timing {
                case .timed(let duration, let curve):
                    writer.object([
                        ("duration", { $0.number(duration) }),
                        ("curve", { $0.array([curve.x1, curve.y1, curve.x2, curve.y2]) { $0.number($1) } }),
                    ])
                case .spring(let spring):
                    writer.spring(spring)
                }
            })
    }
}

extension ValueCodec where Value == AllowedDirections {
    /// A list of directions, or an object of lists by card index with `"*"` for the rest.
    static var allowedDirections: Self {
        Self(
            read: { reader, key throws(ScenarioError) in try reader.optionalAllowedDirections(key) },
            write: { writer, allowed in
                switch allowed {
                case .all(let list):
                    writer.directionList(list)
                case .perIndex(let lists, let rest):
                    var members: [(String, (inout JSONWriter) -> Void)] = lists.keys.sorted().map { index in
                        (String(index), { $0.directionList(lists[index] ?? []) })
                    }
                    members.append(("*", { $0.directionList(rest) }))
                    writer.object(members)
                }
            })
    }
}

extension ValueCodec where Value == DeckState {
    /// `{"version": 1, "currentIndex": 3, "count": 20, "history": [[0, "right"], [1, "left"]]}`:
    /// the form of the engine's `Codable` conformance. Whether the state fits the deck is the
    /// deck's to say when it is restored.
    static var deckState: Self {
        Self(
            read: { reader, key throws(ScenarioError) in
                guard let object = try reader.optionalObject(key) else { return nil }
                let count = 0...Limits.count
                let version = try object.integer("version", default: nil, in: count)
                var state = DeckState(
                    currentIndex: try object.integer("currentIndex", default: nil, in: count),
                    count: try object.integer("count", default: nil, in: count), history: [])
                state.version = version
                guard let swipes = try object.optionalArray("history") else {
                    throw ScenarioError(path: "\(object.path).history", message: "missing; expected a list of [index, direction]")
                }
                state.history.reserveCapacity(swipes.count)
                for (position, swipe) in swipes.enumerated() {
                    guard case .array(let pair) = swipe, pair.count == 2, case .number(let index) = pair[0], index == index.rounded(),
                        (0...Double(Limits.count)).contains(index), case .string(let name) = pair[1],
                        let direction = SwipeResultDirection(rawValue: name)
                    else {
                        throw ScenarioError(
                            path: "\(object.path).history[\(position)]",
                            message: "expected [index, direction] with an index in 0...\(Limits.count), got \(swipe.summary)")
                    }
                    state.history.append(DeckState.Swipe(index: Int(index), direction: direction))
                }
                try object.rejectUnknownKeys()
                return state
            },
            write: { writer, state in
                writer.object([
                    ("version", { $0.number(state.version) }),
                    ("currentIndex", { $0.number(state.currentIndex) }),
                    ("count", { $0.number(state.count) }),
                    (
                        "history",
                        { writer in
                            writer.array(state.history) { writer, swipe in
                                writer.raw("[")
                                writer.number(swipe.index)
                                writer.raw(",")
                                writer.string(swipe.direction.rawValue)
                                writer.raw("]")
                            }
                        }
                    ),
                ])
            })
    }
}

extension SpringParameters {
    fileprivate init(_ object: ObjectReader) throws(ScenarioError) {
        let requirement = "a number in [0, \(JSONWriter.format(Limits.spring))]"
        func read(_ key: String, default fallback: Double?) throws(ScenarioError) -> Double {
            try object.number(key, default: fallback, requirement: requirement) { (0...Limits.spring).contains($0) }
        }
        self.init(stiffness: try read("stiffness", default: nil), damping: try read("damping", default: nil), mass: try read("mass", default: 1))
    }
}

extension ObjectReader {
    /// Four numbers `[x1, y1, x2, y2]`: a cubic Bézier timing curve.
    fileprivate func curve(_ key: String) throws(ScenarioError) -> TimingCurve? {
        guard let elements = try optionalArray(key) else { return nil }
        var numbers: [Double] = []
        for element in elements {
            guard case .number(let number) = element, abs(number) <= Limits.parameter else { break }
            numbers.append(number)
        }
        guard numbers.count == 4, elements.count == 4 else {
            throw ScenarioError(
                path: "\(path).\(key)",
                message: "expected four numbers [x1, y1, x2, y2] in [-\(JSONWriter.format(Limits.parameter)), \(JSONWriter.format(Limits.parameter))]"
            )
        }
        return TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}

extension JSONWriter {
    mutating func spring(_ spring: SpringParameters) {
        object([
            ("stiffness", { $0.number(spring.stiffness) }),
            ("damping", { $0.number(spring.damping) }),
            ("mass", { $0.number(spring.mass) }),
        ])
    }

    mutating func directionList(_ list: [SwipeResultDirection]) {
        array(list) { $0.string($1.rawValue) }
    }
}
