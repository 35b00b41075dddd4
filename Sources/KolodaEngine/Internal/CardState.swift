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

/// A card in a slot of the stack: at rest in its slot, or moving there.
struct VisibleCard {
    var id: CardID
    var index: Int
    /// The offset from the slot's pose, decaying to zero; nil at rest.
    var motion: Motion?
    var overlay: OverlayAnimation?
}

/// A card on its way out: flying off after a swipe or fading out after a removal.
struct LeavingCard {
    var id: CardID
    var index: Int
    /// Where it ends up; its pose is `target` plus the motion's offset.
    var target: Pose
    var motion: Motion
    var overlay: OverlayAnimation?
    /// Whether a revert can take the card back where it is (a swiped card still flying).
    var isFlight: Bool
}

/// What the pointer is doing to the top card.
enum Gesture {
    struct Grip {
        var cardID: CardID
        /// The grabbed point minus the card's centre when it was first grabbed.
        var grabOffset: Vector
        var gripSign: Double
        var allowed: [SwipeResultDirection]
    }

    struct Drag {
        var grip: Grip
        var pressPoint: Point
        /// The displacement the card already had when the pointer went down (a reset in progress).
        var initialDisplacement: Vector
        var displacement: Vector
        var classification: SwipeClassification
    }

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
