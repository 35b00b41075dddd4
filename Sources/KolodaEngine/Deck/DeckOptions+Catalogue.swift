// SPDX-License-Identifier: MIT

extension DeckOptions {
    /// Every option but the layout itself, each declared once (see ``DeckOption``), in the order
    /// a scenario trace lists them. ``validate()`` checks them in this order.
    ///
    /// Adding an option means its entry here and the engine code that uses it: the scenario
    /// format, the Swift hand-off, the Tune panel and the tests iterate this list.
    public static let catalogue: [DeckOption] = [
        option(
            "countOfVisibleCards", key: "visibleCards", "Visible cards", .cards, .layout,
            .integer(.init(get: { $0.countOfVisibleCards }, set: { $0.countOfVisibleCards = $1 }), 0...maximumVisibleCards), tuning: (0...12, 1),
            summary: "How many cards show at once, the top card included"),
        option(
            "layout.direction", key: "stackDirection", "Cards peek", nil, .layout,
            .stackDirection(.init(get: { $0.stackedLayout.direction }, set: { $0.stackedLayout.direction = $1 })),
            layoutParameter: true, summary: "Where the cards beneath the top card peek out: `bottom` or `top`"),
        option(
            "layout.topMargin", key: "topMargin", "Top margin", .points, .layout,
            .number(.init(get: { $0.stackedLayout.topMargin }, set: { $0.stackedLayout.topMargin = $1 }), .finite),
            tuning: (0...80, 1), layoutParameter: true, summary: "How far each card beneath peeks out from under the card above it, in points"),
        option(
            "layout.scalePercent", key: "scalePercent", "Scale step", nil, .layout,
            .number(.init(get: { $0.stackedLayout.scalePercent }, set: { $0.stackedLayout.scalePercent = $1 }), .nonNegative),
            tuning: (0.5...1, 0.01), layoutParameter: true,
            summary:
                "How large each card beneath is beside the card above it, as a ratio of its size (0.95: 5 % smaller; 0 hides them, above 1 they grow)"
        ),
        option(
            "alphaValueSemiTransparent", key: "alphaSemiTransparent", "Next card alpha", nil, .layout,
            .number(.init(get: { $0.alphaValueSemiTransparent }, set: { $0.alphaValueSemiTransparent = $1 }), .unitInterval), tuning: (0...1, 0.01),
            summary: "The opacity of the card beneath the top card while it is see-through, from 0 (invisible) to 1 (opaque)"),
        option(
            "shouldTransparentizeNextCard", key: "transparentizeNextCard", "See-through next card", nil, .layout,
            .flag(.init(get: { $0.shouldTransparentizeNextCard }, set: { $0.shouldTransparentizeNextCard = $1 })),
            summary: "Whether the card beneath the top card is drawn see-through, at the next card alpha, until it comes on top"),
        option(
            "shouldMoveBackgroundCard", key: "moveBackgroundCards", "Move cards behind", nil, .layout,
            .flag(.init(get: { $0.shouldMoveBackgroundCard }, set: { $0.shouldMoveBackgroundCard = $1 })),
            summary: "Whether the cards beneath move towards their next places as the top card is dragged"),
        option(
            "isLoop", key: "isLoop", "Loop", nil, .behaviour, .flag(.init(get: { $0.isLoop }, set: { $0.isLoop = $1 })),
            summary: "Whether the first card comes again after the last one (then the deck never runs out)"),
        option(
            "swipeThresholdRatioMargin", key: "threshold", "Threshold", nil, .drag,
            .number(.init(get: { $0.swipeThresholdRatioMargin }, set: { $0.swipeThresholdRatioMargin = $1 }), .positive),
            tuning: (0.05...3, 0.05),
            summary:
                "How far a card must be dragged to be swiped when let go, in half card sizes: at 1 its centre has moved half the card's width (or height, up and down), where the stamp shows fully"
        ),
        option(
            "flingVelocity", key: "flingVelocity", "Fling velocity", .pointsPerSecond, .drag,
            .optionalNumber(.init(get: { $0.flingVelocity }, set: { $0.flingVelocity = $1 }), .positive, switchLabel: "Fling"),
            tuning: (50...6000, 50),
            summary: "How fast a card let go short of the threshold must move to be swiped anyway, in points per second (0: never)"),
        option(
            "drag.rotationMax", key: "rotationMax", "Rotation max", .cardWidths, .drag,
            .number(.init(get: { $0.drag.rotationMax }, set: { $0.drag.rotationMax = $1 }), .nonNegative),
            tuning: (0...3, 0.05),
            summary: "How far the turn follows the drag, in card widths: a card turns more as it is dragged until it has moved this many widths"),
        option(
            "drag.rotationAngle", key: "rotationAngle", "Rotation angle", .radians, .drag,
            .number(.init(get: { $0.drag.rotationAngle }, set: { $0.drag.rotationAngle = $1 }), .finite),
            tuning: (-.pi / 2 ... .pi / 2, .pi / 180),
            summary: "How far a dragged card turns at full strength, in radians (a card grabbed in its bottom half turns the other way)"),
        option(
            "drag.scaleMin", key: "scaleMin", "Minimum scale", nil, .drag,
            .number(.init(get: { $0.drag.scaleMin }, set: { $0.drag.scaleMin = $1 }), .positive),
            tuning: (0.05...1, 0.01), summary: "How small a dragged card becomes at full strength, as a ratio of its size"),
        option(
            "prefetchCount", key: "prefetchCount", "Prefetched cards", .cards, .behaviour,
            .integer(.init(get: { $0.prefetchCount }, set: { $0.prefetchCount = $1 }), 0...maximumVisibleCards),
            tuning: (0...20, 1), summary: "How many cards after those shown the deck asks the app to prepare"),
        option(
            "alphaValueOpaque", key: "alphaOpaque", "Top card alpha", nil, .layout,
            .number(.init(get: { $0.alphaValueOpaque }, set: { $0.alphaValueOpaque = $1 }), .unitInterval),
            tuning: (0...1, 0.01), listedAlways: false, summary: "The opacity of the top card, from 0 (invisible) to 1 (opaque)"),
        option(
            "relayoutAnimation", key: "relayoutAnimation", "Re-layout", nil, .motion,
            .timing(.init(get: { $0.relayoutAnimation }, set: { $0.relayoutAnimation = $1 })), listedAlways: false,
            summary: "How the cards beneath move to their new places after a swipe: a duration on a curve, or a spring"),
        option(
            "resetSpring", key: "resetSpring", "Reset", nil, .motion, .spring(.init(get: { $0.resetSpring }, set: { $0.resetSpring = $1 })),
            listedAlways: false,
            summary: "The spring that brings back a card let go short of the threshold"),
        option(
            "reverseAnimationDuration", key: "reverseDuration", "Undo duration", .seconds, .motion,
            .number(.init(get: { $0.reverseAnimationDuration }, set: { $0.reverseAnimationDuration = $1 }), .nonNegative), tuning: (0...2, 0.05),
            listedAlways: false,
            summary: "How long an undo takes to bring the card back, in seconds"),
        option(
            "appearanceAnimationDuration", key: "appearDuration", "Appear duration", .seconds, .motion,
            .number(.init(get: { $0.appearanceAnimationDuration }, set: { $0.appearanceAnimationDuration = $1 }), .nonNegative),
            tuning: (0...3, 0.05), listedAlways: false,
            summary: "How long the deck takes to grow in when it first shows its cards, in seconds"),
        option(
            "fadeDuration", key: "fadeDuration", "Fade duration", .seconds, .motion,
            .number(.init(get: { $0.fadeDuration }, set: { $0.fadeDuration = $1 }), .nonNegative),
            tuning: (0...2, 0.05), listedAlways: false, summary: "How long inserted and removed cards take to fade in or out, in seconds"),
    ]

    /// The catalogue's entry named `name` (its Swift name, as a refusal gives it).
    public static func option(named name: String) -> DeckOption? { catalogue.first { $0.name == name } }

    private static func option(
        _ name: String, key: String, _ label: String, _ unit: DeckOption.Unit?, _ section: DeckOption.Section, _ kind: DeckOption.Kind,
        tuning: (range: ClosedRange<Double>, step: Double)? = nil, layoutParameter: Bool = false, listedAlways: Bool = true, summary: String
    ) -> DeckOption {
        DeckOption(
            name: name, key: key, label: label, summary: summary, unit: unit, section: section, kind: kind,
            tuning: tuning.map { DeckOption.Tuning(range: $0.range, step: $0.step) }, isStackedLayoutParameter: layoutParameter,
            isAlwaysListed: listedAlways)
    }

    /// The stacked layout's parameters (its defaults for another layout); setting them makes the
    /// layout stacked. The catalogue's layout parameters live here.
    var stackedLayout: StackedCardLayout {
        get { layout(as: StackedCardLayout.self) ?? StackedCardLayout() }
        set { setLayout(newValue) }
    }
}
