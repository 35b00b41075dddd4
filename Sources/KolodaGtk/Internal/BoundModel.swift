// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// A `GListModel` bound to the deck with `koloda_deck_bind_model`, and the app's card and overlay
/// functions: the view's data source then, and its delegate unless Swift gave it one (the
/// questions are then the view's `allowed-directions` and `should-swipe`).
@MainActor
final class BoundModel {
    unowned let view: KolodaView
    private(set) var model: OpaquePointer?
    private var createCard: KolodaDeckCreateCardFunc?
    private var createCardData: gpointer?
    private var createCardDataFree: GDestroyNotify?
    private var createOverlay: KolodaDeckCreateOverlayFunc?
    private var createOverlayData: gpointer?
    private var createOverlayDataFree: GDestroyNotify?
    private var itemsChangedHandler: gulong = 0

    init(view: KolodaView) {
        self.view = view
    }

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
                    Unmanaged<BoundModel>.fromOpaque(data!).takeUnretainedValue()
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
        koloda_deck_notify(view.widget, guint(KOLODA_DECK_PROP_MODEL))
        view.notifyChanges()
    }

    /// Lets go of the model, the functions and their data.
    func dispose() {
        unbind()
        setOverlayFunction(nil, data: nil, free: nil)
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
        view.notifyChanges()
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
}

extension BoundModel: @MainActor KolodaViewDataSource {
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
        guard let name = koloda_deck_dup_card_name(view.widget, item) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}

extension BoundModel: @MainActor KolodaDelegate {
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { view.allowedDirections }

    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        koloda_deck_emit_should_swipe(view.widget, guint(index), direction.gobject) != 0
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
