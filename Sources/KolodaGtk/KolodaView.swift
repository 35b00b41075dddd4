// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost

/// Koloda as a GTK 4 widget: a deck of arbitrary GtkWidgets that the user swipes.
///
/// Put ``widget`` in your window, then set ``delegate`` and ``dataSource`` (which loads the cards).
/// The view asks the data source for a card's widget when the card becomes visible and releases
/// it when the card has left, so it holds only the cards it shows. It animates from the widget's
/// frame clock, takes pointer drags on the top card, swipes with the arrow keys, undoes with
/// Backspace or Ctrl+Z, tells assistive technology which card is on top and follows the desktop's
/// reduced-motion setting.
///
/// The view is GTK's face of the deck's controller (`DeckController`), which every host shares:
/// this file and its extensions are only GTK's widgets, input and drawing.
@MainActor
public final class KolodaView: KolodaSender, DeckHostView, @MainActor KolodaOperations {
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
    public var onSettled: (@MainActor () -> Void)? {
        get { controller.onSettled }
        set { controller.onSettled = newValue }
    }

    /// The top card's width over its height, or `nil` (the default) for the shape
    /// ``maximumCardAspectRatio`` allows. With a ratio the deck keeps its cards in that shape in a
    /// window of any shape, centred in the widget.
    public var cardAspectRatio: Double? {
        didSet { if !controller.isDisposed { gtk_widget_queue_allocate(widget) } }
    }

    /// Chooses the top card's width over its height from the room the widget has (its size), at
    /// every allocation, in place of ``cardAspectRatio`` when it returns a ratio: a landscape card
    /// in a wide window and a portrait one in a tall window, say.
    public var cardAspectRatioForRoom: (@MainActor (Size) -> Double?)? {
        didSet { if !controller.isDisposed { gtk_widget_queue_allocate(widget) } }
    }

