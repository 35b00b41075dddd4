// SPDX-License-Identifier: MIT

/// The base class for concrete gesture recognizers.
/// documentation/uikit/uigesturerecognizer
///
/// Apple creates one with `init(target:action:)`, which needs the Objective-C runtime; on Linux
/// the hosts create it through the stand-in's seam (`StandInSupport`). The documented state
/// machine is checked: a continuous gesture goes `.possible` → `.began` → `.changed`… → `.ended`
/// or `.cancelled` (or `.possible` → `.failed`), a discrete one `.possible` → `.ended` or
/// `.failed`, and it is back at `.possible` after it ends.
@MainActor open class UIGestureRecognizer: NSObject {
    package var standInAction: ((UIGestureRecognizer) -> Void)?
    package weak var standInView: UIView?
    /// Where the touch is, in the view's coordinates.
    package var standInLocation = CGPoint.zero
    /// Continuous gestures report states from `.began` on; discrete ones only `.ended`.
    package var standInIsContinuous: Bool { true }

    package init(standInHandler standInAction: @escaping (UIGestureRecognizer) -> Void) {
        MainActor.preconditionIsolated("UIKit objects are made on the main thread")
        self.standInAction = standInAction
        super.init()
    }

    /// documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// documentation/uikit/uigesturerecognizer/state-swift.enum/recognized
        public static var recognized: UIGestureRecognizer.State { .ended }
    }

    /// documentation/uikit/uigesturerecognizer/state-swift.property
    open private(set) var state: UIGestureRecognizer.State = .possible

    /// documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool = true

    /// documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { standInView }

    /// documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint {
        precondition(view == nil || view === standInView, "the stand-in reports locations in the recognizer's own view")
        return standInLocation
    }

    /// Moves the recognizer to `next`, checking the documented state machine, and sends the
    /// action for the states UIKit sends it for.
    package func standInTransition(to next: State) {
        MainActor.preconditionIsolated("gesture recognizers run on the main thread")
        let allowed: [State]
        switch (state, standInIsContinuous) {
        case (.possible, true): allowed = [.began, .failed]
        case (.possible, false): allowed = [.ended, .failed]
        case (.began, _), (.changed, _): allowed = [.changed, .ended, .cancelled]
        case (.ended, _), (.cancelled, _), (.failed, _): allowed = [.possible]
        }
        precondition(allowed.contains(next), "UIGestureRecognizer: \(state) cannot become \(next)")
        state = next
        if next != .possible, next != .failed { standInAction?(self) }
    }
}

/// A continuous gesture recognizer that interprets panning gestures.
/// documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Where the pan started, in the view's coordinates.
    package var standInStart = CGPoint.zero
    package var standInVelocity = CGPoint.zero

    /// documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: standInLocation.x - standInStart.x, y: standInLocation.y - standInStart.y)
    }

    /// documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { standInVelocity }
}

/// A discrete gesture recognizer that interprets single or multiple taps.
/// documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    package override var standInIsContinuous: Bool { false }
}

/// A set of methods that a delegate implements to fine-tune an app's gesture-recognizer
/// behavior.
/// documentation/uikit/uigesturerecognizerdelegate
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-1zwa2
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    // The Objective-C protocol's methods are optional; these are their documented defaults.
    /// Returns true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Returns true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// An object representing the location, size, movement, and force of a touch occurring on the
/// screen.
/// documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    package init(view: UIView?) {
        self.view = view
    }

    /// documentation/uikit/uitouch/view
    open private(set) var view: UIView?
}

/// An object that describes a single user interaction with your app.
/// documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}

/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
/// documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}
