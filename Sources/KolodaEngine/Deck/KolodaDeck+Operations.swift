// SPDX-License-Identifier: MIT

/// Koloda's deck operations: swiping, reverting, reloading and jumping.
extension KolodaDeck {
    /// Swipes the top card in `direction`, as if the user had.
    ///
    /// Accepted while earlier cards are still flying off: each call swipes the next card. The card
    /// flies off over the data source's ``DragSpeed`` duration and turns to `direction.point.x · π/4`.
    ///
    /// - Parameters:
    ///   - direction: Must be allowed for the top card.
    ///   - force: Swipe even if the delegate's `shouldSwipeCardAt` says no.
    /// - Returns: Whether the card was swiped; false with no top card, during a user drag, or for a
    ///   direction that is not allowed or not agreed to.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool { (try? perform(.swipe(direction, force: force))) ?? false }

    func swipeTopCard(_ direction: SwipeResultDirection, force: Bool) -> Bool {
        guard !gesture.isDragging else { return false }
        synchronizeCountAndWindow()
        guard let top = visible.first ?? (currentIndexIsPastEnd || countOfCards == 0 ? nil : VisibleCard(id: makeCardID(), index: currentCardIndex))
        else {
            return false
        }
        guard allowedDirections(for: top.index).contains(direction), force || shouldSwipe(top.index, direction) else {
            return false
        }
        commitSwipe(direction, releaseVelocity: nil, hiddenTop: visible.isEmpty ? top : nil)
        return true
    }

    /// Takes the top card off the deck in `direction`: it flies off (from a drag, starting at the
    /// release velocity), the history remembers it, and the rest of the stack moves up.
    ///
    /// - Parameter hiddenTop: The current card when no card is visible (``DeckOptions/countOfVisibleCards`` is 0).
    func commitSwipe(_ direction: SwipeResultDirection, releaseVelocity: Vector?, hiddenTop: VisibleCard? = nil) {
        let snapshot = snapshotVisible()
        let overlayProgress = gestureSample().map { $0.classification.progress(threshold: $0.grip.threshold) } ?? 0
        let card: VisibleCard
        if let hiddenTop {
            card = hiddenTop
        } else {
            card = visible.removeFirst()
            launch(card, from: snapshot[0], direction: direction, releaseVelocity: releaseVelocity, overlayProgress: overlayProgress)
        }
        gesture = .idle
        history.append(index: card.index, direction: direction)
        emit(.didSwipe(index: card.index, direction: direction))
        if options.isLoop {
            currentCardIndex = countOfCards > 0 ? (currentCardIndex + 1) % countOfCards : 0
        } else {
            currentCardIndex += 1
            if currentCardIndex >= countOfCards { emit(.didRunOutOfCards) }
        }
        rebuildWindow(snapshot: snapshot, entering: .fade, exiting: .fade, previousTopID: card.id)
    }

    /// Sends a swiped card on its way out of the deck.
    private func launch(
        _ card: VisibleCard, from state: CardSnapshot, direction: SwipeResultDirection, releaseVelocity: Vector?, overlayProgress: Double
    ) {
        let unit = direction.unitVector
        let speedDuration = options.reduceMotion ? 0 : dragSpeed().duration
        var target = state.pose
        let timing: AnimationTiming
        var velocity = state.velocity
        if let releaseVelocity {
            // A released card keeps its rotation and scale and leaves at the release velocity:
            // along the direction it covers the distance to leave the deck, within the drag
            // speed's duration and sooner for a fast fling; across it, it keeps drifting, ending
            // at half its sideways speed.
            let speed = releaseVelocity.dot(unit)
            let sideways = releaseVelocity - unit * speed
            let driftAllowance = direction.isDiagonal ? sideways.length * speedDuration / 2 * 2.0.squareRoot() : 0
            let distance = exitDistance(from: target, along: unit) + driftAllowance
            let duration = speed > 0 ? min(speedDuration, distance / speed) : speedDuration
            target.center = state.pose.center + unit * distance + sideways * (duration / 2)
            timing = .timed(duration: duration, curve: .linear)
            velocity = Pose(centerX: releaseVelocity.dx, centerY: releaseVelocity.dy, scaleX: 0, scaleY: 0, rotation: 0, alpha: 0)
        } else {
            // A programmatic fly-off may interrupt another motion (a card returning from an undo,
            // springing back, moving up): it starts from the card's pose and velocity, keeping
            // only as much of the velocity as lets every channel move straight to the target, so
            // that the card never overshoots it (its rotation stays within ±π/4).
            target = offscreenPose(from: state.pose, direction: direction)
            timing = .timed(duration: speedDuration, curve: .ease)
            velocity = Motion.monotoneVelocity(velocity, from: state.pose, to: target, duration: speedDuration, curve: .ease)
        }
        guard let motion = motion(from: state.pose, velocity: velocity, to: target, timing: timing) else { return }
        let overlay = OverlayAnimation(
            direction: direction, from: overlayProgress, to: 1, startTime: time, duration: min(0.15, motion.endTime - time))
        leaving.append(LeavingCard(id: card.id, index: card.index, target: target, motion: motion, overlay: overlay, kind: .flight))
    }

    /// Brings back the last swiped card.
    ///
    /// The card returns from the direction it left in (or from `direction`, when given) over
    /// ``DeckOptions/reverseAnimationDuration``; a card still flying off turns back from where it
    /// is. Undo depth is unlimited and rapid calls are accepted.
    ///
    /// - Returns: Whether a card came back; false at index 0 with an empty history, or during a
    ///   user drag.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool { (try? perform(.revert(direction: direction))) ?? false }

