// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost
import KolodaScenario

/// The deck as the GObject `KolodaDeck` shows it to C, Python, JavaScript and Vala: a view's
/// model and card function (its data source once bound), its properties, its signals and its
/// actions. Every view has one, so a deck made in Swift emits the same signals.
///
/// The deck's events become its signals whoever the delegate is; the questions
/// (`should-swipe`, `allowed-directions`) are the face's when it is the delegate, which it is for
/// a deck that no Swift delegate was given.
@MainActor
final class DeckObjectFace {
    unowned let view: KolodaView
    private var widget: UnsafeMutablePointer<GtkWidget> { view.widget }
    private var model: OpaquePointer?
    private var createCard: KolodaDeckCreateCardFunc?
    private var createCardData: gpointer?
    private var createCardDataFree: GDestroyNotify?
    private var createOverlay: KolodaDeckCreateOverlayFunc?
    private var createOverlayData: gpointer?
    private var createOverlayDataFree: GDestroyNotify?
    private var itemsChangedHandler: gulong = 0
    /// The directions of `allowed-directions`, in the order of `SwipeResultDirection`.
    private var allowedDirections = SwipeResultDirection.defaultAllowed
    private var observation: DeckObservation?
    /// The values of the deck's read-only properties when last notified.
    private var shown = (index: 0, count: 0, canUndo: false)
    /// The options when their properties were last notified.
    private var notifiedOptions: DeckOptions

    init(view: KolodaView) {
        self.view = view
        notifiedOptions = view.controller.deck.options
    }

    /// Starts emitting the deck's signals and notifying its properties.
    func connect() {
        observation = view.controller.observe(
            actions: { [weak self] timed in
                if case .setOptions = timed.action { self?.notifyOptions() }
                self?.notifyChanges()
            }, settled: { [weak self] in self?.notifyChanges() },
            events: { [weak self] event in self?.emit(event.event) })
        Gtk.connectIgnoringArgument(UnsafeMutableRawPointer(widget), "notify::card-name-expression") { [weak self] in
            self?.view.controller.invalidateAccessibility()
        }
    }

    func dispose() {
        observation?.cancel()
        unbind()
        setOverlayFunction(nil, data: nil, free: nil)
    }

    // MARK: The model

    /// The model's item count; 0 without a model.
    var itemCount: Int { model.map { Int(g_list_model_get_n_items($0)) } ?? 0 }

