// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// Koloda as a GTK 4 widget: a deck of arbitrary GtkWidgets that the user swipes.
///
/// Put ``widget`` in your window, then set ``delegate`` and ``dataSource`` (which loads the cards).
/// The view asks the data source for a card's widget when the card becomes visible and releases
/// it when the card has left, so it holds only the cards it shows. It animates from the widget's
/// frame clock, takes pointer drags on the top card, swipes with the arrow keys, undoes with
/// Backspace or Ctrl+Z, tells assistive technology which card is on top and follows the desktop's
/// reduced-motion setting.
@MainActor
public final class KolodaView: KolodaSender, @MainActor KolodaOperations {
    /// The deck widget; add it to a container.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Supplies the cards. Setting it loads the deck from the first card with the appear animation.
    public weak var dataSource: (any KolodaViewDataSource)? {
        didSet { connect(reload: true) }
    }

    /// Decides what may happen to each card and hears what did, with the view as the sender.
    public weak var delegate: (any KolodaDelegate<KolodaView>)? {
        didSet { connect(reload: false) }
    }

    /// Called whenever the deck has come to rest: every animation finished and every event fired.
    public var onSettled: (() -> Void)?

    /// The top card's width over its height, or `nil` (the default) for cards that fill the
    /// widget. With a ratio the deck keeps its cards in that shape in a window of any shape,
    /// centred in the widget.
    public var cardAspectRatio: Double? {
        didSet { if !isDisposed { gtk_widget_queue_allocate(widget) } }
    }

    /// Where the deck's bounds start inside the widget (not zero with a ``cardAspectRatio``).
    var deckOrigin = Point.zero

    /// The rectangle, in the widget's coordinates, in which the deck lays its cards out: the
    /// whole widget, or the part of it that keeps the ``cardAspectRatio``. Deck coordinates (those
    /// of `DeckAction` and the render model) start at its origin.
    public var deckFrame: Rect { Rect(origin: deckOrigin, size: deck.bounds) }

    /// Whether the deck reduces its motion: `nil` (the default) follows the desktop's
    /// `gtk-enable-animations` setting; `true` or `false` decides for the app, as a playground or
    /// an in-app setting would.
    public var reduceMotion: Bool? {
        didSet { followAnimationSetting() }
    }

    /// When set, called once per animation frame with the seconds the view spent in its own code
    /// that frame: advancing the deck, updating the card widgets and allocating them. For
    /// profiling; costs two clock reads per frame while set.
    package var frameWorkObserver: ((Double) -> Void)?

    /// Whether moving cards are drawn from pictures (see `snapshot(_:)`); off only to compare
    /// the two ways of drawing.
    package var drawsMovingCardsFromPictures = true

    let deck: KolodaDeck
    // The view's state, by role; each role's code is in its own file.
    /// Drawing (`+Cards`): the card widgets, the render model they show, the draw list.
    var drawing = CardDrawing()
    /// Input (`+Input`): the press and drag in progress, as the engine will hear them.
    var pointerSequence: PointerSequence?
    /// Photos (`+Photos`): the photos of ``photoCard(_:shown:)``, decoded and cached.
    let photos = PhotoLoader()
    /// Accessibility (`+Accessibility`): what assistive technology was last told.
    var accessibleState: AccessibleState?
    /// Time: the frame clock's tick while anything moves, and the view's own time base.
    var frames = FrameTicker()
    /// Whether GTK has disposed of the widget: the view then does nothing more with it.
    private(set) var isDisposed = false
    private var settingsHandler: gulong = 0
    /// What attached tools hear (see ``observe(actions:settled:)``).
    var observers = ViewObservers()

