// SPDX-License-Identifier: MIT

import RealModule

/// A direction in which a card can leave the deck.
///
/// Each direction is a point of the normalized card square [-1, 1]², y down: the axis
/// directions lie on the square's edges, the diagonals on its corners.
public enum SwipeResultDirection: String, CaseIterable, Hashable, Sendable {
    case left, right, up, down, topLeft, topRight, bottomLeft, bottomRight

    /// The direction's point in the normalized card square (y down).
    public var point: Vector {
        switch self {
        case .left: Vector(dx: -1, dy: 0)
        case .right: Vector(dx: 1, dy: 0)
        case .up: Vector(dx: 0, dy: -1)
        case .down: Vector(dx: 0, dy: 1)
        case .topLeft: Vector(dx: -1, dy: -1)
        case .topRight: Vector(dx: 1, dy: -1)
        case .bottomLeft: Vector(dx: -1, dy: 1)
        case .bottomRight: Vector(dx: 1, dy: 1)
        }
    }

    /// Whether the direction is one of the four diagonals.
    public var isDiagonal: Bool { point.dx != 0 && point.dy != 0 }

    /// The length of ``point``: 1 for the axis directions, √2 for the diagonals.
    public var pointLength: Double { isDiagonal ? 2.0.squareRoot() : 1 }

    /// ``point`` scaled to unit length.
    public var unitVector: Vector { point * (1 / pointLength) }

    /// The rotation, in radians, that a programmatic swipe turns the card to: `point.x · π/4`.
    public var programmaticRotation: Double { point.dx * .pi / 4 }

    /// The angle Koloda 5.0.1 turns a card to as it swipes it in this direction or brings it back
    /// from it (DraggableCardView.swift 378-380): half the bearing from the direction's point to the
    /// centre, less π/4 (π/4 right, −π/4 left, 0 up, −π/2 down, π/8 top right).
    public var kolodaRotation: Double {
        // 0 − y, not −y: the bearing right is atan2(+0, −1) = π, where −0 would give −π.
        Double.atan2(y: 0 - point.dy, x: 0 - point.dx) / 2 - .pi / 4
    }

    /// The directions Koloda allows by default: `[.left, .right]`.
    public static let defaultAllowed: [SwipeResultDirection] = [.left, .right]
}

/// Where the background cards of the stacked layout peek out from under the top card.
public enum VisibleCardsDirection: String, CaseIterable, Hashable, Sendable {
    /// Below the top card (Koloda's default).
    case bottom
    /// Above the top card.
    case top
}

/// Written as its name (`left`, `topRight`), in Embedded Swift too, which cannot print an enum
/// case by reflection.
extension SwipeResultDirection: CustomStringConvertible {
    /// The raw value.
    public var description: String { rawValue }
}

/// Written as its name (`bottom`, `top`), in Embedded Swift too.
extension VisibleCardsDirection: CustomStringConvertible {
    /// The raw value.
    public var description: String { rawValue }
}

#if !hasFeature(Embedded)
    /// Coded as its raw value (`"left"`, `"topRight"`, …). Embedded Swift has no `Codable`: the engine
    /// built for the web leaves it out.
    extension SwipeResultDirection: Codable {}
#endif
