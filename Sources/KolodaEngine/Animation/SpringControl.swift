// SPDX-License-Identifier: MIT

/// One of the four numbers designers give a spring by, as a tuning control offers it: pop's
/// bounciness and speed (which Koloda used), and a damping ratio and a response (SwiftUI's). Each
/// reads its number from a spring and makes the spring with a new value, keeping its partner (the
/// other number of its pair); the Tune panel and the web playground offer the same four.
public enum SpringControl: CaseIterable, Sendable {
    /// pop's bounciness (``SpringParameters/init(bounciness:speed:)``).
    case bounciness
    /// pop's speed.
    case speed
    /// The damping ratio (``SpringParameters/init(dampingRatio:response:)``).
    case dampingRatio
    /// The response, in seconds.
    case response

    /// What people call it.
    public var label: String {
        switch self {
        case .bounciness: "bounciness"
        case .speed: "speed"
        case .dampingRatio: "damping ratio"
        case .response: "response (s)"
        }
    }

    /// The values a control offers.
    public var range: ClosedRange<Double> {
        switch self {
        case .bounciness: -10...40
        case .speed: 0...60
        case .dampingRatio: 0...3
        case .response: 0.01...3
        }
    }

    /// The step between two values a control offers.
    public var step: Double {
        switch self {
        case .bounciness, .speed: 0.5
        case .dampingRatio, .response: 0.01
        }
    }

    /// The digits after the point a control shows.
    public var digits: Int {
        switch self {
        case .bounciness, .speed: 1
        case .dampingRatio, .response: 2
        }
    }

    /// The number in `spring`; `nil` for pop's two when no bounciness and speed make it.
    public func value(of spring: SpringParameters) -> Double? {
        switch self {
        case .bounciness: spring.bouncinessAndSpeed?.bounciness
        case .speed: spring.bouncinessAndSpeed?.speed
        case .dampingRatio: spring.dampingRatio
        case .response: spring.response
        }
    }

    /// `spring` with this number set to `value` and its partner kept: pop's bounciness 10 and
    /// speed 20 (Koloda's reset spring) stand in for a partner that pop cannot say.
    public func spring(setting value: Double, in spring: SpringParameters) -> SpringParameters {
        let pop = spring.bouncinessAndSpeed
        switch self {
        case .bounciness: return SpringParameters(bounciness: value, speed: pop?.speed ?? 20)
        case .speed: return SpringParameters(bounciness: pop?.bounciness ?? 10, speed: value)
        case .dampingRatio: return SpringParameters(dampingRatio: value, response: spring.response)
        case .response: return SpringParameters(dampingRatio: spring.dampingRatio, response: value)
        }
    }
}
