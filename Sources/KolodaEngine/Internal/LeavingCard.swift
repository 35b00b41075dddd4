// SPDX-License-Identifier: MIT

/// A card on its way out: flying off after a swipe, or fading out.
struct LeavingCard {
    /// Why the card is leaving, which decides where it is drawn (<doc:DeckModel>).
    enum Kind: Equatable {
        /// Swiped: in front of the stack, the most recently swiped frontmost.
        case flight
        /// Pushed out of the visible window (after an undo, an insert or a jump): behind the stack.
        case droppedOff
        /// Removed from the data while in `slot`: it fades where it was, just in front of the
        /// card that takes its slot.
        case removed(slot: Int)
    }

    var id: CardID
    /// The card's data index; nil once the card was removed from the data.
    var index: Int?
    /// Where it ends up; its pose is `target` plus the motion's offset.
    var target: Pose
    var motion: Motion
    var overlay: OverlayAnimation?
    var kind: Kind
    /// The point the card turns about, from its centre in its unscaled coordinates: when it is
    /// not zero, `target` and the motion are in pivot form (see ``Pose/pivotForm(_:)``).
    var pivot = Vector.zero
    /// Under Koloda's model, whether the card flies beneath the stack: Koloda's reload adds the
    /// new cards' views over the views still flying off (KV:173-195), and the cards that fill
    /// the stack after a removal over a removed card with no card staying beneath it.
    var isBeneath = false
    /// Under Koloda's model, the card that was just behind a removed card when it was removed:
    /// Koloda's views keep their order (KV:749-760), so the removed card is drawn just in front
    /// of that card wherever the stack moves it.
    var above: CardID?

    /// The card's pose and velocity at `time`.
    func state(at time: Double) -> (pose: Pose, velocity: Pose) {
        let state = motion.state(at: time)
        return ((target + state.offset).centerForm(pivot), state.velocity)
    }
}