    /// Bound from inside one of the deck's questions (the card function itself), the model and
    /// its function take over right after the operation that asked: the function that is running
    /// and its data stay until it has returned.
    func bind(_ model: OpaquePointer?, create: KolodaDeckCreateCardFunc?, data: gpointer?, free: GDestroyNotify?) {
        nonisolated(unsafe) let pending = (model: model, create: create, data: data, free: free)
        let deck = view.controller.deck
        guard !deck.isAskingQuestion else {
            if let model = pending.model { g_object_ref(UnsafeMutableRawPointer(model)) }
            deck.runWhenQuestionsAnswered { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, !self.view.controller.isDisposed else {
                        pending.free?(pending.data)
                        return
                    }
                    self.bind(pending.model, create: pending.create, data: pending.data, free: pending.free)
                }
                if let model = pending.model { g_object_unref(UnsafeMutableRawPointer(model)) }
            }
            return
        }
        unbind()
        if let model {
            self.model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model)))
            createCard = create
            createCardData = data
            createCardDataFree = free
            let changed: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, position, removed, added, data in
                guard koloda_on_gtk_thread("KolodaDeck: the bound model's items-changed") != 0 else { return }
                MainActor.assumeIsolated {
                    Unmanaged<DeckObjectFace>.fromOpaque(data!).takeUnretainedValue()
                        .itemsChanged(at: Int(position), removed: Int(removed), added: Int(added))
                }
            }
            itemsChangedHandler = koloda_signal_connect(
                UnsafeMutableRawPointer(model), "items-changed", unsafeBitCast(changed, to: GCallback.self),
                Unmanaged.passUnretained(self).toOpaque(), nil)
        } else {
            free?(data)
        }
        if view.delegate == nil { view.delegate = self }
        view.dataSource = self
        koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_MODEL))
        notifyChanges()
    }

    private func unbind() {
        if let model {
            if itemsChangedHandler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(model), itemsChangedHandler) }
            g_object_unref(UnsafeMutableRawPointer(model))
        }
        itemsChangedHandler = 0
        model = nil
        let (data, free) = (createCardData, createCardDataFree)
        createCard = nil
        createCardData = nil
        createCardDataFree = nil
        // The function may be running now (the app let go of the deck from inside it).
        koloda_free_later(free, data)
    }

    /// Set from inside one of the deck's questions, the function takes over right after the
    /// operation that asked.
    func setOverlayFunction(_ create: KolodaDeckCreateOverlayFunc?, data: gpointer?, free: GDestroyNotify?) {
        let deck = view.controller.deck
        guard !deck.isAskingQuestion else {
            nonisolated(unsafe) let pending = (create: create, data: data, free: free)
            deck.runWhenQuestionsAnswered { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, !self.view.controller.isDisposed else {
                        pending.free?(pending.data)
                        return
                    }
                    self.setOverlayFunction(pending.create, data: pending.data, free: pending.free)
                }
            }
            return
        }
        let (oldData, oldFree) = (createOverlayData, createOverlayDataFree)
        createOverlay = create
        createOverlayData = data
        createOverlayDataFree = free
        koloda_free_later(oldFree, oldData)
    }

    /// The model's change as Koloda's index-range operations: the part replaced is reloaded,
    /// the rest inserted or removed. The deck refuses nothing the model can say, unless the deck
    /// had not read the model's count before; then it reloads.
    private func itemsChanged(at position: Int, removed: Int, added: Int) {
        guard view.dataSource === self else { return }
        let replaced = min(removed, added)
        do {
            if removed > added {
                try view.removeCardInIndexRange(position + added..<position + removed, animated: true)
            } else if added > removed {
                try view.insertCardAtIndexRange(position + removed..<position + added, animated: true)
            }
            if replaced > 0 { try view.reloadCardsInIndexRange(position..<position + replaced) }
        } catch {
            view.reloadData()
        }
        notifyChanges()
    }

    /// The model's item at `index` (a new reference), if any. A model that has no item at a
    /// position within its count breaks `GListModel`'s contract: a critical names the position.
    private func item(at index: Int) -> gpointer? {
        guard let model, index >= 0, index < itemCount else { return nil }
        guard let item = g_list_model_get_item(model, guint(index)) else {
            koloda_critical(
                "KolodaDeck", "the bound model returned no item at position \(index), within its \(itemCount) items; the card is empty")
            return nil
        }
        return item
    }

    // MARK: Signals and notifications

    private func emit(_ event: DeckEvent) {
        EventSignal.emit(event, on: widget)
        notifyChanges()
    }

    /// Notifies `current-index`, `n-cards` and `can-undo` when they changed, and follows
    /// `can-undo` with the `deck.undo` action.
    func notifyChanges() {
        guard !view.controller.isDisposed else { return }
        let deck = view.controller.deck
        let now = (index: deck.currentCardIndex, count: deck.countOfCards, canUndo: deck.canRevert)
        let before = shown
        shown = now
        if now.index != before.index { koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_CURRENT_INDEX)) }
        if now.count != before.count { koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_N_CARDS)) }
        if now.canUndo != before.canUndo {
            koloda_deck_enable_action(widget, "deck.undo", now.canUndo ? 1 : 0)
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_CAN_UNDO))
        }
    }

    // MARK: Properties

    func get(_ id: Int, _ value: UnsafeMutablePointer<GValue>) {
        let deck = view.controller.deck
        switch id {
        case Int(KOLODA_DECK_PROP_MODEL): g_value_set_object(value, model.map { UnsafeMutableRawPointer($0) })
        case Int(KOLODA_DECK_PROP_CURRENT_INDEX): g_value_set_uint(value, guint(deck.currentCardIndex))
        case Int(KOLODA_DECK_PROP_N_CARDS): g_value_set_uint(value, guint(deck.countOfCards))
        case Int(KOLODA_DECK_PROP_CAN_UNDO): g_value_set_boolean(value, deck.canRevert ? 1 : 0)
        case Int(KOLODA_DECK_PROP_INTERACTIVE): g_value_set_boolean(value, view.isInteractive ? 1 : 0)
        case Int(KOLODA_DECK_PROP_ALLOWED_DIRECTIONS): koloda_value_set_flags(value, allowedDirections.gobjectFlags)
        case Int(KOLODA_DECK_PROP_LAYOUT):
            koloda_value_set_enum(value, Int32(deck.options.layout is BackgroundCardLayout ? KOLODA_LAYOUT_BACKGROUND.rawValue : 0))
        default:
            guard let option = OptionProperty.option(id: id) else { return }
            OptionProperty.get(option, of: deck.options, into: value)
        }
    }

    func set(_ id: Int, _ value: UnsafePointer<GValue>) {
        switch id {
        case Int(KOLODA_DECK_PROP_CURRENT_INDEX):
            let index = Int(g_value_get_uint(value))
            do {
                try view.showCard(at: index)
            } catch {
                koloda_critical("KolodaDeck:current-index", "\(error)")
            }
            notifyChanges()
        case Int(KOLODA_DECK_PROP_INTERACTIVE): view.isInteractive = g_value_get_boolean(value) != 0
        case Int(KOLODA_DECK_PROP_ALLOWED_DIRECTIONS):
            let directions = [SwipeResultDirection](gobjectFlags: koloda_value_get_flags(value))
            guard directions != allowedDirections else { return }
            allowedDirections = directions
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_ALLOWED_DIRECTIONS))
        case Int(KOLODA_DECK_PROP_LAYOUT):
            var options = view.options
            let background = koloda_value_get_enum(value) == Int32(KOLODA_LAYOUT_BACKGROUND.rawValue)
            guard background != (options.layout is BackgroundCardLayout) else { return }
            options.layout = background ? BackgroundCardLayout() : StackedCardLayout()
            apply(options, name: "layout")
        default:
            guard let option = OptionProperty.option(id: id) else { return }
            do {
                let options = try OptionProperty.set(option, in: view.options, from: value)
                apply(options, name: OptionProperty.name(of: option))
            } catch {
                koloda_critical("KolodaDeck:\(OptionProperty.name(of: option))", "\(error)")
            }
        }
    }

    /// Sets the deck's options, or says why not with a critical.
    private func apply(_ options: DeckOptions, name: String) {
        do {
            try view.setOptions(options)
        } catch {
            koloda_critical("KolodaDeck:\(name)", "\(error)")
        }
    }

    /// Notifies the properties of the options that changed since the last time (a new layout
    /// changes the stacked layout's parameters too), whoever set them: a property, a Swift
    /// `setOptions(_:)`.
    private func notifyOptions() {
        let before = notifiedOptions
        let now = view.options
        notifiedOptions = now
        for (index, option) in DeckOptions.catalogue.enumerated() where OptionProperty.differs(option, before, now) {
            koloda_deck_notify(widget, guint(index) + guint(KOLODA_DECK_PROP_FIRST_OPTION))
        }
        if (before.layout is BackgroundCardLayout) != (now.layout is BackgroundCardLayout) {
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_LAYOUT))
        }
    }

    // MARK: Methods

    func swipe(_ direction: KolodaDirection) -> Bool {
        guard let direction = SwipeResultDirection(gobject: direction) else { return false }
        return view.swipe(direction)
    }

    func undo() -> Bool { view.revertAction() }

    /// An action of the deck: what the key it stands for does.
    func activate(_ action: KolodaDeckAction) {
        let key: DeckKey? =
            switch action {
            case KOLODA_DECK_ACTION_SWIPE_LEFT: .left
            case KOLODA_DECK_ACTION_SWIPE_RIGHT: .right
            case KOLODA_DECK_ACTION_SWIPE_UP: .up
            case KOLODA_DECK_ACTION_SWIPE_DOWN: .down
            case KOLODA_DECK_ACTION_UNDO: .backspace
            default: nil
            }
        if let key { view.controller.press(key, control: false) }
    }

    func saveState() -> String { view.deckState.scenarioText }

    func restoreState(_ text: String) throws(FaceError) {
        let state: DeckState
        do {
            state = try DeckState(scenarioText: text)
        } catch {
            throw FaceError(message: "not a deck state: \(error)")
        }
        do {
            try view.restoreDeckState(state)
        } catch {
            throw FaceError(message: "\(error)")
        }
        notifyChanges()
    }

    struct FaceError: Error {
        let message: String
    }
}