    /// Creates a deck view. GTK owns its ``widget`` once you add it to a container, and the view
    /// lives as long as the widget: when the window is destroyed, the view, its cards and their
    /// widgets go with it, and no callback runs after that.
    ///
    /// - Parameter options: The deck's configuration; `DeckOptions/reduceMotion` is taken from
    ///   the desktop's `gtk-enable-animations` setting and follows it (see ``reduceMotion``).
    /// - Throws: ``KolodaViewError/gtkNotInitialized`` before GTK is initialized (create the view
    ///   in your application's `activate` handler); `KolodaError` for invalid options.
    public init(options: DeckOptions = DeckOptions()) throws {
        guard gtk_is_initialized() != 0 else { throw KolodaViewError.gtkNotInitialized }
        DefaultStyle.install()
        var options = options
        options.reduceMotion = koloda_animations_enabled(nil) == 0
        deck = try KolodaDeck(options: options)
        widget = koloda_deck_widget_new()
        let callbacks = KolodaDeckCallbacks(
            context: Unmanaged.passRetained(self).toOpaque(),
            measure: { context, orientation, _, minimum, natural in
                MainActor.assumeIsolated {
                    let view = Unmanaged<KolodaView>.fromOpaque(context!).takeUnretainedValue()
                    view.measure(orientation, minimum: minimum!, natural: natural!)
                }
            },
            size_allocate: { context, width, height, _ in
                MainActor.assumeIsolated {
                    Unmanaged<KolodaView>.fromOpaque(context!).takeUnretainedValue().allocate(width: Int(width), height: Int(height))
                }
            },
            snapshot: { context, snapshot in
                MainActor.assumeIsolated { Unmanaged<KolodaView>.fromOpaque(context!).takeUnretainedValue().snapshot(snapshot!) }
            },
            dispose: { context in
                MainActor.assumeIsolated { Unmanaged<KolodaView>.fromOpaque(context!).takeRetainedValue().dispose() }
            })
        koloda_deck_widget_set_callbacks(widget, callbacks)
        installInput()
        photos.onFailure = { [weak self] photo, problem in
            guard let self else { return }
            reportDiagnostic("photo \(photo.key): \(problem)")
        }
        settingsHandler = Gtk.connectIgnoringArgument(Gtk.raw(gtk_settings_get_default()), "notify::gtk-enable-animations") {
            [weak self] in
            self?.followAnimationSetting()
        }
    }

    // MARK: Koloda's API

    /// The deck's configuration. Change it with `setOptions(_:)`.
    ///
    /// Readable from a delegate that is not on the main actor (the default answers of
    /// `KolodaDelegate` read it), as long as it is on the main thread, like every GTK call.
    public nonisolated var options: DeckOptions { MainActor.assumeIsolated { deck.options } }

    /// How many cards are shown at once. Koloda's `countOfVisibleCards`; values outside
    /// 0...`DeckOptions.maximumVisibleCards` are clamped.
    public var countOfVisibleCards: Int {
        get { deck.options.countOfVisibleCards }
        set {
            var options = deck.options
            options.countOfVisibleCards = min(max(newValue, 0), DeckOptions.maximumVisibleCards)
            try? setOptions(options)
        }
    }

    /// Whether the deck starts again from the first card after the last.
    public var isLoop: Bool {
        get { deck.options.isLoop }
        set {
            var options = deck.options
            options.isLoop = newValue
            try? setOptions(options)
        }
    }

    /// The index of the top card; equal to ``countOfCards`` when the deck has run out.
    public var currentCardIndex: Int { deck.currentCardIndex }

    /// The number of cards, as last read from the data source.
    public var countOfCards: Int { deck.countOfCards }

    /// Whether anything on the deck is moving or held by the pointer.
    public var isAnimating: Bool { deck.isAnimating || deck.isDragging }

    /// Whether every card has been swiped.
    public var isRunOut: Bool { deck.isRunOut }

    /// The top card's widget (the wrapper around the data source's widget), if a card is on top.
    public var topCardWidget: UnsafeMutablePointer<GtkWidget>? {
        isDisposed ? nil : drawing.model.topCard.flatMap { drawing.cards[$0.id]?.wrapper }
    }

