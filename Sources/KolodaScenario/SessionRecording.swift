// SPDX-License-Identifier: MIT

import KolodaEngine

/// A live deck's input written down as a scenario, so that `koloda simulate` replays it and
/// `koloda preview` draws it.
///
/// Start it with the deck's configuration and state, then give it every action the deck
/// performs (`KolodaDeck/actionHandler`). The scenario begins with a `restore` of that state at
/// time 0, and each action follows at its deck time less the start time, as the deck saw it.
///
/// ```swift
/// var recording = SessionRecording(deck: configuration, state: deck.deckState, startTime: deck.time)
/// deck.actionHandler = { recording.record($0) }
/// let text = try recording.scenario.jsonText()
/// ```
public struct SessionRecording: Sendable {
    /// The deck the session started with: its bounds, count, options and delegate's answers.
    public let deck: DeckConfiguration
    /// The deck time at which the recording started.
    public let startTime: Double
    /// How long the replay runs past the last action, in seconds: time for the last motion to
    /// end.
    public var tail = 1.5
    private var events: [ScenarioEvent]

    /// Starts a recording of a deck that has `state` at deck time `startTime`.
    ///
    /// - Parameters:
    ///   - deck: The deck's configuration now. Its `cards` is the data source's count, which the
    ///     opening `restore` sets.
    ///   - state: The deck's state now (`KolodaDeck/deckState`).
    ///   - startTime: The deck's time now, in seconds: time 0 of the scenario.
    ///   - appearing: Whether the deck's appear animation plays now (`KolodaDeck/isAppearing`),
    ///     during which it takes no drag: the replay plays it from time 0, as it played from a
    ///     recording begun at the deck's load (begun later, the replay's lasts longer).
    public init(deck: DeckConfiguration, state: DeckState, startTime: Double, appearing: Bool = false) {
        self.deck = deck
        self.startTime = startTime
        events = [ScenarioEvent(time: 0, action: .restore(state, count: deck.cards))]
        if appearing { events.append(ScenarioEvent(time: 0, action: .deck(.applyAppearAnimation))) }
    }

    /// Records an action the deck performed. Actions from before the start are left out.
    public mutating func record(_ action: TimedDeckAction) {
        let time = action.time - startTime
        guard time >= 0 else { return }
        events.append(ScenarioEvent(time: time, action: .deck(action.action)))
    }

    /// The actions recorded, with their times from the start (and the appear animation's, when
    /// the deck was appearing as the recording began).
    public var actions: ArraySlice<ScenarioEvent> { events.dropFirst() }

    /// The session as a scenario: the deck, the opening `restore` and every action, running
    /// until ``tail`` seconds after the last.
    public var scenario: Scenario {
        Scenario(deck: deck, duration: (events.last?.time ?? 0) + tail, events: events)
    }
}

/// A recording kept in a file by appending: the file is always a whole scenario that `koloda
/// simulate` replays (its `events` last but for the `duration` after them), and each action
/// costs one write of its own line and the closing, whether it is the tenth or the ten-thousandth.
///
/// Write ``text`` as the new file (atomically), then, for each batch of actions, the ``Write``
/// that ``append(_:)`` answers: its text at its offset, over the old closing.
///
/// ```swift
/// var journal = try SessionJournal(SessionRecording(deck: configuration, state: state, startTime: now))
/// try write(journal.text, to: path)
/// let change = try journal.append([action])
/// pwrite(file, change.text, change.text.utf8.count, off_t(change.offset))
/// ```
public struct SessionJournal: Sendable {
    /// Text to write at a byte offset of the file, replacing what was there to the end.
    public struct Write: Sendable, Equatable {
        /// Where the text goes, in bytes from the start of the file.
        public var offset: Int
        /// The new events and the closing.
        public var text: String
    }

    /// The file's text when the journal starts: the recording so far, closed.
    public let text: String
    private let startTime: Double
    private let tail: Double
    /// The bytes before the closing: where the next write goes.
    private var end: Int
    private var lastTime: Double

    /// Starts a journal of `recording` and everything it has recorded so far.
    ///
    /// - Throws: ``ScenarioError`` for options or actions with no scenario form (a custom layout,
    ///   a number that is not finite).
    public init(_ recording: SessionRecording) throws(ScenarioError) {
        var writer = JSONWriter()
        writer.raw("{\"deck\":")
        DeckSchema.write(recording.deck, optionsOnly: false, to: &writer)
        writer.raw(",\"fps\":60,\"events\":[")
        let events = recording.scenario.events
        for (position, event) in events.enumerated() {
            writer.raw(position == 0 ? "\n" : ",\n")
            writer.scenarioEvent(event)
        }
        if let problem = writer.problem { throw ScenarioError(path: "$", message: problem) }
        let head = writer.takeText()
        startTime = recording.startTime
        tail = recording.tail
        end = head.utf8.count
        lastTime = events.last?.time ?? 0
        text = head + Self.closing(duration: lastTime + tail)
    }

    /// Adds actions the deck performed (``SessionRecording/record(_:)`` leaves out the same ones,
    /// from before the start).
    ///
    /// - Returns: The write that brings the file up to date.
    /// - Throws: ``ScenarioError`` for an action with no scenario form; the journal is unchanged.
    public mutating func append(_ actions: [TimedDeckAction]) throws(ScenarioError) -> Write {
        var writer = JSONWriter()
        var last = lastTime
        for action in actions where action.time >= startTime {
            last = action.time - startTime
            writer.raw(",\n")
            writer.scenarioEvent(ScenarioEvent(time: last, action: .deck(action.action)))
        }
        if let problem = writer.problem { throw ScenarioError(path: "$.events", message: problem) }
        let events = writer.takeText()
        let write = Write(offset: end, text: events + Self.closing(duration: last + tail))
        end += events.utf8.count
        lastTime = last
        return write
    }

    private static func closing(duration: Double) -> String {
        var writer = JSONWriter()
        writer.raw("\n],\"duration\":")
        writer.number(duration)
        writer.raw("}\n")
        return writer.takeText()
    }
}
