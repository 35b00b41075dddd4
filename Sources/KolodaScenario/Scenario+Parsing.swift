// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine

extension Scenario {
    /// Parses and validates a scenario document.
    ///
    /// - Throws: ``ScenarioError`` naming the first problem and its JSON path: invalid JSON, an
    ///   unknown key, a missing field, a value of the wrong type or out of range.
    public static func parse(_ data: Data) throws(ScenarioError) -> Scenario {
        let root = try ObjectReader(try JSONValue.parse(data), path: "$")
        let deck = try root.optionalObject("deck").map { reader throws(ScenarioError) in try DeckConfiguration(reader) } ?? DeckConfiguration()
        let fps = try root.number("fps", default: 60, requirement: "a number in (0, 10000]") { $0 > 0 && $0 <= 10_000 }
        let events =
            try root.optionalArray("events")?.enumerated().map { (position, value) throws(ScenarioError) in
                try ScenarioEvent(ObjectReader(value, path: "$.events[\(position)]"))
            } ?? []
        let duration = try root.optionalNumber("duration", requirement: "a number of seconds, 0 or more") { $0 >= 0 }
        try root.rejectUnknownKeys()
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let scenario = Scenario(deck: deck, fps: fps, duration: duration, events: ordered)
        guard scenario.duration * fps <= 1_000_000 else {
            throw ScenarioError(path: "$.duration", message: "duration × fps gives more than 1000000 frames")
        }
        return scenario
    }
}

extension DeckConfiguration {
    init(_ reader: ObjectReader) throws(ScenarioError) {
        let layout = try reader.enumeration("layout", default: Layout.stacked)
        self.init(layout: layout)
        width = try reader.length("width", default: width)
        height = try reader.length("height", default: height)
        cards = try reader.integer("cards", default: cards, in: 0...Limits.count)
        visibleCards = try reader.integer("visibleCards", default: visibleCards, in: 0...Limits.visibleCards)
        stackDirection = try reader.enumeration("stackDirection", default: stackDirection)
        topMargin = try reader.length("topMargin", default: topMargin)
        scalePercent = try reader.number("scalePercent", default: scalePercent, requirement: "a number in (0, 1]") { $0 > 0 && $0 <= 1 }
        alphaSemiTransparent = try reader.number("alphaSemiTransparent", default: alphaSemiTransparent, requirement: "a number in [0, 1]") {
            (0...1).contains($0)
        }
        transparentizeNextCard = try reader.bool("transparentizeNextCard", default: transparentizeNextCard)
        moveBackgroundCards = try reader.bool("moveBackgroundCards", default: moveBackgroundCards)
        isLoop = try reader.bool("isLoop", default: isLoop)
        allowedDirections = try reader.allowedDirections("allowedDirections", default: allowedDirections)
        threshold = try reader.number("threshold", default: threshold, requirement: "a number greater than 0") { $0 > 0 }
        flingVelocity = try reader.nullableNumber(
            "flingVelocity", default: flingVelocity, requirement: "a number in (0, \(Int(Limits.speed))], or null"
        ) { $0 > 0 && $0 <= Limits.speed }
        dragSpeed = try reader.enumeration("dragSpeed", default: dragSpeed)
        rotationMax = try reader.number("rotationMax", default: rotationMax, requirement: "a number in [0, 100]") { (0...100).contains($0) }
        rotationAngle = try reader.number("rotationAngle", default: rotationAngle, requirement: "a number in [-100, 100]") {
            (-100...100).contains($0)
        }
        scaleMin = try reader.number("scaleMin", default: scaleMin, requirement: "a number in (0, 1]") { $0 > 0 && $0 <= 1 }
        appearAnimation = try reader.bool("appearAnimation", default: appearAnimation)
        reduceMotion = try reader.bool("reduceMotion", default: reduceMotion)
        try reader.rejectUnknownKeys()
    }
}