    /// How many card widgets exist now (created and not yet finalized).
    package var liveCardWidgetCount: Int { drawing.liveWidgetCount }

    /// How many cards the deck shows now, and how many are still leaving it.
    package var cardCounts: (visible: Int, leaving: Int) { drawing.counts }

    /// Applies an action to the deck at the present time and shows its result: the same
    /// vocabulary as `KolodaDeck/perform(_:)`, which Koloda's named methods (`swipe(_:force:)`,
    /// `revertAction(direction:)`, `setOptions(_:)`, … of `KolodaOperations`) wrap.
    ///
    /// The view keeps two things its own: `DeckOptions/reduceMotion` in `DeckAction/setOptions(_:)`
    /// follows ``reduceMotion`` (by default the desktop setting), and the deck's size follows the widget's allocation, so
    /// `DeckAction/resize(to:)` is refused. Points are in the deck's coordinates.
    ///
    /// - Returns: Whether the action took effect (a card was swiped, brought back, …).
    /// - Throws: `KolodaError` for invalid input; nothing changes.
    @discardableResult
    public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
        let action = try action.performedByView(reduceMotion: reducesMotion, sizeSource: "its allocation")
        return try operate { () throws(KolodaError) in try deck.perform(action) }
    }

    /// Receives every event of the deck, in delegate order, with its time on the view's clock;
    /// called after the delegate. One value per event (`DeckEvent`), for an app that would
    /// rather handle a stream than implement `KolodaDelegate`.
    public var eventHandler: (@MainActor (TimedDeckEvent) -> Void)? {
        didSet {
            deck.eventHandler =
                eventHandler == nil
                ? nil
                : { [weak self] event in MainActor.assumeIsolated { self?.eventHandler?(event) } }
        }
    }

    /// Receives every action the deck performs, with its time on the view's clock, once it has
    /// taken effect: the pointer, keys and calls as the engine saw them, in deck coordinates. A
    /// `SessionRecording` of these replays in `koloda simulate` with the same events.
    public var actionHandler: (@MainActor (TimedDeckAction) -> Void)? {
        didSet { connectActions() }
    }

    /// Tells the delegate and ``eventHandler`` of a problem the view itself found (a photo that
    /// cannot be shown), as the deck tells its own.
    func reportDiagnostic(_ message: String) {
        delegate?.koloda(self, diagnostic: message)
        eventHandler?(TimedDeckEvent(time: now(), event: .diagnostic(message: message)))
    }

    /// Seconds on the view's clock now: the time base of ``eventHandler`` and ``actionHandler``.
    public var clock: Double { now() }

    /// What the deck has announced, to save: the current index, the count and every swipe not
    /// undone (a swipe or an undo in flight counts as done). Save it from the delegate's
    /// callbacks; see "Saving and restoring a deck".
    public var deckState: DeckState { deck.deckState }

    /// Connects the data source and delegate to the deck, with the view as their sender; a data
    /// source set again reloads the deck from the first card, as in Koloda.
    private func connect(reload: Bool) {
        // Opening the existential makes it a `KolodaDataSource<KolodaView>`.
        func base<Source: KolodaViewDataSource>(_ source: Source) -> any KolodaDataSource<KolodaView> { source }
        operate { deck.connect(to: self, dataSource: dataSource.map { base($0) }, delegate: delegate, reload: reload) }
    }

    // MARK: Time and drawing

    /// Seconds on the frame clock's time base since the view was made.
    func now() -> Double {
        max(Double(g_get_monotonic_time() - frames.origin) / 1_000_000, deck.time)
    }

    /// Brings the deck to the present, runs `operation`, then shows its result.
    func operate<Result, Failure: Error>(_ operation: () throws(Failure) -> Result) throws(Failure) -> Result {
        try? deck.advance(to: now())
        let result = try operation()
        refresh()
        return result
    }

    /// Updates the card widgets to the deck's present state and keeps the frame clock running
    /// while anything moves.
    func refresh() {
        guard !isDisposed else { return }
        synchronizeCards()
        gtk_widget_queue_allocate(widget)
        if deck.isAnimating || deck.isDragging {
            startTicking()
        } else if frames.tickID == 0 {
            settled()
        }
    }

    private func startTicking() {
        guard frames.tickID == 0 else { return }
        frames.tickID = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                MainActor.assumeIsolated {
                    let view = Unmanaged<KolodaView>.fromOpaque(data!).takeUnretainedValue()
                    return view.tick(frameTime: gdk_frame_clock_get_frame_time(clock)) ? 1 : 0
                }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// One frame: advance to the frame's time and redraw. Returns whether to keep ticking.
    private func tick(frameTime: Int) -> Bool {
        let started = frameWorkObserver == nil ? 0 : g_get_monotonic_time()
        if let observer = frameWorkObserver, let work = frames.work { observer(Double(work) / 1_000_000) }
        try? deck.advance(to: max(Double(frameTime - frames.origin) / 1_000_000, deck.time))
        synchronizeCards()
        gtk_widget_queue_allocate(widget)
        frames.work = frameWorkObserver == nil ? nil : g_get_monotonic_time() - started
        if deck.isAnimating || deck.isDragging { return true }
        frames.tickID = 0
        frames.work = nil
        settled()
        return false
    }

    /// A deck needs room for a card to read: at least 160 × 200 pixels; it would like 300 × 400.
    private func measure(_ orientation: GtkOrientation, minimum: UnsafeMutablePointer<Int32>, natural: UnsafeMutablePointer<Int32>) {
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        minimum.pointee = horizontal ? 160 : 200
        natural.pointee = horizontal ? 300 : 400
    }

    private func allocate(width: Int, height: Int) {
        let started = frameWorkObserver == nil ? 0 : g_get_monotonic_time()
        defer {
            if frameWorkObserver != nil, let work = frames.work { frames.work = work + g_get_monotonic_time() - started }
        }
        let available = Size(width: Double(width), height: Double(height))
        let frame =
            cardAspectRatio.map {
                deck.options.layout.bounds(fittingCardAspectRatio: $0, visibleCount: deck.options.countOfVisibleCards, in: available)
            } ?? Rect(x: 0, y: 0, width: available.width, height: available.height)
        deckOrigin = frame.origin
        let size = frame.size
        // The tick and every operation have already rendered the model at the deck's time; only a
        // new size moves the slots.
        if size != deck.bounds {
            try? deck.resize(to: size)
            deck.render(into: &drawing.model)
            updatePhotoTarget()
        }
        let deckTransform = Transform.translation(Vector(dx: -size.width / 2, dy: -size.height / 2))
            .concatenating(.scale(x: drawing.model.deckScale, y: drawing.model.deckScale))
            .concatenating(.translation(Vector(dx: frame.origin.x + size.width / 2, dy: frame.origin.y + size.height / 2)))
        for card in drawing.model.cards {
            guard let views = drawing.cards[card.id] else { continue }
            layOut(views, as: card, deckTransform: deckTransform)
        }
    }

    private func dispose() {
        isDisposed = true
        g_signal_handler_disconnect(Gtk.raw(gtk_settings_get_default()), settingsHandler)
        if frames.tickID != 0 {
            gtk_widget_remove_tick_callback(widget, frames.tickID)
            frames.tickID = 0
        }
        for views in drawing.cards.values { unparent(views) }
        drawing.cards.removeAll()
    }

    /// Whether the deck's motion is reduced now: the app's choice, else the desktop's.
    private var reducesMotion: Bool { reduceMotion ?? (koloda_animations_enabled(isDisposed ? nil : widget) == 0) }

    private func followAnimationSetting() {
        var options = deck.options
        options.reduceMotion = reducesMotion
        if options.reduceMotion != deck.options.reduceMotion {
            operate { try? deck.setOptions(options) }
        }
    }
}
