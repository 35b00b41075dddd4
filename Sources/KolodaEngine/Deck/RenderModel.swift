// SPDX-License-Identifier: MIT

/// Every card that holds a view at one instant, back to front, and the deck's appear transform.
public struct RenderModel: Hashable, Sendable {
    /// The deck time this model describes, in seconds.
    public var time: Double = 0
    /// The appear animation's scale of the whole deck about its centre (1 at rest).
    public var deckScale: Double = 1
    /// The appear animation's opacity of the whole deck (1 at rest).
    public var deckAlpha: Double = 1
    /// The cards in drawing order (<doc:DeckModel>): the first is at the back, the last in front.
    /// Cards dropping off the back of the stack come first, then the stack from its last slot to
    /// the top card, then a card returning from an undo, then the cards flying off, the most
    /// recently swiped last.
    public var cards: [RenderedCard] = []

    /// Creates an empty model.
    public init() {}

    /// The top card of the stack (slot 0), if a card is on top.
    public var topCard: RenderedCard? { cards.last { $0.slot == 0 } }
}
