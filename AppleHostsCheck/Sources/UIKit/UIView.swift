// SPDX-License-Identifier: MIT

// Stand-in for Apple's UIKit: only what the hosts and the example app use, each declared as
// Apple's documentation declares it (the path beside each), with the documented rules that hosts
// get wrong checked as precondition failures.
@_exported import CoreGraphics
@_exported import QuartzCore

/// An abstract interface for responding to and handling events.
/// documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() {
        MainActor.preconditionIsolated("UIKit objects are made on the main thread")
        super.init()
    }

    /// documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { false }

    /// documentation/uikit/uiresponder/next
    open var next: UIResponder? { nil }

    /// The window whose first responder this responder can be; a view's own.
    package var standInWindow: UIWindow? { nil }

    /// documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { standInWindow?.standInFirstResponder === self }

    /// documentation/uikit/uiresponder/becomefirstresponder()
    ///
    /// "You can call this method to make a responder object such as a view the first responder.
    /// ... Never call this method on a view that is not part of an active view hierarchy": the
    /// stand-in refuses (returns false) a responder that cannot become first responder or is in
    /// no window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = standInWindow else { return false }
        if window.standInFirstResponder === self { return true }
        if let current = window.standInFirstResponder, !current.resignFirstResponder() { return false }
        window.standInFirstResponder = self
        return true
    }

    /// documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = standInWindow, window.standInFirstResponder === self { window.standInFirstResponder = nil }
        return true
    }

    /// documentation/uikit/uiresponder/pressesbegan(_:with:)
    ///
    /// UIResponder's implementation passes the presses up the responder chain (`next`); at its
    /// end they are unhandled.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next {
            next.pressesBegan(presses, with: event)
        } else {
            standInUnhandledPresses += presses.count
        }
    }

    /// Presses that reached the end of the responder chain, unhandled.
    package var standInUnhandledPresses = 0
}

/// An object that manages the content for a rectangular area on the screen.
/// documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    private var storedBounds = CGRect.zero
    private var storedCenter = CGPoint.zero
    private var storedTransform = CGAffineTransform.identity
    private var needsLayout = true

    /// documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// NSObject's `init()`, which every view inherits (documentation/objectivec/nsobject-swift.class/init()):
    /// a view of zero size, as `init(frame: .zero)`. A subclass that overrides `init(frame:)` and
    /// `init(coder:)` inherits it, as on iOS.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// documentation/uikit/uiview/frame
    ///
    /// "If the transform property is not the identity transform, the value of this property is
    /// undefined and therefore should be ignored."
    open var frame: CGRect {
        get {
            precondition(storedTransform.isIdentity, "UIView.frame read while transform is not the identity: its value is undefined")
            return CGRect(
                x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2, width: storedBounds.width,
                height: storedBounds.height)
        }
        set {
            precondition(storedTransform.isIdentity, "UIView.frame set while transform is not the identity: the result is undefined")
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// documentation/uikit/uiview/center
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    /// documentation/uikit/uiview/transform
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    /// documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false

    /// documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true

    /// documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?

    /// documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false

    /// documentation/uikit/uiview/contentscalefactor: "The default value for this property is the
    /// scale factor associated with the screen currently displaying the view": the window's
    /// screen's, and 1 for a view in no window.
    open var contentScaleFactor: CGFloat {
        get { standInContentScaleFactor ?? window?.screen.scale ?? 1 }
        set { standInContentScaleFactor = newValue }
    }
    private var standInContentScaleFactor: CGFloat?

    /// documentation/uikit/uiview/contentmode-swift.property
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
    }

    // MARK: The view hierarchy

    /// documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?

    /// documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []

    /// documentation/uikit/uiview/window
    open var window: UIWindow? { superview?.window }

    /// A view's next responder is its view controller when it is one's view, else its superview.
    open override var next: UIResponder? { standInViewController ?? superview }

    /// The view controller whose view this is.
    package weak var standInViewController: UIViewController?

    package override var standInWindow: UIWindow? { window }

    /// documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "UIView: a view cannot be its own subview")
        let wasHere = view.superview === self
        let oldWindow = view.window
        if let superview = view.superview { superview.subviews.removeAll { $0 === view } }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if !wasHere { view.didMoveToSuperview() }
        if view.window !== oldWindow { view.standInTellMovedToWindow() }
        setNeedsLayout()
    }

    /// documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        if let oldWindow {
            // A view that leaves its window stops being its first responder, and so do its subviews.
            if let first = oldWindow.standInFirstResponder as? UIView, first === self || first.standInIsDescendant(of: self) {
                oldWindow.standInFirstResponder = nil
            }
            standInTellMovedToWindow()
        }
    }

    private func standInIsDescendant(of view: UIView) -> Bool {
        var ancestor = superview
        while let current = ancestor {
            if current === view { return true }
            ancestor = current.superview
        }
        return false
    }

    /// documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() {}

    /// documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}

    /// The view and every view in it hear that their window changed.
    private func standInTellMovedToWindow() {
        didMoveToWindow()
        for view in subviews { view.standInTellMovedToWindow() }
    }

    // MARK: Layout

    /// documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { needsLayout = true }

    /// documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    // MARK: Hit-testing

    /// documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.standInFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { storedBounds.contains(point) }

    /// A point in the superview's coordinates, in this view's: through the centre, the
    /// transform about it, and the bounds' origin.
    package func standInFromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(storedTransform.inverted())
        return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
    }

    /// A point in this view's coordinates, in the superview's.
    package func standInToSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY).applying(storedTransform)
        return CGPoint(x: offset.x + storedCenter.x, y: offset.y + storedCenter.y)
    }

    // MARK: Gesture recognizers

    /// documentation/uikit/uiview/gesturerecognizers
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.standInView = self
    }

    // MARK: Accessibility
    //
    // Apple declares these in the UIAccessibility informal protocol, on NSObject; the stand-in
    // keeps them on UIView, the only class the hosts set them on. The declarations are Apple's.

    /// documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool = false

    /// documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String?

    /// documentation/objectivec/nsobject-swift.class/accessibilityhint
    open var accessibilityHint: String?

    /// documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    open var accessibilityElementsHidden: Bool = false

    /// documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
}

/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
/// documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    open override var window: UIWindow? { self }

    /// documentation/uikit/uiwindow/screen: the stand-in's windows are on a screen of 3 pixels to
    /// the point and 390 × 844 points, as an iPhone 14's.
    open var screen: UIScreen = UIScreen(standInScale: 3, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The window's first responder, which hardware key presses go to.
    package var standInFirstResponder: UIResponder?

    /// A hardware key press, as UIKit delivers it: to the first responder (the window when there
    /// is none), which passes what it does not handle up the responder chain.
    package func standInPress(_ presses: Set<UIPress>) {
        (standInFirstResponder ?? self).pressesBegan(presses, with: nil)
    }
}

/// An object that defines the properties associated with a hardware-based display.
/// documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    /// documentation/uikit/uiscreen/scale
    open private(set) var scale: CGFloat

    /// documentation/uikit/uiscreen/bounds
    open private(set) var bounds: CGRect

    /// A screen of `scale` pixels to the point and `bounds` in points (apps get screens from their
    /// windows).
    package init(standInScale scale: CGFloat, bounds: CGRect) {
        self.scale = scale
        self.bounds = bounds
    }
}

/// An object that stores color data and sometimes opacity.
/// documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {}

    /// documentation/uikit/uicolor/clear
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
