// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// A `GListModel` bound to the deck with `koloda_deck_bind_model`, and the app's card and overlay
/// functions: the view's data source then, and its delegate unless Swift gave it one (the
/// questions are then the view's `allowed-directions` and `should-swipe`).
///
/// The deck follows the model's items by identity, as GTK's selection models do: it keeps a
/// reference to each item, so that a change the model reports as one span (a filter or sort
/// model's `items-changed(1, 19, 9)`) keeps the top card, the cards showing and the swiped ones
/// where their items went.
@MainActor
final class BoundModel {
    unowned let view: KolodaView
    private(set) var model: OpaquePointer?
    /// The model's items as the deck knows them, a reference to each; nil where the model broke
    /// its contract and gave no item.
    private var items: [gpointer?] = []
    /// Changes the model reported while the deck was taking in an earlier one (the app changed the
    /// model from one of the deck's signals), each with its new items, fetched when it came.
    private var pendingChanges: [(position: Int, removed: Int, added: [gpointer?])] = []
    /// The model's item count once the pending changes are taken in.
    private var expectedCount = 0
    private var isApplyingChanges = false
    private var isChangeScheduled = false
    /// Counts the models bound: a change taken in stops when the app binds another meanwhile.
    private var generation = 0
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

    /// The number of items the deck knows the model to have; 0 without a model.
    var itemCount: Int { items.count }

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
            items = fetchItems(from: 0, count: Int(g_list_model_get_n_items(model)))
            expectedCount = items.count
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
        generation += 1
        release(items)
        items = []
        expectedCount = 0
        for change in pendingChanges { release(change.added) }
        pendingChanges = []
        isChangeScheduled = false
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

    /// The model's change, taken in when the deck is done with any earlier one and with the
    /// question it may be asking (the app changed the model from its card function).
    private func itemsChanged(at position: Int, removed: Int, added: Int) {
        guard let model else { return }
        let count = Int(g_list_model_get_n_items(model))
        if position + removed <= expectedCount, expectedCount - removed + added == count {
            pendingChanges.append((position, removed, fetchItems(from: position, count: added)))
        } else {
            // Not the change that follows the last one: an app's handler connected before the
            // deck's changed the model again, whose signal came first. The deck compares all it
            // knows with all the model has, by identity, after the changes before.
            pendingChanges.append((0, -1, fetchItems(from: 0, count: count)))
        }
        expectedCount = count
        guard !isApplyingChanges, !isChangeScheduled else { return }
        isChangeScheduled = true
        view.controller.deck.runWhenQuestionsAnswered { [weak self] in
            MainActor.assumeIsolated { self?.applyPendingChanges() }
        }
    }

    private func applyPendingChanges() {
        isChangeScheduled = false
        guard !pendingChanges.isEmpty else { return }
        isApplyingChanges = true
        defer { isApplyingChanges = false }
        while !pendingChanges.isEmpty { apply(pendingChanges.removeFirst()) }
        view.notifyChanges()
    }

    /// One change as the deck's index-range operations, by identity: the items of the span that
    /// the deck must keep track of (the cards showing and the swiped ones) and that the model kept
    /// stay where they are (a sort model's reordering keeps the most it can in order); the items
    /// between them are removed and the new ones inserted. A span that gives back the same items
    /// in the same places (the app's way to say they changed) reloads their cards.
    private func apply(_ change: (position: Int, removed: Int, added: [gpointer?])) {
        let (position, added) = (change.position, change.added)
        // A comparison of the whole model (removed: -1) replaces all the items the deck knows.
        let removedCount = change.removed < 0 ? items.count : change.removed
        defer { release(added) }
        guard position >= 0, position + removedCount <= items.count else {
            reloadFromModel()
            return
        }
        let span = position..<position + removedCount
        // The deck's own references to the span's old items: the app may bind another model from
        // a signal while the change is taken in, and the mirror then lets go of its own.
        let removed = Array(items[span])
        retain(removed)
        defer { release(removed) }
        guard view.dataSource === self else {
            replaceMirror(span, with: added[...])
            return
        }
        if removed == added {
            guard removedCount > 0 else { return }
            do { try view.reloadCardsInIndexRange(span) } catch { view.reloadData() }
            return
        }
        let deck = view.controller.deck
        let binding = generation
        let topItem = deck.currentCardIndex < items.count ? items[deck.currentCardIndex] : nil
        let kept = keptItems(at: position, removed: removed, added: added)
        // From the last stretch between kept items to the first, so that the positions of those
        // before it are still the model's old ones.
        var ends = (removed: removedCount, added: added.count)
        do {
            for pair in kept.reversed() + [(-1, -1)] {
                let old = position + pair.0 + 1..<position + ends.removed
                let new = pair.1 + 1..<ends.added
                if !old.isEmpty {
                    replaceMirror(old, with: [])
                    try view.removeCardInIndexRange(old, animated: true)
                    guard generation == binding else { return }
                }
                if !new.isEmpty {
                    // Items that come right before the top card's item go behind it: it stays.
                    let at = old.lowerBound
                    let behind = topItem != nil && deck.currentCardIndex == at && at < items.count && items[at] == topItem
                    replaceMirror(at..<at, with: added[new])
                    try view.controller.operate { () throws(KolodaError) in
                        try deck.insertCardAtIndexRange(at..<at + new.count, animated: true, behindCurrentCard: behind)
                    }
                    guard generation == binding else { return }
                }
                ends = (pair.0, pair.1)
            }
        } catch {
            guard generation == binding else { return }
            reloadFromModel()
        }
    }

