// SPDX-License-Identifier: MIT

// An app's own module of geometry, with the names apps give their types. `import Koloda` beside
// it brings none of the deck engine's names (Point, Size, Rect, Card), so the app's files that
// import both use these unqualified (KolodaStyle/Layout.swift).

/// A point in an app's own model.
public struct Point: Equatable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in an app's own model.
public struct Size: Equatable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in an app's own model.
public struct Rect: Equatable {
    /// The top left corner.
    public var origin: Point
    /// The size.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
}

/// A card of an app's own data.
public struct Card: Equatable {
    /// What the card says.
    public var title: String

    /// A card that says `title`.
    public init(title: String) { self.title = title }
}
