// SPDX-License-Identifier: MIT

/// Decides what the user may do with each card and hears what happened, with Koloda's names.
///
/// Declared once for every host: `Koloda` is whatever sends the calls, ``KolodaDeck`` itself or
/// a host's view of it, and is inferred from the methods you implement. Every method has a
/// default. Koloda's questions that became ``DeckOptions`` (the threshold, whether background
/// cards move or are transparent) are still asked, and answer with the options by default, so
/// a ported Koloda delegate behaves as it did.
///
/// The deck may be changed from inside any callback: the change runs on a deck whose current
/// event has been fully applied. The questions are asked while the deck is in the middle of an
/// operation; deck operations called from inside them run right after that operation finishes,
/// and report `false`. <doc:CallingTheDeckFromItsCallbacks> has the whole rule.
public protocol KolodaDelegate<Koloda>: AnyObject {
    /// The deck or view that tells.
    associatedtype Koloda: KolodaSender

    /// The directions the card at `index` may be swiped in, in order of preference for ties.
    /// Default `[.left, .right]`.
    func koloda(_ koloda: Koloda, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
    /// Whether the card at `index` may be swiped in `direction`. Default true.
    func koloda(_ koloda: Koloda, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
    /// Whether the card at `index` may be dragged at all. Default true.
    func koloda(_ koloda: Koloda, shouldDragCardAt index: Int) -> Bool
    /// Whether the deck plays its appear animation on first load and reset. Default true.
    func kolodaShouldApplyAppearAnimation(_ koloda: Koloda) -> Bool
    /// The swipe threshold for the drag that is starting, or `nil` for
    /// ``DeckOptions/swipeThresholdRatioMargin`` (the default). Asked when a drag begins.
    func kolodaSwipeThresholdRatioMargin(_ koloda: Koloda) -> Double?
    /// Whether background cards follow the drag that is starting. Asked when a drag begins.
    /// Default ``DeckOptions/shouldMoveBackgroundCard``.
    func kolodaShouldMoveBackgroundCard(_ koloda: Koloda) -> Bool
    /// Whether background cards are drawn semi-transparent. Asked when the slots are laid out.
    /// Default ``DeckOptions/shouldTransparentizeNextCard``.
    func kolodaShouldTransparentizeNextCard(_ koloda: Koloda) -> Bool

    /// A card was swiped.
    func koloda(_ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
    /// The last card was swiped.
    func kolodaDidRunOutOfCards(_ koloda: Koloda)
    /// A card became the settled top card.
    func koloda(_ koloda: Koloda, didShowCardAt index: Int)
    /// A revert animation completed for the card at `index`, now the settled top card.
    func koloda(_ koloda: Koloda, didRewindTo index: Int)
    /// A released card finished springing back.
    func kolodaDidResetCard(_ koloda: Koloda)
    /// The top card at `index` was tapped.
    func koloda(_ koloda: Koloda, didSelectCardAt index: Int)
    /// The top card was dragged `percentage` (0...100, Koloda's unit) of the way to a swipe in
    /// `direction`; 100 means the card's centre moved half its size along the direction.
    func koloda(_ koloda: Koloda, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection)
    /// The pointer went down on the top card.
    func kolodaPanBegan(_ koloda: Koloda)
    /// The pointer went up, or the drag was cancelled.
    func kolodaPanFinished(_ koloda: Koloda)
    /// The deck found something inconsistent (such as a data source whose count changed without
    /// a reload) and recovered.
    func koloda(_ koloda: Koloda, diagnostic message: String)
    /// The cards the deck shows and prefetches reach past the last card: `remainingCards` are left
    /// from the top card to the last. Append a page with `insertCardAtIndexRange(_:animated:)`,
    /// even while a card is dragged, and the deck never runs out while more cards exist. Said once
    /// for each count of cards (again after a page that still leaves the deck near its end), never
    /// for a looping deck.
    func kolodaIsNearEnd(_ koloda: Koloda, remainingCards: Int)
}

extension KolodaDelegate {
    /// Returns `[.left, .right]`.
    public func koloda(_ koloda: Koloda, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        SwipeResultDirection.defaultAllowed
    }
    /// Returns true.
    public func koloda(_ koloda: Koloda, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    /// Returns true.
    public func koloda(_ koloda: Koloda, shouldDragCardAt index: Int) -> Bool { true }
    /// Returns true.
    public func kolodaShouldApplyAppearAnimation(_ koloda: Koloda) -> Bool { true }
    /// Returns `nil`: the options' threshold.
    public func kolodaSwipeThresholdRatioMargin(_ koloda: Koloda) -> Double? { nil }
    /// Returns ``DeckOptions/shouldMoveBackgroundCard``.
    public func kolodaShouldMoveBackgroundCard(_ koloda: Koloda) -> Bool { koloda.options.shouldMoveBackgroundCard }
    /// Returns ``DeckOptions/shouldTransparentizeNextCard``.
    public func kolodaShouldTransparentizeNextCard(_ koloda: Koloda) -> Bool { koloda.options.shouldTransparentizeNextCard }
    /// Does nothing.
    public func koloda(_ koloda: Koloda, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
    /// Does nothing.
    public func kolodaDidRunOutOfCards(_ koloda: Koloda) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, didShowCardAt index: Int) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, didRewindTo index: Int) {}
    /// Does nothing.
    public func kolodaDidResetCard(_ koloda: Koloda) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, didSelectCardAt index: Int) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {}
    /// Does nothing.
    public func kolodaPanBegan(_ koloda: Koloda) {}
    /// Does nothing.
    public func kolodaPanFinished(_ koloda: Koloda) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, diagnostic message: String) {}
    /// Does nothing.
    public func kolodaIsNearEnd(_ koloda: Koloda, remainingCards: Int) {}
}

extension DeckEvent {
    /// Tells the event to the protocol method that tells it: the data source's for loading ahead,
    /// the delegate's for the rest.
    func tell<Sender: KolodaSender>(_ sender: Sender, dataSource: (any KolodaDataSource<Sender>)?, delegate: (any KolodaDelegate<Sender>)?) {
        switch self {
        case .prefetch(let indexes): dataSource?.koloda(sender, prefetchCardsAt: indexes)
        case .cancelPrefetch(let indexes): dataSource?.koloda(sender, cancelPrefetchingCardsAt: indexes)
        case .didSwipe(let index, let direction): delegate?.koloda(sender, didSwipeCardAt: index, in: direction)
        case .didRunOutOfCards: delegate?.kolodaDidRunOutOfCards(sender)
        case .didShow(let index): delegate?.koloda(sender, didShowCardAt: index)
        case .didRewind(let index): delegate?.koloda(sender, didRewindTo: index)
        case .didReset: delegate?.kolodaDidResetCard(sender)
        case .didSelect(let index): delegate?.koloda(sender, didSelectCardAt: index)
        case .dragged(let percentage, let direction): delegate?.koloda(sender, draggedCardWithPercentage: percentage, in: direction)
        case .panBegan: delegate?.kolodaPanBegan(sender)
        case .panFinished: delegate?.kolodaPanFinished(sender)
        case .diagnostic(let message): delegate?.koloda(sender, diagnostic: message)
        case .nearEnd(let remaining): delegate?.kolodaIsNearEnd(sender, remainingCards: remaining)
        }
    }
}
