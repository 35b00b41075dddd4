// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// The accessibility role: what assistive technology is told of the deck and its cards.
extension KolodaView {
    /// Tells assistive technology about the deck and its top card and hides the cards below,
    /// when the top card or the number of cards changed.
    func updateAccessibility() {
        let top = drawing.model.topCard
        let state = AccessibleState(topCard: top?.id, count: deck.countOfCards, cards: drawing.model.cards.count)
        guard state != accessibleState else { return }
        accessibleState = state
        let label = deck.accessibilityLabel { dataSource?.koloda(self, accessibleLabelForCardAt: $0) }
        koloda_accessible_set_label(widget, label)
        let hint = deck.accessibilityHint
        koloda_accessible_set_description(widget, hint)
        for card in drawing.model.cards {
            guard let views = drawing.cards[card.id] else { continue }
            let isTop = card.id == top?.id
            koloda_accessible_set_hidden(views.wrapper, isTop ? 0 : 1)
            if isTop {
                koloda_accessible_set_label(views.wrapper, label)
                koloda_accessible_set_description(views.wrapper, hint)
            }
        }
    }
}
