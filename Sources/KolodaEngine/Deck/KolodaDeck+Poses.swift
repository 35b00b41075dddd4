// SPDX-License-Identifier: MIT

/// Where every card of the stack is now, and how fast it moves: read-only.
extension KolodaDeck {
    /// The pointer's hold on the top card now.
    func pointerSample() -> Pointer.Sample? { pointer.sample(at: time, contentSize: stack.contentSize) }

    /// The pose and velocity of the card of the stack at `position` now (see
    /// `CardStack.pose(at:time:sample:follow:drag:)`).
    func visiblePose(at position: Int, sample: Pointer.Sample?, follow: Double) -> (pose: Pose, velocity: Pose) {
        stack.pose(at: position, time: time, sample: sample, follow: follow, drag: options.drag)
    }

    /// The top card's pose now.
    func topPose() -> Pose { visiblePose(at: 0, sample: pointerSample(), follow: 0).pose }

    /// Every card of the stack's pose and velocity now, for handing over to new animations.
    func snapshotStack() -> [CardSnapshot] {
        let stack = self.stack
        let sample = pointerSample()
        let follow = sample?.followFraction ?? 0
        return stack.cards.indices.map { position in
            let (pose, velocity) = stack.pose(at: position, time: time, sample: sample, follow: follow, drag: options.drag)
            let isHeld = position == 0 && sample?.grip.cardID == stack.cards[position].id
            return CardSnapshot(
                id: stack.cards[position].id, pose: pose, velocity: velocity,
                base: isHeld ? pose : stack.basePose(slot: position, follow: follow))
        }
    }

    /// The top card as drawn now, if there is one.
    var renderedTopCard: RenderedCard? {
        guard let top = stack.top else { return nil }
        return stack.rendered(top.id, index: top.index, slot: 0, pose: topPose(), overlay: nil)
    }
}

extension CardStack {
    /// The pose and velocity at `time` of the card at `position` (its slot).
    ///
    /// A card held by the pointer is exactly where its grip puts it. A released card springing
    /// back is where its grip puts it for the decaying displacement, plus its own motion's
    /// progress from the neutral pose toward the slot.
    @inline(__always)
    func pose(at position: Int, time: Double, sample: Pointer.Sample?, follow: Double, drag: DragInterpreter) -> (pose: Pose, velocity: Pose) {
        let card = cards[position]
        var pose = basePose(slot: position, follow: follow)
        var velocity = Pose.zero
        if let motion = card.motion {
            let state = motion.state(at: time)
            pose = pose + state.offset
            velocity = state.velocity
        }
        guard position == 0, let sample, sample.grip.cardID == card.id else { return (pose, velocity) }
        let held = sample.grip.pose(displacement: sample.displacement, drag: drag, contentSize: contentSize)
        pose = sample.isSettling ? held + (pose - sample.grip.neutral) : held
        velocity.centerX += sample.velocity.dx
        velocity.centerY += sample.velocity.dy
        return (pose, velocity)
    }

    /// A card as the host draws it: at `pose`, with its content at the top card's size.
    @inline(__always)
    func rendered(_ id: CardID, index: Int?, slot: Int?, pose: Pose, overlay: OverlayState?) -> RenderedCard {
        RenderedCard(
            id: id, index: index, slot: slot, center: pose.center, size: contentSize,
            scale: Vector(dx: pose.scaleX, dy: pose.scaleY), rotation: pose.rotation,
            alpha: min(max(pose.alpha, 0), 1), overlay: overlay)
    }
}
