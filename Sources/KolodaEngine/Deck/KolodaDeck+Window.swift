// SPDX-License-Identifier: MIT

import RealModule

/// The slots of the stack and the cards in them: which indexes are visible, where each slot is,
/// and how cards move when the window changes.
extension KolodaDeck {
    /// How a card that appears in the window, or leaves it, is animated.
    enum Transition {
        /// It fades in or out over ``DeckOptions/fadeDuration``.
        case fade
        /// It appears or disappears at once.
        case cut
    }

    var effectiveVisibleCount: Int { max(options.countOfVisibleCards, 0) }

    /// The indexes shown in slots 0, 1, … for the current index.
    func windowIndexes() -> [Int] {
        let count = countOfCards
        guard count > 0 else { return [] }
        if options.isLoop {
            let shown = min(effectiveVisibleCount, count)
            return (0..<shown).map { (currentCardIndex + $0) % count }
        }
        guard currentCardIndex < count else { return [] }
        let shown = min(effectiveVisibleCount, count - currentCardIndex)
        return (0..<shown).map { currentCardIndex + $0 }
    }

    /// The pose of a card at rest in a slot.
    func restPose(slot: Int) -> Pose {
        slotPoses[min(slot, slotPoses.count - 1)]
    }

    /// Recomputes every slot's pose from the layout and the bounds, asking the delegate whether
    /// background cards are semi-transparent.
    func updateSlots() {
        let transparent = ask { binding.shouldTransparentizeNextCard() } ?? options.shouldTransparentizeNextCard
        let count = effectiveVisibleCount
        var frames = (0..<max(count, 1)).map { options.layout.frame(forSlot: $0, visibleCount: count, in: bounds) }
        if frames.contains(where: { !($0.origin.isFinite && $0.size.isValidBounds) }) {
            emit(.diagnostic(message: "layout returned a non-finite or negative frame; using zero-sized frames instead"))
            frames = frames.map { $0.origin.isFinite && $0.size.isValidBounds ? $0 : Rect(x: 0, y: 0, width: 0, height: 0) }
        }
        contentSize = frames[0].size
        slotPoses = frames.enumerated().map { slot, frame in
            let alpha = slot == 0 || !transparent ? options.alphaValueOpaque : options.alphaValueSemiTransparent
            return Pose(frame: frame, contentSize: contentSize, alpha: alpha)
        }
    }

    /// Rebuilds the visible window for the current index.
    ///
    /// A card that stays moves from where it is to its new place, carrying its velocity; a card
    /// held by the pointer that stays on top is left to the pointer. An index that enters the
    /// window takes back a card still leaving with that index (so no index is drawn twice), or
    /// appears as `entering` says; a card that leaves the window drops off the back as `exiting`
    /// says. Only the top card keeps an announcement.
    ///
    /// - Parameters:
    ///   - snapshot: Every visible card's pose and velocity before the change, in slot order.
    ///   - arriving: A card that takes slot 0 (a reverted card), already animated.
    ///   - previousTopID: The top card before the change, when the caller has already taken it
    ///     out of the stack.
    func rebuildWindow(
        snapshot: [CardSnapshot], entering: Transition, exiting: Transition, arriving: VisibleCard? = nil,
        previousTopID: CardID? = nil
    ) {
        let previousTopID = previousTopID ?? visible.first?.id
        var previous = visible
        var states = snapshot
        visible.removeAll(keepingCapacity: true)
        for (slot, index) in windowIndexes().enumerated() {
            if slot == 0, let arriving {
                visible.append(arriving)
            } else if let position = previous.firstIndex(where: { $0.index == index }) {
                visible.append(previous.remove(at: position))
            } else if let card = leaving.take(index: index) {
                let (pose, velocity) = leavingPose(card)
                states.append(CardSnapshot(id: card.id, pose: pose, velocity: velocity, base: pose))
                visible.append(VisibleCard(id: card.id, index: index, overlay: fadingOverlay(of: card)))
            } else {
                visible.append(VisibleCard(id: makeCardID(), index: index, motion: entering == .fade ? fadeIn(slot: slot) : nil))
            }
        }
        let gripContinues = gesture.grip.map { $0.cardID == visible.first?.id } ?? false
        let follow = gripContinues ? followFraction(gestureSample()) : 0
        for slot in visible.indices {
            if slot > 0 { visible[slot].announcement = nil }
            guard let oldSlot = states.firstIndex(where: { $0.id == visible[slot].id }) else { continue }
            if slot == 0, gripContinues { continue }
            let state = states[oldSlot]
            let base = basePose(at: slot, follow: follow)
            if oldSlot != slot || state.base != base {
                visible[slot].motion = motion(from: state.pose, velocity: state.velocity, to: base, timing: relayoutTiming)
            }
        }
        for card in previous {
            guard exiting == .fade, let state = snapshot.first(where: { $0.id == card.id }) else { continue }
            fadeOut(card.id, index: card.index, from: state.pose, kind: .droppedOff)
        }
        if visible.first?.id != previousTopID {
            topCardChanged()
        }
    }

