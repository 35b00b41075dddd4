// SPDX-License-Identifier: MIT

import QuartzCore
import StandInSupport
import UIKit

/// Misuses the stand-in as a wrong host would, for the tests that check it stops the program.
public enum StandInRules {
    /// Reads the `frame` of a view whose `transform` is a rotation.
    @MainActor public static func readFrameOfTransformedView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: 0.1)
        _ = view.frame
    }

    /// Sets the `frame` of a view whose `transform` is a scale.
    @MainActor public static func setFrameOfTransformedView() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    }

    /// Moves a pan recognizer from `.possible` straight to `.changed`.
    @MainActor public static func skipTheBeganState() {
        let pan = UIPanGestureRecognizer(standInAction: { _ in })
        pan.standInTransition(to: .changed)
    }

    /// Fires a display link at a time before its last frame.
    @MainActor public static func fireADisplayLinkBackwards() {
        let link = CADisplayLink(standInAction: { _ in })
        link.add(to: .main, forMode: .common)
        link.standInFire(at: 2, duration: 1.0 / 64)
        link.standInFire(at: 1, duration: 1.0 / 64)
    }
}
