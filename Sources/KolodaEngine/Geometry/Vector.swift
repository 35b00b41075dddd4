// SPDX-License-Identifier: MIT

import RealModule

/// A displacement or a velocity in deck coordinates (points, or points per second).
public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component; positive is downward.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Whether both components are finite numbers.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The dot product of two vectors.
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The vector rotated by `angle` radians, clockwise on screen (y down).
    public func rotated(by angle: Double) -> Vector {
        let cosine = Double.cos(angle)
        let sine = Double.sin(angle)
        return Vector(dx: dx * cosine - dy * sine, dy: dx * sine + dy * cosine)
    }

    /// The sum of two vectors.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The difference of two vectors.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The opposite vector.
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }

    /// The vector scaled by a factor.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The vector scaled by a factor.
    public static func * (factor: Double, vector: Vector) -> Vector {
        vector * factor
    }
}

extension Vector: CustomStringConvertible {
    /// The vector as `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
