// SPDX-License-Identifier: MIT

import RealModule

/// How a swiped card leaves the deck: where it ends up, on what timing, and with what velocity
/// it starts (see <doc:GesturesAndThresholds>). Pure functions of the card's pose, the deck's
/// size and the fly-off's longest duration (``DragSpeed/duration``).
struct FlyOff {
    var target: Pose
    var timing: AnimationTiming
    var velocity: Pose
    /// The point the card turns about, from its centre in its unscaled coordinates; the target
    /// is in pivot form when it is not zero.
    var pivot = Vector.zero

    /// The fly-off of a card released by the pointer at `releaseVelocity`.
    ///
    /// It keeps its rotation and scale and leaves at the release velocity: along the direction
    /// it covers the distance to leave the deck, within `duration` and sooner for a fast fling;
    /// across it, it keeps drifting, ending at half its sideways speed.
    static func released(
        from pose: Pose, direction: SwipeResultDirection, releaseVelocity: Vector, duration: Double, contentSize: Size, bounds: Size
    ) -> FlyOff {
        let unit = direction.unitVector
        let speed = releaseVelocity.dot(unit)
        let sideways = releaseVelocity - unit * speed
        let driftAllowance = direction.isDiagonal ? sideways.length * duration / 2 * 2.0.squareRoot() : 0
        let distance = exitDistance(from: pose, along: unit, contentSize: contentSize, bounds: bounds) + driftAllowance
        let flightTime = speed > 0 ? min(duration, distance / speed) : duration
        var target = pose
        target.center = pose.center + unit * distance + sideways * (flightTime / 2)
        return FlyOff(
            target: target, timing: .timed(duration: flightTime, curve: .linear),
            velocity: Pose(centerX: releaseVelocity.dx, centerY: releaseVelocity.dy, scaleX: 0, scaleY: 0, rotation: 0, alpha: 0))
    }

    /// The fly-off of a programmatic swipe, which may interrupt another motion (a card returning
    /// from an undo, springing back, moving up): it starts from the card's pose and velocity,
    /// keeping only as much of the velocity as lets every channel move straight to the target,
    /// so that the card never overshoots it (its rotation stays within ±π/4).
    static func programmatic(
        from pose: Pose, velocity: Pose, direction: SwipeResultDirection, duration: Double, contentSize: Size, bounds: Size
    ) -> FlyOff {
        let target = offscreenPose(from: pose, direction: direction, contentSize: contentSize, bounds: bounds)
        return FlyOff(
            target: target, timing: .timed(duration: duration, curve: .ease),
            velocity: Motion.monotoneVelocity(velocity, from: pose, to: target, duration: duration, curve: .ease))
    }

    /// Koloda's fly-off (DCV:357-380, 384-395, 445-462): from `pose`, the card's layer translation
    /// goes from `translation` to Koloda's point for `direction` (beyond the deck by the screen's
    /// longer side; left and right also half the deck's height down), on Core Animation's
    /// default curve. A programmatic swipe also turns the card to Koloda's angle; a swipe by drag
    /// keeps the card's turn (`keepsTurn`).
    ///
    /// Koloda turns the card about its layer's anchor point, the point last grabbed, `pivot` from
    /// the centre in the card's unscaled coordinates: the target is in pivot form (see
    /// ``Pose/pivotForm(_:)``) and the flight's ``LeavingCard/pivot`` is `pivot`.
    static func koloda(
        from pose: Pose, pivot: Vector, translation: Vector, direction: SwipeResultDirection, keepsTurn: Bool, duration: Double,
        bounds: Size, screen: Size
    ) -> FlyOff {
        let space = max(screen.width, screen.height)
        let point = direction.point
        let end =
            point.dy == 0
            ? Vector(dx: point.dx * (bounds.width + space), dy: 0.5 * bounds.height)
            : Vector(dx: point.dx * (bounds.width + space), dy: point.dy * (bounds.height + space))
        var target = pose.pivotForm(pivot)
        target.center = target.center + (end - translation)
        if !keepsTurn { target.rotation = direction.kolodaRotation }
        return FlyOff(target: target, timing: .timed(duration: duration, curve: .ease), velocity: .zero, pivot: pivot)
    }

    /// The pose a card has just outside the deck after a programmatic swipe from `pose`: turned
    /// to ``SwipeResultDirection/programmaticRotation``.
    static func offscreenPose(from pose: Pose, direction: SwipeResultDirection, contentSize: Size, bounds: Size) -> Pose {
        var target = pose
        target.rotation = direction.programmaticRotation
        target.center =
            pose.center + direction.unitVector * exitDistance(from: target, along: direction.unitVector, contentSize: contentSize, bounds: bounds)
        return target
    }

    /// How far a card must travel along `direction` until its whole rotated rectangle is outside
    /// the deck bounds.
    static func exitDistance(from pose: Pose, along direction: Vector, contentSize: Size, bounds: Size) -> Double {
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
}
