// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk

/// The widgets of one card, children of the deck that it positions: a wrapper holding the data
/// source's widget, and the optional overlay drawn over it.
struct CardWidgets {
    var wrapper: UnsafeMutablePointer<GtkWidget>
    var overlay: OverlayView?
    /// The wrapper and the overlay drawn once into textures, for the frames in which only their
    /// transforms change.
    let picture = CardPicture()
    let overlayPicture = CardPicture()
}

/// Owns a card's ``KolodaCardPicture``.
final class CardPicture {
    let pointer = koloda_card_picture_new()!

    deinit { koloda_card_picture_free(pointer) }

    /// How many times the picture was drawn from its widget's render node.
    var renderCount: Int { Int(koloda_card_picture_render_count(pointer)) }
}
