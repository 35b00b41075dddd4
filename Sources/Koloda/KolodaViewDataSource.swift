// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// Supplies a ``KolodaView``'s cards, with Koloda's names and types.
    ///
    /// The view asks for a card's view only when the card becomes visible, never for all of them,
    /// and lets go of it when the card has left.
    ///
    /// Its methods run on the main actor. Code in the Swift 5 language mode without strict
    /// concurrency checking adopts and calls it as Koloda's, which is not isolated
    /// (`@preconcurrency`); Swift 6 code has the isolation checked.
    @preconcurrency @MainActor
    public protocol KolodaViewDataSource: AnyObject {
        /// How many cards the deck has.
        func kolodaNumberOfCards(_ koloda: KolodaView) -> Int
        /// How fast swiped cards fly off. Default ``DragSpeed/default``.
        func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed
        /// The view of the card at `index`. The deck sizes it to the card.
        func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView
        /// An overlay over the card at `index` while it is dragged (LIKE / NOPE), or `nil` (the
        /// default).
        func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
        /// New: the cards at `indexes` will be needed soon, in that order; start loading their
        /// content. As UITableView's `prefetchRowsAt`. Default: does nothing.
        func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int])
        /// New: the cards at `indexes`, named by `koloda(_:prefetchCardsAt:)`, are no longer
        /// expected; stop loading them. Default: does nothing.
        func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int])
        /// New: what VoiceOver calls the card at `index` (its title, say), or `nil` (the default).
        /// The deck reads "Card 3 of 20: <label>".
        func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String?
    }

    extension KolodaViewDataSource {
        /// Returns ``DragSpeed/default``.
        public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .default }
        /// Returns `nil`.
        public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {}
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) {}
        /// Returns `nil`.
        public func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? { nil }
    }

    /// Decides what the user may do with each card and hears what happened, with Koloda's names and
    /// types. Every method is optional.
    ///
    /// Its methods run on the main actor. Code in the Swift 5 language mode without strict
    /// concurrency checking adopts and calls it as Koloda's, which is not isolated
    /// (`@preconcurrency`); Swift 6 code has the isolation checked.
    @preconcurrency @MainActor
    public protocol KolodaViewDelegate: AnyObject {
        /// The directions the card at `index` may be swiped in. Default `[.left, .right]`.
        func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection]
        /// Whether the card at `index` may be swiped in `direction`. Default true.
        func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool
        /// A card was swiped.
        func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection)
        /// The last card was swiped.
        func kolodaDidRunOutOfCards(_ koloda: KolodaView)
        /// The top card at `index` was tapped.
        func koloda(_ koloda: KolodaView, didSelectCardAt index: Int)
        /// Whether the deck plays its appear animation on first load and reset. Default true.
        func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool
        /// Whether background cards follow the drag that is starting. Default: the view's options
        /// (true).
        func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool
        /// Whether background cards are drawn semi-transparent. Default: the view's options (true).
        func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool
        /// The top card was dragged `finishPercentage` (0...100) of the way to a swipe in `direction`.
        func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection)
        /// A released card finished springing back.
        func kolodaDidResetCard(_ koloda: KolodaView)
        /// The swipe threshold for the drag that is starting, or `nil` for the view's options (the
        /// default).
        func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat?
        /// A card became the settled top card.
        func koloda(_ koloda: KolodaView, didShowCardAt index: Int)
        /// Whether the card at `index` may be dragged at all. Default true.
        func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool
        /// The user's drag of the top card began.
        func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView)
        /// The user's drag of the top card ended or was cancelled.
        func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView)
        /// New: an undo finished; the card at `index` is the settled top card again.
        func koloda(_ koloda: KolodaView, didRewindTo index: Int)
        /// New: the deck refused an operation or found something inconsistent and recovered; the
        /// message names the problem.
        func koloda(_ koloda: KolodaView, diagnostic message: String)
        /// New: `remainingCards` are left from the top card to the last: append a page with
        /// `insertCardAtIndexRange(_:animated:)` and the deck never runs out while more exist.
        func kolodaIsNearEnd(_ koloda: KolodaView, remainingCards: Int)
    }

    extension KolodaViewDelegate {
        /// Returns `[.left, .right]`.
        public func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
            SwipeResultDirection.defaultAllowed
        }
        /// Returns true.
        public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {}
        /// Does nothing.
        public func kolodaDidRunOutOfCards(_ koloda: KolodaView) {}
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {}
        /// Returns true.
        public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { true }
        /// Returns the options' `shouldMoveBackgroundCard`.
        public func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { koloda.options.shouldMoveBackgroundCard }
        /// Returns the options' `shouldTransparentizeNextCard`.
        public func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { koloda.options.shouldTransparentizeNextCard }
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {}
        /// Does nothing.
        public func kolodaDidResetCard(_ koloda: KolodaView) {}
        /// Returns `nil`.
        public func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? { nil }
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
        /// Returns true.
        public func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { true }
        /// Does nothing.
        public func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {}
        /// Does nothing.
        public func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {}
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, didRewindTo index: Int) {}
        /// Does nothing.
        public func koloda(_ koloda: KolodaView, diagnostic message: String) {}
        /// Does nothing.
        public func kolodaIsNearEnd(_ koloda: KolodaView, remainingCards: Int) {}
    }

    /// How long a card takes to fly off the deck: Koloda's `DragSpeed`, in seconds.
    public enum DragSpeed: TimeInterval, CaseIterable, Sendable {
        case slow = 2.0
        case moderate = 1.5
        case `default` = 0.8
        case fast = 0.4

        /// The engine's speed of the same name.
        var engine: KolodaEngine.DragSpeed {
            switch self {
            case .slow: .slow
            case .moderate: .moderate
            case .default: .default
            case .fast: .fast
            }
        }
    }

    /// Where the background cards peek out from under the top card: Koloda's
    /// `VisibleCardsDirection`.
    public enum VisibleCardsDirection: Int, CaseIterable, Sendable {
        case top
        case bottom

        /// The engine's direction of the same name.
        var engine: KolodaEngine.VisibleCardsDirection {
            switch self {
            case .top: .top
            case .bottom: .bottom
            }
        }

        /// Koloda's name of the engine's direction.
        init(_ direction: KolodaEngine.VisibleCardsDirection) {
            self = direction == .top ? .top : .bottom
        }
    }
#endif
