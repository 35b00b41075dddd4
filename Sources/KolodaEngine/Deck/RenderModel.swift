// SPDX-License-Identifier: MIT

/// Identifies one card view for as long as it lives, across slot changes and index remapping.
///
/// A host keeps one view per identifier: it creates the view when an identifier first appears in
/// the render model and releases it when the identifier disappears. Reloading a card's content
/// gives it a new identifier.
public struct CardID: Hashable, Sendable, Comparable {
    /// The identifier's number, increasing in order of creation.
    public let rawValue: UInt64

    /// Creates an identifier.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Whether `lhs` was created before `rhs`.
    public static func < (lhs: CardID, rhs: CardID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The overlay of a card (LIKE / NOPE): the direction it shows and how strongly.
public struct OverlayState: Hashable, Sendable {
    /// The direction the overlay stands for.
    public var direction: SwipeResultDirection
    /// Its progress in 0...1; hosts typically use it as the overlay's opacity.
    public var progress: Double

    /// Creates an overlay state.
    public init(direction: SwipeResultDirection, progress: Double) {
        self.direction = direction
        self.progress = progress
    }
}

/// How one card is drawn at one instant.
///
/// The card is a rectangle of ``size``, scaled by ``scale`` about its centre, rotated by
/// ``rotation`` about its centre, with its centre at ``center`` (deck coordinates).
public struct RenderedCard: Hashable, Sendable {
    /// The card view's identity.
    public var id: CardID
    /// The card's index in the data source; `nil` for a card that was removed from the data
    /// while on screen (it is still fading out). No two cards of one model share an index.
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

/// Every card that holds a view at one instant, back to front, and the deck's appear transform.
public struct RenderModel: Hashable, Sendable {
    /// The deck time this model describes, in seconds.
    public var time: Double = 0
    /// The appear animation's scale of the whole deck about its centre (1 at rest).
    public var deckScale: Double = 1
    /// The appear animation's opacity of the whole deck (1 at rest).
    public var deckAlpha: Double = 1
    /// The cards in drawing order (behaviour.md §5): the first is at the back, the last in front.
    /// Cards dropping off the back of the stack come first, then the stack from its last slot to
    /// the top card, then a card returning from an undo, then the cards flying off, the most
    /// recently swiped last.
    public var cards: [RenderedCard] = []

    /// Creates an empty model.
    public init() {}

    /// The top card of the stack (slot 0), if a card is on top.
    public var topCard: RenderedCard? { cards.last { $0.slot == 0 } }
}
