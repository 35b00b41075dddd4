// SPDX-License-Identifier: MIT

/// The pointer's hold on the top card: a drag, or the released card springing back (at most one
/// of them), and the velocity measured from the drag's samples.
///
/// The drag and the reset are kept as stored values, not as an enum's payloads, so that a
/// pointer move changes the drag in place: a frame copies none of it.
struct Pointer {
    /// The drag in progress.
    private(set) var drag: Gesture.Drag?
    /// The released card springing back.
    private(set) var reset: Gesture.Reset?
    /// The pointer's one velocity tracker, on the stamps of the drag's input events.
    private var tracker = VelocityTracker()

    /// The pointer's effect on the top card at one instant.
    struct Sample {
        var grip: Gesture.Grip
        var displacement: Vector
        var velocity: Vector
        var classification: SwipeClassification
        /// Under Koloda's timing model, the card's turn and translation.
        var kolodaPose: KolodaPose?
        /// Under Koloda's timing model, while a released card springs back, how far the
        /// background cards still are toward the next slot.
        var kolodaFollow: Double?
        /// Whether the card was released and springs back (its own motion then returns its
        /// neutral pose to the slot), rather than held by the pointer.
        var isSettling: Bool

        /// How far background cards have moved toward the next slot: the overlay's progress,
        /// when background cards follow this drag.
        var followFraction: Double {
            guard grip.movesBackgroundCards else { return 0 }
            return kolodaFollow ?? classification.progress(threshold: grip.threshold)
        }
    }

    var isDragging: Bool { drag != nil }

    /// The grip of a drag or of a reset in progress.
    var grip: Gesture.Grip? { drag?.grip ?? reset?.grip }

    /// The card of the drag or of the reset in progress.
    var heldCardID: CardID? { drag?.grip.cardID ?? reset?.grip.cardID }

    /// When a released card's reset settles, while it springs back.
    var resetEndTime: Double? { reset?.endTime }

    /// The velocity measured from the drag's samples of the last 100 ms.
    var velocity: Vector { tracker.velocity }

    /// The drag or reset now, at `time`.
    @inline(__always)
    func sample(at time: Double, contentSize: Size) -> Sample? {
        if let drag {
            return Sample(
                grip: drag.grip, displacement: drag.displacement, velocity: tracker.velocity,
                classification: drag.kolodaShown ?? drag.classification, kolodaPose: drag.kolodaPose, isSettling: false)
        }
        guard let reset else { return nil }
        let (displacement, velocity) = reset.state(at: time)
        let classification = reset.grip.classify(displacement: displacement, contentSize: contentSize)
        return Sample(
            grip: reset.grip, displacement: displacement, velocity: velocity, classification: classification,
            kolodaPose: reset.kolodaPose(at: time, displacement: displacement), kolodaFollow: reset.kolodaFollow(at: time), isSettling: true)
    }

    /// The pointer went down at `point` and holds the card of `grip`, which already had
    /// `displacement` (a card caught while springing back). `stamp` is the press's time on the
    /// clock the drag's velocity is measured on.
    mutating func grab(_ grip: Gesture.Grip, at point: Point, displacement: Vector, stamp: Double, contentSize: Size) {
        tracker.reset()
        tracker.record(point, at: stamp)
        let classification = grip.classify(displacement: displacement, contentSize: contentSize)
        reset = nil
        drag = Gesture.Drag(
            grip: grip, pressPoint: point, initialDisplacement: displacement, displacement: displacement, classification: classification)
        if grip.kolodaDrag != nil {
            drag!.kolodaDistance = displacement
            drag!.kolodaTurn = (rotation: 0, scale: 1)
            drag!.kolodaPose = KolodaPose(translation: displacement, rotation: 0, scale: 1)
            drag!.kolodaShown = classification
        }
    }

