// SPDX-License-Identifier: MIT

/// A location in deck coordinates, in points, with y growing downward.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; larger values are lower on screen.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by a vector.
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved by the opposite of a vector.
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }

    /// The vector that leads from `other` to `point`.
    public static func - (point: Point, other: Point) -> Vector {
        Vector(dx: point.x - other.x, dy: point.y - other.y)
    }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
