// SPDX-License-Identifier: MIT

/// Pointer input: dragging, releasing and tapping the top card.
extension KolodaDeck {
    /// The pointer went down at `point`. Starts a drag if the point is on the top card and the
    /// delegate lets it be dragged; a card springing back is caught where it is.
    ///
    /// - Parameter point: Deck coordinates.
    /// - Returns: Whether a drag began. The host should follow with ``moveDrag(to:)`` and
    ///   ``endDrag(at:velocity:)`` only when it did.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func beginDrag(at point: Point) throws(KolodaError) -> Bool {
        try requireFinite(point, "dragBegan")
        guard queryDepth == 0 else {
            deferOperation({ _ = try? $0.beginDrag(at: point) })
            return false
        }
        guard !gesture.isDragging, let top = visible.first, let drawn = renderedTopCard, drawn.contains(point) else {
            return false
        }
        if let delegate, !ask({ delegate.koloda(self, shouldDragCardAt: top.index) }) { return false }
        let grip: Gesture.Grip
        var initialDisplacement = Vector.zero
        if case .resetting(let reset) = gesture, reset.grip.cardID == top.id {
            grip = reset.grip
            initialDisplacement = reset.state(at: time, spring: options.resetSpring).displacement
        } else {
            var base = restPose(slot: 0)
            if let motion = top.motion { base = base + motion.state(at: time).offset }
            let grabOffset = point - base.center
            let local = grabOffset.rotated(by: -base.rotation)
            grip = Gesture.Grip(
                cardID: top.id, grabOffset: grabOffset, gripSign: DragInterpreter.gripSign(grabOffset: local),
                allowed: allowedDirections(for: top.index))
        }
        velocityTracker.reset()
        velocityTracker.record(point, at: time)
        let classification = DragInterpreter.classify(displacement: initialDisplacement, cardSize: contentSize, allowed: grip.allowed)
        gesture = .dragging(
            Gesture.Drag(
                grip: grip, pressPoint: point, initialDisplacement: initialDisplacement,
                displacement: initialDisplacement, classification: classification))
        emit(.panBegan)
        finishOperation()
        return true
    }

    /// The pointer moved to `point` during a drag: the card follows, and the delegate hears the
    /// percentage when the drag points along an allowed direction.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    public func moveDrag(to point: Point) throws(KolodaError) {
        try requireFinite(point, "dragMoved")
        guard queryDepth == 0 else {
            deferOperation({ try? $0.moveDrag(to: point) })
            return
        }
        guard updateDrag(to: point) != nil else { return }
        finishOperation()
    }

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
        try requireFinite(point, "dragEnded")
        if let velocity, !velocity.isFinite {
            throw .invalidValue(operation: "dragEnded", description: "velocity \(velocity) is not finite")
        }
        guard queryDepth == 0 else {
            deferOperation({ try? $0.endDrag(at: point, velocity: velocity) })
            return
        }
        guard let drag = updateDrag(to: point) else { return }
        let velocity = velocity ?? velocityTracker.velocity
        let index = visible[0].index
        if let direction = drag.classification.direction, isSwipe(drag.classification, velocity: velocity, direction: direction),
            shouldSwipe(index, direction)
        {
            commitSwipe(direction, releaseVelocity: velocity)
        } else {
            startReset(drag.grip, displacement: drag.displacement, velocity: velocity)
        }
        emit(.panFinished)
        finishOperation()
    }

    /// The system cancelled the drag (for example, the window lost the pointer): the card springs
    /// back from where it is.
    public func cancelDrag() {
        guard queryDepth == 0 else {
            deferOperation({ $0.cancelDrag() })
            return
        }
        guard case .dragging(let drag) = gesture else { return }
        startReset(drag.grip, displacement: drag.displacement, velocity: velocityTracker.velocity)
        emit(.panFinished)
        finishOperation()
    }

    /// A press and release without movement at `point`: selects the top card if the point is on it.
    ///
    /// - Returns: Whether the top card was selected.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func tap(at point: Point) throws(KolodaError) -> Bool {
        try requireFinite(point, "tap")
        guard queryDepth == 0 else {
            deferOperation({ _ = try? $0.tap(at: point) })
            return false
        }
        guard !gesture.isDragging, let top = visible.first, let drawn = renderedTopCard, drawn.contains(point) else {
            return false
        }
        emit(.didSelect(index: top.index))
        finishOperation()
        return true
    }

    /// Whether a release with this classification and velocity swipes: past the threshold, or
    /// flung along the direction at the fling velocity or faster.
    func isSwipe(_ classification: SwipeClassification, velocity: Vector, direction: SwipeResultDirection) -> Bool {
        if classification.percentage >= options.effectiveThreshold { return true }
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
            emit(.dragged(percentage: drag.classification.percentage, direction: direction))
        }
        return drag
    }

    private func startReset(_ grip: Gesture.Grip, displacement: Vector, velocity: Vector) {
        var reset = Gesture.Reset(grip: grip, startTime: time, displacement: displacement, velocity: velocity, endTime: time)
        if !options.reduceMotion {
            let spring = options.resetSpring
            let probe = reset
            reset.endTime =
                time
                + Settling.time(startingAt: 0) { elapsed in
                    let (offset, speed) = probe.unsettledState(elapsed: elapsed, spring: spring)
                    return (offset.length, speed.length)
                }
        }
        gesture = .resetting(reset)
    }

    func requireFinite(_ point: Point, _ operation: String) throws(KolodaError) {
        guard point.isFinite else { throw .invalidValue(operation: operation, description: "point \(point) is not finite") }
    }
}
