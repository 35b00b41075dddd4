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
            .integer(\.countOfVisibleCards, 0...maximumVisibleCards), tuning: (0...12, 1)),
        option(
            "layout.direction", key: "stackDirection", "Cards peek", nil, .layout, .stackDirection(\.stackedLayout.direction),
            layoutParameter: true),
        option(
            "layout.topMargin", key: "topMargin", "Top margin", .points, .layout, .number(\.stackedLayout.topMargin, .finite),
            tuning: (0...80, 1), layoutParameter: true),
        option(
            "layout.scalePercent", key: "scalePercent", "Scale step", nil, .layout,
            .number(\.stackedLayout.scalePercent, .nonNegative), tuning: (0.5...1, 0.01), layoutParameter: true),
        option(
            "alphaValueSemiTransparent", key: "alphaSemiTransparent", "Next card alpha", nil, .layout,
            .number(\.alphaValueSemiTransparent, .unitInterval), tuning: (0...1, 0.01)),
        option(
            "shouldTransparentizeNextCard", key: "transparentizeNextCard", "See-through next card", nil, .layout,
            .flag(\.shouldTransparentizeNextCard)),
        option("shouldMoveBackgroundCard", key: "moveBackgroundCards", "Move cards behind", nil, .layout, .flag(\.shouldMoveBackgroundCard)),
        option("isLoop", key: "isLoop", "Loop", nil, .behaviour, .flag(\.isLoop)),
        option(
            "swipeThresholdRatioMargin", key: "threshold", "Threshold", nil, .drag, .number(\.swipeThresholdRatioMargin, .positive),
            tuning: (0.05...3, 0.05)),
        option(
            "flingVelocity", key: "flingVelocity", "Fling velocity", .pointsPerSecond, .drag,
            .optionalNumber(\.flingVelocity, .positive, switchLabel: "Fling"), tuning: (50...6000, 50)),
        option(
            "drag.rotationMax", key: "rotationMax", "Rotation max", .cardWidths, .drag, .number(\.drag.rotationMax, .nonNegative),
            tuning: (0...3, 0.05)),
        option(
            "drag.rotationAngle", key: "rotationAngle", "Rotation angle", .radians, .drag, .number(\.drag.rotationAngle, .finite),
            tuning: (-.pi / 2 ... .pi / 2, .pi / 180)),
        option(
            "drag.scaleMin", key: "scaleMin", "Minimum scale", nil, .drag, .number(\.drag.scaleMin, .positive),
            tuning: (0.05...1, 0.01)),
        option(
            "prefetchCount", key: "prefetchCount", "Prefetched cards", .cards, .behaviour, .integer(\.prefetchCount, 0...maximumVisibleCards),
            tuning: (0...20, 1)),
        option(
            "alphaValueOpaque", key: "alphaOpaque", "Top card alpha", nil, .layout, .number(\.alphaValueOpaque, .unitInterval),
            tuning: (0...1, 0.01), listedAlways: false),
        option("relayoutAnimation", key: "relayoutAnimation", "Re-layout", nil, .motion, .timing(\.relayoutAnimation), listedAlways: false),
        option("resetSpring", key: "resetSpring", "Reset", nil, .motion, .spring(\.resetSpring), listedAlways: false),
        option(
            "reverseAnimationDuration", key: "reverseDuration", "Undo duration", .seconds, .motion,
            .number(\.reverseAnimationDuration, .nonNegative), tuning: (0...2, 0.05), listedAlways: false),
        option(
            "appearanceAnimationDuration", key: "appearDuration", "Appear duration", .seconds, .motion,
            .number(\.appearanceAnimationDuration, .nonNegative), tuning: (0...3, 0.05), listedAlways: false),
        option(
            "fadeDuration", key: "fadeDuration", "Fade duration", .seconds, .motion, .number(\.fadeDuration, .nonNegative),
            tuning: (0...2, 0.05), listedAlways: false),
    ]

    /// The catalogue's entry named `name` (its Swift name, as a refusal gives it).
    public static func option(named name: String) -> DeckOption? { catalogue.first { $0.name == name } }

    private static func option(
        _ name: String, key: String, _ label: String, _ unit: DeckOption.Unit?, _ section: DeckOption.Section, _ kind: DeckOption.Kind,
        tuning: (range: ClosedRange<Double>, step: Double)? = nil, layoutParameter: Bool = false, listedAlways: Bool = true
    ) -> DeckOption {
        DeckOption(
            name: name, key: key, label: label, unit: unit, section: section, kind: kind,
            tuning: tuning.map { DeckOption.Tuning(range: $0.range, step: $0.step) }, isStackedLayoutParameter: layoutParameter,
            isAlwaysListed: listedAlways)
    }

    /// The stacked layout's parameters (its defaults for another layout); setting them makes the
    /// layout stacked. The catalogue's layout parameters live here.
    var stackedLayout: StackedCardLayout {
        get { layout as? StackedCardLayout ?? StackedCardLayout() }
        set { layout = newValue }
    }
}
