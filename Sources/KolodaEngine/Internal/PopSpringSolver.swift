// SPDX-License-Identifier: MIT

/// pop's spring solver for a two-component value, as POPSpringSolver.h at Koloda 5.0.1's pop
/// (1.0.10) runs it: fourth-order Runge–Kutta steps of `solverDt`, a float's 0.001 s, with the
/// time left over kept for the next frame and the frame's state interpolated between the last
/// two steps, from which the next frame starts again.
struct PopSpringSolver {
    /// The solver's step: `0.001f`, a float widened to a double.
    static let step = Double(Float(0.001))

    /// The value's offset from its target.
    private(set) var offset: Vector
    /// The offset's rate of change.
    private(set) var velocity = Vector.zero
    /// The last step's averaged rate of change of the velocity.
    private var lastAcceleration = Vector.zero
    private var accumulated = 0.0
    private let stiffness: Double
    private let damping: Double

    init(spring: SpringParameters, offset: Vector) {
        self.offset = offset
        stiffness = spring.stiffness / spring.mass
        damping = spring.damping / spring.mass
    }

    /// Whether the solver has come to rest: within half a point of the target, slower than 5
    /// points a second, and its last step's acceleration under 25 points a second squared.
    var hasConverged: Bool {
        abs(offset.dx) < 0.5 && abs(offset.dy) < 0.5 && velocity.dot(velocity) < 25 && lastAcceleration.dot(lastAcceleration) < 625
    }

    /// Advances by one frame of `duration` seconds.
    mutating func advance(by duration: Double) {
        accumulated += duration
        var previous = (offset, velocity)
        var current = (offset, velocity)
        while accumulated >= Self.step {
            previous = current
            current = integrate(current)
            accumulated -= Self.step
        }
        let alpha = accumulated / Self.step
        offset = current.0 * alpha + previous.0 * (1 - alpha)
        velocity = current.1 * alpha + previous.1 * (1 - alpha)
    }

    private func acceleration(_ offset: Vector, _ velocity: Vector) -> Vector { offset * -stiffness - velocity * damping }

    /// One Runge–Kutta step; records its averaged acceleration.
    private mutating func integrate(_ state: (Vector, Vector)) -> (Vector, Vector) {
        let (p, v) = state
        let dt = Self.step
        let a = (v, acceleration(p, v))
        let b = (v + a.1 * (dt / 2), acceleration(p + a.0 * (dt / 2), v + a.1 * (dt / 2)))
        let c = (v + b.1 * (dt / 2), acceleration(p + b.0 * (dt / 2), v + b.1 * (dt / 2)))
        let d = (v + c.1 * dt, acceleration(p + c.0 * dt, v + c.1 * dt))
        let dp = (a.0 + (b.0 + c.0) * 2 + d.0) * (1.0 / 6)
        let dv = (a.1 + (b.1 + c.1) * 2 + d.1) * (1.0 / 6)
        lastAcceleration = dv
        return (p + dp * dt, v + dv * dt)
    }
}
