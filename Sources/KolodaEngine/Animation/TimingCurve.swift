// SPDX-License-Identifier: MIT

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as CSS and Core Animation define them.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    public var x1: Double, y1: Double
    /// The second control point.
    public var x2: Double, y2: Double

    /// Creates a curve from its two control points; `x1` and `x2` must lie in 0...1.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// The default ease (0.25, 0.1, 0.25, 1.0) that Koloda's basic animations use.
    public static let ease = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// Starts slowly (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ends slowly (0, 0, 0.58, 1); used when cards move to new slots.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Starts and ends slowly (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// Whether the control points are finite and their x coordinates lie in 0...1.
    public var isValid: Bool {
        x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && (0...1).contains(x1) && (0...1).contains(x2)
    }

    /// The eased progress at a fraction of the duration.
    ///
    /// - Parameter fraction: Elapsed time over duration; clamped to 0...1.
    public func value(at fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        if f == 0 || f == 1 { return f }
        return Self.bezier(parameter(forX: f), y1, y2)
    }

    /// The slope d(progress)/d(fraction) at a fraction of the duration.
    public func slope(at fraction: Double) -> Double {
        var s = parameter(forX: min(max(fraction, 0), 1))
        // Where both parametric derivatives vanish (a control point on an end point), the slope
        // is their limit ratio: evaluate just inside the curve.
        if Self.bezierDerivative(s, x1, x2) < 1e-9 { s = min(max(s, 1e-7), 1 - 1e-7) }
        let dx = Self.bezierDerivative(s, x1, x2)
        let dy = Self.bezierDerivative(s, y1, y2)
        return dx > 0 ? dy / dx : 0
    }

    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-14 { return s }
            let derivative = Self.bezierDerivative(s, x1, x2)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = min(max(s, 0), 1)
        for _ in 0..<64 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-15 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}

/// How a property moves from one value to another: over a fixed time on a curve, or on a spring.
public enum AnimationTiming: Hashable, Sendable {
    /// A basic animation: `duration` seconds (0 or more) along `curve`.
    case timed(duration: Double, curve: TimingCurve)
    /// A spring that ends once it has settled.
    case spring(SpringParameters)

    /// Whether the parameters are usable: a finite, non-negative duration and a valid curve, or a
    /// valid spring.
    public var isValid: Bool {
        switch self {
        case .timed(let duration, let curve): duration.isFinite && duration >= 0 && curve.isValid
        case .spring(let spring): spring.isValid
        }
    }
}
