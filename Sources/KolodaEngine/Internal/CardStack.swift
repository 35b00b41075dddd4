// SPDX-License-Identifier: MIT

/// Every card that holds a view: the cards in the stack's slots, top first, and the cards on
/// their way out; with the slots' poses and the identities given to cards.
///
/// Its methods keep the stack's rules: the stack shows exactly the window's indexes in slot
/// order, a card keeps its identity (and so its view) while it stays on screen, no index is on
/// screen twice, and only the top card has an announcement pending.
struct CardStack {
    /// How a card that appears in the window, or leaves it, is animated.
    enum Transition: Equatable {
        /// It fades in or out over the fade duration.
        case fade
        /// It appears or disappears at once.
        case cut
        /// It fades in or out over `duration` on `curve`, where it is.
        case eased(duration: Double, curve: TimingCurve)

        /// The fade's duration and curve, if the card fades.
        func fade(_ timings: DeckTimings) -> (duration: Double, curve: TimingCurve)? {
            switch self {
            case .fade: (timings.fade, .easeOut)
            case .cut: nil
            case .eased(let duration, let curve): (duration, curve)
            }
        }
    }

    /// The cards in the slots, top first.
    private(set) var cards: [VisibleCard] = []
    /// The cards flying off or fading out.
    private(set) var leaving = LeavingCards()
    /// Each slot's pose at rest; at least one.
    private(set) var slots: [Pose] = [Pose(frame: Rect(x: 0, y: 0, width: 0, height: 0), contentSize: .zero, alpha: 1)]
    /// The size every card's content is laid out at: the top slot's.
    private(set) var contentSize = Size.zero
    /// Whether a timed motion follows its curve from the start, as pop's basic animations do
    /// under Koloda's model, rather than taking over the card's velocity.
    var followsCurves = false
    private var identities = CardIdentities()

    var top: VisibleCard? {
        @inline(__always) get { cards.first }
    }

    var isEmpty: Bool { cards.isEmpty }

    /// The pose of a card at rest in a slot (the last slot's for slots beyond it).
    @inline(__always)
    func restPose(slot: Int) -> Pose { slots[min(slot, slots.count - 1)] }

