// SPDX-License-Identifier: MIT

import KolodaEngine

extension DeckController {
    /// Tells the host what assistive technology should hear when the top card, the number of
    /// cards or the cards shown changed.
    func updateAccessibility() {
        guard let host else { return }
        let top = model.topCard
        let state = AccessibilityState(deck: deck, model: model)
        guard state != accessibility?.state else { return }
        let text = DeckAccessibilityText(deck: deck, topCardIndex: top?.index, keyboard: keyboard, words: words) { index in
            deck.askForHost { host.accessibilityLabel(forCardAt: index) }
        }
        accessibility = (state, text)
        let others = model.cards.compactMap { $0.id == top?.id ? nil : cardViews[$0.id] }
        host.announce(text, topCard: topCardView, otherCards: others)
    }

    /// The accessibility text is made anew now: the app's labels or allowed directions changed.
    public func invalidateAccessibility() {
        accessibility = nil
        refresh()
    }
}
