// SPDX-License-Identifier: MIT

/// A linear change of a card's overlay progress.
struct OverlayAnimation {
    var direction: SwipeResultDirection
    var from: Double
    var to: Double
    var startTime: Double
    var duration: Double

    func state(at time: Double) -> OverlayState? {
        let fraction = duration > 0 ? min(max((time - startTime) / duration, 0), 1) : 1
        let progress = from + (to - from) * fraction
        return progress > 0 ? OverlayState(direction: direction, progress: progress) : nil
    }
}

/// The events a card fires when it comes to rest as the top card.
enum Announcement: Equatable {
    /// `didShow`: it became the top card (first load, the re-layout after a swipe, a jump, an edit).
    case show
    /// `didRewind`, then `didShow`: it is coming back from an undo.
    case rewind
}

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

/// A card on its way out: flying off after a swipe, or fading out.
struct LeavingCard {
    /// Why the card is leaving, which decides where it is drawn (behaviour.md §5).
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
}

/// What the pointer is doing to the top card.
enum Gesture {
    /// How the held card follows the pointer.
    ///
    /// The card's pose is an exact function of the drag displacement D: rotation and scale are
    /// those of ``neutral`` changed by the drag formulas of behaviour.md §3, and the centre is
    /// placed so that the grabbed point, ``localPoint`` in the card's own coordinates, is at
    /// `anchor + D`. Grabbing a moving card builds a grip from its current pose, so the card
    /// stops where it is and the grabbed point stays under the pointer.
    struct Grip {
        var cardID: CardID
        var gripSign: Double
        var allowed: [SwipeResultDirection]
        /// The card's pose when the displacement is zero.
        var neutral: Pose
        /// The grabbed point relative to the card's centre, in unscaled, unrotated content
        /// coordinates.
        var localPoint: Vector
        /// Where the grabbed point is when the displacement is zero, in deck coordinates.
        var anchor: Point
    }

    struct Drag {
        var grip: Grip
        var pressPoint: Point
        /// The displacement the card already had when the pointer went down (a reset in progress).
        var initialDisplacement: Vector
        var displacement: Vector
        var classification: SwipeClassification
    }

    /// The released card springing back: the displacement decays on the reset spring while the
    /// card's own motion takes its ``Grip/neutral`` pose back to the slot.
    struct Reset {
        var grip: Grip
        var startTime: Double
        var displacement: Vector
        var velocity: Vector
        var endTime: Double

        func state(at time: Double, spring: SpringParameters) -> (displacement: Vector, velocity: Vector) {
            if time >= endTime { return (.zero, .zero) }
            return unsettledState(elapsed: time - startTime, spring: spring)
        }

        func unsettledState(elapsed: Double, spring: SpringParameters) -> (displacement: Vector, velocity: Vector) {
            let response = SpringResponse(spring, at: elapsed)
            return (
                displacement * response.position.fromDisplacement + velocity * response.position.fromVelocity,
                displacement * response.velocity.fromDisplacement + velocity * response.velocity.fromVelocity
            )
        }
    }

    case idle
    case dragging(Drag)
    case resetting(Reset)

    var grip: Grip? {
        switch self {
        case .idle: nil
        case .dragging(let drag): drag.grip
        case .resetting(let reset): reset.grip
        }
    }

    var isDragging: Bool {
        if case .dragging = self { return true }
        return false
    }
}
