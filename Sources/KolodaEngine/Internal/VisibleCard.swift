// SPDX-License-Identifier: MIT

/// A card in a slot of the stack: at rest in its slot, or moving there.
///
/// The card owns its motion and the events that the motion's completion fires: whatever takes
/// the card out of the top slot (a swipe, a jump, an edit, a reload) drops its announcement with
/// it, and whatever stops or replaces its motion (a grab) postpones the announcement until the
/// card is at rest.
struct VisibleCard {
    var id: CardID
    var index: Int
    /// The offset from the slot's pose, decaying to zero; nil at rest.
    var motion: Motion?
    var overlay: OverlayAnimation?
    /// What the card announces once it rests as the top card; only the top card has one.
    var announcement: Announcement?
    /// Until when the card is drawn transparent: under Koloda's model a card that enters the
    /// back of the stack after a swipe is hidden until the cards have moved up (KV:460, 433).
    var hiddenUntil = -Double.infinity
    /// Under Koloda's model, the point the card turns about, its layer's anchor point: where it
    /// was last grabbed (DCV:234-238), from its centre in its unscaled coordinates.
    var pivot = Vector.zero
    /// Under Koloda's model, whether the card's view was added over every other (a revert's,
    /// KV:523), so that it is drawn in front of cards still flying off.
    var isAddedOverAll = false
    /// Under Koloda's model, the alpha the card keeps instead of its slot's: a card that an
    /// insertion pushes beyond the next card's slot keeps the alpha it had, as Koloda sets only
    /// the next card's (KV:260-300), until the stack changes again.
    var keptAlpha: Double?
}
