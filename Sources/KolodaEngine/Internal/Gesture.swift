// SPDX-License-Identifier: MIT

import RealModule

/// The pointer's hold on the top card, in its two phases: a drag, and the released card
/// springing back. ``Pointer`` holds at most one of them.
enum Gesture {
    /// How the held card follows the pointer.
    ///
    /// The card's pose is an exact function of the drag displacement D: rotation and scale are
    /// those of ``neutral`` changed by the drag formulas of <doc:GesturesAndThresholds>, and the centre is
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
        /// Under Koloda's timing model, the drag formulas by which the card is turned: Koloda
        /// measures the drag's percentage against the card as drawn (see
        /// ``DragInterpreter/classifyAsKoloda(displacement:cardSize:allowed:turn:)``).
        var kolodaDrag: DragInterpreter?

        /// A grip on the card `cardID` at `point`, built from the card's pose now so that the
        /// card stays exactly where it is: the pose it would have at zero displacement is `pose`
        /// with the drag's rotation and scale for `displacement` taken out.
        init(
            on cardID: CardID, at point: Point, pose: Pose, displacement: Vector, allowed: [SwipeResultDirection], threshold: Double,
            movesBackgroundCards: Bool, drag: DragInterpreter, contentSize: Size
        ) {
            let unrotated = (point - pose.center).rotated(by: -pose.rotation)
            let localPoint = Vector(
                dx: pose.scaleX != 0 ? unrotated.dx / pose.scaleX : 0, dy: pose.scaleY != 0 ? unrotated.dy / pose.scaleY : 0)
            let gripSign = DragInterpreter.gripSign(grabOffset: localPoint)
            let (rotation, scale) = drag.turn(displacement: displacement, cardSize: contentSize, gripSign: gripSign)
            var neutral = pose
            neutral.rotation -= rotation
            neutral.scaleX /= scale
            neutral.scaleY /= scale
            let anchor = point - displacement
            neutral.center = DragInterpreter.center(
                grabbedPoint: anchor, localPoint: localPoint, rotation: neutral.rotation, scale: Vector(dx: neutral.scaleX, dy: neutral.scaleY))
            self.cardID = cardID
            self.gripSign = gripSign
            self.allowed = allowed
            self.threshold = threshold
            self.movesBackgroundCards = movesBackgroundCards
            self.neutral = neutral
            self.localPoint = localPoint
            self.anchor = anchor
        }

        /// Koloda's turn of the card for a move to `displacement` (DraggableCardView.swift 249-252 at
        /// 5.0.1): the strength is the drag across the width of the card's frame as the previous
        /// move turned it, capped at `rotationMax` above only.
        func kolodaTurn(displacement: Vector, after previous: (rotation: Double, scale: Double)?, contentSize: Size) -> (
            rotation: Double, scale: Double
        )? {
            guard let kolodaDrag else { return nil }
            let previous = previous ?? (rotation: 0, scale: 1)
            let width =
                abs(previous.scale)
                * (contentSize.width * abs(Double.cos(previous.rotation)) + contentSize.height * abs(Double.sin(previous.rotation)))
            guard width > 0 else { return previous }
            let strength = min(displacement.dx / width, kolodaDrag.rotationMax)
            return (gripSign * kolodaDrag.rotationAngle * strength, max(1 - (1 - kolodaDrag.scaleMin) * abs(strength), kolodaDrag.scaleMin))
        }

        /// Where a drag with `displacement` points, and how far along it is, the card turned by
        /// `kolodaTurn` under Koloda's model.
        func classify(displacement: Vector, contentSize: Size, kolodaTurn: (rotation: Double, scale: Double)?) -> SwipeClassification {
            if let kolodaTurn {
                return DragInterpreter.classifyAsKoloda(displacement: displacement, cardSize: contentSize, allowed: allowed, turn: kolodaTurn)
            }
            return classify(displacement: displacement, contentSize: contentSize)
        }

        /// Where a drag with `displacement` points, and how far along it is.
        func classify(displacement: Vector, contentSize: Size) -> SwipeClassification {
            guard let kolodaDrag else { return DragInterpreter.classify(displacement: displacement, cardSize: contentSize, allowed: allowed) }
            let turn = kolodaDrag.turn(displacement: displacement, cardSize: contentSize, gripSign: gripSign)
            return DragInterpreter.classifyAsKoloda(displacement: displacement, cardSize: contentSize, allowed: allowed, turn: turn)
        }

        /// The held card's pose under Koloda's model: turned by `koloda`'s rotation and scale about
        /// the grabbed point, which is moved by its translation (DCV:236-240, 255-258).
        func pose(koloda: KolodaPose) -> Pose {
            var pose = neutral
            pose.rotation += koloda.rotation
            pose.scaleX *= koloda.scale
            pose.scaleY *= koloda.scale
            pose.center = DragInterpreter.center(
                grabbedPoint: anchor + koloda.translation, localPoint: localPoint, rotation: pose.rotation,
                scale: Vector(dx: pose.scaleX, dy: pose.scaleY))
            return pose
        }

