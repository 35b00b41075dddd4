// SPDX-License-Identifier: MIT

import Koloda
import UIKit

// An app file written for Koloda 5.0.1 as apps write one: names qualified with the module
// (`Koloda.KolodaView`), a subclass whose layout starts from `super.frameForCard(at:)`, and an
// animator that overrides 5.0.1's `applyReverseAnimation(_:direction:duration:completion:)`.
// Built unchanged against the stand-in and type-checked against Apple's iOS SDK.

/// A deck that leaves room for a toolbar under its cards.
final class ToolbarKolodaView: Koloda.KolodaView {
    override func frameForCard(at index: Int) -> CGRect {
        let frame = super.frameForCard(at: index)
        return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height - 44)
    }
}

/// An overlay that shows only while the card is dragged left or right.
final class TintOverlayView: Koloda.OverlayView {
    override var overlayState: Koloda.SwipeResultDirection? {
        didSet { isHidden = overlayState != .left && overlayState != .right }
    }
}

/// An animator that counts the undos the deck would animate.
final class CountingAnimator: Koloda.KolodaViewAnimator {
    private(set) var reverses = 0

    override func applyReverseAnimation(
        _ card: Koloda.DraggableCardView, direction: Koloda.SwipeResultDirection?, duration: TimeInterval,
        completion: AnimationCompletionBlock = nil
    ) {
        reverses += 1
        super.applyReverseAnimation(card, direction: direction, duration: duration, completion: completion)
    }
}

/// A screen that uses the three.
final class ToolbarDeckViewController: UIViewController, Koloda.KolodaViewDataSource, Koloda.KolodaViewDelegate {
    let kolodaView = ToolbarKolodaView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.animator = CountingAnimator(koloda: kolodaView)
        kolodaView.dataSource = self
        kolodaView.delegate = self
        view.addSubview(kolodaView)
    }

    func kolodaNumberOfCards(_ koloda: Koloda.KolodaView) -> Int { 3 }

    func koloda(_ koloda: Koloda.KolodaView, viewForCardAt index: Int) -> UIView { UIView() }

    func koloda(_ koloda: Koloda.KolodaView, viewForCardOverlayAt index: Int) -> Koloda.OverlayView? { TintOverlayView() }

    func koloda(_ koloda: Koloda.KolodaView, didSwipeCardAt index: Int, in direction: Koloda.SwipeResultDirection) {}
}
