// SPDX-License-Identifier: MIT

import RealModule

/// Where a drag of the top card points, and how far along it is.
public struct SwipeClassification: Hashable, Sendable {
    /// The allowed direction nearest to the drag, or `nil` when the drag does not point along any
    /// allowed direction (for example dragging right when only left is allowed).
    public var direction: SwipeResultDirection?
    /// How far the drag has gone along ``direction``, in 0...1; 1 means the card's centre has
    /// moved half the card's size along it. 0 when there is no direction.
    public var percentage: Double

    /// Creates a classification.
    public init(direction: SwipeResultDirection?, percentage: Double) {
        self.direction = direction
        self.percentage = percentage
    }

    /// No direction, no progress.
    public static let none = SwipeClassification(direction: nil, percentage: 0)

    /// The overlay's progress for a swipe threshold: `min(percentage / threshold, 1)`.
    public func progress(threshold: Double) -> Double {
        direction == nil ? 0 : min(percentage / threshold, 1)
    }
}

/// Turns the pointer's displacement into the top card's rotation, scale and swipe direction.
///
/// These are the pure functions behind dragging a card; the deck calls them every frame and
/// tests can call them directly. With w × h the card's untransformed size and d the displacement
/// of the grabbed point:
/// - strength `r = clamp(d.x / w, −rotationMax, rotationMax)`;
/// - rotation `θ = g · rotationAngle · r`, where the grip sign g is +1 when the card was grabbed
///   in its top half and −1 in its bottom half;
/// - scale `σ = max(1 − (1 − scaleMin)·|r|, scaleMin)`.
public struct DragInterpreter: Hashable, Sendable {
    /// The largest rotation strength, as a fraction of the card's width dragged. Koloda's
    /// `rotationMax`. Default 1; finite and not negative.
    public var rotationMax: Double
    /// The rotation at full strength, in radians. Koloda's `defaultRotationAngle`. Default π/10.
    public var rotationAngle: Double
    /// The scale a dragged card shrinks to (or, above 1, grows to), greater than 0. Koloda's
    /// `scaleMin`. Default 0.8.
    public var scaleMin: Double

    /// Creates an interpreter with Koloda's defaults unless told otherwise.
    public init(rotationMax: Double = 1, rotationAngle: Double = .pi / 10, scaleMin: Double = 0.8) {
        self.rotationMax = rotationMax
        self.rotationAngle = rotationAngle
        self.scaleMin = scaleMin
    }

    /// The grip sign: +1 when the grabbed point is in the card's top half, −1 in its bottom half
    /// (the centre line counts as the bottom half, as in Koloda).
    ///
    /// - Parameter grabOffset: The grabbed point minus the card's centre, in the card's own
    ///   (unrotated) coordinates.
    public static func gripSign(grabOffset: Vector) -> Double {
        grabOffset.dy < 0 ? 1 : -1
    }

    /// The rotation strength r for a displacement of the grabbed point.
    public func strength(displacement: Vector, cardSize: Size) -> Double {
        guard cardSize.width > 0 else { return 0 }
        return min(max(displacement.dx / cardSize.width, -rotationMax), rotationMax)
    }

    /// The card's rotation in radians (clockwise positive).
    public func rotation(displacement: Vector, cardSize: Size, gripSign: Double) -> Double {
        turn(displacement: displacement, cardSize: cardSize, gripSign: gripSign).rotation
    }

    /// The card's scale factor.
    public func scale(displacement: Vector, cardSize: Size) -> Double {
        turn(displacement: displacement, cardSize: cardSize, gripSign: 1).scale
    }

    /// The card's rotation (θ) and scale (σ) from one strength, as a held card's pose needs both.
    func turn(displacement: Vector, cardSize: Size, gripSign: Double) -> (rotation: Double, scale: Double) {
        let strength = strength(displacement: displacement, cardSize: cardSize)
        return (gripSign * rotationAngle * strength, max(1 - (1 - scaleMin) * abs(strength), scaleMin))
    }

