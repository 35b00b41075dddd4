// SPDX-License-Identifier: MIT

/// What the host draws, and where every card of the stack is now: read-only.
extension KolodaDeck {
    /// Writes every card that holds a view now into `model`, in drawing order (<doc:DeckModel>),
    /// back to front: cards dropping off the back of the stack; the stack from its last slot to
    /// the top card, each removed card just in front of the slot it was removed from; a card
    /// returning from an undo; the cards flying off, the most recently swiped frontmost.
    ///
    /// Reuses `model`'s storage, so calling it every frame with the same model does not allocate.
    ///
    /// - Complexity: O(v + l) in the visible and leaving cards (O(v · l) while removed cards fade).
    public func render(into model: inout RenderModel) {
        model.time = time
        if isAppearing, let start = appearStart {
            let elapsed = time - start - appearDelay
            if elapsed < 0 {
                // Waiting to start (Koloda's model): hidden at full size, as Koloda sets the alpha
                // at once and its scale animation has not begun (KV:303, KVA:26).
                model.deckScale = 1
                model.deckAlpha = 0
            } else {
                let progress = TimingCurve.ease.value(at: elapsed / options.appearanceAnimationDuration)
                model.deckScale = 0.1 + 0.9 * progress
                model.deckAlpha = progress
            }
        } else {
            model.deckScale = 1
            model.deckAlpha = 1
        }
        stack.render(into: &model.cards, time: time, sample: pointerSample(), drag: options.drag, flightsBeneath: showsNextCardAtOnce)
    }

    /// Every card that holds a view now, back to front. See ``render(into:)``.
    public var renderModel: RenderModel {
        var model = RenderModel()
        render(into: &model)
        return model
    }

    /// The pointer's hold on the top card now.
    func pointerSample() -> Pointer.Sample? { pointer.sample(at: time, contentSize: stack.contentSize) }

    /// The durations of the animations that start now, with ``reducesMotion`` and
    /// ``showsNextCardAtOnce`` applied.
    var timings: DeckTimings { DeckTimings(options, reducesMotion: reducesMotion, nextCardAtOnce: showsNextCardAtOnce) }

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
