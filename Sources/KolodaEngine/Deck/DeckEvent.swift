// SPDX-License-Identifier: MIT

/// Something the deck tells its delegate, as a value.
///
/// Every delegate callback has a matching event; ``KolodaDeck/eventHandler`` receives them all,
/// in the same order as the delegate, with the time at which they happened.
public enum DeckEvent: Hashable, Sendable {
    /// A card was swiped and its index left the deck (`koloda(_:didSwipeCardAt:in:)`).
    case didSwipe(index: Int, direction: SwipeResultDirection)
    /// The last card was swiped (`kolodaDidRunOutOfCards(_:)`).
    case didRunOutOfCards
    /// A card became the settled top card (`koloda(_:didShowCardAt:)`).
    case didShow(index: Int)
    /// A revert animation completed (`koloda(_:didRewindTo:)`).
    case didRewind(index: Int)
    /// A released card finished springing back (`kolodaDidResetCard(_:)`).
    case didReset
    /// The top card was tapped (`koloda(_:didSelectCardAt:)`).
    case didSelect(index: Int)
    /// The top card was dragged; `percentage` is in 0...100, Koloda's unit, where 100 means the
    /// card's centre moved half its size along `direction` (`koloda(_:draggedCardWithPercentage:in:)`).
    case dragged(percentage: Double, direction: SwipeResultDirection)
    /// The pointer went down on the top card (`kolodaPanBegan(_:card:)`).
    case panBegan
    /// The pointer went up, or the drag was cancelled (`kolodaPanFinished(_:card:)`).
    case panFinished
    /// Something was inconsistent and the deck recovered (`koloda(_:diagnostic:)`).
    case diagnostic(message: String)
    /// The data source should load these cards, in this order (`koloda(_:prefetchCardsAt:)`).
    case prefetch(indexes: [Int])
    /// The data source may stop loading these cards (`koloda(_:cancelPrefetchingCardsAt:)`).
    case cancelPrefetch(indexes: [Int])
    /// The deck nears its end with `remaining` cards from the top to the last
    /// (`kolodaIsNearEnd(_:remainingCards:)`).
    case nearEnd(remaining: Int)
}