    /// Where the card in `slot` is without its own motion: its slot's pose, moved toward the
    /// slot above by `follow` while the top card is dragged.
    @inline(__always)
    func basePose(slot: Int, follow: Double) -> Pose {
        let rest = restPose(slot: slot)
        guard slot > 0, follow > 0 else { return rest }
        return rest.interpolated(to: restPose(slot: slot - 1), fraction: follow)
    }

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
        if let keptAlpha = card.keptAlpha { pose.alpha = keptAlpha }
        guard position == 0, let sample, sample.grip.cardID == card.id else { return (pose, velocity) }
        let held =
            sample.kolodaPose.map { sample.grip.pose(koloda: $0) }
            ?? sample.grip.pose(displacement: sample.displacement, drag: drag, contentSize: contentSize)
        pose = sample.isSettling ? held + (pose - sample.grip.neutral) : held
        velocity.centerX += sample.velocity.dx
        velocity.centerY += sample.velocity.dy
        return (pose, velocity)
    }

    /// Writes every card that holds a view at `time` into `drawn`, back to front (see
    /// `KolodaDeck.render(into:)`): cards dropping off the back; the slots from the last to the
    /// top, each removed card just in front of the slot it was removed from; a card returning
    /// from an undo; the cards flying off, the most recently swiped frontmost, or, with
    /// `flightsBeneath`, behind everything else, so that they never cover the stack.
    func render(into drawn: inout [RenderedCard], time: Double, sample: Pointer.Sample?, drag: DragInterpreter, flightsBeneath: Bool = false) {
        drawn.removeAll(keepingCapacity: true)
        if flightsBeneath {
            for card in leaving where card.kind == .flight {
                drawn.append(rendered(card, time: time))
            }
        }
        if followsCurves {
            for card in leaving.newestFirst where card.kind == .flight && card.isBeneath {
                drawn.append(rendered(card, time: time))
            }
        }
        var deepestRemovedSlot = -1
        for card in leaving {
            switch card.kind {
            case .droppedOff: drawn.append(rendered(card, time: time))
            case .removed(let slot):
                if card.isBeneath { drawn.append(rendered(card, time: time)) } else { deepestRemovedSlot = max(deepestRemovedSlot, slot) }
            case .flight: break
            }
        }
        let follow = sample?.followFraction ?? 0
        // Under Koloda's model a card brought back by a revert is a view added over every other,
        // cards still flying off included (KV:523), until it leaves.
        let topIsReturning = followsCurves ? top?.isAddedOverAll == true : top?.announcement == .rewind
        // Under Koloda's model a removed card stays just in front of the card that was behind it,
        // in the stack or flying off in front of it.
        func followsCardBehind(_ card: LeavingCard) -> Bool {
            guard followsCurves, let above = card.above else { return false }
            if let position = cards.firstIndex(where: { $0.id == above }) { return position > 0 || !topIsReturning }
            return !flightsBeneath && leaving.contains { $0.id == above && $0.kind == .flight && !$0.isBeneath }
        }
        for slot in stride(from: max(cards.count - 1, deepestRemovedSlot), through: 0, by: -1) {
            if slot < cards.count, slot > 0 || !topIsReturning {
                drawn.append(rendered(at: slot, time: time, sample: sample, follow: follow, drag: drag))
                if followsCurves, deepestRemovedSlot >= 0 {
                    for card in leaving where card.above == cards[slot].id && !card.isBeneath {
                        drawn.append(rendered(card, time: time))
                    }
                }
            }
            guard slot <= deepestRemovedSlot else { continue }
            for card in leaving where card.kind == .removed(slot: slot) && !card.isBeneath && !followsCardBehind(card) {
                drawn.append(rendered(card, time: time))
            }
        }
        if topIsReturning, !followsCurves {
            drawn.append(rendered(at: 0, time: time, sample: sample, follow: follow, drag: drag))
        }
        if !flightsBeneath, followsCurves {
            // Koloda's views keep their order: a card swiped earlier stays in front (KV:463-467).
            for card in leaving.newestFirst where card.kind == .flight && !card.isBeneath {
                drawn.append(rendered(card, time: time))
                if deepestRemovedSlot >= 0 {
                    for removed in leaving where removed.above == card.id && !removed.isBeneath {
                        drawn.append(rendered(removed, time: time))
                    }
                }
            }
        } else if !flightsBeneath {
            for card in leaving where card.kind == .flight {
                drawn.append(rendered(card, time: time))
            }
        }
        if topIsReturning, followsCurves {
            drawn.append(rendered(at: 0, time: time, sample: sample, follow: follow, drag: drag))
        }
    }

    /// A card as the host draws it: at `pose`, with its content at the top card's size.
    @inline(__always)
    func rendered(_ id: CardID, index: Int?, slot: Int?, pose: Pose, overlay: OverlayState?) -> RenderedCard {
        RenderedCard(
            id: id, index: index, slot: slot, center: pose.center, size: contentSize,
            scale: Vector(dx: pose.scaleX, dy: pose.scaleY), rotation: pose.rotation,
            alpha: min(max(pose.alpha, 0), 1), overlay: overlay)
    }

    /// The card in the slot at `position` as drawn at `time`; the held top card shows the drag's
    /// overlay.
    private func rendered(at position: Int, time: Double, sample: Pointer.Sample?, follow: Double, drag: DragInterpreter) -> RenderedCard {
        let card = cards[position]
        var pose = pose(at: position, time: time, sample: sample, follow: follow, drag: drag).pose
        if time < card.hiddenUntil { pose.alpha = 0 }
        var overlay = card.overlay?.state(at: time)
        if position == 0, let sample, sample.grip.cardID == card.id, let direction = sample.classification.direction {
            overlay = OverlayState(direction: direction, progress: sample.classification.progress(threshold: sample.grip.threshold))
        }
        return rendered(card.id, index: card.index, slot: position, pose: pose, overlay: overlay)
    }

    private func rendered(_ card: LeavingCard, time: Double) -> RenderedCard {
        rendered(card.id, index: card.index, slot: nil, pose: card.state(at: time).pose, overlay: card.overlay?.state(at: time))
    }

    /// Under Koloda's model, the cards flying off now fly beneath the stack from now on.
    mutating func sendFlightsBeneath() { leaving.sendFlightsBeneath() }

    /// Under Koloda's model, the top card turns about `pivot` from now on.
    mutating func setTopPivot(_ pivot: Vector) { cards[0].pivot = pivot }

    /// Under Koloda's model, the cards behind the top one that kept an alpha from before they
    /// moved take their slot's.
    mutating func forgetKeptAlphas() {
        for position in cards.indices { cards[position].keptAlpha = nil }
    }

    /// Under Koloda's model, the cards behind the top one take their slot's alpha at once as they
    /// move: Koloda sets it, and animates only the top card's (KV:478-481, 540-543).
    mutating func cutBackgroundAlpha() {
        for position in cards.indices.dropFirst() {
            cards[position].motion = cards[position].motion?.withoutAlpha()
        }
    }

    /// Hides the cards that are not in `snapshot` (they entered the stack) until `time`.
    mutating func hideEntering(notIn snapshot: [CardSnapshot], until time: Double) {
        for position in cards.indices where !snapshot.contains(where: { $0.id == cards[position].id }) {
            cards[position].hiddenUntil = time
        }
    }

    /// A new identity, never used before in this deck.
    mutating func makeCardID() -> CardID { identities.make() }

    /// Lays the slots out in `frames` (slot 0 first); every slot but the top one gets
    /// `backgroundAlpha`. With `keepingTop`, the top slot and the cards' size stay as they were,
    /// as Koloda lays out only the cards behind the top one when it moves them back (KV:260-298).
    mutating func layOut(_ frames: [Rect], topAlpha: Double, backgroundAlpha: Double, keepingTop: Bool = false) {
        let top = slots[0]
        if !keepingTop { contentSize = frames[0].size }
        slots = frames.enumerated().map { slot, frame in
            if slot == 0, keepingTop { return top }
            return Pose(frame: frame, contentSize: contentSize, alpha: slot == 0 ? topAlpha : backgroundAlpha)
        }
    }

    // MARK: Motion

    /// A motion from a pose to a target starting at `time`, or nil when there is nothing to animate.
    func motion(from pose: Pose, velocity: Pose, to target: Pose, timing: AnimationTiming, time: Double) -> Motion? {
        if case .timed(let duration, _) = timing, duration <= 0 { return nil }
        let motion = Motion(
            timing: timing, startTime: time, displacement: pose - target, velocity: velocity, contentSize: contentSize,
            handsOverVelocity: !followsCurves)
        return motion.isFinished(at: time) ? nil : motion
    }

    /// Lets go of every animation that has finished by `time`.
    mutating func dropFinishedAnimations(at time: Double) {
        leaving.dropFinished(at: time)
        for position in cards.indices {
            if let motion = cards[position].motion, motion.isFinished(at: time) {
                cards[position].motion = nil
            }
        }
    }

    // MARK: The top card

    /// The pointer took hold of the top card: its own motion and overlay stop.
    mutating func holdTop() {
        cards[0].motion = nil
        cards[0].overlay = nil
    }

    /// The top card's overlay stops showing (a nudge).
    mutating func clearTopOverlay() { cards[0].overlay = nil }

    /// The top card's own motion: its way back to the slot after a reset.
    mutating func setTopMotion(_ motion: Motion?) { cards[0].motion = motion }

    /// Ends the return of a card coming back from an undo before it has settled: its `didRewind`
    /// is due now, and it will not announce `didShow`.
    ///
    /// - Returns: The returning card's index, when the top card was returning.
    mutating func interruptReturn() -> Int? {
        guard let top = cards.first, top.announcement == .rewind else { return nil }
        cards[0].announcement = nil
        return top.index
    }

    /// Takes the top card's pending announcement, which is then no longer pending.
    mutating func takeAnnouncement() -> Announcement? {
        defer { if !cards.isEmpty { cards[0].announcement = nil } }
        return cards.first?.announcement
    }

    // MARK: Leaving

    /// Takes the top card off the stack.
    mutating func removeTop() -> VisibleCard { cards.removeFirst() }

    /// Sends a card on its way out.
    mutating func launch(_ card: LeavingCard) { leaving.append(card) }

    /// Fades a card out from `pose` over `duration`.
    mutating func fadeOut(
        _ id: CardID, index: Int?, from pose: Pose, kind: LeavingCard.Kind, duration: Double, curve: TimingCurve = .easeOut, time: Double
    ) {
        var target = pose
        target.alpha = 0
        guard let motion = motion(from: pose, velocity: .zero, to: target, timing: .timed(duration: duration, curve: curve), time: time)
        else { return }
        leaving.append(LeavingCard(id: id, index: index, target: target, motion: motion, overlay: nil, kind: kind))
    }

    /// Takes the card with `index` out of the stack or the leaving cards, with its pose and
    /// velocity at `time`, so that it can be animated from there.
    ///
    /// - Parameter snapshot: Every card of the stack now, in slot order.
    mutating func takeCardOnScreen(
        index: Int, snapshot: [CardSnapshot], time: Double, leavingToo: Bool = true
    ) -> (id: CardID, pose: Pose, velocity: Pose)? {
        if let position = cards.firstIndex(where: { $0.index == index }) {
            let card = cards.remove(at: position)
            let state = snapshot[position]
            return (card.id, state.pose, state.velocity)
        }
        guard leavingToo, let card = leaving.take(index: index) else { return nil }
        let (pose, velocity) = card.state(at: time)
        return (card.id, pose, velocity)
    }

    // MARK: Changes of the data

    /// Lets go of the stack and unlinks the leaving cards from the data: after a reload their
    /// indexes may name other cards, so they finish leaving with no index.
    mutating func forgetDataIndexes() {
        cards.removeAll()
        leaving.updateIndexes { _ in nil }
    }

    /// Cards were inserted: every index on screen moves by `shift`.
    mutating func insert(shift: (Int) -> Int) {
        for position in cards.indices { cards[position].index = shift(cards[position].index) }
        leaving.updateIndexes(shift)
    }

    /// The cards of `range` were removed from the data: those in the stack fly off as `flyOff`
    /// says (with their overlay for its direction fading in over the flight), or else fade out
    /// where they are when `fade` is set; the leaving ones lose their index, and later indexes
    /// move down.
    ///
    /// - Parameter snapshot: Every card of the stack now, in slot order.
    mutating func remove(
        _ range: Range<Int>, snapshot: [CardSnapshot], fade: Double?,
        flyOff: (direction: SwipeResultDirection, make: (CardSnapshot, VisibleCard) -> FlyOff)? = nil, time: Double
    ) {
        let shift = { (index: Int) in index >= range.upperBound ? index - range.count : index }
        for (slot, state) in snapshot.enumerated().reversed() where range.contains(cards[slot].index) {
            let card = cards.remove(at: slot)
            if let flyOff, case let flight = flyOff.make(state, card),
                let motion = motion(
                    from: state.pose.pivotForm(flight.pivot), velocity: flight.velocity, to: flight.target, timing: flight.timing, time: time)
            {
                let overlay = OverlayAnimation(direction: flyOff.direction, from: 0, to: 1, startTime: time, duration: motion.endTime - time)
                var leavingCard = LeavingCard(
                    id: state.id, index: nil, target: flight.target, motion: motion, overlay: overlay, kind: .removed(slot: slot),
                    pivot: flight.pivot)
                // Koloda's views keep their order, and the cards that fill the stack are added just
                // beneath the last card that stays (KV:557-577): over a removed card that no card
                // staying was beneath (the deeper removed cards are already out of `cards`).
                leavingCard.isBeneath = slot == cards.count
                if slot < cards.count { leavingCard.above = cards[slot].id }
                leaving.append(leavingCard)
            } else if let fade {
                fadeOut(state.id, index: nil, from: state.pose, kind: .removed(slot: slot), duration: fade, time: time)
            }
        }
        for position in cards.indices { cards[position].index = shift(cards[position].index) }
        leaving.updateIndexes { range.contains($0) ? nil : shift($0) }
    }

    /// Gives every card on screen whose index is in `range` a new identity, so that its host
    /// asks for its view again.
    ///
    /// - Parameters:
    ///   - leavingToo: Whether the cards leaving the deck are renewed too.
    ///   - renewed: Hears each old and new identity of a card in the stack.
    mutating func renewIdentities(in range: Range<Int>, leavingToo: Bool = true, _ renewed: (CardID, CardID) -> Void) {
        for position in cards.indices where range.contains(cards[position].index) {
            let newID = makeCardID()
            renewed(cards[position].id, newID)
            cards[position].id = newID
        }
        if leavingToo { leaving.renewIdentities(in: range, from: &identities) }
    }

    // MARK: The window

    /// Rebuilds the stack for the indexes of `window`.
    ///
    /// A card that stays moves from where it is to its new place, carrying its velocity; a card
    /// held by the pointer that stays on top is left to the pointer. An index that enters the
    /// window takes back a card still leaving with that index (so no index is drawn twice), or
    /// appears as `entering` says; a card that leaves the window drops off the back as `exiting`
    /// says. Only the top card keeps an announcement, and a new top card announces itself
    /// (`didShow`) once it has settled unless it already has an announcement (an undo).
    ///
    /// - Parameters:
    ///   - snapshot: Every card of the stack before the change, in slot order.
    ///   - arriving: A card that takes slot 0 (a reverted card), already animated.
    ///   - previousTopID: The top card before the change, when the caller has already taken it
    ///     out of the stack.
    ///   - sample: The pointer's hold, if any.
    ///   - moving: How the cards that stay move to their new slots, when not as `timings` says.
    ///   - keepsDeepAlpha: Whether a card that stays and ends beyond slot 1 keeps its alpha (see
    ///     ``VisibleCard/keptAlpha``); otherwise every card takes its slot's again.
    ///   - turnsLeavingCardsBack: Whether an index that enters the window takes back a card still
    ///     leaving with it; when false (Koloda's model), a new card is made for it, asked of the
    ///     data source anew, while the old one finishes leaving.
    /// - Returns: Whether the top card changed, and the index of a card whose return from an undo
    ///   the change ended before it settled (it left the top slot): its `didRewind` is due now.
    mutating func rebuild(
        window: [Int], snapshot: [CardSnapshot], entering: Transition, exiting: Transition, arriving: VisibleCard? = nil,
        previousTopID: CardID?, sample: Pointer.Sample?, timings: DeckTimings, moving: AnimationTiming? = nil,
        keepsDeepAlpha: Bool = false, time: Double, turnsLeavingCardsBack: Bool = true
    ) -> (topChanged: Bool, endedReturn: Int?) {
        let previousTopID = previousTopID ?? cards.first?.id
        let returning = cards.first.flatMap { $0.announcement == .rewind ? $0 : nil }
        var endedReturn: Int? {
            guard let returning, cards.first?.id != returning.id || cards.first?.announcement != .rewind else { return nil }
            return returning.index
        }
        var previous = cards
        var states = snapshot
        cards.removeAll(keepingCapacity: true)
        for (slot, index) in window.enumerated() {
            if slot == 0, let arriving {
                cards.append(arriving)
            } else if let position = previous.firstIndex(where: { $0.index == index }) {
                cards.append(previous.remove(at: position))
            } else if turnsLeavingCardsBack, let card = leaving.take(index: index) {
                let (pose, velocity) = card.state(at: time)
                states.append(CardSnapshot(id: card.id, pose: pose, velocity: velocity, base: pose))
                let overlay = card.overlay?.state(at: time).map {
                    OverlayAnimation(direction: $0.direction, from: $0.progress, to: 0, startTime: time, duration: timings.fade)
                }
                cards.append(VisibleCard(id: card.id, index: index, overlay: overlay))
            } else {
                let fadeIn = entering.fade(timings).flatMap { self.fadeIn(slot: slot, duration: $0.duration, curve: $0.curve, time: time) }
                cards.append(VisibleCard(id: makeCardID(), index: index, motion: fadeIn))
            }
        }
        let gripContinues = sample.map { $0.grip.cardID == cards.first?.id } ?? false
        let follow = gripContinues ? sample?.followFraction ?? 0 : 0
        for slot in cards.indices {
            if slot > 0 { cards[slot].announcement = nil }
            let keptAlpha = cards[slot].keptAlpha
            cards[slot].keptAlpha = nil
            guard let oldSlot = states.firstIndex(where: { $0.id == cards[slot].id }) else { continue }
            if slot == 0, gripContinues { continue }
            let state = states[oldSlot]
            let base = basePose(slot: slot, follow: follow)
            if oldSlot != slot || state.base != base {
                cards[slot].motion = motion(from: state.pose, velocity: state.velocity, to: base, timing: moving ?? timings.relayout, time: time)
            }
            if keepsDeepAlpha, slot > 1, oldSlot < snapshot.count {
                let alpha = keptAlpha ?? restPose(slot: oldSlot).alpha
                if alpha != base.alpha {
                    cards[slot].keptAlpha = alpha
                    cards[slot].motion = cards[slot].motion?.withoutAlpha()
                }
            }
        }
        // The deepest first, so that each is drawn behind the one that was above it.
        for card in previous.reversed() {
            guard let fade = exiting.fade(timings), let state = snapshot.first(where: { $0.id == card.id }) else { continue }
            fadeOut(card.id, index: card.index, from: state.pose, kind: .droppedOff, duration: fade.duration, curve: fade.curve, time: time)
        }
        guard cards.first?.id != previousTopID else { return (false, endedReturn) }
        if !cards.isEmpty, cards[0].announcement == nil { cards[0].announcement = .show }
        return (true, endedReturn)
    }

    #if DEBUG
        /// Lets a test break the stack's rules, to check that the invariant checker notices.
        mutating func breakRules(_ change: (inout [VisibleCard]) -> Void) { change(&cards) }
    #endif

    private func fadeIn(slot: Int, duration: Double, curve: TimingCurve, time: Double) -> Motion? {
        var transparent = restPose(slot: slot)
        transparent.alpha = 0
        return motion(from: transparent, velocity: .zero, to: restPose(slot: slot), timing: .timed(duration: duration, curve: curve), time: time)
    }
}

