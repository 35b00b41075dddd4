// SPDX-License-Identifier: MIT

/// Places the cards of a deck at rest: the frame of each slot of the stack.
///
/// Slot 0 is the top card; slot `visibleCount − 1` is the last visible one. The deck lays every
/// card's content out at slot 0's size and scales it to fill its slot's frame, so a layout only
/// says where each slot is and how large it looks. This is Koloda's overridable
/// `frameForCard(at:)`, as a value you supply in ``DeckOptions/layout``.
///
/// Implementations must be pure: the same arguments always give the same frame.
public protocol CardLayout: CardLayoutBase {
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

    #if !hasFeature(Embedded)
        /// Whether `other` is the same layout; ``DeckOptions`` compares layouts with it. Equatable
        /// layouts get it for free; the default for others is identity of nothing: `false`.
        func isEqual(to other: any CardLayout) -> Bool
    #endif
}

#if hasFeature(Embedded)
    /// What every layout is: `Sendable`, and in Embedded Swift (the engine built for the web),
    /// which has no existentials to compare layouts through, also `Equatable`.
    public typealias CardLayoutBase = Equatable & Sendable
#else
    /// What every layout is: `Sendable`, and in Embedded Swift (the engine built for the web),
    /// which has no existentials to compare layouts through, also `Equatable`.
    public typealias CardLayoutBase = Sendable
#endif

extension CardLayout {
    /// Accepts the layout: it has no parameters to check.
    public func validate() throws(KolodaError) {}
}

#if !hasFeature(Embedded)
    extension CardLayout {
        /// Returns `false`: a layout that is not `Equatable` cannot tell.
        public func isEqual(to other: any CardLayout) -> Bool { false }
    }

    extension CardLayout where Self: Equatable {
        /// Whether `other` is a layout of the same type with equal parameters.
        public func isEqual(to other: any CardLayout) -> Bool { (other as? Self) == self }
    }
#endif

extension CardLayout {
    /// The largest deck bounds inside `available`, centred, whose top card has the width-to-height
    /// ratio `ratio`: how a host keeps cards in shape in a window of any shape.
    ///
    /// The deck narrows (or shortens) until slot 0's frame has the ratio; for layouts whose card
    /// size does not follow the deck's in that way, the closest it gets in a few steps, and
    /// narrower still if the top card would otherwise reach below the space.
    ///
    /// - Parameters:
    ///   - ratio: Width over height of the top card, greater than 0 and finite.
    ///   - visibleCount: How many slots the deck shows.
    ///   - available: The space the host has.
    /// - Returns: The bounds, in the host's coordinates; `available` itself for an invalid ratio.
    public func bounds(fittingCardAspectRatio ratio: Double, visibleCount: Int, in available: Size) -> Rect {
        guard ratio.isFinite, ratio > 0, available.width > 0, available.height > 0 else {
            return Rect(x: 0, y: 0, width: available.width, height: available.height)
        }
        var size = available
        for _ in 0..<4 {
            let card = frame(forSlot: 0, visibleCount: visibleCount, in: size).size
            guard card.width > 0, card.height > 0 else { break }
            let current = card.width / card.height
            if current > ratio * (1 + 1e-9) {
                size.width = max(size.width - (card.width - card.height * ratio), 0)
            } else if current < ratio * (1 - 1e-9) {
                size.height = max(size.height - (card.height - card.width / ratio), 0)
            } else {
                break
            }
        }
        // A layout whose card height follows the deck's width alone (the background layout) can
        // still reach below the space: narrow the deck until the top card ends within it.
        for _ in 0..<4 {
            let card = frame(forSlot: 0, visibleCount: visibleCount, in: size)
            let bottom = card.origin.y + card.size.height
            guard bottom > size.height * (1 + 1e-9), bottom > 0 else { break }
            size.width *= size.height / bottom
        }
        return Rect(x: (available.width - size.width) / 2, y: (available.height - size.height) / 2, width: size.width, height: size.height)
    }
}
