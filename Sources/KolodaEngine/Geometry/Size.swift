// SPDX-License-Identifier: MIT

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Whether both extents are finite and not negative: a size a deck can have.
    public var isValidBounds: Bool { isFinite && width >= 0 && height >= 0 }
}

extension Size: CustomStringConvertible {
    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}
