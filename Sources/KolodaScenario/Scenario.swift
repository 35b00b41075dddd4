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
    public enum Layout: String, CaseIterable, Sendable { case stacked, background }

    public var width = 300.0
    public var height = 400.0
    public var cards = 10
    public var layout = Layout.stacked
    public var visibleCards = 3
    public var stackDirection = VisibleCardsDirection.bottom
    public var topMargin = 4.0
    public var scalePercent = 0.95
    public var alphaSemiTransparent = 0.7
    public var transparentizeNextCard = true
    public var moveBackgroundCards = true
    public var isLoop = false
    public var allowedDirections = AllowedDirections.all(SwipeResultDirection.defaultAllowed)
    public var threshold: Double? = 1.0
    public var flingVelocity: Double? = 800
    public var dragSpeed = DragSpeed.default
    public var rotationMax = 1.0
    public var rotationAngle = Double.pi / 10
    public var scaleMin = 0.8
    public var appearAnimation = true
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
        case dragBegan(Point), dragMoved(Point), dragEnded(Point), dragCancelled
        case tap(Point)
        case swipe(SwipeResultDirection, force: Bool)
        case revert(SwipeResultDirection?)
        case reloadData, resetCurrentCardIndex
        case showCard(Int)
        case insert(Range<Int>, animated: Bool)
        case remove(Range<Int>, animated: Bool)
        case reloadRange(Range<Int>)
        case setCount(Int)
        case resize(Size)
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
