// SPDX-License-Identifier: MIT

import RealModule

/// A damped spring, `m·ẍ + c·ẋ + k·x = 0`, evaluated in closed form.
///
/// Every spring in Koloda is one of these, whichever way it was specified: by stiffness, damping
/// and mass; by facebook/pop's bounciness and speed (which Koloda used); by damping ratio and
/// response (as SwiftUI); or by duration and bounce. Evaluation is at an absolute time since the
/// spring started, never by accumulating steps, so values do not depend on the frame rate.
public struct SpringParameters: Hashable, Sendable {
    /// The spring constant k, in newtons per metre of the unit system (1/s² for unit mass).
    /// Must be finite and greater than 0.
    public var stiffness: Double
    /// The damping coefficient c. Must be finite and not negative.
    public var damping: Double
    /// The mass m. Must be finite and greater than 0.
    public var mass: Double

    /// Creates a spring from its physical constants.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// Creates the spring facebook/pop builds from a bounciness and a speed.
    ///
    /// pop's conversion, for bounciness B and speed S:
    /// `b = 0.8·(B/1.7)/20`, `s = (S/1.7)/20`, `T = 0.5 + 199.5·s`, `u = 2b − b²`,
    /// `F = (1 − u)·f0(T) + 0.01·u` with pop's piecewise cubic f0; then
    /// `k = 194 + 3.62·(T − 30)`, `c = 25 + 3·(F − 8)`, `m = 1`.
    /// For example (10, 20) gives k ≈ 512.0276 and c ≈ 26.7482, Koloda's reset spring.
    ///
    /// - Parameters:
    ///   - bounciness: pop's `springBounciness`, typically 0...20.
    ///   - speed: pop's `springSpeed`, typically 0...20.
    public init(bounciness: Double, speed: Double) {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tension = 0.5 + 199.5 * s
        let u = 2 * b - b * b
        let friction = (1 - u) * Self.popFriction(tension: tension) + 0.01 * u
        self.init(stiffness: 194 + 3.62 * (tension - 30), damping: 25 + 3 * (friction - 8), mass: 1)
    }

    /// Creates a unit-mass spring from a damping ratio and a response, as SwiftUI does.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; 1 is critically damped, less oscillates, more creeps. Not negative.
    ///   - response: The period of the undamped oscillation, in seconds. Greater than 0.
    public init(dampingRatio: Double, response: Double) {
        let angularFrequency = 2 * Double.pi / response
        self.init(
            stiffness: angularFrequency * angularFrequency,
            damping: 2 * dampingRatio * angularFrequency,
            mass: 1)
    }

    /// Creates a unit-mass spring from a perceptual duration and a bounce, as SwiftUI does.
    ///
    /// - Parameters:
    ///   - duration: The response, in seconds. Greater than 0.
    ///   - bounce: In (−1, 1): 0 is critically damped, positive values overshoot, negative
    ///     values are overdamped.
    public init(duration: Double, bounce: Double) {
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: dampingRatio, response: duration)
    }

    /// Koloda's reset spring: pop's bounciness 10, speed 20.
    public static let reset = SpringParameters(bounciness: 10, speed: 20)

    /// Koloda v2's bounce spring for cards arriving at a new slot: pop's bounciness 9, speed 16.
    public static let bounce = SpringParameters(bounciness: 9, speed: 16)

    /// The damping ratio ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The response: the period of the undamped oscillation, 2π·√(m / k) seconds, as
    /// ``init(dampingRatio:response:)`` takes it.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// pop's bounciness and speed that ``init(bounciness:speed:)`` turns into this spring, or `nil`
    /// when no pair does (a mass other than 1, or more friction than pop's bounciness 0
    /// reaches past). A bounciness below 0 is a spring damped more than pop's least bouncy one.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        guard mass == 1, isValid else { return nil }
        let tension = (stiffness - 194) / 3.62 + 30
        let friction = (damping - 25) / 3 + 8
        let popFriction = Self.popFriction(tension: tension)
        // friction = (1 − u)·popFriction + 0.01·u, with u = 2b − b².
        let u = (popFriction - friction) / (popFriction - 0.01)
        guard u.isFinite, u <= 1 else { return nil }
        let b = 1 - (1 - u).squareRoot()
        return (b * 20 * 1.7 / 0.8, (tension - 0.5) / 199.5 * 20 * 1.7)
    }

    /// Whether every constant is finite, stiffness and mass are positive and damping is not negative.
    public var isValid: Bool {
        stiffness.isFinite && damping.isFinite && mass.isFinite && stiffness > 0 && mass > 0 && damping >= 0
    }

    /// The displacement and velocity of the spring at a time after it started.
    ///
    /// - Parameters:
    ///   - displacement: x(0), the distance from rest at the start.
    ///   - velocity: ẋ(0), the velocity at the start, in units per second.
    ///   - time: Seconds since the start; negative times are treated as 0.
    /// - Returns: x(t) and ẋ(t).
    /// - Complexity: O(1): one exponential and one sine and cosine.
    public func state(displacement: Double, velocity: Double, at time: Double) -> (displacement: Double, velocity: Double) {
        let response = SpringResponse(self, at: time)
        return (
            displacement * response.position.fromDisplacement + velocity * response.position.fromVelocity,
            displacement * response.velocity.fromDisplacement + velocity * response.velocity.fromVelocity
        )
    }

    private static func popFriction(tension t: Double) -> Double {
        if t <= 18 {
            return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28
        } else if t <= 44 {
            return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2
        }
        return 0.000_000_45 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }
}

/// The spring's response at one instant to a unit displacement and to a unit velocity.
///
/// By linearity, x(t) = x₀·position.fromDisplacement + v₀·position.fromVelocity, and likewise
/// for the velocity; one evaluation serves every channel of a multi-channel motion.
struct SpringResponse {
    var position: (fromDisplacement: Double, fromVelocity: Double)
    var velocity: (fromDisplacement: Double, fromVelocity: Double)

    init(_ spring: SpringParameters, at time: Double) {
        let t = max(time, 0)
        let decay = spring.damping / (2 * spring.mass)
        let naturalSquared = spring.stiffness / spring.mass
        let kappa = naturalSquared - decay * decay
        // e^(−a·t)·C and e^(−a·t)·S, where C, S are cos and sin/ω (under-damped),
        // 1 and t (critical), or cosh and sinh/s (over-damped).
        let decayedC: Double
        let decayedS: Double
        if kappa > 0 {
            let omega = kappa.squareRoot()
            let envelope = Double.exp(-decay * t)
            decayedC = envelope * Double.cos(omega * t)
            decayedS = envelope * Double.sin(omega * t) / omega
        } else if kappa == 0 {
            let envelope = Double.exp(-decay * t)
            decayedC = envelope
            decayedS = envelope * t
        } else {
            let s = (-kappa).squareRoot()
            if s * t < 1 {
                let envelope = Double.exp(-decay * t)
                decayedC = envelope * Double.cosh(s * t)
                decayedS = envelope * Double.sinh(s * t) / s
            } else {
                let slow = Double.exp((s - decay) * t)
                let fast = Double.exp(-(s + decay) * t)
                decayedC = 0.5 * (slow + fast)
                decayedS = 0.5 * (slow - fast) / s
            }
        }
        position = (decayedC + decay * decayedS, decayedS)
        velocity = (-naturalSquared * decayedS, decayedC - decay * decayedS)
    }
}