    /// The centre of a card, rotated by `rotation` and scaled by `scale` about its centre, whose
    /// grabbed point lies at `grabbedPoint`: placing the card this way keeps the grabbed point
    /// under the pointer whatever the rotation and scale.
    ///
    /// - Parameters:
    ///   - grabbedPoint: Where the grabbed point is now (the pointer), in deck coordinates.
    ///   - localPoint: The grabbed point relative to the card's centre, in the card's unscaled,
    ///     unrotated coordinates.
    ///   - rotation: The card's rotation, in radians (clockwise positive).
    ///   - scale: The card's scale factors about its centre.
    public static func center(grabbedPoint: Point, localPoint: Vector, rotation: Double, scale: Vector) -> Point {
        grabbedPoint - Vector(dx: localPoint.dx * scale.dx, dy: localPoint.dy * scale.dy).rotated(by: rotation)
    }

    /// The allowed direction nearest to a drag and the drag's percentage along it.
    ///
    /// With n = (2·d.x/w, 2·d.y/h), the direction is the allowed one whose point is nearest to n
    /// (ties go to the first in `allowed`). With u that point at unit length and L its length,
    /// q = n·u; if q ≤ 0 there is no direction, otherwise the percentage is min(q / L, 1).
    ///
    /// - Complexity: O(`allowed.count`).
    public static func classify(displacement: Vector, cardSize: Size, allowed: [SwipeResultDirection]) -> SwipeClassification {
        guard cardSize.width > 0, cardSize.height > 0 else { return .none }
        let normalized = Vector(dx: 2 * displacement.dx / cardSize.width, dy: 2 * displacement.dy / cardSize.height)
        guard let direction = nearest(to: normalized, among: allowed) else { return .none }
        let projection = normalized.dot(direction.unitVector)
        guard projection > 0 else { return .none }
        return SwipeClassification(direction: direction, percentage: min(projection / direction.pointLength, 1))
    }

    /// The allowed direction whose point is nearest to `normalized` (ties go to the first).
    private static func nearest(to normalized: Vector, among allowed: [SwipeResultDirection]) -> SwipeResultDirection? {
        var nearest: SwipeResultDirection?
        var nearestDistance = Double.infinity
        for direction in allowed {
            let distance = (normalized - direction.point).length
            if distance < nearestDistance {
                nearest = direction
                nearestDistance = distance
            }
        }
        return nearest
    }

    /// Koloda 5.0.1's classification (DraggableCardView.swift 302-337 at 5.0.1), under
    /// ``TimingModel/koloda(screen:)``: the direction is the allowed one nearest to the drag
    /// normalized to the card's size, as in ``classify(displacement:cardSize:allowed:)``, even
    /// when the drag goes straight across it (then 0 %); the percentage is measured against the
    /// card's frame as drawn, the box around the card turned by `turn` (its rotation and scale),
    /// so a card turned by a diagonal drag counts less of it than an upright one would.
    ///
    /// A drag that goes against its nearest allowed direction has none, as in the engine's:
    /// Koloda counted it along that direction and could swipe the card the other way from the
    /// user's gesture.
    public static func classifyAsKoloda(
        displacement: Vector, cardSize: Size, allowed: [SwipeResultDirection], turn: (rotation: Double, scale: Double)
    ) -> SwipeClassification {
        guard cardSize.width > 0, cardSize.height > 0 else { return .none }
        let normalized = Vector(dx: 2 * displacement.dx / cardSize.width, dy: 2 * displacement.dy / cardSize.height)
        guard let direction = nearest(to: normalized, among: allowed) else { return .none }
        let cosine = abs(Double.cos(turn.rotation))
        let sine = abs(Double.sin(turn.rotation))
        let frame = Size(
            width: abs(turn.scale) * (cardSize.width * cosine + cardSize.height * sine),
            height: abs(turn.scale) * (cardSize.width * sine + cardSize.height * cosine))
        guard frame.width > 0, frame.height > 0 else { return .none }
        let drawn = Vector(dx: 2 * displacement.dx / frame.width, dy: 2 * displacement.dy / frame.height)
        let projection = drawn.dot(direction.unitVector)
        guard projection >= 0 else { return .none }
        return SwipeClassification(direction: direction, percentage: min(projection / direction.pointLength, 1))
    }
}
