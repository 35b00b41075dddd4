// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
// libdispatch, whose main queue (where Swift's main actor runs its jobs) `KolodaDeck` drains from
// GLib's main loop: imported so that every program using the deck links it.
import Dispatch
import KolodaEngine
import KolodaHost

extension KolodaView {
    /// The view that a deck holds (`koloda_deck_attach_swift`), from the pointer it holds.
    nonisolated static func owner(_ context: UnsafeMutableRawPointer?) -> KolodaView {
        Unmanaged<KolodaView>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The view of a `KolodaDeck` that an app or GTK calls (a function of `koloda.h`, a shortcut,
    /// an action), checked as every such call checks it: `nil` before the view is attached and
    /// once it is disposed of, and, with a critical naming `call`, for what is not a deck and on a
    /// thread other than GTK's.
    nonisolated static func attached(to deck: UnsafeMutableRawPointer?, call: String) -> KolodaView? {
        koloda_deck_get_swift(deck, call).map(owner)
    }

    /// Starts emitting the deck's signals and notifying its properties.
    func connectObject() {
        objectObservation = controller.observe(
            actions: { [weak self] timed in
                if case .setOptions = timed.action { self?.notifyOptions() }
                self?.notifyChanges()
            }, settled: { [weak self] in self?.notifyChanges() },
            events: { [weak self] event in
                guard let self else { return }
                EventSignal.emit(event.event, on: widget)
                notifyChanges()
            })
        for naming in ["notify::card-name-expression", "notify::card-name-property"] {
            Gtk.connectIgnoringArgument(UnsafeMutableRawPointer(widget), naming) { [weak self] in
                self?.controller.invalidateAccessibility()
            }
        }
    }

    /// Notifies `current-index`, `n-cards` and `can-undo` when they changed, and follows
    /// `can-undo` with the `deck.undo` action.
    func notifyChanges() {
        guard !controller.isDisposed else { return }
        let now = (index: deck.currentCardIndex, count: deck.countOfCards, canUndo: deck.canRevert)
        let before = notifiedValues
        notifiedValues = now
        if now.index != before.index { koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_CURRENT_INDEX)) }
        if now.count != before.count { koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_N_CARDS)) }
        if now.canUndo != before.canUndo {
            koloda_deck_enable_action(widget, "deck.undo", now.canUndo ? 1 : 0)
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_CAN_UNDO))
        }
    }

    /// Notifies the properties of the options that changed since the last time (a new layout
    /// changes the stacked layout's parameters too), whoever set them: a property, a Swift
    /// `setOptions(_:)`.
    private func notifyOptions() {
        let before = notifiedOptions
        let now = options
        notifiedOptions = now
        for (index, option) in DeckOptions.catalogue.enumerated() where !option.isEqual(in: before, and: now) {
            koloda_deck_notify(widget, guint(index) + guint(KOLODA_DECK_PROP_FIRST_OPTION))
        }
        if (before.layout is BackgroundCardLayout) != (now.layout is BackgroundCardLayout) {
            koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_LAYOUT))
        }
    }

    /// Reads the property `id` (one of `KOLODA_DECK_PROP_*`, but the card names', which the C
    /// side keeps) into `value`, of its GParamSpec's type.
    func property(_ id: Int, into value: UnsafeMutablePointer<GValue>) {
        switch id {
        case KOLODA_DECK_PROP_MODEL: g_value_set_object(value, boundModel.model.map(UnsafeMutableRawPointer.init))
        case KOLODA_DECK_PROP_CURRENT_INDEX: g_value_set_uint(value, guint(deck.currentCardIndex))
        case KOLODA_DECK_PROP_N_CARDS: g_value_set_uint(value, guint(deck.countOfCards))
        case KOLODA_DECK_PROP_CAN_UNDO: g_value_set_boolean(value, deck.canRevert ? 1 : 0)
        case KOLODA_DECK_PROP_INTERACTIVE: g_value_set_boolean(value, isInteractive ? 1 : 0)
        case KOLODA_DECK_PROP_MAX_CARD_ASPECT_RATIO: g_value_set_double(value, maximumCardAspectRatio ?? 0)
        case KOLODA_DECK_PROP_ALLOWED_DIRECTIONS: g_value_set_flags(value, allowedDirections.gobjectFlags)
        case KOLODA_DECK_PROP_LAYOUT:
            g_value_set_enum(value, Int32((deck.options.layout is BackgroundCardLayout ? KOLODA_LAYOUT_BACKGROUND : KOLODA_LAYOUT_STACKED).rawValue))
        default: option(id - KOLODA_DECK_PROP_FIRST_OPTION, into: value)
        }
    }

    /// Sets the property `id` from `value`, which GObject has checked against its GParamSpec.
    func setProperty(_ id: Int, from value: UnsafePointer<GValue>) {
        switch id {
        case KOLODA_DECK_PROP_CURRENT_INDEX: setCurrentIndex(Int(g_value_get_uint(value)))
        case KOLODA_DECK_PROP_INTERACTIVE: isInteractive = g_value_get_boolean(value) != 0
        case KOLODA_DECK_PROP_MAX_CARD_ASPECT_RATIO: setMaximumCardAspectRatio(g_value_get_double(value))
        case KOLODA_DECK_PROP_ALLOWED_DIRECTIONS: setAllowedDirections(KolodaDirections(g_value_get_flags(value)))
        case KOLODA_DECK_PROP_LAYOUT: setLayout(KolodaLayout(UInt32(g_value_get_enum(value))))
        case KOLODA_DECK_PROP_MODEL, KOLODA_DECK_PROP_N_CARDS, KOLODA_DECK_PROP_CAN_UNDO: break  // read-only
        default: setOption(id - KOLODA_DECK_PROP_FIRST_OPTION, from: value)
        }
    }

    /// Sets `maximumCardAspectRatio` from the C API's form: 0 for cards that fill the deck.
    func setMaximumCardAspectRatio(_ ratio: Double) { maximumCardAspectRatio = ratio > 0 ? ratio : nil }

    func setCurrentIndex(_ index: Int) {
        do {
            try showCard(at: index)
        } catch {
            koloda_critical("KolodaDeck:current-index", "\(error)")
        }
        notifyChanges()
    }

    func setAllowedDirections(_ flags: KolodaDirections) {
        let directions = [SwipeResultDirection](gobjectFlags: guint(flags.rawValue))
        guard directions != allowedDirections else { return }
        allowedDirections = directions
        koloda_deck_notify(widget, guint(KOLODA_DECK_PROP_ALLOWED_DIRECTIONS))
    }

    private func setLayout(_ layout: KolodaLayout) {
        var options = options
        let background = layout == KOLODA_LAYOUT_BACKGROUND
        guard background != (options.layout is BackgroundCardLayout) else { return }
        options.layout = background ? BackgroundCardLayout() : StackedCardLayout()
        apply(options, name: "layout")
    }

    /// The option at `index` of `DeckOptions.catalogue`, as its property's GValue.
    private func option(_ index: Int, into value: UnsafeMutablePointer<GValue>) {
        guard let option = OptionProperty.option(at: index) else { return }
        OptionProperty.get(option, of: deck.options, into: value)
    }

    private func setOption(_ index: Int, from value: UnsafePointer<GValue>) {
        guard let option = OptionProperty.option(at: index) else { return }
        do {
            apply(try OptionProperty.set(option, in: options, from: value), name: OptionProperty.name(of: option))
        } catch {
            koloda_critical("KolodaDeck:\(OptionProperty.name(of: option))", "\(error)")
        }
    }

    /// Sets the deck's options, or says why not with a critical.
    private func apply(_ options: DeckOptions, name: String) {
        do {
            try setOptions(options)
        } catch {
            koloda_critical("KolodaDeck:\(name)", "\(error)")
        }
    }

    /// Restores a state saved by `koloda_deck_save_state`; returns why not, changing nothing.
    func restoreState(_ text: String) -> String? {
        let state: DeckState
        do {
            state = try DeckState(json: text)
        } catch {
            return "not a deck state: \(error)"
        }
        do {
            try restoreDeckState(state)
        } catch {
            return "\(error)"
        }
        notifyChanges()
        return nil
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

/// A `KolodaDeck` made from C, Python, JavaScript, Vala or a GtkBuilder file makes its
/// `KolodaView` as it is constructed, on the main thread (GTK's), with the default options.
@_cdecl("_koloda_swift_attach")
func kolodaSwiftAttach(_ deck: UnsafeMutablePointer<GtkWidget>) {
    // The C side calls on the main thread only: the widget does not cross threads.
    nonisolated(unsafe) let widget = deck
    MainActor.assumeIsolated {
        guard gtk_is_initialized() != 0 else {
            return koloda_critical("KolodaDeck", "GTK is not initialized (no display?): call gtk_init() before making a deck")
        }
        do {
            _ = try KolodaView(adopting: widget, options: .gtk, frames: nil)
        } catch {
            koloda_critical("KolodaDeck", "the deck could not start: \(error)")
        }
    }
}

/// Whether the calling thread runs libdispatch's main queue now, which is where Swift's main actor
/// runs its jobs: on the process's first thread in an app, but on whichever thread libdispatch
/// lends it in Swift's test runner, which may change from one job to the next. `KolodaDeck` takes
/// such a thread for GTK's, as Swift's main-actor checks do.
@_cdecl("_koloda_swift_runs_main_queue")
func kolodaSwiftRunsMainQueue() -> Int32 {
    MainQueueMark.isCurrent ? 1 : 0
}

/// A mark on libdispatch's main queue, which a thread finds only while it runs that queue.
private enum MainQueueMark {
    static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}

// The methods of `koloda.h` (documented there), on the deck's view: exported from the library
// (`@usableFromInline` gives them the linkage a public function has, outside KolodaGtk's API).

/// The view of the deck a function of `koloda.h` was called on, checked (``KolodaView/attached(to:call:)``).
private func kolodaDeckView(_ deck: OpaquePointer?, _ call: String) -> KolodaView? {
    KolodaView.attached(to: UnsafeMutableRawPointer(deck), call: call)
}

@_cdecl("koloda_deck_swipe")
@usableFromInline func kolodaDeckSwipe(_ deck: OpaquePointer?, _ direction: KolodaDirection) -> gboolean {
    guard let view = kolodaDeckView(deck, "koloda_deck_swipe") else { return 0 }
    guard let direction = SwipeResultDirection(gobject: direction) else {
        koloda_return_if_fail_warning("koloda_deck_swipe", "direction <= KOLODA_DIRECTION_BOTTOM_RIGHT")
        return 0
    }
    return MainActor.assumeIsolated { view.swipe(direction) ? 1 : 0 }
}

@_cdecl("koloda_deck_undo")
@usableFromInline func kolodaDeckUndo(_ deck: OpaquePointer?) -> gboolean {
    guard let view = kolodaDeckView(deck, "koloda_deck_undo") else { return 0 }
    return MainActor.assumeIsolated { view.revertAction() ? 1 : 0 }
}

@_cdecl("koloda_deck_save_state")
@usableFromInline func kolodaDeckSaveState(_ deck: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let view = kolodaDeckView(deck, "koloda_deck_save_state") else { return nil }
    return g_strdup(MainActor.assumeIsolated { view.deckState.rawValue })
}

@_cdecl("koloda_deck_restore_state")
@usableFromInline func kolodaDeckRestoreState(
    _ deck: OpaquePointer?, _ state: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    let call = "koloda_deck_restore_state"
    guard let view = kolodaDeckView(deck, call) else { return 0 }
    guard let state else {
        koloda_return_if_fail_warning(call, "state != NULL")
        return 0
    }
    guard error?.pointee == nil else {
        koloda_return_if_fail_warning(call, "error == NULL || *error == NULL")
        return 0
    }
    let text = String(cString: state)
    guard let problem = MainActor.assumeIsolated({ view.restoreState(text) }) else { return 1 }
    g_set_error_literal(error, koloda_deck_error_quark(), Int32(KOLODA_DECK_ERROR_INVALID_STATE.rawValue), problem)
    return 0
}

@_cdecl("koloda_deck_get_model")
@usableFromInline func kolodaDeckGetModel(_ deck: OpaquePointer?) -> OpaquePointer? {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_model") else { return nil }
    nonisolated(unsafe) var model: OpaquePointer?
    MainActor.assumeIsolated { model = view.boundModel.model }
    return model
}

@_cdecl("koloda_deck_get_current_index")
@usableFromInline func kolodaDeckGetCurrentIndex(_ deck: OpaquePointer?) -> guint {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_current_index") else { return 0 }
    return MainActor.assumeIsolated { guint(view.currentCardIndex) }
}

@_cdecl("koloda_deck_set_current_index")
@usableFromInline func kolodaDeckSetCurrentIndex(_ deck: OpaquePointer?, _ index: guint) {
    guard let view = kolodaDeckView(deck, "koloda_deck_set_current_index") else { return }
    MainActor.assumeIsolated { view.setCurrentIndex(Int(index)) }
}

@_cdecl("koloda_deck_get_n_cards")
@usableFromInline func kolodaDeckGetNCards(_ deck: OpaquePointer?) -> guint {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_n_cards") else { return 0 }
    return MainActor.assumeIsolated { guint(view.countOfCards) }
}

@_cdecl("koloda_deck_get_can_undo")
@usableFromInline func kolodaDeckGetCanUndo(_ deck: OpaquePointer?) -> gboolean {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_can_undo") else { return 0 }
    return MainActor.assumeIsolated { view.controller.deck.canRevert ? 1 : 0 }
}

@_cdecl("koloda_deck_get_interactive")
@usableFromInline func kolodaDeckGetInteractive(_ deck: OpaquePointer?) -> gboolean {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_interactive") else { return 0 }
    return MainActor.assumeIsolated { view.isInteractive ? 1 : 0 }
}

@_cdecl("koloda_deck_set_interactive")
@usableFromInline func kolodaDeckSetInteractive(_ deck: OpaquePointer?, _ interactive: gboolean) {
    guard let view = kolodaDeckView(deck, "koloda_deck_set_interactive") else { return }
    MainActor.assumeIsolated { view.isInteractive = interactive != 0 }
}

@_cdecl("koloda_deck_get_max_card_aspect_ratio")
@usableFromInline func kolodaDeckGetMaxCardAspectRatio(_ deck: OpaquePointer?) -> Double {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_max_card_aspect_ratio") else { return 0 }
    return MainActor.assumeIsolated { view.maximumCardAspectRatio ?? 0 }
}

@_cdecl("koloda_deck_set_max_card_aspect_ratio")
@usableFromInline func kolodaDeckSetMaxCardAspectRatio(_ deck: OpaquePointer?, _ ratio: Double) {
    let call = "koloda_deck_set_max_card_aspect_ratio"
    guard let view = kolodaDeckView(deck, call) else { return }
    guard ratio >= 0 && ratio <= 100 else { return koloda_return_if_fail_warning(call, "ratio >= 0 && ratio <= 100") }
    MainActor.assumeIsolated { view.setMaximumCardAspectRatio(ratio) }
}

@_cdecl("koloda_deck_get_allowed_directions")
@usableFromInline func kolodaDeckGetAllowedDirections(_ deck: OpaquePointer?) -> KolodaDirections {
    guard let view = kolodaDeckView(deck, "koloda_deck_get_allowed_directions") else { return KOLODA_DIRECTIONS_NONE }
    return KolodaDirections(MainActor.assumeIsolated { view.allowedDirections.gobjectFlags })
}

@_cdecl("koloda_deck_set_allowed_directions")
@usableFromInline func kolodaDeckSetAllowedDirections(_ deck: OpaquePointer?, _ directions: KolodaDirections) {
    let call = "koloda_deck_set_allowed_directions"
    guard let view = kolodaDeckView(deck, call) else { return }
    let stray = directions.rawValue & ~(1 << UInt32(SwipeResultDirection.allCases.count) - 1)
    guard stray == 0 else {
        let hex = { (bits: UInt32) in "0x" + String(bits, radix: 16) }
        return koloda_critical(
            call,
            "\(hex(directions.rawValue)) is not a set of directions (\(hex(stray)) are no direction's bits); the allowed directions stay as they were"
        )
    }
    MainActor.assumeIsolated { view.setAllowedDirections(directions) }
}

// GTK's and GObject's calls of the view, from koloda_deck.c, on GTK's thread, once the C side has
// checked it.

@_cdecl("_koloda_swift_measure")
func kolodaSwiftMeasure(
    _ view: UnsafeMutableRawPointer, _ orientation: GtkOrientation, _ minimum: UnsafeMutablePointer<Int32>,
    _ natural: UnsafeMutablePointer<Int32>
) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let (minimum, natural) = (minimum, natural)
    MainActor.assumeIsolated { view.measure(orientation, minimum: minimum, natural: natural) }
}

