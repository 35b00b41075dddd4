// SPDX-License-Identifier: MIT

import RealModule

/// A 2D affine transform that maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Composition follows CoreGraphics: `first.concatenating(second)` applies `first`, then `second`.
public struct Transform: Hashable, Sendable {
    /// The matrix entries, in CoreGraphics order.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public static func translation(_ vector: Vector) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: vector.dx, ty: vector.dy)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on screen (y down).
    public static func rotation(_ angle: Double) -> Transform {
        let cosine = Double.cos(angle)
        let sine = Double.sin(angle)
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self`, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse transform, or `nil` when the transform collapses the plane (determinant 0).
    public var inverted: Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }

    /// The image of a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
