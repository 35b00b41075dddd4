// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import KolodaHost
    import UIKit

    /// Koloda's `KolodaView`, on the Koloda engine: a deck of views that the user swipes.
    ///
    /// An app that uses Yalantis' Koloda changes its package dependency and nothing else: the data
    /// source, the delegate, the properties and the methods keep their names, types and meanings
    /// (see "Moving from Yalantis' Koloda"). The view asks the data source for a card's view when the
    /// card becomes visible and releases it when the card has left. It places each card with
    /// `bounds`, `center` and `transform` from the engine's render model, animates from a
    /// `CADisplayLink` that runs only while the deck moves, takes a pan and a tap, swipes with a
    /// hardware keyboard's arrows and undoes with Delete or ⌘Z, offers VoiceOver actions to swipe
    /// and undo, and follows Reduce Motion.
    ///
    /// The view is UIKit's face of the deck's controller (`DeckController`), which every host
    /// shares: this file and its extensions are only UIKit's views, input and Koloda's names.
    ///
    /// Its isolation is `@preconcurrency`, as the isolation Koloda's view inherits from `UIView` is:
    /// Swift 5 code that uses the view outside the main actor (an XCTest method) compiles as it did
    /// with Koloda, and Swift 6 code has it checked.
    @preconcurrency @MainActor
    open class KolodaView: UIView, KolodaSender, DeckHostView, @MainActor KolodaReportingOperations {
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
            get { CGFloat(controller[option: \.alphaValueOpaque]) }
            set { controller[option: \.alphaValueOpaque] = Double(newValue) }
        }

        /// Koloda's `alphaValueTransparent` (default 0), kept so that apps that set it compile.
        /// Koloda 5.0.1 reads it nowhere (its one use is commented out), and neither does the
        /// deck: cards fade in and out between 0 and their slot's opacity.
        public var alphaValueTransparent: CGFloat = 0

        /// The opacity of the cards below the top one when the delegate's
        /// `kolodaShouldTransparentizeNextCard` says so. Default 0.7.
        public var alphaValueSemiTransparent: CGFloat {
            get { CGFloat(controller[option: \.alphaValueSemiTransparent]) }
            set { controller[option: \.alphaValueSemiTransparent] = Double(newValue) }
        }

        /// How far each background card peeks out from the one above it, in points. Default 4.
        /// Reads Koloda's default while the deck uses a layout other than the stacked one;
        /// setting it makes the deck stacked.
        public var backgroundCardsTopMargin: CGFloat {
            get { CGFloat(controller[stacked: \.topMargin]) }
            set {
                controller[stacked: \.topMargin] = Double(newValue)
                updateLayout()
            }
        }

        /// How much smaller each background card is than the one above it. Default 0.95.
        public var backgroundCardsScalePercent: CGFloat {
            get { CGFloat(controller[stacked: \.scalePercent]) }
            set {
                controller[stacked: \.scalePercent] = Double(newValue)
                updateLayout()
            }
        }

        /// Where the background cards peek out. Default `.bottom`.
        public var visibleCardsDirection: VisibleCardsDirection {
            get { VisibleCardsDirection(controller[stacked: \.direction]) }
            set {
                controller[stacked: \.direction] = newValue.engine
                updateLayout()
            }
        }

        /// How much of the drag's full rotation the card turns at most (default 1); `nil` sets the
        /// default. Reads what the deck uses, whether set here or with `setOptions(_:)`.
        public var rotationMax: CGFloat? {
            get { CGFloat(controller[option: \.drag.rotationMax]) }
            set { controller[option: \.drag.rotationMax] = newValue.map(Double.init) ?? DragInterpreter().rotationMax }
        }

        /// The card's rotation at a full drag, in radians (default π/10); `nil` sets the default.
        public var rotationAngle: CGFloat? {
            get { CGFloat(controller[option: \.drag.rotationAngle]) }
            set { controller[option: \.drag.rotationAngle] = newValue.map(Double.init) ?? DragInterpreter().rotationAngle }
        }

        /// The smallest scale of a dragged card (default 0.8); `nil` sets the default.
        public var scaleMin: CGFloat? {
            get { CGFloat(controller[option: \.drag.scaleMin]) }
            set { controller[option: \.drag.scaleMin] = newValue.map(Double.init) ?? DragInterpreter().scaleMin }
        }

        /// How long the appear animation takes. Default 0.8 s.
        public var appearanceAnimationDuration: TimeInterval {
            get { controller[option: \.appearanceAnimationDuration] }
            set { controller[option: \.appearanceAnimationDuration] = newValue }
        }

        /// How long background cards take to move to their new slots. Default 0.2 s; 0 while the
        /// options move them on a spring (`DeckOptions/relayoutAnimation`), which has no set
        /// duration.
        public var backgroundCardFrameAnimationDuration: TimeInterval {
            get { controller.backgroundCardFrameAnimationDuration }
            set { controller.backgroundCardFrameAnimationDuration = newValue }
        }

        /// How long an undone card takes to come back. Default 0.3 s.
        public var reverseAnimationDuration: TimeInterval {
            get { controller[option: \.reverseAnimationDuration] }
            set { controller[option: \.reverseAnimationDuration] = newValue }
        }

        /// Koloda's animator: an app's subclass of ``KolodaViewAnimator`` can be set here, but the
        /// engine animates the cards (see ``KolodaViewAnimator`` for where each of its animations is
        /// set instead).
        public var animator: KolodaViewAnimator {
            get { storedAnimator ?? KolodaViewAnimator(koloda: self) }
            set { storedAnimator = newValue }
        }
        private var storedAnimator: KolodaViewAnimator?
        /// The deck's own layout (Koloda's, or one set with `setOptions(_:)`) while it lays out a
        /// subclass's ``frameForCard(at:)``: what the subclass's `super` call gets.
        private var ownLayout: (any CardLayout)?

        /// Whether touches pass through the deck to the views behind it once it has no card to show.
        /// Default false.
        public var shouldPassthroughTapsWhenNoVisibleCards = false

        /// Whether the deck runs on the engine's timing rather than Koloda 5.0.1's. Default false:
        /// Koloda's, so that an app written against Koloda sees what it saw there (its
        /// `didSwipeCardAt` when the next card has moved up, its animation semaphore refusing
        /// swipes, reverts and the appear animation while a card flies, its revert and appear
        /// animations; see "Moving from Yalantis' Koloda"). True: the engine's, as the GTK and
        /// SwiftUI decks run (`didSwipeCardAt` as the card is swiped, swipes and undos taken while
        /// cards still fly, an undo that turns a flying card back).
        public var usesEngineTiming: Bool {
            get { deck.timingModel == .engine }
            set { deck.timingModel = newValue ? .engine : kolodaTiming }
        }

        /// Koloda 5.0.1's timing model, on the screen of the view's window (Koloda's fly-off and
        /// revert distances add the screen's longer side; no screen before the view is in a window).
        private var kolodaTiming: TimingModel {
            let screen = window?.screen.bounds.size ?? .zero
            return .koloda(screen: Size(width: Double(screen.width), height: Double(screen.height)))
        }

        /// Koloda's `isAnimating`: whether its animation semaphore is held, so that `swipe(_:)`,
        /// `revertAction(direction:)` and `applyAppearAnimationIfNeeded()` do nothing now. With
        /// ``usesEngineTiming``, whether anything on the deck moves or is held by the user.
        public var isAnimating: Bool { usesEngineTiming ? deck.isAnimating || deck.isDragging : deck.isAnimationSemaphoreHeld }

        // MARK: Koloda's state

        /// Whether every card has been swiped: with Koloda's timing, whether no card shows, as
        /// Koloda's (KolodaView.swift 140-142 at 5.0.1), so a looping deck with no cards has run out.
        public var isRunOutOfCards: Bool { usesEngineTiming ? deck.isRunOut : deck.countOfVisibleCardsShown == 0 }

        /// The deck's configuration, which answers the delegate questions Koloda asked by default.
        public nonisolated var options: DeckOptions { MainActor.assumeIsolated { deck.options } }

        // MARK: The view's parts

        /// The deck's controller: time, card views, input, settings, accessibility.
        let controller: DeckController<UIKitDeckHost>
        /// The deck's controller, which the view is a face of: its deck, its time, its handlers.
        public var deckController: any DeckControlling { controller }
        /// The photos of ``photoCard(_:fit:shown:)``, decoded and cached.
        public var photoRequests: PhotoRequests<CardPhoto, UIImage> { photos }
        var deck: KolodaDeck { controller.deck }
        /// The card views, as the controller makes, arranges and updates them.
        private var cardHost: UIKitDeckHost!
        lazy var bridge = DeckBridge(view: self)
        lazy var gestures = GestureCoordinator(view: self)
        /// Under Koloda's timing, how far the pan had gone when it was recognized (see `panned(_:)`).
        var kolodaSlop = CGPoint.zero
        let frames = DisplayLinkFrameSource()
        /// The display link while the deck moves.
        var displayLink: CADisplayLink? { frames.link }
        /// The cards' photos, decoded off the main thread and cached.
        lazy var photos = makePhotoRequests()
        private nonisolated(unsafe) var reduceMotionObserver: (any NSObjectProtocol)?

        /// Creates a deck.
        public override init(frame: CGRect) {
            controller = Self.makeController(frames: frames)
            super.init(frame: frame)
            setUp()
        }

        /// Creates a deck from a storyboard or a nib.
        public required init?(coder: NSCoder) {
            controller = Self.makeController(frames: frames)
            super.init(coder: coder)
            setUp()
        }

        deinit {
            if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
        }

        private static func makeController(frames: DisplayLinkFrameSource) -> DeckController<UIKitDeckHost> {
            // Koloda's background cards move on pop's default curve (KVA:72-87).
            var options = DeckOptions()
            options.relayoutAnimation = .timed(duration: 0.2, curve: .ease)
            // The options are valid.
            return try! DeckController(
                options: options, frames: frames, keyboard: .apple, platformReducesMotion: UIAccessibility.isReduceMotionEnabled)
        }

        private func setUp() {
            deck.timingModel = kolodaTiming
            // pop checks its springs at the display's frames, as the link sees them.
            frames.frameDurationChanged = { [weak self] in self?.deck.displayFrameDuration = $0 }
            cardHost = UIKitDeckHost(view: self)
            controller.host = cardHost
            installGestures()
            // UIKit posts the notification on the main thread; the block runs there, as it is posted.
            reduceMotionObserver = NotificationCenter.default.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.controller.platformReducesMotion = UIAccessibility.isReduceMotionEnabled }
            }
            isAccessibilityElement = true
        }

        // MARK: Koloda's methods

        /// Applies an action to the deck at the present time and shows its result: the vocabulary
        /// that Koloda's named methods wrap, with the typed error they report to the delegate's
        /// `koloda(_:diagnostic:)` instead.
        ///
        /// The deck's size follows `bounds`, so `DeckAction/resize(to:)` is refused. Points are in
        /// the view's coordinates.
        ///
        /// - Returns: Whether the action took effect.
        /// - Throws: `KolodaError` for invalid input; nothing changes.
        @discardableResult
        public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
            try controller.perform(action, sizeSource: "its bounds")
        }

        /// Tells the delegate and ``eventHandler`` why the deck refused an operation, as the deck
        /// tells them of its own problems.
        public func report(_ error: KolodaError) {
            controller.report(error.description)
        }

        /// Reads the data source again, as Koloda 5.0.1 does, so that an app that pages by
        /// appending data and reloading keeps the cards on screen:
        ///
        /// - With no cards, the deck is empty, at index 0.
        /// - At the first card, or with no card left on screen, the deck loads again from the
        ///   current card, announces `didShowCardAt`, and plays the appear animation if the
        ///   delegate wants it.
        /// - Further on, with more cards than the deck had, the new cards are added after the last:
        ///   the cards on screen stay as they are (a drag goes on) and only the missing ones are
        ///   asked for, with no `didShowCardAt` (so a reload from `didShowCardAt` happens once).
        /// - With as many cards, nothing is asked for while more cards remain than are shown (an
        ///   app's card views, a playing video or a half-typed field, stay); near the end, the cards
        ///   on screen are asked for again, in place.
        /// - With fewer, but the top card still there, the cards of data that is gone leave (Koloda
        ///   kept showing them) and nothing is announced; with the top card's data gone too, the
        ///   deck follows the data source as the engine's `reloadData()` does.
        ///
        /// Called from inside one of the deck's questions (a card's view, its count), it reloads
        /// right after the operation that asked, as every operation called there does.
        public func reloadData() {
            deck.runWhenQuestionsAnswered { [weak self] in self?.reloadFromDataSource() }
        }

        private func reloadFromDataSource() {
            let count = controller.ask { dataSource.map { $0.kolodaNumberOfCards(self) } } ?? 0
            let previous = countOfCards
            if count > 0, deck.countOfVisibleCardsShown == 0 { updateLayout(evenWithoutCards: true) }
            if currentCardIndex == 0, count > 0 {
                resetCurrentCardIndex()
            } else if count > previous, !isRunOutOfCards {
                do {
                    try controller.operate { () throws(KolodaError) in
                        try deck.insertCardAtIndexRange(previous..<count, animated: false, behindCurrentCard: false, keepingCardsShown: true)
                    }
                } catch { report(error) }
            } else if count == previous, count > 0 {
                // Koloda asks for no view while more cards remain than are shown (KolodaView.swift
                // 610-613 at 5.0.1), and asks again for the views on screen near the end (619-620).
                if count - currentCardIndex <= countOfVisibleCards { reconfigureCards() }
            } else if count < previous, count > currentCardIndex, !isRunOutOfCards {
                // The cards of data that is gone leave (Koloda kept showing them); the top card
                // stays, and nothing is announced, as in Koloda.
                removeCardInIndexRange(count..<previous, animated: false)
            } else {
                // The engine's reload, which this method's name hides here: it cannot be refused.
                _ = try? perform(.reloadData)
                if count > previous, !isRunOutOfCards { applyAppearAnimationIfNeeded() }
            }
        }

        /// Koloda's: back to the first card, with the appear animation if the delegate wants it, but
        /// not while Koloda's animation semaphore is held (see ``applyAppearAnimationIfNeeded()``).
        ///
        /// As in Koloda, the delegate is asked for the appear animation once the first cards are
        /// loaded and announced (KolodaView.swift 613-615, 647-650 at 5.0.1).
        public func resetCurrentCardIndex() {
            guard !usesEngineTiming else {
                _ = try? perform(.resetCurrentCardIndex)
                return
            }
            refusingAppear(if: true) { _ = try? perform(.resetCurrentCardIndex) }
            if countOfCards > 0 { applyAppearAnimationIfNeeded() }
        }

        /// Koloda's: plays the appear animation if the delegate wants it. As in Koloda, whose
        /// animation semaphore stops it (KolodaView.swift 313-314 at 5.0.1), nothing plays, and
        /// the delegate is not asked, while it is held: a reset from `kolodaDidRunOutOfCards` after
        /// a programmatic swipe of the last card, which still flies off, shows the first cards at
        /// once. The animation waits for the drag speed's duration, then fades and zooms the deck in
        /// (KolodaViewAnimatior.swift 26-39); until it ends the cards take no touch.
        public func applyAppearAnimationIfNeeded() {
            _ = try? perform(.applyAppearAnimation)
        }

        /// Runs `operation` with the appear animation it asks for refused, when `refused`, without
        /// asking the delegate. An operation deferred from inside a question keeps the refusal for
        /// its turn.
        private func refusingAppear(if refused: Bool, _ operation: () -> Void) {
            guard refused else { return operation() }
            bridge.refusesAppear = true
            operation()
            if !deck.hasDeferredActions { bridge.refusesAppear = false }
        }

        /// Asks the data source again for the views of the cards that hold one: with Koloda's
        /// timing, of the cards in the stack alone, top first, as Koloda reconfigures its visible
        /// cards (KolodaView.swift 579-589 at 5.0.1): not one flying off, but, in a looping deck,
        /// one that has come round again behind the last card.
        public func reconfigureCards() {
            guard usesEngineTiming else {
                deck.runWhenQuestionsAnswered { [weak self] in self?.controller.reloadStackViews() }
                return
            }
            let indexes = controller.model.cards.compactMap(\.index)
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
            controller.model.cards.first { $0.index == index }.flatMap { controller.cardViews[$0.id]?.contentView }
        }

        /// The frame of the card in slot `index` (0 for the top card) at rest, in the view's
        /// coordinates: the deck's layout's (Koloda's stacked layout, or the one given with
        /// `setOptions(_:)`). Override it for a layout of your own, as Koloda's v2 example does:
        /// the deck asks for every slot whenever its bounds or its layout properties change.
        ///
        /// As Koloda's (KolodaView.swift 216-239 at 5.0.1), this computes the deck's own frame from
        /// the view's size at every call: a subclass's override that starts from
        /// `super.frameForCard(at:)` gets the same frames however often the deck lays out, never
        /// its own earlier ones.
        open func frameForCard(at index: Int) -> CGRect {
            let layout = deck.options.layout is SlotFrames ? ownLayout ?? DeckOptions().layout : deck.options.layout
            let frame = layout.frame(
                forSlot: index, visibleCount: countOfVisibleCards, in: Size(width: Double(bounds.width), height: Double(bounds.height)))
            return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        }

        /// With ``shouldPassthroughTapsWhenNoVisibleCards``, the deck takes no touches once it has
        /// no card to show.
        open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if shouldPassthroughTapsWhenNoVisibleCards, controller.model.cards.isEmpty { return false }
            return super.point(inside: point, with: event)
        }

        // MARK: Connecting, options and layout

        /// Connects the data source and delegate to the deck through the bridge, with the view as
        /// their sender; a data source set again reloads the deck, as in Koloda.
        /// Set from inside one of the deck's questions, they take over right after the operation
        /// that asked.
        ///
        /// As Koloda's `setupDeck()` (KolodaView.swift 123-127, 173-195 at 5.0.1), a data source set
        /// again loads from the current card and keeps the index (with no card left there, nothing
        /// shows), where the engine's timing starts over from the first card; the frames are read
        /// from ``frameForCard(at:)`` once the data source has cards, before their views are asked.
        private func connect(reload: Bool) {
            deck.runWhenQuestionsAnswered { [weak self] in
                guard let self else { return }
                controller.operate {
                    if reload, dataSource != nil { layOutForData() }
                    if reload, dataSource != nil, hasConnectedDataSource, !usesEngineTiming {
                        deck.connect(to: self, dataSource: bridge, delegate: bridge, reload: false)
                        _ = try? deck.perform(.reloadData)
                    } else {
                        // Koloda loads a new data source's cards without the appear animation: it
                        // plays on `reloadData()` and `applyAppearAnimationIfNeeded()`.
                        refusingAppear(if: reload) {
                            deck.connect(to: self, dataSource: dataSource == nil ? nil : bridge, delegate: bridge, reload: reload)
                        }
                    }
                    if dataSource != nil { hasConnectedDataSource = true }
                }
            }
        }

        /// Whether a data source was connected before: one set again keeps the index.
        private var hasConnectedDataSource = false

        /// Reads the frames from ``frameForCard(at:)`` when the data source has cards, before the
        /// deck makes their views: Koloda asks for frames only once there is data (KolodaView.swift
        /// 173-201 at 5.0.1), so an override that reads the app's own state set up with its data
        /// is not called before.
        private func layOutForData() {
            guard let dataSource, controller.ask({ dataSource.kolodaNumberOfCards(self) }) > 0 else { return }
            updateLayout(evenWithoutCards: true)
        }

        /// The layout from ``frameForCard(at:)``: the deck's own while the frames are its, else a
        /// subclass's frames. Read only while the deck shows cards, unless `evenWithoutCards`.
        func updateLayout(evenWithoutCards: Bool = false) {
            guard evenWithoutCards || deck.countOfVisibleCardsShown > 0 else { return }
            let size = Size(width: Double(bounds.width), height: Double(bounds.height))
            let frames = (0...max(countOfVisibleCards, 1)).map { index in
                let frame = frameForCard(at: index)
                return Rect(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height))
            }
            let current = deck.options.layout
            let isCurrent = frames.enumerated().allSatisfy {
                $0.element == current.frame(forSlot: $0.offset, visibleCount: countOfVisibleCards, in: size)
            }
            guard !isCurrent else { return }
            if !(current is SlotFrames) { ownLayout = current }
            controller.changeOptions { $0.layout = SlotFrames(frames: frames, in: size) }
            updatePhotoTarget()
        }

        /// The display link runs only while the deck moves. A deck that leaves its window (a
        /// pushed screen, a removed view) in the middle of a swipe finishes it on time, as Koloda's
        /// animations do (KolodaView.swift 429-437 at 5.0.1): the delegate hears `didSwipeCardAt`
        /// and `didShowCardAt` when it would have, and the link stops at rest. In a window, the
        /// deck becomes the first responder, so that a hardware keyboard reaches it (a text field
        /// shown with it takes the keyboard back when tapped); a tap or a pan on the deck makes it
        /// the first responder again.
        open override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else {
                if !(deck.isAnimating || deck.isDragging) { controller.suspendFrames() }
                return
            }
            if !usesEngineTiming { deck.timingModel = kolodaTiming }
            controller.refresh()
            updatePhotoTarget()
            becomeFirstResponder()
        }

        /// Tells the photo requests the pixels a photo must cover: the top card's size on the
        /// screen that shows the deck (a view's own scale reads 1 before it is in a window).
        private func updatePhotoTarget() {
            let size = Size(width: Double(bounds.width), height: Double(bounds.height))
            let card = deck.options.layout.frame(forSlot: 0, visibleCount: countOfVisibleCards, in: size).size
            let scale = window?.screen.scale ?? contentScaleFactor
            photos.setTarget(covering: Size(width: Double(card.width), height: Double(card.height)), scale: Double(scale))
        }

        /// The deck takes a hardware keyboard's keys when it is the first responder.
        open override var canBecomeFirstResponder: Bool { true }

        /// Arrow keys swipe, Home, Page Up, End and Page Down swipe diagonally, Delete and ⌘Z
        /// undo, Return and Space select the top card; other keys go up the responder chain.
        open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let unhandled = handle(presses)
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        /// Lays the cards out. As Koloda does at every layout pass while no card moves or is held
        /// (KolodaView.swift 163-169 at 5.0.1), the frames are read again from
        /// ``frameForCard(at:)``, so an override that depends on the app's own measurements is
        /// followed when they change.
        open override func layoutSubviews() {
            super.layoutSubviews()
            let size = Size(width: Double(bounds.width), height: Double(bounds.height))
            let resized = size != deck.bounds
            if resized {
                controller.resize(to: size)
                updatePhotoTarget()
            }
            // At rest only: the frames re-laid every animation frame would ask for them each frame.
            if resized || !(deck.isAnimating || deck.isDragging) { updateLayout() }
            layOutCards()
        }
    }
#endif
