// SPDX-License-Identifier: MIT

/// Pointer input: dragging, releasing and tapping the top card.
extension KolodaDeck {
    /// The pointer went down at `point`. Starts a drag if the point is on the top card and the
    /// delegate lets it be dragged. A card that is moving (springing back, returning from an undo,
    /// moving up into the top slot) stops where it is: from now on the grabbed point stays under
    /// the pointer and nothing else moves the card. The delegate's threshold and whether
    /// background cards follow are asked now, for the whole drag.
    ///
    /// - Parameter point: Deck coordinates.
    /// - Returns: Whether a drag began. The host should follow with ``moveDrag(to:)`` and
    ///   ``endDrag(at:velocity:)`` only when it did.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func beginDrag(at point: Point) throws(KolodaError) -> Bool { try perform(.beginDrag(at: point)) }

    /// The pointer moved to `point` during a drag: the card follows, and the delegate hears the
    /// percentage when the drag points along an allowed direction.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    public func moveDrag(to point: Point) throws(KolodaError) { try perform(.moveDrag(to: point)) }

    /// The pointer went up at `point`: the card is swiped if it went past the threshold or was
    /// flung along an allowed direction and the delegate agrees; otherwise it springs back.
    ///
    /// - Parameters:
    ///   - point: Deck coordinates.
    ///   - velocity: The pointer's velocity in points per second, when the host measured it from
    ///     its input events' own timestamps (toolkits deliver motion in batches, which makes
    ///     arrival times a poor clock); `nil` uses the deck's estimate from the times of
    ///     ``moveDrag(to:)``. Measure with a ``VelocityTracker`` for the same estimate.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point or velocity.
    public func endDrag(at point: Point, velocity: Vector? = nil) throws(KolodaError) {
        try perform(.endDrag(at: point, velocity: velocity))
    }

    /// The system cancelled the drag (for example, the window lost the pointer): the card springs
    /// back from where it is.
    public func cancelDrag() { _ = try? perform(.cancelDrag) }

    /// A press and release without movement at `point`: selects the top card if the point is on it.
    ///
    /// - Returns: Whether the top card was selected.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func tap(at point: Point) throws(KolodaError) -> Bool { try perform(.tap(at: point)) }

    func grab(at point: Point) -> Bool {
        guard !gesture.isDragging, let top = visible.first, let drawn = renderedTopCard, drawn.contains(point) else {
            return false
        }
        guard ask({ binding.shouldDrag(top.index) }) ?? true else { return false }
        let sample = gestureSample()
        let caught = sample?.grip.cardID == top.id ? sample : nil
        let initialDisplacement = caught?.displacement ?? .zero
        let threshold = (ask { binding.swipeThreshold() } ?? nil).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let grip = makeGrip(
            on: top.id, at: point, pose: visiblePose(at: 0, sample: sample, follow: 0).pose, displacement: initialDisplacement,
            allowed: caught?.grip.allowed ?? allowedDirections(for: top.index),
            threshold: threshold ?? options.swipeThresholdRatioMargin,
            movesBackgroundCards: ask { binding.shouldMoveBackgroundCard() } ?? options.shouldMoveBackgroundCard)
        visible[0].motion = nil
        visible[0].overlay = nil
        velocityTracker.reset()
        velocityTracker.record(point, at: time)
        let classification = DragInterpreter.classify(displacement: initialDisplacement, cardSize: contentSize, allowed: grip.allowed)
        gesture = .dragging(
            Gesture.Drag(
                grip: grip, pressPoint: point, initialDisplacement: initialDisplacement,
                displacement: initialDisplacement, classification: classification))
        emit(.panBegan)
        return true
    }

    func follow(to point: Point) -> Bool { updateDrag(to: point) != nil }

    func release(at point: Point, velocity: Vector?) -> Bool {
        guard let drag = updateDrag(to: point) else { return false }
        let velocity = velocity ?? velocityTracker.velocity
        let index = visible[0].index
        if let direction = drag.classification.direction, isSwipe(drag, velocity: velocity, direction: direction),
            shouldSwipe(index, direction)
        {
            commitSwipe(direction, releaseVelocity: velocity)
        } else {
            startReset(drag.grip, displacement: drag.displacement, velocity: velocity)
        }
        emit(.panFinished)
        return true
    }

    func cancelHeldCard() -> Bool {
        guard case .dragging(let drag) = gesture else { return false }
        startReset(drag.grip, displacement: drag.displacement, velocity: velocityTracker.velocity)
        emit(.panFinished)
        return true
    }

    func select(at point: Point) -> Bool {
        guard !gesture.isDragging, let top = visible.first, let drawn = renderedTopCard, drawn.contains(point) else {
            return false
        }
        emit(.didSelect(index: top.index))
        return true
    }

    /// Whether a release with this classification and velocity swipes: past the threshold, or
    /// flung along the direction at the fling velocity or faster.
    func isSwipe(_ drag: Gesture.Drag, velocity: Vector, direction: SwipeResultDirection) -> Bool {
        if drag.classification.percentage >= drag.grip.threshold { return true }
        guard let fling = options.flingVelocity else { return false }
        return velocity.dot(direction.unitVector) >= fling
    }

