// SPDX-License-Identifier: MIT

// Stand-in for Apple's CoreGraphics: only what the hosts use, each declared as Apple's
// documentation declares it (the path beside each). CGFloat, CGPoint, CGSize and CGRect come from
// swift-corelibs-foundation, which declares them on Linux.
@_exported import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
/// documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    /// documentation/corefoundation/cgaffinetransform/a
    public var a: CGFloat
    /// documentation/corefoundation/cgaffinetransform/b
    public var b: CGFloat
    /// documentation/corefoundation/cgaffinetransform/c
    public var c: CGFloat
    /// documentation/corefoundation/cgaffinetransform/d
    public var d: CGFloat
    /// documentation/corefoundation/cgaffinetransform/tx
    public var tx: CGFloat
    /// documentation/corefoundation/cgaffinetransform/ty
    public var ty: CGFloat

    /// documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// documentation/corefoundation/cgaffinetransform/isidentity
    public var isIdentity: Bool { self == .identity }

    /// documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// documentation/corefoundation/cgaffinetransform/concatenating(_:)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// documentation/corefoundation/cgaffinetransform/inverted()
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// documentation/corefoundation/cgpoint/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
