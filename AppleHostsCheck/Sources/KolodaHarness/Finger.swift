// SPDX-License-Identifier: MIT

import KolodaEngine
import UIKit

/// A finger on a view, given to its pan and tap recognizers as UIKit gives touches: the pan
/// begins once the finger has moved past UIKit's slop, if the recognizer's delegate lets it.
@MainActor
final class Finger {
    private let view: UIView
    private let window: UIWindow
    private lazy var pan = view.gestureRecognizers!.compactMap { $0 as? UIPanGestureRecognizer }.first!
    private lazy var tap = view.gestureRecognizers!.compactMap { $0 as? UITapGestureRecognizer }.first!

    init(view: UIView, window: UIWindow) {
        self.view = view
        self.window = window
    }

    /// A finger goes down at `start` and moves to `location` (in the view's coordinates): UIKit
    /// recognizes the pan there, past its slop, if the delegate lets it begin. Returns whether it
    /// began.
    @discardableResult
    func panBegins(at start: Point, movingTo location: Point, velocity: Vector = Vector(dx: 0, dy: 0)) -> Bool {
        pan.standInStart = CGPoint(x: start.x, y: start.y)
        pan.standInLocation = CGPoint(x: location.x, y: location.y)
        pan.standInVelocity = CGPoint(x: velocity.dx, y: velocity.dy)
        let touch = UITouch(view: view.hitTest(CGPoint(x: start.x, y: start.y), with: nil))
        guard pan.delegate?.gestureRecognizer(pan, shouldReceive: touch) ?? true, pan.delegate?.gestureRecognizerShouldBegin(pan) ?? true else {
            pan.standInTransition(to: .failed)
            pan.standInTransition(to: .possible)
            return false
        }
        pan.standInTransition(to: .began)
        window.layoutIfNeeded()
        return true
    }

    /// The finger moves to `location`.
    func panMoves(to location: Point) {
        pan.standInLocation = CGPoint(x: location.x, y: location.y)
        pan.standInTransition(to: .changed)
        window.layoutIfNeeded()
    }

    /// The finger lifts at `location`.
    func panEnds(at location: Point) {
        pan.standInLocation = CGPoint(x: location.x, y: location.y)
        pan.standInTransition(to: .ended)
        pan.standInTransition(to: .possible)
        window.layoutIfNeeded()
    }

    /// The system takes the touch away.
    func panIsCancelled() {
        pan.standInTransition(to: .cancelled)
        pan.standInTransition(to: .possible)
        window.layoutIfNeeded()
    }

    /// A tap at `point`; returns whether the tap recognizer received it (not a control's).
    @discardableResult
    func tap(at point: Point) -> Bool {
        tap.standInLocation = CGPoint(x: point.x, y: point.y)
        let touch = UITouch(view: view.hitTest(CGPoint(x: point.x, y: point.y), with: nil))
        guard tap.delegate?.gestureRecognizer(tap, shouldReceive: touch) ?? true else { return false }
        tap.standInTransition(to: .ended)
        tap.standInTransition(to: .possible)
        window.layoutIfNeeded()
        return true
    }
}
