// SPDX-License-Identifier: MIT

/// What the host draws: every card that holds a view, back to front.
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
        for card in stack.leaving {
            switch card.kind {
            case .droppedOff: model.cards.append(rendered(card))
            case .removed(let slot): deepestRemovedSlot = max(deepestRemovedSlot, slot)
            case .flight: break
            }
        }
        let sample = pointerSample()
        let follow = sample?.followFraction ?? 0
        let topIsReturning = stack.top?.announcement == .rewind
        for slot in stride(from: max(stack.cards.count - 1, deepestRemovedSlot), through: 0, by: -1) {
            if slot < stack.cards.count, slot > 0 || !topIsReturning {
                model.cards.append(rendered(at: slot, sample: sample, follow: follow))
            }
            guard slot <= deepestRemovedSlot else { continue }
            for card in stack.leaving where card.kind == .removed(slot: slot) {
                model.cards.append(rendered(card))
            }
        }
        if topIsReturning {
            model.cards.append(rendered(at: 0, sample: sample, follow: follow))
        }
        for card in stack.leaving where card.kind == .flight {
            model.cards.append(rendered(card))
        }
    }

    private func rendered(at position: Int, sample: Pointer.Sample?, follow: Double) -> RenderedCard {
        let card = stack.cards[position]
        let pose = stack.pose(at: position, time: time, sample: sample, follow: follow, drag: options.drag).pose
        var overlay = card.overlay?.state(at: time)
        if position == 0, let sample, sample.grip.cardID == card.id, let direction = sample.classification.direction {
            overlay = OverlayState(direction: direction, progress: sample.classification.progress(threshold: sample.grip.threshold))
        }
        return stack.rendered(card.id, index: card.index, slot: position, pose: pose, overlay: overlay)
    }

    private func rendered(_ card: LeavingCard) -> RenderedCard {
        stack.rendered(card.id, index: card.index, slot: nil, pose: card.state(at: time).pose, overlay: card.overlay?.state(at: time))
    }

    /// Every card that holds a view now, back to front. See ``render(into:)``.
    public var renderModel: RenderModel {
        var model = RenderModel()
        render(into: &model)
        return model
    }
}
