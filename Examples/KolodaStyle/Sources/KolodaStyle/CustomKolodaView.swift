// SPDX-License-Identifier: MIT

import Koloda
import UIKit

private let defaultTopOffset: CGFloat = 20
private let defaultHorizontalOffset: CGFloat = 10
private let defaultHeightRatio: CGFloat = 1.25
private let backgroundCardHorizontalMarginMultiplier: CGFloat = 0.25
private let backgroundCardScalePercent: CGFloat = 1.5

/// Koloda's v2 example: a KolodaView subclass with a layout of its own, from `frameForCard(at:)`.
final class CustomKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> CGRect {
        if index == 0 {
            let topOffset: CGFloat = defaultTopOffset
            let xOffset: CGFloat = defaultHorizontalOffset
            let width = (self.frame).width - 2 * defaultHorizontalOffset
            let height = width * defaultHeightRatio
            let yOffset: CGFloat = topOffset
            return CGRect(x: xOffset, y: yOffset, width: width, height: height)
        } else if index == 1 {
            let horizontalMargin = -self.bounds.width * backgroundCardHorizontalMarginMultiplier
            let width = self.bounds.width * backgroundCardScalePercent
            let height = width * defaultHeightRatio
            return CGRect(x: horizontalMargin, y: 0, width: width, height: height)
        }
        return CGRect.zero
    }
}

/// Koloda's second example screen, on the custom layout.
final class BackgroundAnimationViewController: UIViewController, KolodaViewDataSource, KolodaViewDelegate {
    let kolodaView = CustomKolodaView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var images = (1...5).compactMap { UIImage(named: "cards_\($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.alphaValueSemiTransparent = 0.1
        kolodaView.countOfVisibleCards = 2
        kolodaView.animator = BackgroundKolodaAnimator(koloda: kolodaView)
        kolodaView.delegate = self
        kolodaView.dataSource = self
        view.addSubview(kolodaView)
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { images.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        UIImageView(image: images[index])
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        kolodaView.resetCurrentCardIndex()
    }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        if let view = kolodaView.viewForCard(at: index + 1) { view.alpha = 1 }
    }
}