    /// The overlay of a leaving card taken back into the stack, fading away from where it is.
    private func fadingOverlay(of card: LeavingCard) -> OverlayAnimation? {
        card.overlay?.state(at: time).map {
            OverlayAnimation(direction: $0.direction, from: $0.progress, to: 0, startTime: time, duration: fadeDuration)
        }
    }

    /// Ends any gesture on a card that is no longer the top card; the new top card will announce
    /// itself (`didShow`) once it has settled, unless it already has an announcement (an undo).
    func topCardChanged() {
        if let grip = gesture.grip, grip.cardID != visible.first?.id {
            cancelGesture()
        }
        if !visible.isEmpty, visible[0].announcement == nil {
            visible[0].announcement = .show
        }
    }

    /// Stops the gesture without animating: a drag ends with `panFinished`, a reset just stops.
    func cancelGesture() {
        if gesture.isDragging { emit(.panFinished) }
        gesture = .idle
    }

    var relayoutTiming: AnimationTiming {
        options.reduceMotion ? .timed(duration: 0, curve: .linear) : options.relayoutAnimation
    }

    var fadeDuration: Double { options.reduceMotion ? 0 : options.fadeDuration }

    /// A motion from a pose to a target, or nil when there is nothing to animate.
    func motion(from pose: Pose, velocity: Pose, to target: Pose, timing: AnimationTiming) -> Motion? {
        if case .timed(let duration, _) = timing, duration <= 0 { return nil }
        let motion = Motion(timing: timing, startTime: time, displacement: pose - target, velocity: velocity, contentSize: contentSize)
        return motion.isFinished(at: time) ? nil : motion
    }

    func fadeIn(slot: Int) -> Motion? {
        var transparent = restPose(slot: slot)
        transparent.alpha = 0
        return motion(from: transparent, velocity: .zero, to: restPose(slot: slot), timing: .timed(duration: fadeDuration, curve: .easeOut))
    }

    func fadeOut(_ id: CardID, index: Int?, from pose: Pose, kind: LeavingCard.Kind) {
        var target = pose
        target.alpha = 0
        guard let motion = motion(from: pose, velocity: .zero, to: target, timing: .timed(duration: fadeDuration, curve: .easeOut)) else { return }
        leaving.append(LeavingCard(id: id, index: index, target: target, motion: motion, overlay: nil, kind: kind))
    }

    /// How far a card must travel along `direction` until its whole rotated rectangle is outside
    /// the deck bounds.
    func exitDistance(from pose: Pose, along direction: Vector) -> Double {
        let halfWidth = contentSize.width * abs(pose.scaleX) / 2
        let halfHeight = contentSize.height * abs(pose.scaleY) / 2
        let cosine = abs(Double.cos(pose.rotation))
        let sine = abs(Double.sin(pose.rotation))
        let extentX = halfWidth * cosine + halfHeight * sine
        let extentY = halfWidth * sine + halfHeight * cosine
        var distance = Double.infinity
        if direction.dx > 0 { distance = min(distance, (bounds.width + extentX - pose.centerX) / direction.dx) }
        if direction.dx < 0 { distance = min(distance, (-extentX - pose.centerX) / direction.dx) }
        if direction.dy > 0 { distance = min(distance, (bounds.height + extentY - pose.centerY) / direction.dy) }
        if direction.dy < 0 { distance = min(distance, (-extentY - pose.centerY) / direction.dy) }
        return distance.isFinite ? max(distance, 0) : 0
    }

    /// The pose a card has just outside the deck after a programmatic swipe from `pose`.
    func offscreenPose(from pose: Pose, direction: SwipeResultDirection) -> Pose {
        var target = pose
        target.rotation = direction.programmaticRotation
        target.center = pose.center + direction.unitVector * exitDistance(from: target, along: direction.unitVector)
        return target
    }
}
