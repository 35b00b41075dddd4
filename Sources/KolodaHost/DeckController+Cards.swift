// SPDX-License-Identifier: MIT

import KolodaEngine

/// The card views' lifetime: one view per card of the render model, made when the card appears,
/// removed when it has left, kept in the model's drawing order.
extension DeckController {
    /// Makes the host's card views match the deck now: asks for the views of cards that
    /// appeared, removes those of cards that left, arranges them back to front when the order
    /// changed, updates overlays, lays them out, and tells assistive technology what changed.
    ///
    /// Operations the app calls from inside the host's questions (a card's view, its label) run
    /// after each pass, and the next pass shows them; so do those called from the events they
    /// cause. An app that changes the deck every time it is asked is shown ``passLimit`` passes
    /// a time: the rest waits for the next frame, and a diagnostic says so.
    /// Called only by ``refresh()`` and the frames, which never call it while it runs.
    func synchronizeCards() {
        isSynchronizing = true
        defer { isSynchronizing = false }
        var passes = 0
        repeat {
            needsRefresh = false
            if deck.hasDeferredActions { deck.finishHostQuestions() }
            showModel()
            passes += 1
        } while (deck.hasDeferredActions || needsRefresh) && !isDisposed && passes < Self.passLimit
        if passes == Self.passLimit, deck.hasDeferredActions || needsRefresh, !isDisposed {
            deck.reportHostDiagnostic(
                "the app changed the deck from inside its card views \(passes) times in a row; the rest is shown at the next frame")
        }
    }

    /// How many times one refresh or frame makes the views match the deck at most.
    static var passLimit: Int { 16 }

    private func showModel() {
        deck.render(into: &model)
        guard let host else { return }
        // The top card's view first, then the cards behind it, as Koloda asks for them. The app
        // may dispose of the host from inside the question: nothing more is asked of it then.
        // Past the burst limit, the older leaving cards, beneath the newer ones, get no view.
        var shown = 0
        var leaving = 0
        var unshown: Set<CardID> = []
        for card in model.cards.reversed() {
            if let limit = burstViewLimit, card.slot == nil {
                leaving += 1
                if leaving > limit {
                    unshown.insert(card.id)
                    continue
                }
            }
            if cardViews[card.id] != nil {
                shown += 1
            } else if let index = card.index, let view = deck.askForHost({ host.makeCardView(forCardAt: index) }) {
                guard !isDisposed else { return host.removeCardView(view) }
                cardViews[card.id] = view
                shown += 1
            }
        }
        // Views of cards that left the model; in most frames there are none to look for.
        if shown < cardViews.count {
            let ids = Set(model.cards.map(\.id)).subtracting(unshown)
            for id in cardViews.keys where !ids.contains(id) {
                if let view = cardViews.removeValue(forKey: id) { host.removeCardView(view) }
            }
        }
        let order = model.cards.lazy.map(\.id).filter { self.cardViews[$0] != nil }
        if !order.elementsEqual(arrangedOrder) {
            arrangedOrder = Array(order)
            host.arrangeCardViews(arrangedOrder.map { cardViews[$0]! })
        }
        for card in model.cards {
            guard let view = cardViews[card.id] else { continue }
            host.updateCardView(view, overlay: card.overlay, isTopCard: card.slot == 0)
        }
        host.cardsNeedLayout()
        updateAccessibility()
    }

    /// Asks the host again for the views of the cards in the stack, the top card's first, as
    /// Koloda's `reconfigureCards()` asks for each of its visible cards (a card of a looping deck
    /// that has come round behind the last included). The cards keep their identity: nothing is
    /// announced and nothing moves; only their views are new.
    public func reloadStackViews() {
        guard !isDisposed else { return }
        try? deck.advance(to: now())
        deck.render(into: &model)
        for card in model.cards where card.slot != nil {
            if let view = cardViews.removeValue(forKey: card.id) { host?.removeCardView(view) }
        }
        arrangedOrder.removeAll()
        refresh()
    }

    /// The view of the top card, if it has one.
    public var topCardView: Host.CardView? { model.topCard.flatMap { cardViews[$0.id] } }

    /// How many cards the deck shows now, and how many are still leaving it.
    public var cardCounts: (visible: Int, leaving: Int) {
        let leaving = model.cards.count { $0.slot == nil }
        return (model.cards.count - leaving, leaving)
    }
}