    /// The pointer moved to `point` during a drag. Under Koloda's model a move that does not
    /// `turns` the card (the release: DCV:227, 266-269) reads the drag again and leaves the card
    /// as it is. `stamp` is the move's time on the drag's clock (see ``grab(_:at:displacement:stamp:contentSize:)``).
    ///
    /// - Returns: The drag's classification after the move, or nil when no drag is in progress.
    mutating func move(to point: Point, stamp: Double, contentSize: Size, turns: Bool = true) -> SwipeClassification? {
        guard drag != nil else { return nil }
        tracker.record(point, at: stamp)
        drag!.displacement = drag!.initialDisplacement + (point - drag!.pressPoint)
        guard drag!.grip.kolodaDrag != nil else {
            drag!.classification = drag!.grip.classify(displacement: drag!.displacement, contentSize: contentSize)
            return drag!.classification
        }
        // Koloda reads the drag in the card's coordinates, through the turn the card has as it
        // reads it (DCV:227), then turns the card for it (DCV:249-258).
        let previous = drag!.kolodaTurn ?? (rotation: 0, scale: 1)
        let distance = previous.scale != 0 ? drag!.displacement.rotated(by: -previous.rotation) * (1 / previous.scale) : drag!.displacement
        drag!.kolodaDistance = distance
        if turns {
            let turn = drag!.grip.kolodaTurn(displacement: distance, after: drag!.kolodaTurn, contentSize: contentSize) ?? previous
            drag!.kolodaTurn = turn
            drag!.kolodaPose = KolodaPose(translation: distance.rotated(by: turn.rotation) * turn.scale, rotation: turn.rotation, scale: turn.scale)
        }
        drag!.classification = drag!.grip.classify(displacement: distance, contentSize: contentSize, kolodaTurn: drag!.kolodaTurn)
        if turns { drag!.kolodaShown = drag!.classification }
        return drag!.classification
    }

    /// Springs the released card back: `displacement` decays on `timing` from `velocity`, and the
    /// reset ends at `endTime` or when the spring settles, whichever is later.
    mutating func startReset(
        _ grip: Gesture.Grip, displacement: Vector, velocity: Vector, timing: AnimationTiming, time: Double, contentSize: Size,
        settlingEnd: Double, announcesEnd: Bool, kolodaTurn: (rotation: Double, scale: Double)? = nil, kolodaFollow: Double = 0,
        kolodaFrame: Double? = nil
    ) {
        let spring = Motion(
            timing: timing, startTime: time, displacement: Pose(centerX: displacement.dx, centerY: displacement.dy),
            velocity: Pose(centerX: velocity.dx, centerY: velocity.dy), contentSize: contentSize)
        drag = nil
        reset = Gesture.Reset(grip: grip, displacement: spring, endTime: max(spring.endTime, settlingEnd), announcesEnd: announcesEnd)
        if let kolodaTurn {
            reset!.kolodaTurn = kolodaTurn
            reset!.kolodaStart = time
            reset!.kolodaFollowStart = kolodaFollow
            reset!.endTime = max(reset!.endTime, time + Gesture.Reset.kolodaTurnDuration)
            if case .spring(let parameters) = timing, let kolodaFrame, kolodaFrame > 0, velocity == .zero {
                // pop stops its spring at a display frame, where the card is then put at rest.
                let frames = KolodaDeck.popSpringFrames(translation: displacement, spring: parameters, frame: kolodaFrame)
                reset!.kolodaSpring = (frames, kolodaFrame)
                let settled = Double(frames.count - 1) * kolodaFrame
                reset!.endTime = max(time + settled, settlingEnd, time + Gesture.Reset.kolodaTurnDuration)
            }
        }
    }

    /// Ends a reset that has settled by `time`.
    ///
    /// - Returns: Whether it ended and announces its end (`didReset`).
    mutating func settle(by time: Double) -> Bool {
        guard let reset, reset.endTime <= time else { return false }
        self.reset = nil
        return reset.announcesEnd
    }

    /// Lets go of the card without animating.
    ///
    /// - Returns: Whether a drag was in progress (it then ends with `panFinished`).
    @discardableResult
    mutating func letGo() -> Bool {
        defer {
            drag = nil
            reset = nil
        }
        return drag != nil
    }

    /// The held card got a new identity (its content was reloaded).
    mutating func renewCard(_ old: CardID, as new: CardID) {
        if drag?.grip.cardID == old { drag?.grip.cardID = new }
        if reset?.grip.cardID == old { reset?.grip.cardID = new }
    }
}