    /// The widest the top card may be, as its width over its height, when neither
    /// ``cardAspectRatio`` nor ``cardAspectRatioForRoom`` gives its shape: in a room wider than
    /// that, the cards keep this shape, as tall as the widget and centred; in a narrower one they
    /// fill the widget's width. `nil` lets them fill the widget whatever its shape. 0.75 (3:4,
    /// portrait) by default: a card, not a landscape slab in a wide window. The GObject property
    /// `max-card-aspect-ratio` (0 for `nil`).
    public var maximumCardAspectRatio: Double? = 0.75 {
        didSet {
            guard maximumCardAspectRatio != oldValue, !controller.isDisposed else { return }
            gtk_widget_queue_allocate(widget)
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_MAX_CARD_ASPECT_RATIO))
        }
    }

    /// Where the deck's bounds start inside the widget (not zero with a ``cardAspectRatio``).
    var deckOrigin = Point.zero

    /// The rectangle, in the widget's coordinates, in which the deck lays its cards out: the
    /// whole widget, or the part of it that keeps the ``cardAspectRatio``. Deck coordinates (those
    /// of `DeckAction` and the render model) start at its origin.
    public var deckFrame: Rect { Rect(origin: deckOrigin, size: deck.bounds) }

    /// When set, called once per animation frame with the seconds the view spent in its own code
    /// that frame: advancing the deck, updating the card widgets and allocating them. For
    /// profiling; costs two clock reads per frame while set.
    package var frameWorkObserver: ((Double) -> Void)? {
        get { gtkFrames?.workObserver }
        set { gtkFrames?.workObserver = newValue }
    }

    /// Whether moving cards are drawn from pictures (see `snapshot(_:)`); off only to compare
    /// the two ways of drawing.
    package var drawsMovingCardsFromPictures = true

    /// The deck's controller: time, card widgets, input, settings, accessibility.
    let controller: DeckController<GtkDeckHost>
    /// The deck's controller, which the view is a face of: its deck, its time, its handlers.
    public var deckController: any DeckControlling { controller }
    /// The photos of ``photoCard(_:fit:shown:)``, decoded and cached.
    public var photoRequests: PhotoRequests<CardPhoto, OpaquePointer> { photos }
    /// The card widgets, as the controller makes, arranges and updates them.
    private var cardHost: GtkDeckHost!
    var deck: KolodaDeck { controller.deck }
    /// The widget's frame clock, unless a test gave the view a clock of its own.
    private let gtkFrames: GtkFrameSource?
    /// What `snapshot` draws (kept to re-use its storage).
    var drawList: [KolodaDeckChild] = []
    /// The idle source that makes the pictures of the cards at rest, or 0.
    var picturePreparation: guint = 0
    /// Card widgets created and finalized.
    let finalizedCounter = FinalizedCounter()
    /// Photos (`+Photos`): the photos of ``photoCard(_:fit:shown:)``, decoded and cached.
    lazy var photos = makePhotoRequests()
    private var settingsHandler: gulong = 0
    /// The model bound from C, Python, JavaScript or Vala, and its card functions (`+GObject`).
    private(set) var boundModel: BoundModel!
    /// The directions of the `allowed-directions` property, in the order of `SwipeResultDirection`.
    var allowedDirections = SwipeResultDirection.defaultAllowed
    /// The observation that emits the deck's signals and notifies its properties.
    var objectObservation: DeckObservation?
    /// The read-only properties' values when last notified.
    var notifiedValues = (index: 0, count: 0, canUndo: false)
    /// The options when their properties were last notified.
    var notifiedOptions: DeckOptions
    /// Whether the touchpad scroll under way has begun for the deck: its first scroll decides
    /// whether it drags the card (see `installTouchpad()`).
    var touchpadScrollBegun = false

    /// Whether the user can drag, tap and swipe the cards with the pointer and the keys (the
    /// `interactive` property); the app's own calls work either way.
    public var isInteractive = true {
        didSet {
            if !isInteractive { controller.pointerCancelled() }
            if isInteractive != oldValue { koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_INTERACTIVE)) }
        }
    }

    /// Creates a deck view. GTK owns its ``widget`` once you add it to a container, and the view
    /// lives as long as the widget: when the window is destroyed, the view, its cards and their
    /// widgets go with it, and no callback runs after that.
    ///
    /// - Parameter options: The deck's configuration, GTK's defaults unless given (see
    ///   `DeckOptions/gtk`). Its motion follows the desktop's `gtk-enable-animations` setting (see
    ///   ``reduceMotion``).
    /// - Throws: ``KolodaViewError/gtkNotInitialized`` before GTK is initialized (create the view
    ///   in your application's `activate` handler); `KolodaError` for invalid options.
    public convenience init(options: DeckOptions = .gtk) throws {
        try self.init(options: options, frames: nil)
    }

    /// A deck view whose time comes from `frames` (a test's `ManualFrameSource`), or from its
    /// widget's frame clock when `nil`.
    package convenience init(options: DeckOptions = .gtk, frames: (any FrameSource)?) throws {
        guard gtk_is_initialized() != 0 else { throw KolodaViewError.gtkNotInitialized }
        let widget = koloda_deck_new_for_swift()!
        do {
            try self.init(adopting: widget, options: options, frames: frames)
        } catch {
            g_object_ref_sink(widget)
            g_object_unref(widget)
            throw error
        }
    }

    /// The view of a `KolodaDeck` widget: one that the view made, or one made from C, Python,
    /// JavaScript or a GtkBuilder file, which makes its view as it is constructed
    /// (`_koloda_swift_attach`). The view lives as long as the widget.
    init(adopting widget: UnsafeMutablePointer<GtkWidget>, options: DeckOptions, frames: (any FrameSource)?) throws {
        DefaultStyle.install()
        self.widget = widget
        gtkFrames = frames == nil ? GtkFrameSource(widget: widget) : nil
        controller = try DeckController(
            options: options, frames: frames ?? gtkFrames!, keyboard: .gtk, platformReducesMotion: koloda_animations_enabled(nil) == 0)
        notifiedOptions = controller.deck.options
        // gettext gives the message id's own pointer back when it has no translation: the
        // string is read while the id's C string lives.
        controller.words = DeckWords { text in text.withCString { String(cString: koloda_translate($0)) } }
        // On GTK's frame clock, a burst of operations between two frames is shown once, with the
        // four newest leaving cards (a test's clock shows each operation, as the scenarios do).
        if gtkFrames != nil { controller.burstViewLimit = 4 }
        cardHost = GtkDeckHost(view: self)
        controller.host = cardHost
        boundModel = BoundModel(view: self)
        koloda_deck_attach_swift(widget, Unmanaged.passRetained(self).toOpaque())
        connectObject()
        installInput()
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

    /// Whether every card has been swiped.
    public var isRunOut: Bool { deck.isRunOut }

    /// The top card's widget (the wrapper around the data source's widget), if a card is on top.
    public var topCardWidget: UnsafeMutablePointer<GtkWidget>? { controller.isDisposed ? nil : controller.topCardView?.wrapper }

    /// The widgets of the cards shown, back to front, with their indexes and overlays: what a
    /// benchmark that redraws the deck's frames by other means draws (the demo's
    /// `--save-pictures`).
    package var shownCards: [(index: Int, widget: UnsafeMutablePointer<GtkWidget>, overlay: OverlayView?)] {
        controller.model.cards.compactMap { card in
            guard let index = card.index, let views = controller.cardViews[card.id] else { return nil }
            return (index, views.wrapper, views.overlay)
        }
    }

    /// How many card widgets exist now (created and not yet finalized).
    package var liveCardWidgetCount: Int { finalizedCounter.created - finalizedCounter.finalized }

    /// How many cards the deck shows now, and how many are still leaving it.
    package var cardCounts: (visible: Int, leaving: Int) { controller.cardCounts }

    /// Applies an action to the deck at the present time and shows its result: the same
    /// vocabulary as `KolodaDeck/perform(_:)`, which Koloda's named methods (`swipe(_:force:)`,
    /// `revertAction(direction:)`, `setOptions(_:)`, … of `KolodaOperations`) wrap.
    ///
    /// The deck's size follows the widget's allocation, so `DeckAction/resize(to:)` is refused.
    /// Points are in the deck's coordinates.
    ///
    /// - Returns: Whether the action took effect (a card was swiped, brought back, …).
    /// - Throws: `KolodaError` for invalid input; nothing changes.
    @discardableResult
    public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
        try controller.perform(action, sizeSource: "its allocation")
    }

    /// Lets a tool attached to the view hear what the app hears through ``actionHandler`` and
    /// ``onSettled``, without taking either from the app: every action the deck performs, with
    /// its time on the view's clock, and every time the deck comes to rest.
    ///
    /// - Parameters:
    ///   - actions: Called after ``actionHandler`` for each action.
    ///   - settled: Called after ``onSettled``.
    /// - Returns: The observation; keep it as long as the tool listens.
    public func observe(
        actions: (@MainActor (TimedDeckAction) -> Void)? = nil, settled: (@MainActor () -> Void)? = nil
    ) -> KolodaViewObservation {
        controller.observe(actions: actions, settled: settled)
    }

    /// Connects the data source and delegate to the deck, with the view as their sender; a data
    /// source set again reloads the deck from the first card, as in Koloda.
    private func connect(reload: Bool) {
        // Opening the existential makes it a `KolodaDataSource<KolodaView>`.
        func base<Source: KolodaViewDataSource>(_ source: Source) -> any KolodaDataSource<KolodaView> { source }
        controller.operate { deck.connect(to: self, dataSource: dataSource.map { base($0) }, delegate: delegate, reload: reload) }
    }

    // MARK: Size and lifetime

    /// A deck needs room for a card to read: at least 160 × 200 pixels; it would like 300 × 400.
    func measure(_ orientation: GtkOrientation, minimum: UnsafeMutablePointer<Int32>, natural: UnsafeMutablePointer<Int32>) {
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        minimum.pointee = horizontal ? 160 : 200
        natural.pointee = horizontal ? 300 : 400
    }

    func allocate(width: Int, height: Int) {
        if let gtkFrames { gtkFrames.measure { allocateCards(width: width, height: height) } } else { allocateCards(width: width, height: height) }
    }

    private func allocateCards(width: Int, height: Int) {
        let available = Size(width: Double(width), height: Double(height))
        let layout = deck.options.layout
        let visible = deck.options.countOfVisibleCards
        var frame = Rect(x: 0, y: 0, width: available.width, height: available.height)
        if let ratio = cardAspectRatioForRoom?(available) ?? cardAspectRatio {
            frame = layout.bounds(fittingCardAspectRatio: ratio, visibleCount: visible, in: available)
        } else if let maximum = maximumCardAspectRatio {
            // Narrower than the whole widget only where the room is wider than the card may be.
            let fitted = layout.bounds(fittingCardAspectRatio: maximum, visibleCount: visible, in: available)
            if fitted.size.width < available.width { frame = fitted }
        }
        deckOrigin = frame.origin
        let size = frame.size
        // The frames and every operation have already rendered the model at the deck's time; only
        // a new size moves the slots.
        if size != deck.bounds {
            controller.resize(to: size)
            updatePhotoTarget()
        }
        let deckTransform = Transform.translation(Vector(dx: -size.width / 2, dy: -size.height / 2))
            .concatenating(.scale(x: controller.model.deckScale, y: controller.model.deckScale))
            .concatenating(.translation(Vector(dx: frame.origin.x + size.width / 2, dy: frame.origin.y + size.height / 2)))
        for card in controller.model.cards {
            guard let views = controller.cardViews[card.id] else { continue }
            layOut(views, as: card, deckTransform: deckTransform)
        }
    }

    func dispose() {
        // The idle may have ended itself on a wrong thread (a main loop run there), leaving its id.
        if picturePreparation != 0, let source = g_main_context_find_source_by_id(nil, picturePreparation) { g_source_destroy(source) }
        picturePreparation = 0
        g_signal_handler_disconnect(Gtk.raw(gtk_settings_get_default()), settingsHandler)
        controller.dispose()
        objectObservation?.cancel()
        boundModel.dispose()
        photos.close()
    }

    private func followAnimationSetting() {
        controller.platformReducesMotion = koloda_animations_enabled(controller.isDisposed ? nil : widget) == 0
    }
}

/// A tool's observation of a ``KolodaView``: it lasts until `cancel()` or until it is released.
public typealias KolodaViewObservation = DeckObservation
