// SPDX-License-Identifier: MIT

/// Places the cards of a deck at rest: the frame of each slot of the stack.
///
/// Slot 0 is the top card; slot `visibleCount − 1` is the last visible one. The deck lays every
/// card's content out at slot 0's size and scales it to fill its slot's frame, so a layout only
/// says where each slot is and how large it looks. This is Koloda's overridable
/// `frameForCard(at:)`, as a value you supply in ``DeckOptions/layout``.
///
/// Implementations must be pure: the same arguments always give the same frame.
public protocol CardLayout: Sendable {
    /// The frame of a slot, in deck coordinates.
    ///
    /// - Parameters:
    ///   - slot: The slot, 0 for the top card.
    ///   - visibleCount: How many slots the deck shows (``DeckOptions/countOfVisibleCards``).
    ///   - bounds: The deck's size.
    /// - Returns: A rectangle with non-negative, finite size.
    func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect

    /// Checks the layout's own parameters; ``DeckOptions/validate()`` calls it.
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)`` naming the parameter as
    ///   `layout.name`. The default accepts every layout.
    func validate() throws(KolodaError)

    /// Whether `other` is the same layout; ``DeckOptions`` compares layouts with it. Equatable
    /// layouts get it for free; the default for others is identity of nothing: `false`.
    func isEqual(to other: any CardLayout) -> Bool
}

extension CardLayout {
    /// Accepts the layout: it has no parameters to check.
    public func validate() throws(KolodaError) {}

    /// Returns `false`: a layout that is not `Equatable` cannot tell.
    public func isEqual(to other: any CardLayout) -> Bool { false }
}

extension CardLayout where Self: Equatable {
    /// Whether `other` is a layout of the same type with equal parameters.
    public func isEqual(to other: any CardLayout) -> Bool { (other as? Self) == self }
}