extension ScenarioEvent {
    init(_ reader: ObjectReader) throws(ScenarioError) {
        time = try reader.number("t", default: nil, requirement: "a time in seconds in [0, \(Int(Limits.time))]") {
            (0...Limits.time).contains($0)
        }
        let type = try reader.string("type")
        func point() throws(ScenarioError) -> Point {
            Point(
                x: try reader.coordinate("x"),
                y: try reader.coordinate("y"))
        }
        func range() throws(ScenarioError) -> Range<Int> {
            let start = try reader.integer("start", default: nil, in: 0...Limits.count)
            let end = try reader.integer("end", default: nil, in: 0...Limits.count)
            guard end >= start else {
                throw ScenarioError(path: "\(reader.path).end", message: "end \(end) is before start \(start)")
            }
            return start..<end
        }
        switch type {
        case "dragBegan": action = .deck(.beginDrag(at: try point()))
        case "dragMoved": action = .deck(.moveDrag(to: try point()))
        case "dragEnded": action = .deck(.endDrag(at: try point(), velocity: nil))
        case "dragCancelled": action = .deck(.cancelDrag)
        case "tap": action = .deck(.tap(at: try point()))
        case "swipe":
            action = .deck(.swipe(try reader.enumeration("direction", default: nil), force: try reader.bool("force", default: false)))
        case "revert": action = .deck(.revert(direction: try reader.optionalEnumeration("direction")))
        case "reloadData": action = .deck(.reloadData)
        case "resetCurrentCardIndex": action = .deck(.resetCurrentCardIndex)
        case "showCard": action = .deck(.showCard(at: try reader.integer("index", default: nil, in: 0...Limits.count)))
        case "insert": action = .deck(.insert(try range(), animated: try reader.bool("animated", default: true)))
        case "remove": action = .deck(.remove(try range(), animated: try reader.bool("animated", default: true)))
        case "reloadRange": action = .deck(.reloadRange(try range()))
        case "setCount": action = .setCount(try reader.integer("count", default: nil, in: 0...Limits.count))
        case "resize":
            action = .deck(
                .resize(
                    to: Size(
                        width: try reader.length("width", default: nil),
                        height: try reader.length("height", default: nil))))
        default:
            throw ScenarioError(path: "\(reader.path).type", message: "unknown event type \"\(type)\"")
        }
        try reader.rejectUnknownKeys()
    }
}

/// The largest values a scenario may hold. They keep every number the engine computes finite
/// and every count within `Int`, so that a trace is always valid JSON, and keep the work a
/// scenario asks for bounded.
enum Limits {
    /// Cards, indexes, range ends and counts.
    static let count = 1_000_000_000
    /// Visible cards.
    static let visibleCards = 1_000
    /// Deck sizes, margins and resize sizes, in points.
    static let length = 100_000.0
    /// How far a pointer event may be from the deck's origin, in points.
    static let coordinate = 1_000_000.0
    /// Fling velocity, in points per second.
    static let speed = 1_000_000_000.0
    /// Event times, in seconds.
    static let time = 1_000_000.0
}

/// Reads the members of one JSON object, remembering which were read so that the rest can be
/// rejected as unknown.
final class ObjectReader {
    let path: String
    private let members: [String: JSONValue]
    private var read: Set<String> = []

    init(_ value: JSONValue, path: String) throws(ScenarioError) {
        guard case .object(let members) = value else {
            throw ScenarioError(path: path, message: "expected an object, got \(value.summary)")
        }
        self.path = path
        self.members = members
    }

    private func value(_ key: String) -> JSONValue? {
        read.insert(key)
        return members[key]
    }

    private func fail(_ key: String, _ message: String) -> ScenarioError {
        ScenarioError(path: "\(path).\(key)", message: message)
    }

    func rejectUnknownKeys() throws(ScenarioError) {
        if let unknown = members.keys.filter({ !read.contains($0) }).sorted().first {
            throw fail(unknown, "unknown key")
        }
    }

