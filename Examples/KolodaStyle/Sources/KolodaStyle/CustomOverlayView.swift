// SPDX-License-Identifier: MIT

import Koloda
import UIKit

private let overlayRightImageName = "overlay_like"
private let overlayLeftImageName = "overlay_skip"

/// Koloda's example overlay: a LIKE or NOPE stamp by the direction of the swipe.
final class CustomOverlayView: OverlayView {
    lazy var overlayImageView: UIImageView = {
        let imageView = UIImageView(image: nil)
        imageView.contentMode = .scaleAspectFill
        addSubview(imageView)
        return imageView
    }()

    override var overlayState: SwipeResultDirection? {
        didSet {
            switch overlayState {
            case .left?:
                overlayImageView.image = UIImage(named: overlayLeftImageName)
            case .right?:
                overlayImageView.image = UIImage(named: overlayRightImageName)
            default:
                overlayImageView.image = nil
            }
        }
    }

    override func update(progress: CGFloat) {
        alpha = min(progress * 1.5, 1)
    }
}
