// SPDX-License-Identifier: MIT

import KolodaEngine

/// The event types of a scenario and the actions they stand for: one definition of each type's
/// name and fields, used both to read a scenario and to write one (the `scenario` member of a
/// trace), so that every action has a form and what is written reads back as the same action.
enum EventCodec {
    /// The `type` of each event, spelled as in the format.
    enum EventType: String, CaseIterable {
        case dragBegan, dragMoved, dragEnded, dragCancelled, tap
        case swipe, nudge, revert
        case reloadData, resetCurrentCardIndex, applyAppearAnimation, showCard
        case insert, remove, reloadRange, setCount
        case resize, setOptions
        case restore, saveState

        init(_ action: ScenarioEvent.Action) {
            switch action {
            case .setCount: self = .setCount
            case .restore: self = .restore
            case .saveState: self = .saveState
            case .deck(let action):
                switch action {
                case .beginDrag: self = .dragBegan
                case .moveDrag: self = .dragMoved
                case .endDrag: self = .dragEnded
                case .cancelDrag: self = .dragCancelled
                case .tap: self = .tap
                case .swipe: self = .swipe
                case .nudge: self = .nudge
                case .revert: self = .revert
                case .reloadData: self = .reloadData
                case .resetCurrentCardIndex: self = .resetCurrentCardIndex
                case .applyAppearAnimation: self = .applyAppearAnimation
                case .showCard: self = .showCard
                case .insert: self = .insert
                case .remove: self = .remove
                case .reloadRange: self = .reloadRange
                case .resize: self = .resize
                case .setOptions: self = .setOptions
                case .restore: self = .restore
                }
            }
        }
    }

    typealias Members = [(String, (inout JSONWriter) -> Void)]

    // MARK: Reading

    /// Reads the action of one event object (its `type` and fields; the caller reads `t`).
    static func read(_ reader: ObjectReader) throws(ScenarioError) -> ScenarioEvent.Action {
        let name = try reader.string("type")
        guard let type = EventType(rawValue: name) else {
            throw ScenarioError(path: "\(reader.path).type", message: "unknown event type \"\(name)\"")
        }
        let action: ScenarioEvent.Action
        switch type {
        case .dragBegan: action = .deck(.beginDrag(at: try point(reader), stamp: try stamp(reader)))
        case .dragMoved: action = .deck(.moveDrag(to: try point(reader), stamp: try stamp(reader)))
        case .dragEnded: action = .deck(.endDrag(at: try point(reader), velocity: try velocity(reader), stamp: try stamp(reader)))
        case .dragCancelled: action = .deck(.cancelDrag)
        case .tap: action = .deck(.tap(at: try point(reader)))
        case .swipe: action = .deck(.swipe(try reader.enumeration("direction", default: nil), force: try reader.bool("force", default: false)))
        case .nudge: action = .deck(.nudge(try reader.enumeration("direction", default: nil)))
        case .revert: action = .deck(.revert(direction: try reader.optionalEnumeration("direction")))
        case .reloadData: action = .deck(.reloadData)
        case .resetCurrentCardIndex: action = .deck(.resetCurrentCardIndex)
        case .applyAppearAnimation: action = .deck(.applyAppearAnimation)
        case .showCard: action = .deck(.showCard(at: try reader.integer("index", default: nil, in: 0...Limits.count)))
        case .insert: action = .deck(.insert(try range(reader), animated: try reader.bool("animated", default: true)))
        case .remove: action = .deck(.remove(try range(reader), animated: try reader.bool("animated", default: true)))
        case .reloadRange: action = .deck(.reloadRange(try range(reader)))
        case .setCount: action = .setCount(try reader.integer("count", default: nil, in: 0...Limits.count))
        case .resize:
            action = .deck(.resize(to: Size(width: try reader.length("width", default: nil), height: try reader.length("height", default: nil))))
        case .setOptions:
            guard let deck = try reader.optionalObject("deck") else {
                throw ScenarioError(path: "\(reader.path).deck", message: "missing; expected a deck object of options")
            }
            action = .deck(.setOptions(try DeckSchema.read(deck, optionsOnly: true).options))
        case .restore:
            guard let state = try ValueCodec.deckState.read(reader, "state") else {
                throw ScenarioError(path: "\(reader.path).state", message: "missing; expected a deck state")
            }
            action = try reader.optionalInteger("count", in: 0...Limits.count).map { .restore(state, count: $0) } ?? .deck(.restore(state))
        case .saveState: action = .saveState
        }
        try reader.rejectUnknownKeys()
        return action
    }

