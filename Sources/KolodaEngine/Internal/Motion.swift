// SPDX-License-Identifier: MIT

/// An additive animation of a pose toward a target: the offset from the target starts at
/// `displacement` with velocity `initialVelocity` and decays to zero.
///
/// The offset is `displacement·A(t) + velocityTerm·B(t)` where A and B are the timing's response
/// to a unit displacement and a unit velocity. For a timed curve A = 1 − curve(τ) and
/// B = T·(τ − 2τ² + τ³), a Hermite term that adds the handed-over velocity at the start and
/// vanishes, with its slope, at the end; for a spring A and B are the closed-form responses.
/// Both are exact functions of absolute time, so the result is independent of the frame rate,
/// and the velocity at the start is exactly the one handed over.
struct Motion {
    enum Kind {
        case timed(duration: Double, curve: TimingCurve)
        case spring(SpringParameters)
    }

    let kind: Kind
    let startTime: Double
    private(set) var displacement: Pose
    private var velocityTerm: Pose
    /// When the offset reaches zero for good: the duration's end, or the spring's settling time.
    private(set) var endTime: Double

    /// A motion that starts at `startTime` with the given offset and velocity.
    ///
    /// - Parameters:
    ///   - contentSize: Used to measure when a spring has settled (see ``Pose/magnitude``).
    ///   - handsOverVelocity: Whether a timed motion starts at `velocity`; otherwise it follows
    ///     its curve from the start.
    init(timing: AnimationTiming, startTime: Double, displacement: Pose, velocity: Pose, contentSize: Size, handsOverVelocity: Bool = true) {
        self.startTime = startTime
        self.displacement = displacement
        switch timing {
        case .timed(let duration, let curve):
            kind = .timed(duration: duration, curve: curve)
            endTime = startTime + duration
            velocityTerm = duration > 0 && handsOverVelocity ? velocity + displacement * (curve.slope(at: 0) / duration) : .zero
        case .spring(let spring):
            kind = .spring(spring)
            velocityTerm = velocity
            endTime = .infinity
            let probe = self
            endTime =
                startTime
                + Settling.time(startingAt: 0) { elapsed in
                    let (offset, speed) = probe.unsettledState(elapsed: elapsed)
                    return (offset.magnitude(contentSize: contentSize), speed.magnitude(contentSize: contentSize))
                }
        }
    }

    /// The motion with no change of alpha.
    func withoutAlpha() -> Motion {
        var motion = self
        motion.displacement.alpha = 0
        motion.velocityTerm.alpha = 0
        return motion
    }

    /// Whether the motion has ended by `time`.
    func isFinished(at time: Double) -> Bool { time >= endTime }

    /// The offset from the target and its rate of change at `time`.
    func state(at time: Double) -> (offset: Pose, velocity: Pose) {
        if time >= endTime { return (.zero, .zero) }
        return unsettledState(elapsed: max(time - startTime, 0))
    }

    private func unsettledState(elapsed: Double) -> (offset: Pose, velocity: Pose) {
        switch kind {
        case .timed(let duration, let curve):
            let fraction = min(elapsed / duration, 1)
            let hermite = fraction - 2 * fraction * fraction + fraction * fraction * fraction
            let hermiteSlope = 1 - 4 * fraction + 3 * fraction * fraction
            let offset = displacement * (1 - curve.value(at: fraction)) + velocityTerm * (duration * hermite)
            let velocity = displacement * (-curve.slope(at: fraction) / duration) + velocityTerm * hermiteSlope
            return (offset, velocity)
        case .spring(let spring):
            let response = SpringResponse(spring, at: elapsed)
            let offset = displacement * response.position.fromDisplacement + velocityTerm * response.position.fromVelocity
            let velocity = displacement * response.velocity.fromDisplacement + velocityTerm * response.velocity.fromVelocity
            return (offset, velocity)
        }
    }
}