    func optionalObject(_ key: String) throws(ScenarioError) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return try ObjectReader(value, path: "\(path).\(key)")
    }

    func optionalArray(_ key: String) throws(ScenarioError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else { throw fail(key, "expected an array, got \(value.summary)") }
        return elements
    }

    func optionalNumber(_ key: String, requirement: String, where isValid: (Double) -> Bool) throws(ScenarioError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number.isFinite, isValid(number) else {
            throw fail(key, "expected \(requirement), got \(value.summary)")
        }
        return number
    }

    func number(_ key: String, default fallback: Double?, requirement: String, where isValid: (Double) -> Bool) throws(ScenarioError) -> Double {
        if let number = try optionalNumber(key, requirement: requirement, where: isValid) { return number }
        guard let fallback else { throw fail(key, "missing; expected \(requirement)") }
        return fallback
    }

    func nullableNumber(_ key: String, default fallback: Double?, requirement: String, where isValid: (Double) -> Bool) throws(ScenarioError)
        -> Double?
    {
        if members[key] == .null {
            read.insert(key)
            return nil
        }
        return try optionalNumber(key, requirement: requirement, where: isValid) ?? fallback
    }

    func integer(_ key: String, default fallback: Int?, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let requirement = "an integer in \(range.lowerBound)...\(range.upperBound)"
        let bounds = Double(range.lowerBound)...Double(range.upperBound)
        guard let number = try optionalNumber(key, requirement: requirement, where: { $0 == $0.rounded() && bounds.contains($0) }) else {
            guard let fallback else { throw fail(key, "missing; expected \(requirement)") }
            return fallback
        }
        return Int(number)
    }

    /// A size or distance in points: 0 or more, at most ``Limits/length``.
    func length(_ key: String, default fallback: Double?) throws(ScenarioError) -> Double {
        try number(key, default: fallback, requirement: "a number in [0, \(Int(Limits.length))]") { (0...Limits.length).contains($0) }
    }

    /// A pointer coordinate, within ``Limits/coordinate`` of the deck's origin.
    func coordinate(_ key: String) throws(ScenarioError) -> Double {
        try number(key, default: nil, requirement: "a number in [-\(Int(Limits.coordinate)), \(Int(Limits.coordinate))]") {
            abs($0) <= Limits.coordinate
        }
    }

    func bool(_ key: String, default fallback: Bool) throws(ScenarioError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case .bool(let flag) = value else { throw fail(key, "expected true or false, got \(value.summary)") }
        return flag
    }

    func string(_ key: String) throws(ScenarioError) -> String {
        guard let value = value(key) else { throw fail(key, "missing") }
        guard case .string(let text) = value else { throw fail(key, "expected a string, got \(value.summary)") }
        return text
    }

    func optionalEnumeration<Value: RawRepresentable & CaseIterable>(_ key: String) throws(ScenarioError) -> Value? where Value.RawValue == String {
        guard let value = value(key), value != .null else { return nil }
        let choices = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let text) = value, let parsed = Value(rawValue: text) else {
            throw fail(key, "expected one of \(choices), got \(value.summary)")
        }
        return parsed
    }

    func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, default fallback: Value?) throws(ScenarioError) -> Value
    where Value.RawValue == String {
        if let value: Value = try optionalEnumeration(key) { return value }
        guard let fallback else { throw fail(key, "missing") }
        return fallback
    }

    func allowedDirections(_ key: String, default fallback: AllowedDirections) throws(ScenarioError) -> AllowedDirections {
        guard let value = value(key) else { return fallback }
        func list(_ value: JSONValue, _ path: String) throws(ScenarioError) -> [SwipeResultDirection] {
            guard case .array(let elements) = value else {
                throw ScenarioError(path: path, message: "expected a list of directions, got \(value.summary)")
            }
            var directions: [SwipeResultDirection] = []
            for (position, element) in elements.enumerated() {
                guard case .string(let name) = element, let direction = SwipeResultDirection(rawValue: name) else {
                    let choices = SwipeResultDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw ScenarioError(path: "\(path)[\(position)]", message: "expected one of \(choices), got \(element.summary)")
                }
                if !directions.contains(direction) { directions.append(direction) }
            }
            return directions
        }
        let keyPath = "\(path).\(key)"
        switch value {
        case .array:
            return .all(try list(value, keyPath))
        case .object(let entries):
            var lists: [Int: [SwipeResultDirection]] = [:]
            var rest = SwipeResultDirection.defaultAllowed
            for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
                if name == "*" {
                    rest = try list(entry, "\(keyPath).*")
                } else if let index = Int(name), index >= 0, String(index) == name {
                    lists[index] = try list(entry, "\(keyPath).\(name)")
                } else {
                    throw ScenarioError(path: "\(keyPath).\(name)", message: "expected a card index or \"*\" as the key")
                }
            }
            return .perIndex(lists, rest: rest)
        default:
            throw fail(key, "expected a list of directions or an object of lists, got \(value.summary)")
        }
    }
}