@_cdecl("_koloda_swift_size_allocate")
func kolodaSwiftSizeAllocate(_ view: UnsafeMutableRawPointer, _ width: Int32, _ height: Int32) {
    let view = KolodaView.owner(view)
    MainActor.assumeIsolated { view.allocate(width: Int(width), height: Int(height)) }
}

@_cdecl("_koloda_swift_snapshot")
func kolodaSwiftSnapshot(_ view: UnsafeMutableRawPointer, _ snapshot: OpaquePointer) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let snapshot = snapshot
    MainActor.assumeIsolated { view.snapshot(snapshot) }
}

/// The deck is disposed of: the view lets go of everything, and is let go of once the callbacks
/// under way have returned (the app may let go of the deck from inside one of them, with the
/// view's code under way).
@_cdecl("_koloda_swift_dispose")
func kolodaSwiftDispose(_ view: UnsafeMutableRawPointer) {
    let owner = KolodaView.owner(view)
    MainActor.assumeIsolated { owner.dispose() }
    koloda_free_later({ Unmanaged<KolodaView>.fromOpaque($0!).release() }, view)
}

@_cdecl("_koloda_swift_bind_model")
func kolodaSwiftBindModel(
    _ view: UnsafeMutableRawPointer, _ model: OpaquePointer?, _ create: KolodaDeckCreateCardFunc?, _ data: gpointer?,
    _ free: GDestroyNotify?
) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let (model, data) = (model, data)
    MainActor.assumeIsolated { view.boundModel.bind(model, create: create, data: data, free: free) }
}

