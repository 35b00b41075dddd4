// SPDX-License-Identifier: MIT

/// Decides what the user may do with each card and hears what happened, with Koloda's names.
///
/// Every method has a default. The deck may be changed from inside any callback: the change runs
/// on a deck whose current event has been fully applied. The questions (`allowedDirectionsFor…`,
/// `should…`) are asked while the deck is in the middle of an operation; deck operations called
/// from inside them are run right after that operation finishes, and report `false`.
public protocol KolodaDelegate: AnyObject {
    /// The directions the card at `index` may be swiped in, in order of preference for ties.
    /// Default `[.left, .right]`.
    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card at `index` may be swiped in `direction`. Default true.
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// Whether the card at `index` may be dragged at all. Default true.
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool
    /// Whether the deck plays its appear animation on first load and reset. Default true.
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool

    /// A card was swiped.
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck)
    /// A card became the settled top card.
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int)
    /// A revert animation completed for the card at `index`.
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int)
    /// A released card finished springing back.
    func kolodaDidResetCard(_ koloda: KolodaDeck)
    /// The top card at `index` was tapped.
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int)
    /// The top card was dragged `percentage` (0...1) of the way to a swipe in `direction`.
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    /// The pointer went down on the top card.
    func kolodaPanBegan(_ koloda: KolodaDeck)
    /// The pointer went up, or the drag was cancelled.
    func kolodaPanFinished(_ koloda: KolodaDeck)
    /// The deck found something inconsistent (such as a data source whose count changed without
    /// a reload) and recovered.
    func koloda(_ koloda: KolodaDeck, diagnostic message: String)
}

public extension KolodaDelegate {
    /// Returns `[.left, .right]`.
    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        SwipeResultDirection.defaultAllowed
    }
    /// Returns true.
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    /// Returns true.
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool { true }
    /// Returns true.
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { true }
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    /// Does nothing.
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) {}
    /// Does nothing.
    func kolodaDidResetCard(_ koloda: KolodaDeck) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {}
    /// Does nothing.
    func kolodaPanBegan(_ koloda: KolodaDeck) {}
    /// Does nothing.
    func kolodaPanFinished(_ koloda: KolodaDeck) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaDeck, diagnostic message: String) {}
}
