// SPDX-License-Identifier: MIT

import CKolodaGtk
import KolodaEngine

/// The drawing role of a `KolodaView`: a pair of widgets for every card of the render model, the
/// model they show, and the list `snapshot` draws from (kept to re-use its storage). The view's
/// `+Cards` extension keeps them in step with the deck.
struct CardDrawing {
    /// The widgets of each card that holds a view.
    var cards: [CardID: CardWidgets] = [:]
    /// The deck as last rendered.
    var model = RenderModel()
    /// What `snapshot` draws.
    var list: [KolodaDeckChild] = []
    /// Card widgets created and finalized.
    let finalizedCounter = FinalizedCounter()

    /// How many card widgets exist now (created and not yet finalized).
    var liveWidgetCount: Int { finalizedCounter.created - finalizedCounter.finalized }

    /// How many cards the deck shows, and how many are still leaving it.
    var counts: (visible: Int, leaving: Int) {
        let leaving = model.cards.count { $0.slot == nil }
        return (model.cards.count - leaving, leaving)
    }
}
