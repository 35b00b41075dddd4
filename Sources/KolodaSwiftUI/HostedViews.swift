// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import KolodaEngine
    import Koloda
    import SwiftUI
    import UIKit

    /// A card's SwiftUI view in the UIKit deck: a hosting controller's view that fills the card.
    /// It is released with the card, and the controller with it.
    final class HostedCardView<ID: Hashable, Content: View>: UIView {
        /// The identity of the item the card shows.
        let itemID: ID
        private let hosted: HostedContent<Content>
        var host: UIHostingController<Content> { hosted.controller }

        init(itemID: ID, content: Content) {
            self.itemID = itemID
            hosted = HostedContent(content)
            super.init(frame: .zero)
            hosted.install(in: self)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// The hosted view fills the card; it is not transformed itself (the card container is).
        override func layoutSubviews() {
            super.layoutSubviews()
            hosted.fill(self)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            hosted.follow(self)
        }
    }

    /// The overlay of one card as a SwiftUI view: the view for the direction the card is being
    /// swiped in, faded in with the swipe's progress as Koloda's `OverlayView` is.
    final class HostedOverlayView<Content: View>: OverlayView {
        private let hosted = HostedContent<Content?>(nil)
        var host: UIHostingController<Content?> { hosted.controller }
        /// The overlay for each direction.
        var content: (SwipeResultDirection) -> Content {
            didSet { host.rootView = overlayState.map(content) }
        }

        override var overlayState: SwipeResultDirection? {
            didSet { host.rootView = overlayState.map(content) }
        }

        init(content: @escaping (SwipeResultDirection) -> Content) {
            self.content = content
            super.init(frame: .zero)
            hosted.install(in: self)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            hosted.fill(self)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            hosted.follow(self)
        }
    }

    /// A SwiftUI view hosted in a UIKit view of the deck (a card, an overlay): its hosting
    /// controller, without the safe area (a card moves past the screen's edges as it is swiped,
    /// and the safe area must not move its content) and with the card's own background, whose
    /// view fills the UIKit view and which is a child of the view controller that shows the deck
    /// while the view is on screen, as UIKit's containment asks.
    @MainActor
    private struct HostedContent<Content: View> {
        let controller: UIHostingController<Content>

        init(_ content: Content) {
            controller = UIHostingController(rootView: content)
            if #available(iOS 16.4, *) { controller.safeAreaRegions = [] }
            controller.view.backgroundColor = .clear
        }

        /// Adds the hosted view to `view`.
        func install(in view: UIView) { view.addSubview(controller.view) }

        /// Lays the hosted view out over the whole of `view`.
        func fill(_ view: UIView) { controller.view.frame = view.bounds }

        /// Makes the controller a child of the nearest view controller above `view` while `view`
        /// is in a window, and no child once it leaves: UIKit forwards appearance, trait and
        /// safe-area changes only to contained controllers.
        func follow(_ view: UIView) {
            guard view.window != nil else {
                if controller.parent != nil {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                return
            }
            var responder = view.next
            while let current = responder, !(current is UIViewController) { responder = current.next }
            guard let parent = responder as? UIViewController, controller.parent !== parent else { return }
            parent.addChild(controller)
            controller.didMove(toParent: parent)
        }
    }
#endif