        /// The held card's pose for a displacement: rotated and scaled by the drag formulas,
        /// with the grabbed point at `anchor + displacement`.
        func pose(displacement: Vector, drag: DragInterpreter, contentSize: Size) -> Pose {
            let (rotation, scale) = drag.turn(displacement: displacement, cardSize: contentSize, gripSign: gripSign)
            var pose = neutral
            pose.rotation += rotation
            pose.scaleX *= scale
            pose.scaleY *= scale
            pose.center = DragInterpreter.center(
                grabbedPoint: anchor + displacement, localPoint: localPoint, rotation: pose.rotation,
                scale: Vector(dx: pose.scaleX, dy: pose.scaleY))
            return pose
        }
    }

    struct Drag {
        var grip: Grip
        var pressPoint: Point
        /// The displacement the card already had when the pointer went down (a reset in progress).
        var initialDisplacement: Vector
        var displacement: Vector
        var classification: SwipeClassification
        /// Under Koloda's timing model, the card's rotation and scale after the last move: Koloda
        /// turns the card by the drag measured against its frame as the previous move left it.
        var kolodaTurn: (rotation: Double, scale: Double)?
        /// Under Koloda's timing model, the drag as Koloda reads it, `translation(in:)` the card:
        /// the pointer's displacement taken into the card's own coordinates through the card's
        /// turn when it is read (DCV:227).
        var kolodaDistance: Vector?
        /// Under Koloda's timing model, the card's turn and translation as the last move set them:
        /// the drag's distance turned and scaled with the card (DCV:249-258).
        var kolodaPose: KolodaPose?
        /// Under Koloda's timing model, the classification the last move showed (the overlay and
        /// the cards behind): the release reads the drag again without showing it (DCV:262-269).
        var kolodaShown: SwipeClassification?

        /// Whether a release at `velocity` swipes the card in `direction`: past the threshold,
        /// or flung along the direction at `flingVelocity` or faster.
        func isSwipe(velocity: Vector, direction: SwipeResultDirection, flingVelocity: Double?) -> Bool {
            if classification.percentage >= grip.threshold { return true }
            guard let flingVelocity else { return false }
            return velocity.dot(direction.unitVector) >= flingVelocity
        }
    }

    /// The released card springing back: the displacement decays on the reset spring (a
    /// ``Motion`` of the centre alone) while the card's own motion takes its ``Grip/neutral`` pose
    /// back to the slot.
    struct Reset {
        var grip: Grip
        var displacement: Motion
        /// Under Koloda's timing model, the turn the card had when it was let go, which pop's
        /// basic animations take back to none over ``kolodaTurnDuration`` from ``kolodaStart``
        /// (DCV:412-431), while `displacement` is the translation's spring.
        var kolodaTurn: (rotation: Double, scale: Double)?
        var kolodaStart = 0.0
        /// Under Koloda's timing model, how far the background cards had followed the drag when
        /// it was let go: they go back linearly over ``kolodaFollowDuration`` (KVA:126-136).
        var kolodaFollowStart = 0.0
        /// Koloda's `cardResetAnimationDuration` (DCV:46).
        static let kolodaTurnDuration = 0.2
        /// How long Koloda moves the background cards back (KVA:128).
        static let kolodaFollowDuration = 0.2
        /// When both the displacement and the card's own motion have settled.
        var endTime: Double
        /// Whether settling fires `didReset` (a released drag does; a nudge does not).
        var announcesEnd = true

        /// Under Koloda's timing model, pop's spring of the translation as pop runs it from
        /// ``kolodaStart``, a display frame of `frame` seconds at a time, computed once at the
        /// release (see ``PopSpringSolver``): it starts each frame from the last one's interpolated
        /// state, so it runs a little behind the analytic spring of `displacement`, by about a
        /// millisecond a frame.
        var kolodaSpring: (frames: [(offset: Vector, velocity: Vector)], frame: Double)?

        func state(at time: Double) -> (displacement: Vector, velocity: Vector) {
            if let (frames, frame) = kolodaSpring {
                // pop shows the value of the last display frame.
                let elapsed = Int(((time - kolodaStart) / frame + 1e-6).rounded(.down))
                let state = frames[min(max(elapsed, 0), frames.count - 1)]
                return (state.offset, state.velocity)
            }
            let (offset, velocity) = displacement.state(at: time)
            return (Vector(dx: offset.centerX, dy: offset.centerY), Vector(dx: velocity.centerX, dy: velocity.centerY))
        }

        /// Under Koloda's timing model, how far the background cards are toward the next slot at
        /// `time`.
        func kolodaFollow(at time: Double) -> Double? {
            guard kolodaTurn != nil else { return nil }
            return kolodaFollowStart * max(1 - (time - kolodaStart) / Self.kolodaFollowDuration, 0)
        }

        /// Under Koloda's timing model, the card's pose at `time` for the translation
        /// `displacement`.
        func kolodaPose(at time: Double, displacement: Vector) -> KolodaPose? {
            guard let kolodaTurn else { return nil }
            let eased = TimingCurve.ease.value(at: (time - kolodaStart) / Self.kolodaTurnDuration)
            return KolodaPose(
                translation: displacement, rotation: kolodaTurn.rotation * (1 - eased), scale: kolodaTurn.scale + (1 - kolodaTurn.scale) * eased)
        }
    }
}

/// A card's pose as Koloda sets its layer's transform while it is dragged and springs back: turned
/// by `rotation` and scaled by `scale` about the grabbed point, then moved by `translation`.
struct KolodaPose {
    var translation: Vector
    var rotation: Double
    var scale: Double
}
