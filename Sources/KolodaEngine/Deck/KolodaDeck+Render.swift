// SPDX-License-Identifier: MIT

/// A visible card's pose and velocity at one instant, kept across a change of the window.
struct CardSnapshot {
    var id: CardID
    var pose: Pose
    var velocity: Pose
    /// Where the card would be without its own motion: its slot, moved by the drag of the top
    /// card when background cards follow it; its whole pose when the pointer holds it.
    var base: Pose
}

/// Where every card is at the current time.
extension KolodaDeck {
    /// The pointer's effect on the top card at one instant.
    struct GestureSample {
        var grip: Gesture.Grip
        var displacement: Vector
        var velocity: Vector
        var classification: SwipeClassification
        /// Whether the card was released and springs back (its own motion then returns its
        /// neutral pose to the slot), rather than held by the pointer.
        var isSettling: Bool
    }

    func gestureSample() -> GestureSample? {
        switch gesture {
        case .idle:
            return nil
        case .dragging(let drag):
            return GestureSample(
                grip: drag.grip, displacement: drag.displacement, velocity: velocityTracker.velocity, classification: drag.classification,
                isSettling: false)
        case .resetting(let reset):
            let (displacement, velocity) = reset.state(at: time)
            let classification = DragInterpreter.classify(displacement: displacement, cardSize: contentSize, allowed: reset.grip.allowed)
            return GestureSample(
                grip: reset.grip, displacement: displacement, velocity: velocity, classification: classification, isSettling: true)
        }
    }

    /// How far background cards have moved toward the next slot: the overlay's progress while
    /// the top card is held or springing back, when background cards follow the drag.
    func followFraction(_ sample: GestureSample?) -> Double {
        guard let sample, sample.grip.movesBackgroundCards else { return 0 }
        return sample.classification.progress(threshold: sample.grip.threshold)
    }

    /// Where the visible card at `position` (its slot) is without its own motion: its slot's
    /// pose, moved toward the slot above by `follow` while the top card is dragged.
    func basePose(at position: Int, follow: Double) -> Pose {
        let rest = restPose(slot: position)
        guard position > 0, follow > 0 else { return rest }
        return rest.interpolated(to: restPose(slot: position - 1), fraction: follow)
    }

    /// The pose and velocity of the visible card at `position` (its slot) now.
    ///
    /// A card held by the pointer is exactly where its grip puts it. A released card springing
    /// back is where its grip puts it for the decaying displacement, plus its own motion's
    /// progress from the neutral pose toward the slot.
    func visiblePose(at position: Int, sample: GestureSample?, follow: Double) -> (pose: Pose, velocity: Pose) {
        let card = visible[position]
        var pose = basePose(at: position, follow: follow)
        var velocity = Pose.zero
        if let motion = card.motion {
            let state = motion.state(at: time)
            pose = pose + state.offset
            velocity = state.velocity
        }
        guard position == 0, let sample, sample.grip.cardID == card.id else { return (pose, velocity) }
        let held = grippedPose(sample.grip, displacement: sample.displacement)
        pose = sample.isSettling ? held + (pose - sample.grip.neutral) : held
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
            let isHeld = position == 0 && sample?.grip.cardID == visible[position].id
            return CardSnapshot(
                id: visible[position].id, pose: pose, velocity: velocity, base: isHeld ? pose : basePose(at: position, follow: follow))
        }
    }

    /// The top card as drawn now, if there is one.
    var renderedTopCard: RenderedCard? {
        guard !visible.isEmpty else { return nil }
        let sample = gestureSample()
        let pose = visiblePose(at: 0, sample: sample, follow: 0).pose
        return rendered(visible[0].id, index: visible[0].index, slot: 0, pose: pose, overlay: nil)
    }

    private func rendered(_ id: CardID, index: Int?, slot: Int?, pose: Pose, overlay: OverlayState?) -> RenderedCard {
        RenderedCard(
            id: id, index: index, slot: slot, center: pose.center, size: contentSize,
            scale: Vector(dx: pose.scaleX, dy: pose.scaleY), rotation: pose.rotation,
            alpha: min(max(pose.alpha, 0), 1), overlay: overlay)
    }

    /// Writes every card that holds a view now into `model`, in drawing order (behaviour.md §5),
    /// back to front: cards dropping off the back of the stack; the stack from its last slot to
    /// the top card, each removed card just in front of the slot it was removed from; a card
    /// returning from an undo; the cards flying off, the most recently swiped frontmost.
    ///
    /// Reuses `model`'s storage, so calling it every frame with the same model does not allocate.
    ///
    /// - Complexity: O(v + l) in the visible and leaving cards (O(v · l) while removed cards fade).
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
        var deepestRemovedSlot = -1
        for card in leaving {
            switch card.kind {
            case .droppedOff: model.cards.append(renderedLeaving(card))
            case .removed(let slot): deepestRemovedSlot = max(deepestRemovedSlot, slot)
            case .flight: break
            }
        }
        let sample = gestureSample()
        let follow = followFraction(sample)
        let topIsReturning = visible.first?.announcement == .rewind
        for slot in stride(from: max(visible.count - 1, deepestRemovedSlot), through: 0, by: -1) {
            if slot < visible.count, slot > 0 || !topIsReturning {
                model.cards.append(renderedVisible(at: slot, sample: sample, follow: follow))
            }
            guard slot <= deepestRemovedSlot else { continue }
            for card in leaving where card.kind == .removed(slot: slot) {
                model.cards.append(renderedLeaving(card))
            }
        }
        if topIsReturning {
            model.cards.append(renderedVisible(at: 0, sample: sample, follow: follow))
        }
        for card in leaving where card.kind == .flight {
            model.cards.append(renderedLeaving(card))
        }
    }

    private func renderedVisible(at position: Int, sample: GestureSample?, follow: Double) -> RenderedCard {
        let card = visible[position]
        let pose = visiblePose(at: position, sample: sample, follow: follow).pose
        var overlay = card.overlay?.state(at: time)
        if position == 0, let sample, sample.grip.cardID == card.id, let direction = sample.classification.direction {
            overlay = OverlayState(direction: direction, progress: sample.classification.progress(threshold: sample.grip.threshold))
        }
        return rendered(card.id, index: card.index, slot: position, pose: pose, overlay: overlay)
    }

    private func renderedLeaving(_ card: LeavingCard) -> RenderedCard {
        rendered(card.id, index: card.index, slot: nil, pose: leavingPose(card).pose, overlay: card.overlay?.state(at: time))
    }

    /// Every card that holds a view now, back to front. See ``render(into:)``.
    public var renderModel: RenderModel {
        var model = RenderModel()
        render(into: &model)
        return model
    }
}
