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
    public init(deck: DeckConfiguration, state: DeckState, startTime: Double) {
        self.deck = deck
        self.startTime = startTime
        events = [ScenarioEvent(time: 0, action: .restore(state, count: deck.cards))]
    }

    /// Records an action the deck performed. Actions from before the start are left out.
    public mutating func record(_ action: TimedDeckAction) {
        let time = action.time - startTime
        guard time >= 0 else { return }
        events.append(ScenarioEvent(time: time, action: .deck(action.action)))
    }

    /// The actions recorded, with their times from the start.
    public var actions: ArraySlice<ScenarioEvent> { events.dropFirst() }

    /// The session as a scenario: the deck, the opening `restore` and every action, running
    /// until ``tail`` seconds after the last.
    public var scenario: Scenario {
        Scenario(deck: deck, duration: (events.last?.time ?? 0) + tail, events: events)
    }
}
