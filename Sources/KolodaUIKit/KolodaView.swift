// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// Koloda's `KolodaView`, on the Koloda engine: a deck of views that the user swipes.
    ///
    /// An app that uses Yalantis' Koloda changes `import Koloda` to `import KolodaUIKit`: the data
    /// source, the delegate, the properties and the methods keep their names, types and meanings
    /// (see "Moving from Yalantis' Koloda"). The view asks the data source for a card's view when the
    /// card becomes visible and releases it when the card has left. It places each card with
    /// `bounds`, `center` and `transform` from the engine's render model, animates from a
    /// `CADisplayLink` that runs only while the deck moves, takes a pan and a tap, swipes with a
    /// hardware keyboard's arrows and undoes with Backspace or ⌘Z, offers VoiceOver actions to swipe
    /// and undo, and follows Reduce Motion.
    @MainActor
    open class KolodaView: UIView, KolodaSender, @MainActor KolodaReportingOperations {
        /// Supplies the cards. Setting it loads the deck from the first card (or from a state restored
        /// before) with the appear animation.
        public weak var dataSource: (any KolodaViewDataSource)? {
            didSet { connect(reload: true) }
        }

        /// Decides what may happen to each card and hears what did.
        public weak var delegate: (any KolodaViewDelegate)? {
            didSet { connect(reload: false) }
        }

        // MARK: Koloda's properties

        /// The top card's opacity. Default 1.
        public var alphaValueOpaque: CGFloat {
            get { CGFloat(deck.options.alphaValueOpaque) }
            set { changeOptions { $0.alphaValueOpaque = Double(newValue) } }
        }

        /// The opacity cards enter the deck from and leave it at: 0, as in Koloda. Read-only here:
        /// the engine fades cards in and out between 0 and their slot's opacity.
        public var alphaValueTransparent: CGFloat { 0 }

        /// The opacity of the cards below the top one when the delegate's
        /// `kolodaShouldTransparentizeNextCard` says so. Default 0.7.
        public var alphaValueSemiTransparent: CGFloat {
            get { CGFloat(deck.options.alphaValueSemiTransparent) }
            set { changeOptions { $0.alphaValueSemiTransparent = Double(newValue) } }
        }

        /// How many cards show at once. Default 3.
        public var countOfVisibleCards: Int {
            get { deck.options.countOfVisibleCards }
            set { changeOptions { $0.countOfVisibleCards = min(max(newValue, 0), DeckOptions.maximumVisibleCards) } }
        }

        /// How far each background card peeks out from the one above it, in points. Default 4.
        public var backgroundCardsTopMargin: CGFloat = 4 {
            didSet { updateLayout() }
        }

        /// How much smaller each background card is than the one above it. Default 0.95.
        public var backgroundCardsScalePercent: CGFloat = 0.95 {
            didSet { updateLayout() }
        }

        /// Where the background cards peek out. Default `.bottom`.
        public var visibleCardsDirection: VisibleCardsDirection = .bottom {
            didSet { updateLayout() }
        }

        /// Whether the deck starts again from the first card after the last. Default false.
        public var isLoop: Bool {
            get { deck.options.isLoop }
            set { changeOptions { $0.isLoop = newValue } }
        }

        /// How much of the drag's full rotation the card turns at most, or `nil` for the default (1).
        public var rotationMax: CGFloat? {
            didSet { changeOptions { $0.drag.rotationMax = rotationMax.map(Double.init) ?? DragInterpreter().rotationMax } }
        }

        /// The card's rotation at a full drag, in radians, or `nil` for the default (π/10).
        public var rotationAngle: CGFloat? {
            didSet { changeOptions { $0.drag.rotationAngle = rotationAngle.map(Double.init) ?? DragInterpreter().rotationAngle } }
        }

        /// The smallest scale of a dragged card, or `nil` for the default (0.8).
        public var scaleMin: CGFloat? {
            didSet { changeOptions { $0.drag.scaleMin = scaleMin.map(Double.init) ?? DragInterpreter().scaleMin } }
        }

        /// How long the appear animation takes. Default 0.8 s.
        public var appearanceAnimationDuration: TimeInterval {
            get { deck.options.appearanceAnimationDuration }
            set { changeOptions { $0.appearanceAnimationDuration = newValue } }
        }

        /// How long background cards take to move to their new slots. Default 0.2 s; 0 while the
        /// options move them on a spring (`DeckOptions/relayoutAnimation`), which has no set
        /// duration.
        public var backgroundCardFrameAnimationDuration: TimeInterval {
            get {
                if case .timed(let duration, _) = deck.options.relayoutAnimation { return duration }
                return 0
            }
            set {
                changeOptions {
                    if case .timed(_, let curve) = $0.relayoutAnimation {
                        $0.relayoutAnimation = .timed(duration: newValue, curve: curve)
                    } else {
                        $0.relayoutAnimation = .timed(duration: newValue, curve: .easeOut)
                    }
                }
            }
        }

        /// How long an undone card takes to come back. Default 0.3 s.
        public var reverseAnimationDuration: TimeInterval {
            get { deck.options.reverseAnimationDuration }
            set { changeOptions { $0.reverseAnimationDuration = newValue } }
        }

        /// Whether touches pass through the deck to the views behind it once it has no card to show.
        /// Default false.
        public var shouldPassthroughTapsWhenNoVisibleCards = false

        /// Whether the deck reduces its motion: `nil` (the default) follows the system's Reduce Motion
        /// setting, live; `true` or `false` decides for the app.
        public var reduceMotion: Bool? {
            didSet { followReduceMotion() }
        }

        // MARK: Koloda's state

        /// The index of the top card; equal to ``countOfCards`` when the deck has run out.
        public var currentCardIndex: Int { deck.currentCardIndex }

        /// The number of cards, as last read from the data source.
        public var countOfCards: Int { deck.countOfCards }

        /// Whether anything on the deck is moving or held by the user.
        public var isAnimating: Bool { deck.isAnimating || deck.isDragging }

        /// Whether every card has been swiped.
        public var isRunOutOfCards: Bool { deck.isRunOut }

        /// The deck's configuration, which answers the delegate questions Koloda asked by default.
        public nonisolated var options: DeckOptions { MainActor.assumeIsolated { deck.options } }

        /// What the deck has announced, to save: the current index, the count and every swipe not
        /// undone. Restore it with `restoreDeckState(_:)` before setting ``dataSource`` and the first
        /// card the deck shows and asks a view for is the saved one.
        public var deckState: DeckState { deck.deckState }

        /// Receives every event of the deck, in delegate order, with its time on the view's clock;
        /// called after the delegate.
        public var eventHandler: ((TimedDeckEvent) -> Void)?

        /// Receives every action the deck performs, with its time on the view's clock, once it has
        /// taken effect: the pan, keys and calls as the engine saw them, in deck coordinates. A
        /// `SessionRecording` of these replays in `koloda simulate` with the same events.
        public var actionHandler: ((TimedDeckAction) -> Void)? {
            didSet {
                deck.actionHandler =
                    actionHandler == nil ? nil : { [weak self] action in MainActor.assumeIsolated { self?.actionHandler?(action) } }
            }
        }

        // MARK: The view's parts

        let deck: KolodaDeck
        private lazy var bridge = DeckBridge(view: self)
        /// The card views by the engine's card identity, and the render model they show.
        var cards: [CardID: DraggableCardView] = [:]
        var model = RenderModel()
        /// The pan in progress, as the engine hears it.
        var pointerSequence: PointerSequence?
        lazy var gestures = GestureCoordinator(view: self)
        var displayLink: CADisplayLink?
        /// The cards' photos, decoded off the main thread and cached.
        lazy var photos: PhotoLoader = {
            let loader = PhotoLoader()
            loader.onFailure = { [unowned self] photo, problem in reportDiagnostic("photo \(photo.key): \(problem)") }
            return loader
        }()
        /// The media time of the view's time 0.
        private let origin = CACurrentMediaTime()
        private nonisolated(unsafe) var reduceMotionObserver: (any NSObjectProtocol)?

        /// Creates a deck.
        public override init(frame: CGRect) {
            deck = Self.makeDeck()
            super.init(frame: frame)
            setUp()
        }

        /// Creates a deck from a storyboard or a nib.
        public required init?(coder: NSCoder) {
            deck = Self.makeDeck()
            super.init(coder: coder)
            setUp()
        }

        deinit {
            if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
        }

        private static func makeDeck() -> KolodaDeck {
            var options = DeckOptions()
            options.reduceMotion = UIAccessibility.isReduceMotionEnabled
            // The default options are valid.
            return try! KolodaDeck(options: options)
        }

        private func setUp() {
            deck.eventHandler = { [weak self] event in MainActor.assumeIsolated { self?.eventHandler?(event) } }
            installGestures()
            // UIKit posts the notification on the main thread; the block runs there, as it is posted.
            reduceMotionObserver = NotificationCenter.default.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.followReduceMotion() }
            }
            isAccessibilityElement = true
            updateLayout()
        }

        // MARK: Koloda's methods

        /// Applies an action to the deck at the present time and shows its result: the vocabulary
        /// that Koloda's named methods wrap, with the typed error they report to the delegate's
        /// `koloda(_:diagnostic:)` instead.
        ///
        /// The view keeps two things its own: `DeckOptions/reduceMotion` follows ``reduceMotion``
        /// (by default the system's setting), and the deck's size follows `bounds`, so
        /// `DeckAction/resize(to:)` is refused. Points are in the view's coordinates.
        ///
        /// - Returns: Whether the action took effect.
        /// - Throws: `KolodaError` for invalid input; nothing changes.
        @discardableResult
        public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
            let action = try action.performedByView(reduceMotion: reducesMotion, sizeSource: "its bounds")
            return try operate { () throws(KolodaError) in try deck.perform(action) }
        }

        /// Tells the delegate and ``eventHandler`` why the deck refused an operation, as the deck
        /// tells them of its own problems.
        public func report(_ error: KolodaError) {
            reportDiagnostic(error.description)
        }

        /// Tells the delegate and ``eventHandler`` of a problem the view itself found (a refused
        /// operation, a photo that cannot be shown).
        func reportDiagnostic(_ message: String) {
            delegate?.koloda(self, diagnostic: message)
            eventHandler?(TimedDeckEvent(time: now(), event: .diagnostic(message: message)))
        }

        /// Asks the data source again for the views of the cards that hold one.
        public func reconfigureCards() {
            let indexes = model.cards.compactMap(\.index)
            guard let first = indexes.min(), let last = indexes.max() else { return }
            reloadCardsInIndexRange(first..<(last + 1))
        }

        /// Lays the cards out at once where the deck has them now.
        public func layoutDeck() {
            setNeedsLayout()
            layoutIfNeeded()
        }

        /// The data source's view of the card at `index`, while the deck holds one.
        public func viewForCard(at index: Int) -> UIView? {
            model.cards.first { $0.index == index }.flatMap { cards[$0.id]?.contentView }
        }

        /// The frame of the card in slot `index` (0 for the top card) at rest, in the view's
        /// coordinates. Override it for a layout of your own, as Koloda's v2 example does: the deck
        /// asks for every slot whenever its bounds or its layout properties change.
        open func frameForCard(at index: Int) -> CGRect {
            let frame = stackedLayout.frame(
                forSlot: index, visibleCount: countOfVisibleCards, in: Size(width: Double(bounds.width), height: Double(bounds.height)))
            return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        }

        /// Koloda's layout from the view's properties.
        private var stackedLayout: StackedCardLayout {
            StackedCardLayout(
                topMargin: Double(backgroundCardsTopMargin), scalePercent: Double(backgroundCardsScalePercent),
                direction: visibleCardsDirection.engine)
        }

        /// With ``shouldPassthroughTapsWhenNoVisibleCards``, the deck takes no touches once it has
        /// no card to show.
        open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if shouldPassthroughTapsWhenNoVisibleCards, model.cards.isEmpty { return false }
            return super.point(inside: point, with: event)
        }

        // MARK: Connecting, options and layout

        /// Connects the data source and delegate to the deck through the bridge, with the view as
        /// their sender; a data source set again reloads the deck, as in Koloda.
        private func connect(reload: Bool) {
            operate {
                deck.connect(to: self, dataSource: dataSource == nil ? nil : bridge, delegate: bridge, reload: reload)
            }
        }

        private func changeOptions(_ change: (inout DeckOptions) -> Void) {
            var options = deck.options
            change(&options)
            do { try setOptions(options) } catch { report(error) }
        }

        /// The layout from ``frameForCard(at:)``: Koloda's stacked layout itself while the frames
        /// are its, else the subclass's frames.
        func updateLayout() {
            let size = Size(width: Double(bounds.width), height: Double(bounds.height))
            let frames = (0...max(countOfVisibleCards, 1)).map { index in
                let frame = frameForCard(at: index)
                return Rect(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height))
            }
            let stacked = stackedLayout
            let layout: any CardLayout =
                frames.enumerated().allSatisfy { $0.element == stacked.frame(forSlot: $0.offset, visibleCount: countOfVisibleCards, in: size) }
                ? stacked : SlotFrames(frames: frames, in: size)
            guard !layout.isEqual(to: deck.options.layout) else { return }
            changeOptions { $0.layout = layout }
        }

        private var reducesMotion: Bool { reduceMotion ?? UIAccessibility.isReduceMotionEnabled }

        private func followReduceMotion() {
            guard reducesMotion != deck.options.reduceMotion else { return }
            changeOptions { _ in }
        }

        // MARK: Time

        /// Seconds on the view's clock now.
        func now() -> Double { max(CACurrentMediaTime() - origin, deck.time) }

        /// Brings the deck to the present, runs `operation`, then shows its result.
        func operate<Result, Failure: Error>(_ operation: () throws(Failure) -> Result) throws(Failure) -> Result {
            try? deck.advance(to: now())
            let result = try operation()
            refresh()
            return result
        }

        /// Shows the deck's present state and keeps the display link running while anything moves.
        func refresh() {
            synchronizeCards()
            setNeedsLayout()
            if deck.isAnimating || deck.isDragging { startDisplayLink() } else { stopDisplayLink() }
        }

        /// One frame: the deck advances to the time the frame will be shown.
        func displayLinkFired(_ link: CADisplayLink) {
            try? deck.advance(to: max(link.targetTimestamp - origin, deck.time))
            synchronizeCards()
            setNeedsLayout()
            if !(deck.isAnimating || deck.isDragging) { stopDisplayLink() }
        }

        private func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        /// The deck takes a hardware keyboard's keys when it is the first responder.
        open override var canBecomeFirstResponder: Bool { true }

        /// Arrow keys swipe, Home, Page Up, End and Page Down swipe diagonally, Backspace and ⌘Z
        /// undo, Return and Space select the top card; other keys go up the responder chain.
        open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = handle(presses)
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            let size = Size(width: Double(bounds.width), height: Double(bounds.height))
            if size != deck.bounds {
                try? deck.resize(to: size)
                updateLayout()
                deck.render(into: &model)
                let card = frameForCard(at: 0).size
                photos.setTarget(
                    width: Int((card.width * contentScaleFactor).rounded(.up)), height: Int((card.height * contentScaleFactor).rounded(.up)))
            }
            layOutCards()
        }
    }
#endif
