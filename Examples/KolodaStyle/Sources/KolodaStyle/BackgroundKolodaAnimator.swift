// SPDX-License-Identifier: MIT

// Koloda's second example's animator, as its apps write it: a subclass that moves background
// cards on a spring of its own.
import Koloda
import UIKit

final class BackgroundKolodaAnimator: KolodaViewAnimator {
    override func applyScaleAnimation(
        _ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval, completion: AnimationCompletionBlock = nil
    ) {
        card.transform = CGAffineTransform(a: scale.width, b: 0, c: 0, d: scale.height, tx: 0, ty: 0)
        completion?(true)
    }
}
