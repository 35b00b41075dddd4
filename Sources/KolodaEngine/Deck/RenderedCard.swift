// SPDX-License-Identifier: MIT

/// How one card is drawn at one instant.
///
/// The card is a rectangle of ``size``, scaled by ``scale`` about its centre, rotated by
/// ``rotation`` about its centre, with its centre at ``center`` (deck coordinates).
public struct RenderedCard: Hashable, Sendable {
    /// The card view's identity.
    public var id: CardID
    /// The card's index in the data source; `nil` for a card that was removed from the data
    /// while on screen (it is still fading out). No two cards of one model share an index, but
    /// under ``TimingModel/koloda(screen:)``, where a small looping deck shows a card anew while
    /// it still flies off, as Koloda did.
    public var index: Int?
    /// Its place in the stack (0 = top), or `nil` while it is leaving (flying off or fading out).
    public var slot: Int?
    /// The centre, in deck coordinates.
    public var center: Point
    /// The content size: every card is laid out at the top slot's size.
    public var size: Size
    /// The scale factors about the centre.
    public var scale: Vector
    /// The rotation about the centre, in radians, clockwise positive.
    public var rotation: Double
    /// The opacity, 0...1.
    public var alpha: Double
    /// The overlay, or `nil` when none shows.
    public var overlay: OverlayState?

    /// The transform from content coordinates (origin at the content's top-left corner) to deck
    /// coordinates.
    public var transform: Transform {
        Transform.translation(Vector(dx: -size.width / 2, dy: -size.height / 2))
            .concatenating(.scale(x: scale.dx, y: scale.dy))
            .concatenating(.rotation(rotation))
            .concatenating(.translation(Vector(dx: center.x, dy: center.y)))
    }

    /// Whether a deck point lies on the card as drawn.
    public func contains(_ point: Point) -> Bool {
        guard let inverse = transform.inverted else { return false }
        let local = inverse.apply(to: point)
        return local.x >= 0 && local.y >= 0 && local.x <= size.width && local.y <= size.height
    }
}
