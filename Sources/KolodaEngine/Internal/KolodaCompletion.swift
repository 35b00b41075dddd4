// SPDX-License-Identifier: MIT

/// An animation's completion that announces, under Koloda's timing model: Koloda's `didSwipe` and
/// `didRewind` come from its animations' completion blocks, which run at the animation's end
/// whatever happened to the deck meanwhile (pop completes an animation on a view that has left
/// the deck, KolodaView.swift 429-438 and 529-537 at 5.0.1), or at once when the animation is
/// taken off its card (a pan beginning on it, DraggableCardView.swift 239). Each announces the
/// deck's current card as shown.
struct KolodaCompletion {
    enum Kind: Equatable {
        /// `didSwipe` of the card swiped, then `didShow`: the next card has moved up.
        case swipe(index: Int, direction: SwipeResultDirection)
        /// `didRewind`, then `didShow`: the reverted card is back.
        case rewind
        /// Nothing announced: the cards behind a card let go short have moved back, and take the
        /// semi-transparent alpha again if the delegate wants it (KolodaView.swift 349-361).
        case backgroundReset
    }

    var kind: Kind
    /// When the animation ends.
    var due: Double
    /// The card whose animation it completes.
    var cardID: CardID
}
