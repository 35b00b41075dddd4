// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// The engine's data source and delegate for a ``KolodaView``: passes the deck's questions and
    /// events to the view's Koloda-typed data source and delegate (CGFloat for Double, Koloda's
    /// `DragSpeed`, the card view of the pan callbacks).
    @MainActor
    final class DeckBridge: @MainActor KolodaDataSource, @MainActor KolodaDelegate {
        private unowned let view: KolodaView

        init(view: KolodaView) {
            self.view = view
        }

        // MARK: Data source

        func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { view.dataSource?.kolodaNumberOfCards(view) ?? 0 }

        func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> KolodaEngine.DragSpeed {
            view.dataSource?.kolodaSpeedThatCardShouldDrag(view).engine ?? .default
        }

        func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) { view.dataSource?.koloda(view, prefetchCardsAt: indexes) }

        func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) {
            view.dataSource?.koloda(view, cancelPrefetchingCardsAt: indexes)
        }

        // MARK: Questions

        func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
            view.delegate?.koloda(view, allowedDirectionsForIndex: index) ?? SwipeResultDirection.defaultAllowed
        }

        func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
            view.delegate?.koloda(view, shouldSwipeCardAt: index, in: direction) ?? true
        }

        func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
            if let asked = shouldDragAnswer, asked.index == index {
                shouldDragAnswer = nil
                return asked.answer
            }
            return view.delegate?.koloda(view, shouldDragCardAt: index) ?? true
        }

        /// The delegate's answer to `shouldDragCardAt` when the pan recognizer asked it whether to
        /// begin, for the drag that then begins: Koloda asks once per pan (DraggableCardView.swift
        /// 285-290 at 5.0.1).
        var shouldDragAnswer: (index: Int, answer: Bool)?

        /// Asks the delegate whether the card at `index` may be dragged, for a pan about to begin.
        func askShouldDrag(_ index: Int) -> Bool {
            let answer = view.delegate?.koloda(view, shouldDragCardAt: index) ?? true
            shouldDragAnswer = (index, answer)
            return answer
        }

        /// Whether the next appear animation is refused without asking the delegate: the one of a
        /// load by a new data source, which Koloda does not animate.
        var refusesAppear = false

        func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
            if refusesAppear {
                refusesAppear = false
                return false
            }
            return view.delegate?.kolodaShouldApplyAppearAnimation(view) ?? true
        }

        func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> Double? {
            view.delegate?.kolodaSwipeThresholdRatioMargin(view).map(Double.init)
        }

        func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool {
            view.delegate?.kolodaShouldMoveBackgroundCard(view) ?? view.options.shouldMoveBackgroundCard
        }

        func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool {
            view.delegate?.kolodaShouldTransparentizeNextCard(view) ?? view.options.shouldTransparentizeNextCard
        }

        // MARK: Events

        func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
            view.delegate?.koloda(view, didSwipeCardAt: index, in: direction)
        }

        func kolodaDidRunOutOfCards(_ koloda: KolodaView) { view.delegate?.kolodaDidRunOutOfCards(view) }

        /// The card views exist when the delegate hears of them, as Koloda makes them before it
        /// announces (KolodaView.swift 180-192 at 5.0.1): `viewForCard(at:)` finds the card shown.
        ///
        /// With Koloda's timing it names the card current when the delegate hears it, as every one of
        /// Koloda's calls does (KolodaView.swift 192, 437, 536 at 5.0.1): after a `didSwipeCardAt`
        /// whose delegate reset the deck, the first card.
        func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {
            view.controller.refresh()
            view.delegate?.koloda(view, didShowCardAt: view.usesEngineTiming ? index : view.currentCardIndex)
        }

        /// With Koloda's timing it names the card current when the delegate hears it, as Koloda's
        /// call does (KolodaView.swift 535 at 5.0.1).
        func koloda(_ koloda: KolodaView, didRewindTo index: Int) {
            view.delegate?.koloda(view, didRewindTo: view.usesEngineTiming ? index : view.currentCardIndex)
        }

        func kolodaDidResetCard(_ koloda: KolodaView) { view.delegate?.kolodaDidResetCard(view) }

        func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { view.delegate?.koloda(view, didSelectCardAt: index) }

        func koloda(_ koloda: KolodaView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
            view.delegate?.koloda(view, draggedCardWithPercentage: CGFloat(percentage), in: direction)
        }

        /// The card view the user's drag holds, for the pan callbacks: the top card when the drag
        /// began (by the time it ends the card may be flying off, or gone already, and another is
        /// on top), kept until the pan's end.
        private var draggedCard: DraggableCardView?

        func kolodaPanBegan(_ koloda: KolodaView) {
            draggedCard = view.controller.model.topCard.flatMap { view.controller.cardViews[$0.id] }
            guard let card = draggedCard else { return }
            view.delegate?.kolodaPanBegan(view, card: card)
        }

        /// The card views exist when the delegate hears of the pan's end, as Koloda makes the next
        /// card before it (DraggableCardView.swift 267-269, KolodaView.swift 446-470 at 5.0.1).
        func kolodaPanFinished(_ koloda: KolodaView) {
            defer { draggedCard = nil }
            view.controller.refresh()
            guard let card = draggedCard else { return }
            view.delegate?.kolodaPanFinished(view, card: card)
        }

        func koloda(_ koloda: KolodaView, diagnostic message: String) { view.delegate?.koloda(view, diagnostic: message) }

        func kolodaIsNearEnd(_ koloda: KolodaView, remainingCards: Int) { view.delegate?.kolodaIsNearEnd(view, remainingCards: remainingCards) }
    }
#endif