extension DeckObjectFace: @MainActor KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { itemCount }

    /// The app's function's widget for the item. The function gives a reference (`transfer full`),
    /// floating from C or not from a language binding; made floating, it becomes the card's.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        guard let createCard, let item = item(at: index) else { return gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) }
        defer { g_object_unref(item) }
        guard let card = createCard(item, createCardData) else {
            koloda_critical("KolodaDeck", "the card function returned no widget for item \(index)")
            return gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        }
        if g_object_is_floating(UnsafeMutableRawPointer(card)) == 0 { g_object_force_floating(koloda_object(card)) }
        return card
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        guard let createOverlay else { return TextOverlayView() }
        guard let item = item(at: index) else { return nil }
        defer { g_object_unref(item) }
        guard let widget = createOverlay(item, createOverlayData) else { return nil }
        let floating = g_object_is_floating(UnsafeMutableRawPointer(widget)) != 0
        let overlay = DirectionClassOverlay(widget: widget)
        // The overlay took a reference of its own; the function's is given back.
        if !floating { g_object_unref(UnsafeMutableRawPointer(widget)) }
        return overlay
    }

    /// The card's name from `card-name-expression`, or a string item's text (`GtkStringObject`).
    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        guard let item = item(at: index) else { return nil }
        defer { g_object_unref(item) }
        guard let name = koloda_deck_dup_card_name(widget, item) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}

