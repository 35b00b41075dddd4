// SPDX-License-Identifier: MIT

import Koloda
import UIKit

// Every member of Koloda 5.0.1's public API, used as an app uses it. Built twice: in the Swift 5
// language mode (KolodaAPISwift5, as most Koloda apps are) and in Swift 6 (KolodaAPISwift6, whose
// file is a link to this one).

/// A deck controller that sets and calls everything Koloda's `KolodaView` offers.
final class EveryMemberViewController: UIViewController, KolodaViewDataSource, KolodaViewDelegate {
    let kolodaView = KolodaView()
    var cards: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.alphaValueOpaque = 1
        kolodaView.alphaValueTransparent = 1
        kolodaView.alphaValueSemiTransparent = 0.5
        kolodaView.shouldPassthroughTapsWhenNoVisibleCards = true
        kolodaView.rotationMax = 1.2
        kolodaView.rotationAngle = .pi / 8
        kolodaView.scaleMin = 0.9
        kolodaView.appearanceAnimationDuration = 0.5
        kolodaView.countOfVisibleCards = 2
        kolodaView.animator = KolodaViewAnimator(koloda: kolodaView)
        kolodaView.dataSource = self
        kolodaView.delegate = self
        view.addSubview(kolodaView)
    }

    func buttons() {
        kolodaView.swipe(.left)
        kolodaView.swipe(.right, force: true)
        kolodaView.revertAction()
        kolodaView.revertAction(direction: .up)
        kolodaView.reloadData()
        kolodaView.resetCurrentCardIndex()
        kolodaView.applyAppearAnimationIfNeeded()
        kolodaView.layoutDeck()
        kolodaView.insertCardAtIndexRange(0..<1, animated: true)
        kolodaView.insertCardAtIndexRange(0..<1)
        kolodaView.removeCardInIndexRange(0..<1, animated: false)
        kolodaView.reloadCardsInIndexRange(0..<1)
        let shown: UIView? = kolodaView.viewForCard(at: kolodaView.currentCardIndex)
        let frame: CGRect = kolodaView.frameForCard(at: 1)
        let state = (kolodaView.countOfCards, kolodaView.isRunOutOfCards, kolodaView.animator, shown, frame)
        print(state, kolodaView.point(inside: .zero, with: nil))
    }

    // MARK: KolodaViewDataSource

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { cards.count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { DragSpeed(rawValue: 0.4) ?? .fast }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIImageView(image: cards[index]) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }

    // MARK: KolodaViewDelegate

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        [.left, .right, .up, .down, .topLeft, .topRight, .bottomLeft, .bottomRight]
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool { true }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) { print(direction.rawValue) }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {}
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { true }
    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool { true }
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { true }
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {}
    func kolodaDidResetCard(_ koloda: KolodaView) {}
    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? { nil }
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {}
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool { true }
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {
        card.rotationMax = 1
        card.rotationAngle = .pi / 10
        card.scaleMin = 0.8
        print(card.contentView as Any)
    }
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {}
}

/// A LIKE / NOPE stamp, as Koloda's examples draw one.
final class StampOverlayView: OverlayView {
    override var overlayState: SwipeResultDirection? {
        didSet { isHidden = overlayState == nil }
    }

    override func update(progress: CGFloat) {
        alpha = progress
    }
}

/// An animator subclass with every override Koloda offers.
final class EveryAnimator: KolodaViewAnimator {
    override func animateAppearance(_ duration: TimeInterval, completion: AnimationCompletionBlock = nil) {
        super.animateAppearance(duration, completion: completion)
    }
    override func applyReverseAnimation(
        _ card: DraggableCardView, direction: SwipeResultDirection?, duration: TimeInterval, completion: AnimationCompletionBlock = nil
    ) {
        super.applyReverseAnimation(card, direction: direction, duration: duration, completion: completion)
    }
    override func applyScaleAnimation(
        _ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval, completion: AnimationCompletionBlock = nil
    ) {
        super.applyScaleAnimation(card, scale: scale, frame: frame, duration: duration, completion: completion)
    }
    override func applyAlphaAnimation(
        _ card: DraggableCardView, alpha: CGFloat, duration: TimeInterval = 0.2, completion: AnimationCompletionBlock = nil
    ) {
        super.applyAlphaAnimation(card, alpha: alpha, duration: duration, completion: completion)
    }
    override func applyInsertionAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) {
        super.applyInsertionAnimation(cards, completion: completion)
    }
    override func applyRemovalAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) {
        super.applyRemovalAnimation(cards, completion: completion)
    }
}
