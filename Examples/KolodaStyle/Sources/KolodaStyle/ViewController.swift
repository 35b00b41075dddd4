// SPDX-License-Identifier: MIT

import Koloda
import UIKit

private let numberOfCards = 5
private let frameAnimationSpringBounciness: CGFloat = 9
private let kolodaCountOfVisibleCards = 2
private let kolodaAlphaValueSemiTransparent: CGFloat = 0.1

/// Koloda's example view controller: photos as cards, LIKE / NOPE overlays, buttons to swipe and
/// undo, and more cards appended when the deck runs out.
final class ViewController: UIViewController {
    /// An outlet in Koloda's example; made in code here.
    var kolodaView: KolodaView!

    fileprivate var dataSource: [UIImage] = {
        var array: [UIImage] = []
        for index in 0..<numberOfCards {
            if let image = UIImage(named: "Card_like_\(index + 1)") { array.append(image) }
        }
        return array
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView = KolodaView()
        kolodaView.frame = CGRect(x: 0, y: 0, width: 320, height: 420)
        kolodaView.alphaValueSemiTransparent = kolodaAlphaValueSemiTransparent
        kolodaView.countOfVisibleCards = kolodaCountOfVisibleCards
        kolodaView.delegate = self
        kolodaView.dataSource = self
        view.addSubview(kolodaView)
    }

    func leftButtonTapped() {
        kolodaView?.swipe(.left)
    }

    func rightButtonTapped() {
        kolodaView?.swipe(.right)
    }

    func undoButtonTapped() {
        kolodaView?.revertAction()
    }
}

extension ViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        let position = kolodaView.currentCardIndex
        for i in 1...4 {
            if let image = UIImage(named: "Card_like_\(i)") { dataSource.append(image) }
        }
        kolodaView.insertCardAtIndexRange(position..<position + 4, animated: true)
    }

    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {
        kolodaView.resetCurrentCardIndex()
    }

    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        true
    }

    func kolodaShouldMoveBackgroundCard(_ koloda: KolodaView) -> Bool {
        false
    }

    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool {
        true
    }

    func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {
        kolodaView.alpha = 1 - finishPercentage / 400
    }

    func kolodaSwipeThresholdRatioMargin(_ koloda: KolodaView) -> CGFloat? {
        0.8
    }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        [.left, .right, .up]
    }

    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {
        card.alpha = 0.95
    }

    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {
        card.alpha = 1
    }
}

extension ViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        dataSource.count
    }

    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        .default
    }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        UIImageView(image: dataSource[index])
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        CustomOverlayView()
    }
}