/// A card of the stack's pose and velocity at one instant, kept across a change of the window.
struct CardSnapshot {
    var id: CardID
    var pose: Pose
    var velocity: Pose
    /// Where the card would be without its own motion: its slot, moved by the drag of the top
    /// card when background cards follow it; its whole pose when the pointer holds it.
    var base: Pose
}

/// The durations of the deck's timed animations, with reduced motion and the next card at once
/// applied.
struct DeckTimings {
    /// How the cards move to their new slots.
    var relayout: AnimationTiming
    /// How long cards fade in and out.
    var fade: Double
    /// How long a reverted card takes to come back.
    var reverse: Double
    /// How a released card springs back to its slot.
    var reset: AnimationTiming
    private var reducesMotion: Bool
    private var nextCardAtOnce: Bool

    init(_ options: DeckOptions, reducesMotion: Bool, nextCardAtOnce: Bool = false) {
        self.reducesMotion = reducesMotion
        self.nextCardAtOnce = nextCardAtOnce
        let instant = AnimationTiming.timed(duration: 0, curve: .linear)
        let atOnce = reducesMotion || nextCardAtOnce
        relayout = atOnce ? instant : options.relayoutAnimation
        reset = reducesMotion ? instant : .spring(options.resetSpring)
        fade = atOnce ? 0 : options.fadeDuration
        reverse = atOnce ? 0 : options.reverseAnimationDuration
    }