    private func updateDrag(to point: Point) -> Gesture.Drag? {
        guard case .dragging(var drag) = gesture else { return nil }
        velocityTracker.record(point, at: time)
        drag.displacement = drag.initialDisplacement + (point - drag.pressPoint)
        drag.classification = DragInterpreter.classify(displacement: drag.displacement, cardSize: contentSize, allowed: drag.grip.allowed)
        gesture = .dragging(drag)
        if let direction = drag.classification.direction {
            emit(.dragged(percentage: drag.classification.percentage * 100, direction: direction))
        }
        return drag
    }

    /// A grip on the card `cardID` at `point`, built from the card's pose now so that the card
    /// stays exactly where it is: the pose it would have at zero displacement is `pose` with the
    /// drag's rotation and scale for `displacement` taken out.
    func makeGrip(
        on cardID: CardID, at point: Point, pose: Pose, displacement: Vector, allowed: [SwipeResultDirection], threshold: Double,
        movesBackgroundCards: Bool
    ) -> Gesture.Grip {
        let drag = options.drag
        let unrotated = (point - pose.center).rotated(by: -pose.rotation)
        let localPoint = Vector(
            dx: pose.scaleX != 0 ? unrotated.dx / pose.scaleX : 0, dy: pose.scaleY != 0 ? unrotated.dy / pose.scaleY : 0)
        let gripSign = DragInterpreter.gripSign(grabOffset: localPoint)
        let scale = drag.scale(displacement: displacement, cardSize: contentSize)
        var neutral = pose
        neutral.rotation -= drag.rotation(displacement: displacement, cardSize: contentSize, gripSign: gripSign)
        neutral.scaleX /= scale
        neutral.scaleY /= scale
        let anchor = point - displacement
        neutral.center = DragInterpreter.center(
            grabbedPoint: anchor, localPoint: localPoint, rotation: neutral.rotation, scale: Vector(dx: neutral.scaleX, dy: neutral.scaleY))
        return Gesture.Grip(
            cardID: cardID, gripSign: gripSign, allowed: allowed, threshold: threshold, movesBackgroundCards: movesBackgroundCards,
            neutral: neutral, localPoint: localPoint, anchor: anchor)
    }

    /// The held card's pose for a displacement: rotated and scaled by the drag formulas, with the
    /// grabbed point at `anchor + displacement`.
    func grippedPose(_ grip: Gesture.Grip, displacement: Vector) -> Pose {
        let drag = options.drag
        let scale = drag.scale(displacement: displacement, cardSize: contentSize)
        var pose = grip.neutral
        pose.rotation += drag.rotation(displacement: displacement, cardSize: contentSize, gripSign: grip.gripSign)
        pose.scaleX *= scale
        pose.scaleY *= scale
        pose.center = DragInterpreter.center(
            grabbedPoint: grip.anchor + displacement, localPoint: grip.localPoint, rotation: pose.rotation,
            scale: Vector(dx: pose.scaleX, dy: pose.scaleY))
        return pose
    }

    /// Springs the released card back: the displacement decays on the reset spring from the
    /// release velocity, and the card's own motion takes its neutral pose (where a moving card was
    /// caught) back to the slot on the same spring. The reset ends when both have settled.
    /// Pushes the top card toward `direction` and lets the reset spring bring it straight back.
    func nudgeTopCard(_ direction: SwipeResultDirection) -> Bool {
        guard !gesture.isDragging, !options.reduceMotion, let top = renderedTopCard else { return false }
        let pose = visiblePose(at: 0, sample: gestureSample(), follow: 0).pose
        let grip = makeGrip(
            on: top.id, at: top.center, pose: pose, displacement: .zero, allowed: [], threshold: options.swipeThresholdRatioMargin,
            movesBackgroundCards: false)
        visible[0].overlay = nil
        startReset(grip, displacement: .zero, velocity: direction.unitVector * Self.nudgeSpeed, announcesEnd: false)
        return true
    }

    /// How fast a nudge pushes the card, in points per second: on the reset spring it travels
    /// about 20 points before it turns back.
    static let nudgeSpeed = 600.0

    private func startReset(_ grip: Gesture.Grip, displacement: Vector, velocity: Vector, announcesEnd: Bool = true) {
        let timing = options.reduceMotion ? AnimationTiming.timed(duration: 0, curve: .linear) : .spring(options.resetSpring)
        let settling = motion(from: grip.neutral, velocity: .zero, to: restPose(slot: 0), timing: timing)
        visible[0].motion = settling
        let spring = Motion(
            timing: timing, startTime: time, displacement: Pose(centerX: displacement.dx, centerY: displacement.dy),
            velocity: Pose(centerX: velocity.dx, centerY: velocity.dy), contentSize: contentSize)
        gesture = .resetting(
            Gesture.Reset(grip: grip, displacement: spring, endTime: max(spring.endTime, settling?.endTime ?? time), announcesEnd: announcesEnd))
    }
}
