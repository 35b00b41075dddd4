// SPDX-License-Identifier: MIT

/// Everything that configures a deck's look and feel, with Koloda's defaults.
///
/// Validate a set of options with ``validate()``; the deck refuses invalid ones with a
/// ``KolodaError`` that names the field.
public struct DeckOptions: Equatable, Sendable {
    /// Where the cards sit at rest (``layout``).
    var layoutBox: LayoutBox
    /// How many cards are shown at once, the top card included. Koloda's `countOfVisibleCards`.
    /// Default 3; 0 to ``maximumVisibleCards``.
    public var countOfVisibleCards: Int
    /// The alpha of the top card. Koloda's `alphaValueOpaque`. Default 1; 0...1.
    public var alphaValueOpaque: Double
    /// The alpha of every card below the top when ``shouldTransparentizeNextCard`` is on.
    /// Koloda's `alphaValueSemiTransparent`. Default 0.7; 0...1.
    public var alphaValueSemiTransparent: Double
    /// Whether background cards are drawn semi-transparent. Default true.
    public var shouldTransparentizeNextCard: Bool
    /// Whether background cards move toward the next slot as the top card is dragged.
    /// Default true.
    public var shouldMoveBackgroundCard: Bool
    /// Whether the deck loops back to its first card after the last. Koloda's `isLoop`.
    /// Default false.
    public var isLoop: Bool
    /// How far (as a fraction of the percentage, see ``SwipeClassification``) a card must be
    /// dragged to swipe on release; the overlay is at full strength there. Koloda's
    /// `kolodaSwipeThresholdRatioMargin`, which a delegate may still answer per drag. Default 1;
    /// finite and greater than 0.
    public var swipeThresholdRatioMargin: Double
    /// The release speed along the swipe direction, in points per second, at or above which a
    /// card is swiped however short the drag (a fling). Default 800; `nil` turns flinging off,
    /// as in Koloda. Greater than 0.
    public var flingVelocity: Double?
    /// How a drag becomes rotation and scale.
    public var drag: DragInterpreter
    /// How the cards move to their new slots after a swipe, a revert or a change of the data.
    /// Default 0.2 s on ``TimingCurve/easeOut``; the background layout's preset uses
    /// ``SpringParameters/bounce``.
    public var relayoutAnimation: AnimationTiming
    /// The spring that brings a released card back. Default ``SpringParameters/reset``.
    public var resetSpring: SpringParameters
    /// How long a reverted card takes to come back, in seconds. Default 0.3; 0 or more.
    public var reverseAnimationDuration: Double
    /// How long the deck's appear animation takes, in seconds. Default 0.8; 0 or more.
    public var appearanceAnimationDuration: Double
    /// How long inserted cards fade in and removed cards fade out, in seconds. Default 0.2.
    public var fadeDuration: Double
    /// How many cards after the visible ones the data source is asked to prefetch
    /// (``KolodaDataSource/koloda(_:prefetchCardsAt:)``). Default 3; 0 to ``maximumVisibleCards``.
    public var prefetchCount: Int

    /// Creates options; every argument defaults to Koloda v1's value.
    public init(
        layout: some CardLayout = StackedCardLayout(),
        countOfVisibleCards: Int = 3,
        alphaValueOpaque: Double = 1,
        alphaValueSemiTransparent: Double = 0.7,
        shouldTransparentizeNextCard: Bool = true,
        shouldMoveBackgroundCard: Bool = true,
        isLoop: Bool = false,
        swipeThresholdRatioMargin: Double = 1,
        flingVelocity: Double? = 800,
        drag: DragInterpreter = DragInterpreter(),
        relayoutAnimation: AnimationTiming = .timed(duration: 0.2, curve: .easeOut),
        resetSpring: SpringParameters = .reset,
        reverseAnimationDuration: Double = 0.3,
        appearanceAnimationDuration: Double = 0.8,
        fadeDuration: Double = 0.2,
        prefetchCount: Int = 3
    ) {
        layoutBox = .holding(layout)
        self.countOfVisibleCards = countOfVisibleCards
        self.alphaValueOpaque = alphaValueOpaque
        self.alphaValueSemiTransparent = alphaValueSemiTransparent
        self.shouldTransparentizeNextCard = shouldTransparentizeNextCard
        self.shouldMoveBackgroundCard = shouldMoveBackgroundCard
        self.isLoop = isLoop
        self.swipeThresholdRatioMargin = swipeThresholdRatioMargin
        self.flingVelocity = flingVelocity
        self.drag = drag
        self.relayoutAnimation = relayoutAnimation
        self.resetSpring = resetSpring
        self.reverseAnimationDuration = reverseAnimationDuration
        self.appearanceAnimationDuration = appearanceAnimationDuration
        self.fadeDuration = fadeDuration
        self.prefetchCount = prefetchCount
    }

    /// Whether every option is equal (see ``catalogue``), the layouts by ``CardLayout/isEqual(to:)``.
    public static func == (lhs: DeckOptions, rhs: DeckOptions) -> Bool {
        lhs.layoutBox.isEqual(rhs.layoutBox) && catalogue.allSatisfy { $0.isEqual(in: lhs, and: rhs) }
    }

    /// The most cards a deck shows at once: the deck keeps a slot and a view for each.
    public static let maximumVisibleCards = 1_000

    /// Koloda v1's stacked deck: the defaults.
    public static var stacked: DeckOptions { DeckOptions() }

    /// Koloda v2's background deck: ``BackgroundCardLayout``, two visible cards, background alpha
    /// 0.1, background cards that stay put during a drag, and the bounce spring for re-layouts.
    public static var background: DeckOptions {
        DeckOptions(
            layout: BackgroundCardLayout(),
            countOfVisibleCards: 2,
            alphaValueSemiTransparent: 0.1,
            shouldMoveBackgroundCard: false,
            relayoutAnimation: .spring(.bounce))
    }

    /// Checks every option against its range in the ``catalogue``, in the catalogue's order, then
    /// the layout's own parameters (``CardLayout/validate()``).
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)`` naming the first option
    ///   that is out of range.
    public func validate() throws(KolodaError) {
        for option in Self.catalogue where !option.isStackedLayoutParameter { try option.validate(self) }
        try layoutBox.validate()
    }

    #if !hasFeature(Embedded)
        /// Where the cards sit at rest. Default ``StackedCardLayout`` (Koloda v1).
        public var layout: any CardLayout {
            get { layoutBox.layout }
            set { layoutBox = .holding(newValue) }
        }
    #endif

    /// Makes `layout` the one the cards sit at rest in: what setting ``layout`` does, in a form
    /// the engine built for the web has too.
    public mutating func setLayout(_ layout: some CardLayout) { layoutBox = .holding(layout) }

    /// The layout, if it is a `Layout`: `options.layout(as: StackedCardLayout.self)`.
    public func layout<Layout: CardLayout>(as type: Layout.Type) -> Layout? { layoutBox.layout(as: type) }

    /// The frame of a slot in the layout: ``CardLayout/frame(forSlot:visibleCount:in:)``.
    public func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect { layoutBox.frame(slot, visibleCount, bounds) }
}