    func bringBackLastCard(from direction: SwipeResultDirection?) -> Bool {
        guard !gesture.isDragging else { return false }
        synchronizeCountAndWindow()
        var returning: (index: Int, direction: SwipeResultDirection)?
        while returning == nil, let entry = history.popLast() {
            if entry.index < countOfCards { returning = (entry.index, direction ?? entry.direction) }
        }
        if returning == nil, !options.isLoop, currentCardIndex > 0, countOfCards > 0 {
            returning = (min(currentCardIndex, countOfCards) - 1, direction ?? .left)
        }
        guard let (index, from) = returning else { return false }
        let snapshot = snapshotVisible()
        let previousTopID = visible.first?.id
        currentCardIndex = index
        guard effectiveVisibleCount > 0 else {
            // Nothing is drawn, so the card is back at once.
            rebuildWindow(snapshot: snapshot, entering: .fade, exiting: .fade)
            emit(.didRewind(index: index))
            return true
        }
        let duration = options.reduceMotion ? 0 : options.reverseAnimationDuration
        // A card still on screen (flying off, fading, or in the stack of a small looping deck)
        // turns back from where it is; any other comes in from the side it left.
        let id: CardID
        let start: Pose
        var velocity = Pose.zero
        if let card = takeCardOnScreen(index: index, snapshot: snapshot) {
            (id, start, velocity) = card
        } else {
            start = offscreenPose(from: restPose(slot: 0), direction: from)
            id = makeCardID()
        }
        let motion = motion(from: start, velocity: velocity, to: restPose(slot: 0), timing: .timed(duration: duration, curve: .ease))
        let overlay = motion == nil ? nil : OverlayAnimation(direction: from, from: 1, to: 0, startTime: time, duration: duration)
        let arriving = VisibleCard(id: id, index: index, motion: motion, overlay: overlay, announcement: .rewind)
        rebuildWindow(snapshot: snapshot, entering: .fade, exiting: .fade, arriving: arriving, previousTopID: previousTopID)
        return true
    }

    /// Takes the card with `index` out of the stack or the leaving cards, with its pose and
    /// velocity now, so that it can be animated from there.
    private func takeCardOnScreen(index: Int, snapshot: [CardSnapshot]) -> (id: CardID, pose: Pose, velocity: Pose)? {
        if let position = visible.firstIndex(where: { $0.index == index }) {
            let card = visible.remove(at: position)
            let state = snapshot[position]
            return (card.id, state.pose, state.velocity)
        }
        guard let card = leaving.take(index: index) else { return nil }
        let (pose, velocity) = leavingPose(card)
        return (card.id, pose, velocity)
    }

    /// Re-reads the number of cards and re-creates the visible cards at the current index
    /// (clamped to the new count), without the appear animation. The history is kept.
    public func reloadData() { _ = try? perform(.reloadData) }

    func reload() {
        cancelGesture()
        countOfCards = reportedCount()
        countMismatchReported = false
        clampCurrentIndex()
        forgetDataIndexes()
        rebuildWindow(snapshot: [], entering: .cut, exiting: .cut)
    }

    /// Goes back to the first card: clears the history, re-creates the cards and plays the
    /// appear animation when the delegate's `kolodaShouldApplyAppearAnimation` agrees.
    public func resetCurrentCardIndex() { _ = try? perform(.resetCurrentCardIndex) }

    func restart() {
        cancelGesture()
        countOfCards = reportedCount()
        countMismatchReported = false
        currentCardIndex = 0
        history.removeAll()
        forgetDataIndexes()
        rebuildWindow(snapshot: [], entering: .cut, exiting: .cut)
        applyAppearAnimationIfNeeded()
    }

    /// Plays the deck's appear animation (scale 0.1 → 1, alpha 0 → 1 over
    /// ``DeckOptions/appearanceAnimationDuration``) if the delegate agrees and motion is not reduced.
    public func applyAppearAnimationIfNeeded() { _ = try? perform(.applyAppearAnimation) }

    func playAppearAnimation() {
        let wanted = ask { binding.shouldApplyAppearAnimation() } ?? true
        appearStart = wanted && !options.reduceMotion ? time : nil
    }

    /// Makes the card at `index` the top card; cards that stay visible move to their new slots
    /// and the others fade.
    ///
    /// - Throws: ``KolodaError/indexOutOfBounds(operation:index:count:)``; nothing changes.
    public func showCard(at index: Int) throws(KolodaError) { try perform(.showCard(at: index)) }

    func jump(to index: Int) {
        guard index != currentCardIndex || visible.isEmpty else { return }
        let snapshot = snapshotVisible()
        currentCardIndex = index
        rebuildWindow(snapshot: snapshot, entering: .fade, exiting: .fade)
    }

    /// Lets go of the visible cards and unlinks the leaving ones from the data: after a reload
    /// their indexes may name other cards, so they finish leaving with no index.
    private func forgetDataIndexes() {
        visible.removeAll()
        leaving.updateIndexes { _ in nil }
    }

    /// Reads the data source's count; if it changed behind the deck's back, reports it once and
    /// rebuilds the window so that no card beyond the new count is shown.
    func synchronizeCountAndWindow() {
        let before = (countOfCards, currentCardIndex)
        synchronizeCount()
        if before != (countOfCards, currentCardIndex) || visible.contains(where: { $0.index >= countOfCards }) {
            rebuildWindow(snapshot: snapshotVisible(), entering: .fade, exiting: .cut)
        }
    }
}
