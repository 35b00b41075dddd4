// SPDX-License-Identifier: MIT

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
/// documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    /// documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    /// documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void
    /// documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>

    /// documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    /// documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:): does nothing by
    /// default.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// A representable has no body: SwiftUI shows its UIKit view.
    public var body: Never { fatalError("a UIViewRepresentable has no body: SwiftUI shows its UIKit view") }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// documentation/swiftui/uiviewrepresentable/makecoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
/// documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// documentation/swiftui/uiviewrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator

    /// "Don't create this structure yourself": only the stand-in's host does.
    package init(standInCoordinator coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}

/// What SwiftUI does with a representable, in the order its documentation gives:
/// `makeCoordinator()` before `makeUIView(context:)`, then `updateUIView(_:context:)` with each new
/// value of the representable, and `dismantleUIView(_:coordinator:)` when it leaves.
@MainActor
public final class StandInHost<Representable: UIViewRepresentable> {
    /// The UIKit view SwiftUI shows.
    public let uiView: Representable.UIViewType
    private let coordinator: Representable.Coordinator
    private var isDismantled = false
    /// The app's root view controller, whose view SwiftUI shows the representable in.
    public let rootController = UIViewController(nibName: nil, bundle: nil)

    /// SwiftUI shows `representable` in `container` (a window, say), sized to `frame`, inside the
    /// view of the app's root view controller, as a SwiftUI app's hosting controller holds it.
    public init(_ representable: Representable, in container: UIView, frame: CGRect) {
        coordinator = representable.makeCoordinator()
        let context = UIViewRepresentableContext<Representable>(standInCoordinator: coordinator)
        uiView = representable.makeUIView(context: context)
        container.addSubview(rootController.view)
        rootController.view.frame = container.bounds
        rootController.view.addSubview(uiView)
        uiView.frame = frame
        representable.updateUIView(uiView, context: context)
        uiView.layoutIfNeeded()
    }

    /// SwiftUI evaluated the body around the representable again: the new value updates the view.
    public func update(_ representable: Representable) {
        precondition(!isDismantled, "updateUIView after dismantleUIView")
        representable.updateUIView(uiView, context: UIViewRepresentableContext(standInCoordinator: coordinator))
        uiView.layoutIfNeeded()
    }

    /// The representable left the hierarchy.
    public func dismantle() {
        precondition(!isDismantled, "dismantleUIView twice")
        isDismantled = true
        Representable.dismantleUIView(uiView, coordinator: coordinator)
        uiView.removeFromSuperview()
    }
}