extension DeckObjectFace: @MainActor KolodaDelegate {
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { allowedDirections }

    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        koloda_deck_emit_should_swipe(widget, guint(index), direction.gobject) != 0
    }
}

/// An app's overlay widget: the deck tells it the swipe's direction with a style class
/// (`direction-left`, …) and its progress with the opacity it draws it at.
final class DirectionClassOverlay: OverlayView {
    override var overlayState: SwipeResultDirection? {
        didSet {
            if let oldValue { gtk_widget_remove_css_class(widget, "direction-\(oldValue.rawValue)") }
            if let overlayState { gtk_widget_add_css_class(widget, "direction-\(overlayState.rawValue)") }
        }
    }
}

extension SwipeResultDirection {
    /// The direction as `KolodaDirection`, whose values are in the same order.
    var gobject: KolodaDirection {
        KolodaDirection(rawValue: UInt32(Self.allCases.firstIndex(of: self)!))
    }

    init?(gobject: KolodaDirection) {
        let index = Int(gobject.rawValue)
        guard Self.allCases.indices.contains(index) else { return nil }
        self = Self.allCases[index]
    }
}

extension [SwipeResultDirection] {
    /// The directions as `KolodaDirections` flags: bit `n` for `KolodaDirection` `n`.
    var gobjectFlags: guint {
        reduce(0) { $0 | 1 << guint(SwipeResultDirection.allCases.firstIndex(of: $1)!) }
    }

    init(gobjectFlags flags: guint) {
        self = SwipeResultDirection.allCases.enumerated().filter { flags & 1 << guint($0.offset) != 0 }.map(\.element)
    }
}