    /// Koloda's insertion (KV:718-744, KVA:98-137): the inserted cards fade in over 0.2 s on
    /// UIKit's default curve, the cards pushed out of the stack fade out over 0.05 s where they
    /// are, and the cards that stay move to their slots linearly over 0.2 s, even when the
    /// insertion is not animated.
    func kolodaInsertion(animated: Bool) -> (entering: CardStack.Transition, exiting: CardStack.Transition, moving: AnimationTiming) {
        if reducesMotion { return (.cut, .cut, .timed(duration: 0, curve: .linear)) }
        guard animated else { return (.cut, .cut, .timed(duration: 0.2, curve: .linear)) }
        return (.eased(duration: 0.2, curve: .easeInOut), .eased(duration: 0.05, curve: .easeInOut), .timed(duration: 0.2, curve: .linear))
    }

    /// How long a fly-off at `speed` takes at most: 0 when motion is reduced (and then the speed
    /// is not asked for); with the next card at once, no longer than a fast one (a cue of where
    /// the card went, beneath the stack, and fewer cards in flight at a culling pace).
    func flyOff(_ speed: @autoclosure () -> DragSpeed) -> Double {
        if reducesMotion { return 0 }
        return nextCardAtOnce ? min(speed().duration, DragSpeed.fast.duration) : speed().duration
    }
}

/// The source of a deck's card identities: each new one follows the last.
struct CardIdentities {
    private var last: UInt64 = 0

    /// A new identity, never used before by this source.
    mutating func make() -> CardID {
        last += 1
        return CardID(rawValue: last)
    }
}
