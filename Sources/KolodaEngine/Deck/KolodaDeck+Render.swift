// SPDX-License-Identifier: MIT

/// A visible card's pose and velocity at one instant, kept across a change of the window.
struct CardSnapshot {
    var id: CardID
    var pose: Pose
    var velocity: Pose
}

/// Where every card is at the current time.
extension KolodaDeck {
    /// The pointer's effect on the top card at one instant.
    struct GestureSample {
        var grip: Gesture.Grip
        var displacement: Vector
        var velocity: Vector
        var classification: SwipeClassification
    }

    func gestureSample() -> GestureSample? {
        switch gesture {
        case .idle:
            return nil
        case .dragging(let drag):
            return GestureSample(
                grip: drag.grip, displacement: drag.displacement, velocity: velocityTracker.velocity, classification: drag.classification)
        case .resetting(let reset):
            let (displacement, velocity) = reset.state(at: time, spring: options.resetSpring)
            let classification = DragInterpreter.classify(displacement: displacement, cardSize: contentSize, allowed: reset.grip.allowed)
            return GestureSample(grip: reset.grip, displacement: displacement, velocity: velocity, classification: classification)
        }
    }

    /// How far background cards have moved toward the next slot: the overlay's progress while
    /// the top card is held or springing back, when background cards follow the drag.
    func followFraction(_ sample: GestureSample?) -> Double {
        guard options.shouldMoveBackgroundCard, let sample else { return 0 }
        return sample.classification.progress(threshold: options.effectiveThreshold)
    }

    /// The pose and velocity of the visible card at `position` (its slot) now.
    func visiblePose(at position: Int, sample: GestureSample?, follow: Double) -> (pose: Pose, velocity: Pose) {
        let card = visible[position]
        var pose = restPose(slot: position)
        if position > 0, follow > 0 {
            pose = pose.interpolated(to: restPose(slot: position - 1), fraction: follow)
        }
        var velocity = Pose.zero
        if let motion = card.motion {
            let state = motion.state(at: time)
            pose = pose + state.offset
            velocity = state.velocity
        }
        guard position == 0, let sample, sample.grip.cardID == card.id else { return (pose, velocity) }
        let drag = options.drag
        let rotation = drag.rotation(displacement: sample.displacement, cardSize: contentSize, gripSign: sample.grip.gripSign)
        let scale = drag.scale(displacement: sample.displacement, cardSize: contentSize)
        pose.center = DragInterpreter.center(
            restCenter: pose.center, grabOffset: sample.grip.grabOffset, displacement: sample.displacement,
            rotation: rotation, scale: scale)
        pose.scaleX *= scale
        pose.scaleY *= scale
        pose.rotation += rotation
        velocity.centerX += sample.velocity.dx
        velocity.centerY += sample.velocity.dy
        return (pose, velocity)
    }

    func leavingPose(_ card: LeavingCard) -> (pose: Pose, velocity: Pose) {
        let state = card.motion.state(at: time)
        return (card.target + state.offset, state.velocity)
    }

    /// Every visible card's pose and velocity now, for handing over to new animations.
    func snapshotVisible() -> [CardSnapshot] {
        let sample = gestureSample()
        let follow = followFraction(sample)
        return visible.indices.map { position in
            let (pose, velocity) = visiblePose(at: position, sample: sample, follow: follow)
            return CardSnapshot(id: visible[position].id, pose: pose, velocity: velocity)
        }
    }

    /// The top card as drawn now, if there is one.
    var renderedTopCard: RenderedCard? {
        guard !visible.isEmpty else { return nil }
        let sample = gestureSample()
        let pose = visiblePose(at: 0, sample: sample, follow: 0).pose
        return rendered(visible[0].id, index: visible[0].index, slot: 0, pose: pose, overlay: nil)
    }

    private func rendered(_ id: CardID, index: Int, slot: Int?, pose: Pose, overlay: OverlayState?) -> RenderedCard {
        RenderedCard(
            id: id, index: index, slot: slot, center: pose.center, size: contentSize,
            scale: Vector(dx: pose.scaleX, dy: pose.scaleY), rotation: pose.rotation,
            alpha: min(max(pose.alpha, 0), 1), overlay: overlay)
    }

    /// Writes every card that holds a view now into `model`, back to front: the stack from its
    /// last slot to the top card, then the leaving cards, the most recent first.
    ///
    /// Reuses `model`'s storage, so calling it every frame with the same model does not allocate.
    ///
    /// - Complexity: O(v + l) in the visible and leaving cards.
    public func render(into model: inout RenderModel) {
        model.time = time
        model.cards.removeAll(keepingCapacity: true)
        if let start = appearStart, options.appearanceAnimationDuration > 0, time < start + options.appearanceAnimationDuration {
            let progress = TimingCurve.ease.value(at: (time - start) / options.appearanceAnimationDuration)
            model.deckScale = 0.1 + 0.9 * progress
            model.deckAlpha = progress
        } else {
            model.deckScale = 1
            model.deckAlpha = 1
        }
        let sample = gestureSample()
        let follow = followFraction(sample)
        for position in visible.indices.reversed() {
            let card = visible[position]
            let pose = visiblePose(at: position, sample: sample, follow: follow).pose
            var overlay = card.overlay?.state(at: time)
            if position == 0, let sample, sample.grip.cardID == card.id, let direction = sample.classification.direction {
                overlay = OverlayState(direction: direction, progress: sample.classification.progress(threshold: options.effectiveThreshold))
            }
            model.cards.append(rendered(card.id, index: card.index, slot: position, pose: pose, overlay: overlay))
        }
        for card in leaving.reversed() {
            model.cards.append(rendered(card.id, index: card.index, slot: nil, pose: leavingPose(card).pose, overlay: card.overlay?.state(at: time)))
        }
    }

    /// Every card that holds a view now, back to front. See ``render(into:)``.
    public var renderModel: RenderModel {
        var model = RenderModel()
        render(into: &model)
        return model
    }
}