@_cdecl("_koloda_swift_set_create_overlay_func")
func kolodaSwiftSetCreateOverlayFunc(
    _ view: UnsafeMutableRawPointer, _ create: KolodaDeckCreateOverlayFunc?, _ data: gpointer?, _ free: GDestroyNotify?
) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { view.boundModel.setOverlayFunction(create, data: data, free: free) }
}

/// The deck's properties but the card names', which the C side keeps.
@_cdecl("_koloda_swift_get_property")
func kolodaSwiftGetProperty(_ view: UnsafeMutableRawPointer, _ id: guint, _ value: UnsafeMutablePointer<GValue>) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let value = value
    MainActor.assumeIsolated { view.property(Int(id), into: value) }
}

@_cdecl("_koloda_swift_set_property")
func kolodaSwiftSetProperty(_ view: UnsafeMutableRawPointer, _ id: guint, _ value: UnsafePointer<GValue>) {
    let view = KolodaView.owner(view)
    nonisolated(unsafe) let value = value
    MainActor.assumeIsolated { view.setProperty(Int(id), from: value) }
}

/// The options' properties, installed when the `KolodaDeck` class is made.
@_cdecl("_koloda_swift_install_options")
func kolodaSwiftInstallOptions(_ klass: UnsafeMutablePointer<GObjectClass>) {
    OptionProperty.install(on: klass)
}

/// The events' signals, installed when the `KolodaDeck` class is made.
@_cdecl("_koloda_swift_install_events")
func kolodaSwiftInstallEvents(_ klass: UnsafeMutablePointer<GObjectClass>) {
    EventSignal.install(on: klass)
}
