// SPDX-License-Identifier: MIT

/// The one entry point of every deck operation, and each operation's effect on the deck's state.
///
/// Each ``DeckAction`` case is carried out by the function named after it (`performSwipe`,
/// `performRevert`, …), which asks the delegate what it must, changes the state through the
/// methods of the type that owns it (``DeckCursor``, ``CardStack``, ``Pointer``) and emits the
/// events. This file is the only one, with the clock's, that changes the deck's state.
extension KolodaDeck: KolodaOperations {
    /// Applies an action at the deck's current time.
    ///
    /// Input that can never be right (a non-finite point, a range outside the deck, an invalid
    /// size or option) is refused with a ``KolodaError`` before anything changes. An action
    /// performed while the deck is asking its delegate or data source a question runs right after
    /// the operation that asked, and returns `false`. Otherwise the action runs at once; then
    /// timers already due fire, deferred actions run, and the queued events reach the delegate
    /// (which may perform further actions on the fully updated deck).
    ///
    /// - Returns: Whether the action took effect: a drag began, a card was swiped, selected or
    ///   brought back. Actions that always take effect return `true`.
    /// - Throws: ``KolodaError`` describing invalid input, or a count that contradicts the data
    ///   source; nothing changes.
    @discardableResult
    public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
        try validate(action)
        guard dispatch.questionDepth == 0 else {
            dispatch.postpone(.action(action))
            return false
        }
        let mark = dispatch.eventMark
        defer { finishOperation(nestedFrom: mark) }
        let effect = try apply(action)
        // Reported once it has taken effect and before the delegate hears of it (and perhaps acts
        // in turn): a refused action is never reported, and actions keep their order.
        actionHandler?(TimedDeckAction(time: time, action: action))
        return effect
    }

    /// Runs an action's function; returns whether the action took effect.
    private func apply(_ action: DeckAction) throws(KolodaError) -> Bool {
        switch action {
        case .beginDrag(let point, let stamp): return performBeginDrag(at: point, stamp: stamp)
        case .moveDrag(let point, let stamp): return performMoveDrag(to: point, stamp: stamp)
        case .endDrag(let point, let velocity, let stamp): return performEndDrag(at: point, velocity: velocity, stamp: stamp)
        case .cancelDrag: return performCancelDrag()
        case .tap(let point): return performTap(at: point)
        case .swipe(let direction, let force): return performSwipe(direction, force: force)
        case .nudge(let direction): return performNudge(direction)
        case .revert(let direction): return performRevert(direction: direction)
        case .reloadData: performReloadData()
        case .resetCurrentCardIndex: performResetCurrentCardIndex()
        case .applyAppearAnimation: performApplyAppearAnimation()
        case .showCard(let index): performShowCard(at: index)
        case .insert(let range, let animated): try performInsert(range, animated: animated)
        case .remove(let range, let animated): try performRemove(range, animated: animated)
        case .reloadRange(let range): performReloadRange(range)
        case .resize(let size): performResize(to: size)
        case .setOptions(let options): performSetOptions(options)
        case .restore(let state): try performRestore(state)
        }
        return true
    }

    /// Refuses input that no deck state makes valid, before anything is deferred or changed.
    ///
    /// Indexes and ranges are checked against the deck's count when the action runs: one called
    /// from inside a question is checked at its turn (a change of the data deferred before it may
    /// have made it valid), and refused then with a diagnostic.
    private func validate(_ action: DeckAction) throws(KolodaError) {
        let operation = action.name
        let countOfCards = dispatch.questionDepth == 0 ? countOfCards : Int.max
        func requireFinite(_ point: Point) throws(KolodaError) {
            guard point.isFinite else { throw .invalidValue(operation: operation, description: "point \(point) is not finite") }
        }
        func requireWithin(_ range: Range<Int>) throws(KolodaError) {
            guard range.lowerBound >= 0, range.upperBound <= countOfCards else {
                throw .rangeOutOfBounds(operation: operation, range: range, count: countOfCards)
            }
        }
        func requireFinite(stamp: Double?) throws(KolodaError) {
            if let stamp, !stamp.isFinite { throw .invalidValue(operation: operation, description: "stamp \(stamp) is not finite") }
        }
        switch action {
        case .beginDrag(let point, let stamp), .moveDrag(let point, let stamp):
            try requireFinite(point)
            try requireFinite(stamp: stamp)
        case .tap(let point): try requireFinite(point)
        case .endDrag(let point, let velocity, let stamp):
            try requireFinite(point)
            try requireFinite(stamp: stamp)
            if let velocity, !velocity.isFinite {
                throw .invalidValue(operation: operation, description: "velocity \(velocity) is not finite")
            }
        case .showCard(let index):
            guard (0..<countOfCards).contains(index) else { throw .indexOutOfBounds(operation: operation, index: index, count: countOfCards) }
        case .insert(let range, _):
            guard range.lowerBound >= 0, range.lowerBound <= countOfCards else {
                throw .rangeOutOfBounds(operation: operation, range: range, count: countOfCards)
            }
            guard dispatch.questionDepth > 0 || !countOfCards.addingReportingOverflow(range.count).overflow else {
                throw .invalidValue(operation: operation, description: "\(range.count) more cards than \(countOfCards) do not fit in an Int")
            }
        case .remove(let range, _), .reloadRange(let range): try requireWithin(range)
        case .resize(let size):
            guard size.isValidBounds else { throw .invalidValue(operation: operation, description: "size \(size) must be finite and not negative") }
        case .setOptions(let options): try options.validate()
        case .restore(let state):
            if let problem = state.problem(withAvailableCards: Int.max) { throw .stateDoesNotFit(problem) }
        case .cancelDrag, .swipe, .nudge, .revert, .reloadData, .resetCurrentCardIndex, .applyAppearAnimation: break
        }
    }

    // MARK: The pointer

    private func performBeginDrag(at point: Point, stamp: Double?) -> Bool {
        guard !pointer.isDragging, !isAppearing, let top = stack.top, let drawn = renderedTopCard, drawn.contains(point) else { return false }
        guard ask({ binding.shouldDrag(top.index) }) ?? true else { return false }
        // A card caught while it springs back keeps its displacement, so it stays where it is.
        let sample = pointerSample()
        let caught = sample?.grip.cardID == top.id ? sample : nil
        let displacement = caught?.displacement ?? .zero
        let threshold = (ask { binding.swipeThreshold() } ?? nil).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var grip = Gesture.Grip(
            on: top.id, at: point, pose: visiblePose(at: 0, sample: sample, follow: 0).pose, displacement: displacement,
            allowed: caught?.grip.allowed ?? allowedDirections(for: top.index),
            threshold: threshold ?? options.swipeThresholdRatioMargin,
            movesBackgroundCards: ask { binding.shouldMoveBackgroundCard() } ?? options.shouldMoveBackgroundCard,
            drag: options.drag, contentSize: stack.contentSize)
        if timingModel.isKoloda {
            grip.kolodaDrag = options.drag
            stack.setTopPivot(grip.localPoint)
        }
        stack.holdTop()
        pointer.grab(grip, at: point, displacement: displacement, stamp: stamp ?? time, contentSize: stack.contentSize)
        // Koloda's pan takes the card's animations off it as it begins, which completes them
        // (DraggableCardView.swift 239).
        completeKolodaAnimations { $0.cardID == top.id && $0.kind != .backgroundReset }
        emit(.panBegan)
        return true
    }

    /// Under Koloda's model the release's own move is not announced: Koloda reports the drag at
    /// each move of the pan, not at its end (DCV:248-269).
    private func performEndDrag(at point: Point, velocity: Vector?, stamp: Double?) -> Bool {
        guard performMoveDrag(to: point, stamp: stamp, announces: !timingModel.isKoloda), let drag = pointer.drag else { return false }
        let velocity = velocity ?? pointer.velocity
        let index = stack.cards[0].index
        let direction = drag.classification.direction
        let swipes: Bool
        if timingModel.isKoloda {
            // Koloda asks on every release with a direction, before the threshold, and has no
            // fling: the drag's distance alone counts (DCV:350).
            swipes = direction.map { shouldSwipe(index, $0) && drag.isSwipe(velocity: velocity, direction: $0, flingVelocity: nil) } ?? false
        } else {
            swipes =
                direction.map { drag.isSwipe(velocity: velocity, direction: $0, flingVelocity: options.flingVelocity) && shouldSwipe(index, $0) }
                ?? false
        }
        if swipes, let direction {
            commitSwipe(direction, releaseVelocity: velocity)
        } else {
            springBack(drag, velocity: velocity)
        }
        emit(.panFinished)
        return true
    }

    /// Under Koloda's model a card let go short of a swipe is announced at once (DCV:397), and, with
    /// cards behind it, holds the semaphore while they move back for 0.2 s (KV:347-354); the card
    /// stays held until pop's reset spring of its translation, turned and scaled with the card,
    /// has settled (DCV:401-410).
    private func announceKolodaReset(_ drag: Gesture.Drag) {
        guard timingModel.isKoloda else { return }
        if stack.cards.count > 1, let top = stack.top {
            holdSemaphore(until: time + Gesture.Reset.kolodaFollowDuration)
            kolodaCompletions.append(KolodaCompletion(kind: .backgroundReset, due: time + Gesture.Reset.kolodaFollowDuration, cardID: top.id))
        }
        let translation = drag.kolodaPose?.translation ?? drag.displacement
        if let top = stack.top {
            kolodaHeldCard = (top.id, time + Self.popSettleTime(translation: translation, spring: options.resetSpring, frame: displayFrameDuration))
        }
        emit(.didReset)
    }

    /// When pop's spring of a layer's translation from `translation` stops, run as pop runs it at
    /// each display frame, `frame` seconds apart (POPSpringSolver.h advance): whole steps of
    /// pop's solver from the state the last frame left, the leftover time kept for the next
    /// frame, and the frame's state taken between the last two steps. It stops after the frame
    /// (POPAnimator.mm) where the last two frames' values are within a fifth of a point of each
    /// other and the last within it of the target (POPSpringAnimationInternal.h, hasConverged),
    /// or the frame's state is within half a point, slower than 5 points a second and its last
    /// step's acceleration under 25 (POPSpringSolver.h, hasConverged); pop checks that once with no
    /// time passed, as it adds the animation.
    static func popSettleTime(translation: Vector, spring: SpringParameters, frame: Double = 1.0 / 60) -> Double {
        Double(popSpringFrames(translation: translation, spring: spring, frame: frame).count - 1) * frame
    }

    /// pop's spring of a translation from `translation`, as ``popSettleTime(translation:spring:frame:)``
    /// runs it: its offset and velocity at the add and after each display frame until it stops.
    static func popSpringFrames(translation: Vector, spring: SpringParameters, frame: Double = 1.0 / 60) -> [(offset: Vector, velocity: Vector)] {
        guard translation.isFinite, spring.isValid, frame.isFinite, frame > 0 else { return [(.zero, .zero)] }
        var solver = PopSpringSolver(spring: spring, offset: translation)
        var frames = [(offset: solver.offset, velocity: solver.velocity)]
        if solver.hasConverged { return frames }
        var previous = solver.offset
        while Double(frames.count - 1) * frame < 10 {
            solver.advance(by: frame)
            let offset = solver.offset
            frames.append((offset, solver.velocity))
            let settled =
                abs(offset.dx) < 0.2 && abs(offset.dy) < 0.2 && abs(previous.dx - offset.dx) < 0.2 && abs(previous.dy - offset.dy) < 0.2
            if settled || solver.hasConverged { break }
            previous = offset
        }
        return frames
    }

    /// Holds Koloda's animation semaphore until `end` at least.
    private func holdSemaphore(until end: Double) {
        semaphoreRelease = max(semaphoreRelease, end)
    }

    /// Under Koloda's model a cancelled pan springs back with `didReset` and no `panFinished`
    /// (DCV:272-274).
    private func performCancelDrag() -> Bool {
        guard let drag = pointer.drag else { return false }
        springBack(drag, velocity: pointer.velocity)
        if !timingModel.isKoloda { emit(.panFinished) }
        return true
    }

    private func performTap(at point: Point) -> Bool {
        guard !pointer.isDragging, !isAppearing, let top = stack.top, let drawn = renderedTopCard, drawn.contains(point) else { return false }
        emit(.didSelect(index: top.index))
        return true
    }

    /// Pushes the top card toward `direction` and lets the reset spring bring it straight back.
    private func performNudge(_ direction: SwipeResultDirection) -> Bool {
        guard !pointer.isDragging, !reducesMotion, let top = renderedTopCard else { return false }
        let grip = Gesture.Grip(
            on: top.id, at: top.center, pose: topPose(), displacement: .zero, allowed: [], threshold: options.swipeThresholdRatioMargin,
            movesBackgroundCards: false, drag: options.drag, contentSize: stack.contentSize)
        stack.clearTopOverlay()
        springBack(grip, displacement: .zero, velocity: direction.unitVector * Self.nudgeSpeed, announcesEnd: false)
        return true
    }

    /// How fast a nudge pushes the card, in points per second: on the reset spring it travels
    /// about 20 points before it turns back.
    static let nudgeSpeed = 600.0

    /// The pointer moved during a drag (and where it was released): the delegate hears the
    /// percentage when the drag has a direction.
    ///
    /// - Returns: Whether a drag is in progress.
    private func performMoveDrag(to point: Point, stamp: Double?, announces: Bool = true) -> Bool {
        guard let classification = pointer.move(to: point, stamp: stamp ?? time, contentSize: stack.contentSize, turns: announces) else {
            return false
        }
        if announces, let direction = classification.direction {
            emit(.dragged(percentage: classification.percentage * 100, direction: direction))
        }
        return true
    }

    /// Springs the released card back: the displacement decays on the reset spring from the
    /// release velocity, and the card's own motion takes its neutral pose (where a moving card was
    /// caught) back to the slot on the same spring. The reset ends when both have settled.
    private func springBack(
        _ grip: Gesture.Grip, displacement: Vector, velocity: Vector, announcesEnd: Bool = true,
        kolodaTurn: (rotation: Double, scale: Double)? = nil, kolodaFollow: Double = 0, kolodaFrame: Double? = nil
    ) {
        let timing = timings.reset
        let settling = stack.motion(from: grip.neutral, velocity: .zero, to: stack.restPose(slot: 0), timing: timing, time: time)
        stack.setTopMotion(settling)
        pointer.startReset(
            grip, displacement: displacement, velocity: velocity, timing: timing, time: time, contentSize: stack.contentSize,
            settlingEnd: settling?.endTime ?? time, announcesEnd: announcesEnd, kolodaTurn: kolodaTurn, kolodaFollow: kolodaFollow,
            kolodaFrame: kolodaFrame)
    }

    /// Springs a card let go short of a swipe back. Under Koloda's model its translation springs
    /// back from rest, as pop's spring does (DCV:404-407), while its turn eases back.
    private func springBack(_ drag: Gesture.Drag, velocity: Vector) {
        guard timingModel.isKoloda else { return springBack(drag.grip, displacement: drag.displacement, velocity: velocity) }
        let kolodaPose = drag.kolodaPose ?? KolodaPose(translation: drag.displacement, rotation: 0, scale: 1)
        springBack(
            drag.grip, displacement: kolodaPose.translation, velocity: .zero, announcesEnd: false,
            kolodaTurn: (kolodaPose.rotation, kolodaPose.scale), kolodaFollow: pointerSample()?.followFraction ?? 0,
            kolodaFrame: displayFrameDuration)
        announceKolodaReset(drag)
    }

    // MARK: Swiping and undoing

    private func performSwipe(_ direction: SwipeResultDirection, force: Bool) -> Bool {
        if timingModel.isKoloda { return performKolodaSwipe(direction, force: force) }
        guard !pointer.isDragging else { return false }
        synchronizeCount()
        // With no card drawn (no visible slots) the current card is swiped all the same.
        let hidden = stack.isEmpty && !cursor.isPastEnd(isLoop: options.isLoop) && countOfCards > 0
        guard let index = stack.top?.index ?? (hidden ? currentCardIndex : nil) else { return false }
        guard allowedDirections(for: index).contains(direction), force || shouldSwipe(index, direction) else { return false }
        commitSwipe(direction, releaseVelocity: nil)
        return true
    }

    /// Koloda's `swipe(_:force:)` (KV:622-645): it asks `shouldSwipeCardAt` (which `force`
    /// overrides) and the allowed directions for the current card whatever the deck is doing,
    /// then does nothing while the semaphore is held, a card is dragged or none is on top.
    private func performKolodaSwipe(_ direction: SwipeResultDirection, force: Bool) -> Bool {
        synchronizeCount()
        let index = currentCardIndex
        guard shouldSwipe(index, direction) || force, allowedDirections(for: index).contains(direction) else { return false }
        // A card let go short of a swipe is still held until it has sprung back (DCV:406-410).
        guard !isAnimationSemaphoreHeld, !pointer.isDragging, let top = stack.top else { return false }
        if let held = kolodaHeldCard, held.id == top.id, time < held.until { return false }
        commitSwipe(direction, releaseVelocity: nil)
        return true
    }

    /// Takes the top card off the deck in `direction`: it flies off (from a drag, starting at the
    /// release velocity), the history remembers it, and the rest of the stack moves up.
    private func commitSwipe(_ direction: SwipeResultDirection, releaseVelocity: Vector?) {
        if timingModel.isKoloda { return commitKolodaSwipe(direction, releaseVelocity: releaseVelocity) }
        announceInterruptedReturn()
        let snapshot = snapshotStack()
        let overlayProgress = pointerSample().map { $0.classification.progress(threshold: $0.grip.threshold) } ?? 0
        var swiped = currentCardIndex
        var previousTopID: CardID?
        if !stack.isEmpty {
            let card = stack.removeTop()
            (swiped, previousTopID) = (card.index, card.id)
            launch(card, from: snapshot[0], direction: direction, releaseVelocity: releaseVelocity, overlayProgress: overlayProgress)
        } else {
            previousTopID = stack.makeCardID()
        }
        pointer.letGo()
        emit(.didSwipe(index: swiped, direction: direction))
        if cursor.recordSwipe(of: swiped, direction: direction, isLoop: options.isLoop) { emit(.didRunOutOfCards) }
        rebuildStack(snapshot: snapshot, entering: .fade, exiting: .fade, previousTopID: previousTopID)
    }

    /// A swipe under Koloda's model: the card flies as in Koloda, the index changes at once
    /// (KV:417), and `didSwipe` waits until the new top card has moved up (KV:428-438), unless no
    /// card is left to show (KV:439-443). A programmatic swipe holds the semaphore until its card
    /// has flown off (KV:637-641); a swipe by drag, until the cards have moved up (KV:413, 435).
    private func commitKolodaSwipe(_ direction: SwipeResultDirection, releaseVelocity: Vector?) {
        announceInterruptedReturn()
        let snapshot = snapshotStack()
        let overlayProgress = pointerSample().map { $0.classification.progress(threshold: $0.grip.threshold) } ?? 0
        let card = stack.removeTop()
        let flightEnd = launch(card, from: snapshot[0], direction: direction, releaseVelocity: releaseVelocity, overlayProgress: overlayProgress)
        pointer.letGo()
        let ranOut = cursor.recordSwipe(of: card.index, direction: direction, isLoop: options.isLoop)
        rebuildStack(snapshot: snapshot, entering: .cut, exiting: .fade, previousTopID: card.id)
        // Koloda animates every card in the stack to its slot, a new top card of a looping deck
        // too, and completes when that animation ends (KV:428-438, 472-503).
        let relayoutEnd: Double =
            if stack.top == nil || ranOut {
                time
            } else if case .timed(let duration, _) = timings.relayout {
                time + duration
            } else {
                stack.top?.motion?.endTime ?? time
            }
        stack.hideEntering(notIn: snapshot, until: relayoutEnd)
        stack.cutBackgroundAlpha()
        if let top = stack.top, !ranOut {
            // The new top card's move up announces the swipe and the card (KV:428-438).
            if top.announcement == .show { _ = stack.takeAnnouncement() }
            kolodaCompletions.append(KolodaCompletion(kind: .swipe(index: card.index, direction: direction), due: relayoutEnd, cardID: top.id))
        } else {
            emit(.didSwipe(index: card.index, direction: direction))
            emit(.didRunOutOfCards)
        }
        holdSemaphore(until: releaseVelocity == nil ? max(flightEnd, relayoutEnd) : relayoutEnd)
    }

    /// Under Koloda's model an edit of the data announces no card: Koloda's insertion and removal
    /// make no `didShow` (KV:718-787).
    private func silenceEditUnderKoloda() {
        if timingModel.isKoloda, stack.top?.announcement == .show { _ = stack.takeAnnouncement() }
    }

    /// Sends a swiped card on its way out of the deck (see ``FlyOff``); returns when it is gone.
    @discardableResult
    private func launch(
        _ card: VisibleCard, from state: CardSnapshot, direction: SwipeResultDirection, releaseVelocity: Vector?, overlayProgress: Double
    ) -> Double {
        let duration = timings.flyOff(dragSpeed())
        let flyOff =
            if case .koloda(let screen) = timingModel {
                FlyOff.koloda(
                    from: state.pose, pivot: card.pivot, translation: pointerSample()?.kolodaPose?.translation ?? .zero, direction: direction,
                    keepsTurn: releaseVelocity != nil, duration: duration, bounds: bounds, screen: screen)
            } else if let releaseVelocity {
                FlyOff.released(
                    from: state.pose, direction: direction, releaseVelocity: releaseVelocity, duration: duration,
                    contentSize: stack.contentSize, bounds: bounds)
            } else {
                FlyOff.programmatic(
                    from: state.pose, velocity: state.velocity, direction: direction, duration: duration, contentSize: stack.contentSize,
                    bounds: bounds)
            }
        guard
            let motion = stack.motion(
                from: state.pose.pivotForm(flyOff.pivot), velocity: flyOff.velocity, to: flyOff.target, timing: flyOff.timing, time: time)
        else { return time }
        // Koloda's programmatic swipe fades its overlay in over the whole flight (DCV:465-468).
        let overlayDuration = timingModel.isKoloda && releaseVelocity == nil ? motion.endTime - time : min(0.15, motion.endTime - time)
        let overlay = OverlayAnimation(direction: direction, from: overlayProgress, to: 1, startTime: time, duration: overlayDuration)
        stack.launch(
            LeavingCard(id: card.id, index: card.index, target: flyOff.target, motion: motion, overlay: overlay, kind: .flight, pivot: flyOff.pivot))
        return motion.endTime
    }

    /// Brings back the last swiped card: from the side it left (or `direction`), or, when it is
    /// still on screen (flying off, fading, or in the stack of a small looping deck), turning
    /// back from where it is.
    private func performRevert(direction: SwipeResultDirection?) -> Bool {
        guard !pointer.isDragging else { return false }
        if case .koloda(let screen) = timingModel { return performKolodaRevert(direction: direction, screen: screen) }
        let beginning = startRevert(direction: direction)
        guard case .animate(let index, let from, let snapshot, let previousTopID) = beginning else { return beginning.tookEffect }
        let duration = timings.reverse
        let id: CardID
        let start: Pose
        var velocity = Pose.zero
        if let card = stack.takeCardOnScreen(index: index, snapshot: snapshot, time: time) {
            (id, start, velocity) = card
        } else {
            start = FlyOff.offscreenPose(from: stack.restPose(slot: 0), direction: from, contentSize: stack.contentSize, bounds: bounds)
            id = stack.makeCardID()
        }
        let motion = stack.motion(
            from: start, velocity: velocity, to: stack.restPose(slot: 0), timing: .timed(duration: duration, curve: .ease), time: time)
        let overlay = motion == nil ? nil : OverlayAnimation(direction: from, from: 1, to: 0, startTime: time, duration: duration)
        let arriving = VisibleCard(id: id, index: index, motion: motion, overlay: overlay, announcement: .rewind)
        rebuildStack(snapshot: snapshot, entering: .fade, exiting: .fade, arriving: arriving, previousTopID: previousTopID)
        return true
    }

    /// Koloda's `revertAction(direction:)` (KV:505-555, KVA:45-69): nothing at the first card or
    /// while the semaphore is held; otherwise the card before comes back on top, fading in from 0,
    /// from Koloda's point for `direction` turned to Koloda's angle over the reverse duration, or,
    /// with no direction, where it rests over one second. The semaphore is held until it is back;
    /// then `didRewind` and `didShow`.
    private func performKolodaRevert(direction: SwipeResultDirection?, screen: Size) -> Bool {
        guard currentCardIndex > 0, !isAnimationSemaphoreHeld else { return false }
        let beginning = startRevert(direction: direction)
        guard case .animate(let index, _, let snapshot, let previousTopID) = beginning else { return beginning.tookEffect }
        let rest = stack.restPose(slot: 0)
        var start = rest
        start.alpha = 0
        let duration: Double
        if let direction {
            start =
                FlyOff.koloda(
                    from: start, pivot: .zero, translation: .zero, direction: direction, keepsTurn: false, duration: 0, bounds: bounds, screen: screen
                ).target
            duration = reducesMotion ? 0 : timings.reverse
        } else {
            duration = reducesMotion ? 0 : Self.kolodaUndirectedRevertDuration
        }
        let motion = stack.motion(from: start, velocity: .zero, to: rest, timing: .timed(duration: duration, curve: .ease), time: time)
        let overlay =
            motion == nil || direction == nil ? nil : OverlayAnimation(direction: direction!, from: 1, to: 0, startTime: time, duration: duration)
        // The card comes back as a new view, asked of the data source, while one still flying
        // off finishes (KV:518); one in the stack of a small looping deck moves to the top.
        let id = stack.takeCardOnScreen(index: index, snapshot: snapshot, time: time, leavingToo: false)?.id ?? stack.makeCardID()
        var arriving = VisibleCard(id: id, index: index, motion: motion, overlay: overlay, announcement: nil)
        arriving.isAddedOverAll = true
        // The card beyond the window goes at once (KV:509-513).
        rebuildStack(snapshot: snapshot, entering: .fade, exiting: .cut, arriving: arriving, previousTopID: previousTopID)
        stack.cutBackgroundAlpha()
        if stack.top?.id == id { _ = stack.takeAnnouncement() }
        // Its fade's completion announces it (KV:529-537).
        kolodaCompletions.append(KolodaCompletion(kind: .rewind, due: time + duration, cardID: id))
        holdSemaphore(until: time + duration)
        return true
    }

    /// How a revert starts, whatever brings the card back.
    private enum RevertStart {
        /// Nothing to bring back.
        case refused
        /// The card is back at once: no card is drawn.
        case done
        /// The card at `index`, which left toward `from`, comes back over the stack of `snapshot`.
        case animate(index: Int, from: SwipeResultDirection, snapshot: [CardSnapshot], previousTopID: CardID?)

        /// Whether the revert took effect.
        var tookEffect: Bool {
            if case .refused = self { return false }
            return true
        }
    }

    /// The start every revert shares: the count brought up to date, the card taken back from the
    /// history (toward `direction`, or the side it left), a return in progress announced as ended,
    /// and, with no card drawn, the card back at once.
    private func startRevert(direction: SwipeResultDirection?) -> RevertStart {
        synchronizeCount()
        let snapshot = snapshotStack()
        let previousTopID = stack.top?.id
        guard let (index, from) = cursor.undo(from: direction, isLoop: options.isLoop) else { return .refused }
        announceInterruptedReturn()
        guard options.countOfVisibleCards > 0 else {
            // Nothing is drawn, so the card is back at once.
            rebuildStack(snapshot: snapshot, entering: .fade, exiting: .fade)
            announceRewind(of: index)
            return .done
        }
        return .animate(index: index, from: from, snapshot: snapshot, previousTopID: previousTopID)
    }

    /// How long Koloda's revert with no direction fades the card in (KVA:49).
    static let kolodaUndirectedRevertDuration = 1.0

    // MARK: Loading and jumping

    private func performReloadData() {
        announceInterruptedReturn()
        cancelGesture()
        cursor.reload(count: reportedCount(), isLoop: options.isLoop)
        prefetcher.forget(nil)
        stack.forgetDataIndexes()
        if timingModel.isKoloda {
            stack.sendFlightsBeneath()
            layOutSlotsInShrunkenDeck()
        }
        rebuildStack(snapshot: [], entering: .cut, exiting: .cut)
    }

    private func performResetCurrentCardIndex() {
        announceInterruptedReturn()
        cancelGesture()
        cursor.restart(count: reportedCount())
        stack.forgetDataIndexes()
        if timingModel.isKoloda {
            stack.sendFlightsBeneath()
            layOutSlotsInShrunkenDeck()
        }
        rebuildStack(snapshot: [], entering: .cut, exiting: .cut)
        performApplyAppearAnimation()
    }

    /// A deck with no data source has nothing to appear: were it to animate, a data source
    /// connected within the animation's time would have its cards zoom in although its delegate
    /// said no.
    ///
    /// Under Koloda's model, nothing plays while the semaphore is held, and the delegate is not
    /// asked then (KV:313-318); the animation starts after the drag speed's duration (KVA:26, 36)
    /// and holds the semaphore until it ends (KV:305-308).
    private func performApplyAppearAnimation() {
        if timingModel.isKoloda, isAnimationSemaphoreHeld { return }
        let wanted = binding.dataSourceIdentity != nil && ask { binding.shouldApplyAppearAnimation() } ?? true
        appearStart = wanted && !reducesMotion ? time : nil
        appearDelay = appearStart != nil && timingModel.isKoloda ? dragSpeed().duration : 0
        if timingModel.isKoloda, let appearEnd { holdSemaphore(until: appearEnd) }
    }

    private func performShowCard(at index: Int) {
        guard index != currentCardIndex || stack.isEmpty else { return }
        announceInterruptedReturn()
        let snapshot = snapshotStack()
        cursor.show(index)
        rebuildStack(snapshot: snapshot, entering: .fade, exiting: .fade)
    }

    // MARK: Changes of the data

    private func performInsert(_ range: Range<Int>, animated: Bool) throws(KolodaError) {
        try requireReportedCount(countOfCards + range.count, for: .insert(range, animated: animated))
        guard !range.isEmpty else { return }
        let style = nextInsertion
        nextInsertion = InsertionStyle()
        announceInterruptedReturn()
        let snapshot = snapshotStack()
        stack.insert { $0 >= range.lowerBound ? $0 + range.count : $0 }
        cursor.insert(range, behindCurrent: style.behindCurrentCard)
        prefetcher.insert(range)
        if timingModel.isKoloda {
            if !style.keepsCardsShown { layOutSlotsInShrunkenDeck(keepingTop: true) }
            let insertion = timings.kolodaInsertion(animated: animated)
            rebuildStack(
                snapshot: snapshot, entering: insertion.entering, exiting: insertion.exiting, moving: insertion.moving, keepsDeepAlpha: true)
        } else {
            let transition: CardStack.Transition = animated ? .fade : .cut
            rebuildStack(snapshot: snapshot, entering: transition, exiting: transition)
        }
        silenceEditUnderKoloda()
        // Koloda's animated insertion holds the semaphore while it fades the cards in (KV:731-738,
        // KVA:98-112).
        if timingModel.isKoloda, animated, !reducesMotion { holdSemaphore(until: time + Self.kolodaInsertionDuration) }
    }

    /// How long Koloda fades inserted cards in (KVA:101-111).
    static let kolodaInsertionDuration = 0.2

    private func performRemove(_ range: Range<Int>, animated: Bool) throws(KolodaError) {
        try requireReportedCount(countOfCards - range.count, for: .remove(range, animated: animated))
        guard !range.isEmpty else { return }
        announceInterruptedReturn()
        let snapshot = snapshotStack()
        let previousTopID = stack.top?.id
        let hadCardToShow = !options.isLoop && currentCardIndex < countOfCards
        // Under Koloda's model (KV:749-787) the removed cards of the stack fly off to the right as
        // a programmatic swipe does, animated or not, announcing nothing; the others, and the
        // cards that fill the stack, are laid out at once.
        var flyOff: (direction: SwipeResultDirection, make: (CardSnapshot, VisibleCard) -> FlyOff)?
        if case .koloda(let screen) = timingModel {
            let duration = timings.flyOff(dragSpeed())
            let bounds = self.bounds
            flyOff = (
                .right,
                { state, card in
                    FlyOff.koloda(
                        from: state.pose, pivot: card.pivot, translation: .zero, direction: .right, keepsTurn: false, duration: duration,
                        bounds: bounds, screen: screen)
                }
            )
        }
        stack.remove(range, snapshot: snapshot, fade: animated && flyOff == nil ? timings.fade : nil, flyOff: flyOff, time: time)
        cursor.remove(range, isLoop: options.isLoop)
        prefetcher.remove(range)
        let transition: CardStack.Transition = animated && flyOff == nil ? .fade : .cut
        rebuildStack(
            snapshot: snapshot, entering: transition, exiting: transition, previousTopID: previousTopID,
            moving: flyOff == nil ? nil : .timed(duration: 0, curve: .linear))
        silenceEditUnderKoloda()
        // The deck's own model says when the data's removal leaves no card to show, as a swipe of
        // the last card does (a filter that leaves only swiped items); Koloda says nothing.
        if !timingModel.isKoloda, hadCardToShow, currentCardIndex >= countOfCards { emit(.didRunOutOfCards) }
    }

    /// Refuses an insert or remove that the data source's count does not agree with.
    private func requireReportedCount(_ expected: Int, for action: DeckAction) throws(KolodaError) {
        let reported = reportedCount()
        guard reported == expected else { throw .countMismatch(operation: action.name, expected: expected, reported: reported) }
    }

    /// Under Koloda's model only the cards of the stack from the current one on are asked for
    /// again, as Koloda reconfigures its visible cards alone (KV:791-804): not a card flying off,
    /// nor one a looping deck shows again.
    private func performReloadRange(_ range: Range<Int>) {
        let range =
            timingModel.isKoloda
            ? range.clamped(to: currentCardIndex..<max(currentCardIndex, currentCardIndex + options.countOfVisibleCards)) : range
        guard !range.isEmpty else { return }
        announceInterruptedReturn()
        stack.renewIdentities(in: range, leavingToo: !timingModel.isKoloda) { old, new in
            pointer.renewCard(old, as: new)
            if kolodaHeldCard?.id == old { kolodaHeldCard?.id = new }
            for position in kolodaCompletions.indices where kolodaCompletions[position].cardID == old { kolodaCompletions[position].cardID = new }
        }
        prefetcher.forget(range)
        announcePrefetching()
    }

    /// Puts back a saved state: the index and the history as saved, the count the data source
    /// has now (at least the saved one), the cards re-created at the index without the appear
    /// animation, as ``KolodaOperations/reloadData()`` does.
    private func performRestore(_ state: DeckState) throws(KolodaError) {
        guard binding.dataSourceIdentity != nil else {
            // No data yet: the first load starts at the state, which must at least agree with
            // itself now; whether it fits the data is known at the load.
            if let problem = state.problem(withAvailableCards: state.count) { throw .stateDoesNotFit(problem) }
            stateForFirstLoad = state
            return
        }
        let available = reportedCount()
        if let problem = state.problem(withAvailableCards: available) { throw .stateDoesNotFit(problem) }
        announceInterruptedReturn()
        cancelGesture()
        cursor.restore(state, available: available, isLoop: options.isLoop)
        stack.forgetDataIndexes()
        rebuildStack(snapshot: [], entering: .cut, exiting: .cut)
    }

    // MARK: Bounds and options

    private func performResize(to size: Size) {
        bounds = size
        layOutSlots()
    }

    private func performSetOptions(_ newOptions: DeckOptions) {
        let snapshot = snapshotStack()
        options = newOptions
        layOutSlots()
        cursor.clamp(isLoop: options.isLoop)
        rebuildStack(snapshot: snapshot, entering: .fade, exiting: .fade)
    }

    // MARK: Shared steps

    /// Under Koloda's model, while the appear animation shrinks the deck, lays the slots out from
    /// the deck's size as shrunk now, as Koloda measures its cards from its own frame
    /// (KV:203-219); the animation's end lays them out from the full size again.
    ///
    /// With `keepingTop`, only the slots behind the top one are laid out again, as an insertion
    /// moves only the cards behind the top one (KV:730, KVA:128-137).
    private func layOutSlotsInShrunkenDeck(keepingTop: Bool = false) {
        guard isAppearing, let start = appearStart, options.appearanceAnimationDuration > 0 else { return }
        let elapsed = time - start - appearDelay
        // pop has not touched the scale before the animation begins.
        let scale = elapsed < 0 ? 1 : 0.1 + 0.9 * TimingCurve.ease.value(at: elapsed / options.appearanceAnimationDuration)
        guard scale != kolodaLayoutScale ?? 1 else { return }
        kolodaLayoutScale = scale == 1 ? nil : scale
        layOutSlots(keepingTop: keepingTop)
    }

    /// Koloda's completion of the appear animation lays the cards out from the full frame at once
    /// (KV:306-309).
    func finishKolodaAppearLayout() {
        guard kolodaLayoutScale != nil, !isAppearing else { return }
        kolodaLayoutScale = nil
        layOutSlots()
    }

    /// Recomputes every slot's pose from the layout and the bounds, asking the delegate whether
    /// background cards are semi-transparent.
    func layOutSlots(keepingTop: Bool = false) {
        let transparent = ask { binding.shouldTransparentizeNextCard() } ?? options.shouldTransparentizeNextCard
        let count = options.countOfVisibleCards
        let scale = kolodaLayoutScale ?? 1
        let size = Size(width: bounds.width * scale, height: bounds.height * scale)
        var frames = (0..<max(count, 1)).map { options.frame(forSlot: $0, visibleCount: count, in: size) }
        if frames.contains(where: { !($0.origin.isFinite && $0.size.isValidBounds) }) {
            emit(.diagnostic(message: "layout returned a non-finite or negative frame; using zero-sized frames instead"))
            frames = frames.map { $0.origin.isFinite && $0.size.isValidBounds ? $0 : Rect(x: 0, y: 0, width: 0, height: 0) }
        }
        stack.layOut(
            frames, topAlpha: options.alphaValueOpaque,
            backgroundAlpha: transparent ? options.alphaValueSemiTransparent : options.alphaValueOpaque, keepingTop: keepingTop)
    }

    /// Rebuilds the stack for the current index (see ``CardStack/rebuild(window:snapshot:entering:exiting:arriving:previousTopID:sample:timings:time:)``);
    /// a gesture on a card that is no longer the top card ends.
    private func rebuildStack(
        snapshot: [CardSnapshot], entering: CardStack.Transition, exiting: CardStack.Transition, arriving: VisibleCard? = nil,
        previousTopID: CardID? = nil, moving: AnimationTiming? = nil, keepsDeepAlpha: Bool = false
    ) {
        let (topChanged, endedReturn) = stack.rebuild(
            window: cursor.window(visibleCount: options.countOfVisibleCards, isLoop: options.isLoop), snapshot: snapshot,
            entering: entering, exiting: exiting, arriving: arriving, previousTopID: previousTopID, sample: pointerSample(),
            timings: timings, moving: moving, keepsDeepAlpha: keepsDeepAlpha, time: time, turnsLeavingCardsBack: !timingModel.isKoloda)
        // A return that the new window ends (new options, a count changed behind the deck's
        // back) is announced like any other interrupted return.
        if let endedReturn { announceRewind(of: endedReturn) }
        if topChanged, let grip = pointer.grip, grip.cardID != stack.top?.id { cancelGesture() }
        announcePrefetching()
    }

    /// Announces the `didRewind` of a card still returning from an undo, now, before the events of
    /// the operation that interrupts its return (see <doc:DeckModel>): every undo is announced
    /// exactly once, and an app that mirrors the history from the events stays in step.
    private func announceInterruptedReturn() {
        if let index = stack.interruptReturn() { announceRewind(of: index) }
    }

    /// The one place that emits `didRewind`: for an undo whose pending announcement the caller
    /// has just taken from the stack (which gives each one out once), or for an undo with no card
    /// drawn, which is back at once.
    func announceRewind(of index: Int) { emit(.didRewind(index: index)) }

    /// Tells the data source which cards it should load ahead now and which it no longer needs,
    /// and the delegate when the deck has come near its end. O(w + p).
    private func announcePrefetching() {
        let visible = options.countOfVisibleCards
        let announcement = prefetcher.update(
            window: cursor.window(visibleCount: visible, isLoop: options.isLoop),
            upcoming: cursor.upcoming(afterVisible: visible, prefetchCount: options.prefetchCount, isLoop: options.isLoop),
            undoCard: options.prefetchCount > 0 ? cursor.nextUndoCard(isLoop: options.isLoop) : nil,
            remaining: cursor.remaining(visibleCount: visible, prefetchCount: options.prefetchCount, isLoop: options.isLoop),
            count: countOfCards)
        if !announcement.cancel.isEmpty { emit(.cancelPrefetch(indexes: announcement.cancel)) }
        if !announcement.prefetch.isEmpty { emit(.prefetch(indexes: announcement.prefetch)) }
        if let remaining = announcement.nearEnd { emit(.nearEnd(remaining: remaining)) }
    }

    /// Stops the gesture without animating: a drag ends with `panFinished`, a reset just stops.
    private func cancelGesture() {
        if pointer.letGo() { emit(.panFinished) }
    }

    /// Reads the data source's count; if it changed behind the deck's back, reports it once and
    /// rebuilds the stack so that no card beyond the new count is shown.
    private func synchronizeCount() {
        let before = (countOfCards, currentCardIndex)
        if let message = cursor.synchronize(reported: reportedCount(), isLoop: options.isLoop) { emit(.diagnostic(message: message)) }
        if before != (countOfCards, currentCardIndex) || stack.cards.contains(where: { $0.index >= countOfCards }) {
            rebuildStack(snapshot: snapshotStack(), entering: .fade, exiting: .cut)
        }
    }
}