extension Motion {
    /// `velocity` limited, channel by channel, to what a timed motion on `curve` from `start` to
    /// `target` over `duration` can take without overshooting: each channel then moves
    /// monotonically from its start to its target. A channel's velocity pointing away from its
    /// target, or along a channel that does not change, is dropped.
    static func monotoneVelocity(_ velocity: Pose, from start: Pose, to target: Pose, duration: Double, curve: TimingCurve) -> Pose {
        guard duration > 0 else { return .zero }
        let slopes = curve == .ease ? easeMonotoneStartSlopes : curve.monotoneStartSlopes()
        func limited(_ speed: Double, _ distance: Double) -> Double {
            guard abs(distance) > 1e-9 else { return 0 }
            let slope = min(max(speed * duration / distance, slopes.lowerBound), slopes.upperBound)
            return slope * distance / duration
        }
        return Pose(
            centerX: limited(velocity.centerX, target.centerX - start.centerX),
            centerY: limited(velocity.centerY, target.centerY - start.centerY),
            scaleX: limited(velocity.scaleX, target.scaleX - start.scaleX),
            scaleY: limited(velocity.scaleY, target.scaleY - start.scaleY),
            rotation: limited(velocity.rotation, target.rotation - start.rotation),
            alpha: limited(velocity.alpha, target.alpha - start.alpha))
    }

    private static let easeMonotoneStartSlopes = TimingCurve.ease.monotoneStartSlopes()
}

extension TimingCurve {
    /// The start slopes m (velocity × duration ÷ distance) for which a ``Motion`` on this curve,
    /// progress `value(τ) + (m − slope(0))·τ(1 − τ)²`, rises monotonically from 0 to 1.
    ///
    /// Found by sampling the progress's derivative, `slope(τ) + (m − slope(0))·(1 − 4τ + 3τ²)`,
    /// which must not be negative, at 1,000 points, and narrowed by 1 % for safety between them.
    func monotoneStartSlopes() -> ClosedRange<Double> {
        let start = slope(at: 0)
        var lower = 0.0
        var upper = Double.infinity
        for step in 1..<1000 {
            let fraction = Double(step) / 1000
            let hermiteSlope = 1 - 4 * fraction + 3 * fraction * fraction
            let curveSlope = slope(at: fraction)
            if hermiteSlope > 0 {
                lower = max(lower, start - curveSlope / hermiteSlope)
            } else if hermiteSlope < 0 {
                upper = min(upper, start + curveSlope / -hermiteSlope)
            }
        }
        upper = upper.isFinite ? upper * 0.99 : start
        return lower...max(lower, upper)
    }
}

/// Finds when a decaying motion has come to rest: the first time its size falls below 0.5 and
/// its speed below 5 (points and points per second, Koloda's thresholds).
enum Settling {
    static let displacementThreshold = 0.5
    static let speedThreshold = 5.0
    /// The search steps through time at this interval from the start, then bisects the step in
    /// which the motion first comes to rest. Fixed steps from the motion's own start keep the
    /// answer independent of any frame rate.
    static let step = 1.0 / 240
    /// A motion still moving after this long is stopped here.
    static let limit = 30.0

    /// The elapsed time at which the motion settles.
    ///
    /// - Parameter sample: Size and speed of the motion at an elapsed time.
    static func time(startingAt start: Double, _ sample: (Double) -> (size: Double, speed: Double)) -> Double {
        func isAtRest(_ elapsed: Double) -> Bool {
            let (size, speed) = sample(elapsed)
            return size < displacementThreshold && speed < speedThreshold
        }
        if isAtRest(start) { return start }
        var previous = start
        var current = start + step
        while current < limit {
            if isAtRest(current) {
                var moving = previous
                var resting = current
                for _ in 0..<48 {
                    let middle = (moving + resting) / 2
                    if isAtRest(middle) { resting = middle } else { moving = middle }
                }
                return resting
            }
            previous = current
            current += step
        }
        return limit
    }
}
