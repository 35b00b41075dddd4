// SPDX-License-Identifier: MIT

/// Hosting controllers' views that went into a window while their controller was no child of
/// another: UIKit does not forward appearance, trait and safe-area changes to such a controller.
package nonisolated(unsafe) var standInUncontainedHostingViews = 0

/// A hosting controller's view: it notes when it goes into a window outside containment.
final class StandInHostingView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, let controller = standInViewController, controller.parent == nil { standInUncontainedHostingViews += 1 }
    }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy.
/// documentation/swiftui/uihostingcontroller
///
/// The page writes `class`; the SDK's interface declares it `open`, as apps subclass it.
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    /// documentation/swiftui/uihostingcontroller/rootview
    @MainActor @preconcurrency public var rootView: Content {
        didSet { standInRootViewChanges += 1 }
    }

    /// documentation/swiftui/uihostingcontroller/safearearegions (iOS 16.4)
    @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions = .all

    /// How many times `rootView` was replaced since the controller was made.
    package private(set) var standInRootViewChanges = 0

    /// documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// The controller's view, which hosts the SwiftUI view.
    open override func loadView() { view = StandInHostingView(frame: .zero) }

    /// documentation/uikit/uiviewcontroller/init(coder:): a hosting controller from a storyboard
    /// needs `init(coder:rootView:)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A set of symbolic safe area regions.
/// documentation/swiftui/safearearegions
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    /// documentation/swiftui/safearearegions (rawValue: UInt)
    public let rawValue: UInt

    /// documentation/swiftui/safearearegions (init(rawValue:))
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1)
    /// documentation/swiftui/safearearegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// documentation/swiftui/safearearegions/all
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