    /// Replaces the mirror's items in `range` with `newItems`, references given and taken.
    private func replaceMirror(_ range: Range<Int>, with newItems: ArraySlice<gpointer?>) {
        release(Array(items[range]))
        retain(Array(newItems))
        items.replaceSubrange(range, with: newItems)
    }

    /// The pairs (old offset, new offset) within the span of the items the deck keeps in place: of
    /// the items it tracks there (the top card and those showing beneath it, and the swiped ones),
    /// those the model still has in the span, as many as keep their order.
    private func keptItems(at position: Int, removed: [gpointer?], added: [gpointer?]) -> [(Int, Int)] {
        let deck = view.controller.deck
        let top = deck.currentCardIndex
        var tracked = Set(deck.deckState.history.map(\.index))
        tracked.formUnion(top..<top + max(deck.options.countOfVisibleCards, 1))
        let span = position..<position + removed.count
        var oldOffsets: [gpointer: Int] = [:]
        for index in tracked where span.contains(index) {
            if let item = removed[index - position] { oldOffsets[item] = index - position }
        }
        guard !oldOffsets.isEmpty else { return [] }
        var pairs: [(Int, Int)] = []
        for (offset, item) in added.enumerated() {
            if let item, let old = oldOffsets[item] { pairs.append((old, offset)) }
        }
        pairs.sort { $0.0 < $1.0 }
        return Self.longestIncreasing(pairs)
    }

    /// The longest run of `pairs` (in order of their first offsets) whose second offsets increase.
    static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for index in pairs.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pairs[index].1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(pairs[index])
            index = previous[index]
        }
        return result.reversed()
    }

    /// The deck cannot place a change (reported against a count it did not know, or refused):
    /// it takes in the model's items as they are now, changes still to come included, and reloads.
    private func reloadFromModel() {
        release(items)
        items = fetchItems(from: 0, count: model.map { Int(g_list_model_get_n_items($0)) } ?? 0)
        expectedCount = items.count
        for change in pendingChanges { release(change.added) }
        pendingChanges = []
        if view.dataSource === self { view.reloadData() }
    }

    /// References to the model's items from `start`; nil for a position where a model that breaks
    /// `GListModel`'s contract has no item (a critical names it).
    private func fetchItems(from start: Int, count: Int) -> [gpointer?] {
        guard let model else { return [] }
        let total = Int(g_list_model_get_n_items(model))
        return (start..<start + count).map { index in
            guard index < total, let item = g_list_model_get_item(model, guint(index)) else {
                koloda_critical(
                    "KolodaDeck", "the bound model returned no item at position \(index), within its \(total) items; the card is empty")
                return nil
            }
            return item
        }
    }

    private func retain(_ items: [gpointer?]) {
        for case let item? in items { g_object_ref(item) }
    }

    private func release(_ items: [gpointer?]) {
        for case let item? in items { g_object_unref(item) }
    }

    /// The model's item at `index` (a new reference), if any.
    private func item(at index: Int) -> gpointer? {
        guard index >= 0, index < items.count, let item = items[index] else { return nil }
        return g_object_ref(item)
    }
}

extension BoundModel: @MainActor KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { itemCount }

    /// The app's function's widget for the item. The function gives a reference (`transfer full`),
    /// floating from C or not from a language binding; made floating, it becomes the card's.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        guard let createCard, let item = item(at: index) else { return gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) }
        defer { g_object_unref(item) }
        guard let card = createCard(item.assumingMemoryBound(to: GObject.self), createCardData) else {
            koloda_critical("KolodaDeck", "the card function returned no widget for item \(index)")
            return gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        }
        // A widget inside another is left as it is: the deck shows an empty card instead, and
        // leaves the widget to the app with the reference (a C function may have given none).
        if gtk_widget_get_parent(card) == nil, g_object_is_floating(UnsafeMutableRawPointer(card)) == 0 {
            g_object_force_floating(koloda_object(card))
        }
        return card
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        guard let createOverlay else { return TextOverlayView() }
        guard let item = item(at: index) else { return nil }
        defer { g_object_unref(item) }
        guard let widget = createOverlay(item.assumingMemoryBound(to: GObject.self), createOverlayData) else { return nil }
        let floating = g_object_is_floating(UnsafeMutableRawPointer(widget)) != 0
        let overlay = DirectionClassOverlay(widget: widget)
        // The overlay took a reference of its own; the function's is given back.
        if !floating { g_object_unref(UnsafeMutableRawPointer(widget)) }
        return overlay
    }

    /// The card's name from `card-name-property` or `card-name-expression`, or a string item's
    /// text (`GtkStringObject`).
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
