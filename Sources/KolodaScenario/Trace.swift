// SPDX-License-Identifier: MIT

import KolodaEngine

/// What running a scenario produced: every frame and every event (see <doc:ScenarioFormat>).
public struct Trace: Sendable {
    /// The scenario as run.
    public var scenario: Scenario
    /// One entry per frame, at t = k / fps.
    public var frames: [TraceFrame] = []
    /// Every delegate event and every refused operation, in order.
    public var events: [TraceEvent] = []

    /// An empty trace of a scenario.
    public init(scenario: Scenario) { self.scenario = scenario }
}

/// The deck at one frame.
public struct TraceFrame: Sendable {
    /// The frame's time, in seconds.
    public var time: Double
    /// The deck's current index.
    public var currentIndex: Int
    /// Every card that holds a view, back to front, and the deck's appear transform.
    public var model: RenderModel
}

/// One event of a trace: a name and its fields.
///
/// ``Name`` spells every name a trace gives, and ``init(_:)`` maps each deck event to its name
/// and fields: the trace, `koloda preview`'s chart, a host's event log and the Tune panel's
/// timeline all take events in this form. An app may log events of its own in the same form,
/// under names of its own.
public struct TraceEvent: Sendable {
    /// The names a trace gives events: one per deck event the catalogue traces (drag updates
    /// are not), under its kind's name, `error` for a refused operation and `state` for a
    /// `saveState` event. The deck's are the catalogue's (`DeckEvent.catalogue`), not spelled here.
    public enum Name: Hashable, Sendable, CaseIterable, RawRepresentable {
        /// A deck event the trace records: `didSwipe`, `nearEnd`, ….
        case deck(DeckEvent.Kind)
        /// A refused operation.
        case error
        /// The deck's state, written by a `saveState` event.
        case state

        /// Every name: the traced deck events in the catalogue's order, then `error` and `state`.
        public static var allCases: [Name] {
            DeckEvent.catalogue.filter { $0.isTraced }.map { .deck($0.kind) } + [.error, .state]
        }

        /// The name a trace writes.
        public var rawValue: String {
            switch self {
            case .deck(let kind): kind.rawValue
            case .error: "error"
            case .state: "state"
            }
        }

        /// The name of `rawValue`; `nil` for an app's own, or a deck event traces leave out.
        public init?(rawValue: String) {
            switch rawValue {
            case "error": self = .error
            case "state": self = .state
            default:
                guard let kind = DeckEvent.Kind(rawValue: rawValue), DeckEvent.declaration(of: kind).isTraced else { return nil }
                self = .deck(kind)
            }
        }
    }

    /// A field value.
    public enum Value: Sendable, Equatable {
        case integer(Int), text(String)
        /// A list of card indexes.
        case integers([Int])
        /// A deck's state, in the form of `DeckState`'s `Codable` conformance.
        case state(DeckState)
        /// A number, such as a duration in milliseconds (an app's own events).
        case number(Double)
        /// A list of numbers, such as a rectangle's x, y, width and height (an app's own events).
        case numbers([Double])
    }

    /// When it happened, in seconds.
    public var time: Double
    /// The trace name: a ``Name``'s raw value (`didSwipe`, `error`, …), or an app's own.
    public var name: String
    /// The fields after `t` and `name`, in order.
    public var fields: [(String, Value)]

    /// Creates an event under a name of the trace's or an app's own.
    public init(time: Double, name: String, fields: [(String, Value)] = []) {
        self.time = time
        self.name = name
        self.fields = fields
    }

    /// Creates an event under one of the trace's names.
    public init(time: Double, name: Name, fields: [(String, Value)] = []) {
        self.init(time: time, name: name.rawValue, fields: fields)
    }

    /// The trace event for a deck event, or nothing for events the trace leaves out (drag updates):
    /// how a host that records or logs its deck compares what it saw with a replay.
    public init?(_ timed: TimedDeckEvent) {
        let declaration = timed.event.declaration
        guard declaration.isTraced else { return nil }
        let fields = zip(declaration.fields, timed.event.values).map { field, value -> (String, Value) in
            switch value {
            case .index(let number), .count(let number): (field.name, .integer(number))
            case .direction(let direction): (field.name, .text(direction.rawValue))
            case .percentage(let number): (field.name, .number(number))
            case .text(let text): (field.name, .text(text))
            case .indexes(let indexes): (field.name, .integers(indexes))
            }
        }
        self.init(time: timed.time, name: declaration.traceName, fields: fields)
    }

    /// The trace's name of the event, or `nil` for an app's own.
    public var kind: Name? { Name(rawValue: name) }

    /// The value of a field, if present.
    public subscript(field: String) -> Value? {
        fields.first { $0.0 == field }?.1
    }
}
