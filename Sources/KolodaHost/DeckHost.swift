// SPDX-License-Identifier: MIT

import KolodaEngine

/// What a toolkit gives a ``DeckController``: the few things only it can do. Everything else
/// (time, the card views' lifetime and order, input, photos, settings, diagnostics, what assistive
/// technology is told) is the controller's, written once for every host.
///
/// The GTK `KolodaView`, the UIKit `KolodaView` and a test's headless host adopt it. The
/// controller holds its host weakly; the host owns the controller.
@MainActor
public protocol DeckHost: AnyObject {
    /// The toolkit's view of one card (with its overlay, when it has one).
    associatedtype CardView

    /// Makes the view of the data source's card at `index`, or `nil` when there is no data
    /// source. Asked as the deck asks its own questions: a deck operation the app calls meanwhile
    /// runs after the controller's work.
    func makeCardView(forCardAt index: Int) -> CardView?

    /// Takes a card view off the screen: its card has left the deck.
    func removeCardView(_ view: CardView)

    /// Puts the card views in drawing order, back to front; called when the order changes.
    func arrangeCardViews(_ views: [CardView])

    /// Shows a card's overlay (`nil` when it shows none) and whether the card takes input (only
    /// the top card does); called at every change of the deck.
    func updateCardView(_ view: CardView, overlay: OverlayState?, isTopCard: Bool)

    /// The deck changed: lay the cards out as the controller's ``DeckController/model`` says, and
    /// draw them.
    func cardsNeedLayout()

    /// Tells assistive technology about the deck: called when the top card, the number of cards
    /// or the directions the top card may go change.
    ///
    /// - Parameters:
    ///   - text: What to say.
    ///   - topCard: The top card's view, if it has one.
    ///   - otherCards: The views of the cards behind it and leaving, to hide.
    func announce(_ text: DeckAccessibilityText, topCard: CardView?, otherCards: [CardView])

    /// What assistive technology calls the card at `index` (the data source's label), or `nil`.
    func accessibilityLabel(forCardAt index: Int) -> String?
}
