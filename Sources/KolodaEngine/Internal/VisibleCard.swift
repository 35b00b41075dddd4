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
}
