// SPDX-License-Identifier: MIT

import KolodaEngine

/// Decides what may happen to each card of a ``KolodaView`` and hears what did, with Koloda's names.
///
/// Every method has a default. The view may be changed from inside any callback.
public protocol KolodaViewDelegate: AnyObject {
    /// The directions the card at `index` may be swiped in, in order of preference for ties.
    /// Default `[.left, .right]`.
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card at `index` may be swiped in `direction`. Default true.
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// Whether the card at `index` may be dragged at all. Default true.
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool
    /// Whether the deck plays its appear animation on first load and reset. Default true.
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool

    /// A card was swiped.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: KolodaView)
    /// A card became the settled top card.
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int)
    /// A revert animation completed for the card at `index`.
    func koloda(_ koloda: KolodaView, didRewindTo index: Int)
    /// A released card finished springing back.
    func kolodaDidResetCard(_ koloda: KolodaView)
    /// The top card at `index` was tapped.
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int)
    /// The top card was dragged `percentage` (0...1) of the way to a swipe in `direction`.
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    /// The pointer went down on the top card.
    func kolodaPanBegan(_ koloda: KolodaView)
    /// The pointer went up, or the drag was cancelled.
    func kolodaPanFinished(_ koloda: KolodaView)
    /// The deck found something inconsistent (such as a data source whose count changed without
    /// a reload) and recovered.
    func koloda(_ koloda: KolodaView, diagnostic message: String)
}

public extension KolodaViewDelegate {
    /// Returns `[.left, .right]`.
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        SwipeResultDirection.defaultAllowed
    }
    /// Returns true.
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    /// Returns true.
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { true }
    /// Returns true.
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { true }
    /// Does nothing.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    /// Does nothing.
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {}
    /// Does nothing.
    func kolodaDidResetCard(_ koloda: KolodaView) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {}
    /// Does nothing.
    func kolodaPanBegan(_ koloda: KolodaView) {}
    /// Does nothing.
    func kolodaPanFinished(_ koloda: KolodaView) {}
    /// Does nothing.
    func koloda(_ koloda: KolodaView, diagnostic message: String) {}
}
