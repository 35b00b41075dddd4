// SPDX-License-Identifier: MIT

import KolodaEngine

/// A deck and a timeline of inputs, as `koloda simulate` reads it (see <doc:ScenarioFormat>).
public struct Scenario: Equatable, Sendable {
    /// The deck's configuration, every default filled in.
    public var deck: DeckConfiguration
    /// Frames per second of the trace; greater than 0.
    public var fps: Double
    /// When the run stops, in seconds.
    public var duration: Double
    /// The inputs, in order of time (ties in file order).
    public var events: [ScenarioEvent]

    /// Creates a scenario.
    public init(deck: DeckConfiguration, fps: Double = 60, duration: Double? = nil, events: [ScenarioEvent] = []) {
        self.deck = deck
        self.fps = fps
        self.events = events
        self.duration = duration ?? ((events.map { $0.time }.max() ?? 0) + 2)
    }
}

/// Which directions each card may be swiped in.
public enum AllowedDirections: Equatable, Sendable {
    /// The same list for every card.
    case all([SwipeResultDirection])
    /// A list per card index, and one for the rest (`"*"`).
    case perIndex([Int: [SwipeResultDirection]], rest: [SwipeResultDirection])

    /// The list for one card.
    public func directions(for index: Int) -> [SwipeResultDirection] {
        switch self {
        case .all(let list): list
        case .perIndex(let lists, let rest): lists[index] ?? rest
        }
    }
}

/// The `deck` object of a scenario: the deck's bounds and options, and how the scenario's data
/// source and delegate answer. <doc:ScenarioFormat> lists its keys.
public struct DeckConfiguration: Equatable, Sendable {
    /// The deck's width in points.
    public var width = 300.0
    /// The deck's height in points.
    public var height = 400.0
    /// How many cards the data source has at the start.
    public var cards = 10
    /// The deck's options. A scenario names `StackedCardLayout` (`"stacked"`) or
    /// `BackgroundCardLayout` (`"background"`); another layout has no scenario form.
    public var options: DeckOptions
    /// The directions each card may be swiped in: the delegate's answer.
    public var allowedDirections = AllowedDirections.all(SwipeResultDirection.defaultAllowed)
    /// The data source's fly-off speed.
    public var dragSpeed = DragSpeed.default
    /// Whether the delegate agrees to the appear animation.
    public var appearAnimation = true
    /// Whether the user's platform reduces motion (`KolodaDeck/reducesMotion`): an input of the
    /// run, not an option of the deck, so no `setOptions` block carries it.
    public var reduceMotion = false

    /// A deck of `options` (default: Koloda v1's), 300 × 400 points, with ten cards, the
    /// default allowed directions and drag speed, and the appear animation.
    public init(options: DeckOptions = DeckOptions()) {
        self.options = options
    }
}

/// One input of a scenario at one time.
public struct ScenarioEvent: Equatable, Sendable {
    /// What happens.
    public enum Action: Equatable, Sendable {
        /// An operation on the deck, performed through `KolodaDeck/perform(_:)`. Every action has
        /// an event type; options with a custom layout have no form.
        case deck(DeckAction)
        /// The data source's count changes without telling the deck.
        case setCount(Int)
        /// The data source's count becomes `count`, then the state is restored onto the deck: a
        /// restart of an app whose data changed since it saved.
        case restore(DeckState, count: Int)
        /// The trace records the deck's state (event `state`).
        case saveState
    }

    /// When, in seconds.
    public var time: Double
    /// What.
    public var action: Action

    /// Creates an event.
    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }
}
