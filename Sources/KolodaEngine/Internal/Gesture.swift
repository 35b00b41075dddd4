// SPDX-License-Identifier: MIT

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
        /// The swipe threshold for this drag: the delegate's answer or the options'.
        var threshold: Double
        /// Whether background cards follow this drag: the delegate's answer or the options'.
        var movesBackgroundCards: Bool
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

    /// The released card springing back: the displacement decays on the reset spring (a
    /// ``Motion`` of the centre alone) while the card's own motion takes its ``Grip/neutral`` pose
    /// back to the slot.
    struct Reset {
        var grip: Grip
        var displacement: Motion
        /// When both the displacement and the card's own motion have settled.
        var endTime: Double
        /// Whether settling fires `didReset` (a released drag does; a nudge does not).
        var announcesEnd = true

        func state(at time: Double) -> (displacement: Vector, velocity: Vector) {
            let (offset, velocity) = displacement.state(at: time)
            return (Vector(dx: offset.centerX, dy: offset.centerY), Vector(dx: velocity.centerX, dy: velocity.centerY))
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