    private static func point(_ reader: ObjectReader) throws(ScenarioError) -> Point {
        Point(x: try reader.coordinate("x"), y: try reader.coordinate("y"))
    }

    private static func range(_ reader: ObjectReader) throws(ScenarioError) -> Range<Int> {
        let start = try reader.integer("start", default: nil, in: 0...Limits.count)
        let end = try reader.integer("end", default: nil, in: 0...Limits.count)
        guard end >= start else {
            throw ScenarioError(path: "\(reader.path).end", message: "end \(end) is before start \(start)")
        }
        return start..<end
    }

    /// The input event's own timestamp, when the host had one.
    private static func stamp(_ reader: ObjectReader) throws(ScenarioError) -> Double? {
        let limit = JSONWriter.format(Limits.stamp)
        return try reader.optionalNumber("stamp", requirement: "seconds in [-\(limit), \(limit)]") { abs($0) <= Limits.stamp }
    }

    /// The release velocity `[vx, vy]` in points per second, when the host measured one.
    private static func velocity(_ reader: ObjectReader) throws(ScenarioError) -> Vector? {
        guard let elements = try reader.optionalArray("velocity") else { return nil }
        let numbers = elements.compactMap { element -> Double? in
            guard case .number(let number) = element, abs(number) <= Limits.speed else { return nil }
            return number
        }
        guard numbers.count == 2, elements.count == 2 else {
            let limit = JSONWriter.format(Limits.speed)
            throw ScenarioError(path: "\(reader.path).velocity", message: "expected two numbers [vx, vy] in [-\(limit), \(limit)]")
        }
        return Vector(dx: numbers[0], dy: numbers[1])
    }

    // MARK: Writing

    /// The members of the event object for `action` after `t`: its `type`, then its fields.
    static func members(of action: ScenarioEvent.Action) -> Members {
        var members: Members = [("type", { $0.string(EventType(action).rawValue) })]
        switch action {
        case .setCount(let count): members.append(("count", { $0.number(count) }))
        case .restore(let state, let count):
            members += [("state", { ValueCodec.deckState.write(&$0, state) }), ("count", { $0.number(count) })]
        case .saveState: break
        case .deck(let action):
            switch action {
            case .beginDrag(let point, let stamp), .moveDrag(let point, let stamp): members += pointMembers(point) + stampMembers(stamp)
            case .tap(let point): members += pointMembers(point)
            case .endDrag(let point, let velocity, let stamp):
                members += pointMembers(point)
                if let velocity { members.append(("velocity", { $0.array([velocity.dx, velocity.dy]) { $0.number($1) } })) }
                members += stampMembers(stamp)
            case .swipe(let direction, let force):
                members += [("direction", { $0.string(direction.rawValue) }), ("force", { $0.bool(force) })]
            case .nudge(let direction): members.append(("direction", { $0.string(direction.rawValue) }))
            case .revert(let direction): members.append(("direction", { writer in writer.optionalString(direction?.rawValue) }))
            case .showCard(let index): members.append(("index", { $0.number(index) }))
            case .insert(let range, let animated), .remove(let range, let animated):
                members += rangeMembers(range) + [("animated", { $0.bool(animated) })]
            case .reloadRange(let range): members += rangeMembers(range)
            case .resize(let size): members += [("width", { $0.number(size.width) }), ("height", { $0.number(size.height) })]
            case .setOptions(let options):
                members.append(("deck", { DeckSchema.write(DeckConfiguration(options: options), optionsOnly: true, to: &$0) }))
            case .restore(let state): members.append(("state", { ValueCodec.deckState.write(&$0, state) }))
            case .cancelDrag, .reloadData, .resetCurrentCardIndex, .applyAppearAnimation: break
            }
        }
        return members
    }

    private static func pointMembers(_ point: Point) -> Members {
        [("x", { $0.number(point.x) }), ("y", { $0.number(point.y) })]
    }

    private static func stampMembers(_ stamp: Double?) -> Members {
        stamp.map { stamp in [("stamp", { $0.number(stamp) })] } ?? []
    }

    private static func rangeMembers(_ range: Range<Int>) -> Members {
        [("start", { $0.number(range.lowerBound) }), ("end", { $0.number(range.upperBound) })]
    }
}
