// SPDX-License-Identifier: MIT

import KolodaEngine

/// A deck and a timeline of inputs, as `koloda simulate` reads it (see `scenario.md`).
public struct Scenario: Sendable {
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
        self.duration = duration ?? ((events.map(\.time).max() ?? 0) + 2)
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

/// The `deck` object of a scenario.
public struct DeckConfiguration: Equatable, Sendable {
    /// The layout a scenario names.
    public enum Layout: String, CaseIterable, Sendable {
        /// `StackedCardLayout`.
        case stacked
        /// `BackgroundCardLayout` with `DeckOptions/background`'s defaults.
        case background
    }

    /// The deck's width in points.
    public var width = 300.0
    /// The deck's height in points.
    public var height = 400.0
    /// How many cards the data source has at the start.
    public var cards = 10
    /// The layout; the background layout brings its own defaults.
    public var layout = Layout.stacked
    /// `DeckOptions/countOfVisibleCards`.
    public var visibleCards = 3
    /// `StackedCardLayout/direction`.
    public var stackDirection = VisibleCardsDirection.bottom
    /// `StackedCardLayout/topMargin`.
    public var topMargin = 4.0
    /// `StackedCardLayout/scalePercent`.
    public var scalePercent = 0.95
    /// `DeckOptions/alphaValueSemiTransparent`.
    public var alphaSemiTransparent = 0.7
    /// `DeckOptions/shouldTransparentizeNextCard`.
    public var transparentizeNextCard = true
    /// `DeckOptions/shouldMoveBackgroundCard`.
    public var moveBackgroundCards = true
    /// `DeckOptions/isLoop`.
    public var isLoop = false
    /// The directions each card may be swiped in.
    public var allowedDirections = AllowedDirections.all(SwipeResultDirection.defaultAllowed)
    /// `DeckOptions/swipeThresholdRatioMargin`; greater than 0.
    public var threshold: Double = 1.0
    /// `DeckOptions/flingVelocity`; `nil` turns flinging off.
    public var flingVelocity: Double? = 800
    /// The data source's fly-off speed.
    public var dragSpeed = DragSpeed.default
    /// `DragInterpreter/rotationMax`.
    public var rotationMax = 1.0
    /// `DragInterpreter/rotationAngle`, in radians.
    public var rotationAngle = Double.pi / 10
    /// `DragInterpreter/scaleMin`.
    public var scaleMin = 0.8
    /// Whether the delegate agrees to the appear animation.
    public var appearAnimation = true
    /// `DeckOptions/reduceMotion`.
    public var reduceMotion = false

    /// The defaults of a layout: behaviour.md's, with the background layout's own where it has them.
    public init(layout: Layout = .stacked) {
        self.layout = layout
        if layout == .background {
            let preset = DeckOptions.background
            visibleCards = preset.countOfVisibleCards
            alphaSemiTransparent = preset.alphaValueSemiTransparent
            moveBackgroundCards = preset.shouldMoveBackgroundCard
        }
    }

    /// The engine options this configuration stands for.
    public var options: DeckOptions {
        var options = layout == .background ? DeckOptions.background : DeckOptions.stacked
        if layout == .stacked {
            options.layout = StackedCardLayout(topMargin: topMargin, scalePercent: scalePercent, direction: stackDirection)
        }
        options.countOfVisibleCards = visibleCards
        options.alphaValueSemiTransparent = alphaSemiTransparent
        options.shouldTransparentizeNextCard = transparentizeNextCard
        options.shouldMoveBackgroundCard = moveBackgroundCards
        options.isLoop = isLoop
        options.swipeThresholdRatioMargin = threshold
        options.flingVelocity = flingVelocity
        options.drag = DragInterpreter(rotationMax: rotationMax, rotationAngle: rotationAngle, scaleMin: scaleMin)
        options.reduceMotion = reduceMotion
        return options
    }
}

/// One input of a scenario at one time.
public struct ScenarioEvent: Equatable, Sendable {
    /// What happens.
    public enum Action: Equatable, Sendable {
        /// An operation on the deck, performed through `KolodaDeck/perform(_:)`. The scenario
        /// format writes the actions it has event types for (every one but
        /// `DeckAction/applyAppearAnimation` and `DeckAction/setOptions(_:)`, and a release
        /// without a measured velocity).
        case deck(DeckAction)
        /// The data source's count changes without telling the deck.
        case setCount(Int)
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
