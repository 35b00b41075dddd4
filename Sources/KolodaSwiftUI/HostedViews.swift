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
        let host: UIHostingController<Content>

        init(itemID: ID, content: Content) {
            self.itemID = itemID
            host = UIHostingController(rootView: content)
            super.init(frame: .zero)
            hostWithoutSafeArea(host)
            addSubview(host.view)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// The hosted view fills the card; it is not transformed itself (the card container is).
        override func layoutSubviews() {
            super.layoutSubviews()
            host.view.frame = bounds
        }

        /// The hosting controller is a child of the view controller that shows the deck while
        /// the card is on screen, as UIKit's containment asks.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            contain(host, in: self)
        }
    }

    /// The overlay of one card as a SwiftUI view: the view for the direction the card is being
    /// swiped in, faded in with the swipe's progress as Koloda's `OverlayView` is.
    final class HostedOverlayView<Content: View>: OverlayView {
        let host = UIHostingController<Content?>(rootView: nil)
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
            hostWithoutSafeArea(host)
            addSubview(host.view)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            host.view.frame = bounds
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            contain(host, in: self)
        }
    }

    /// Makes `host` a child of the nearest view controller above `view` while `view` is in a
    /// window, and no child once it leaves: UIKit forwards appearance, trait and safe-area
    /// changes only to contained controllers.
    @MainActor
    private func contain<Content: View>(_ host: UIHostingController<Content>, in view: UIView) {
        guard view.window != nil else {
            if host.parent != nil {
                host.willMove(toParent: nil)
                host.removeFromParent()
            }
            return
        }
        var responder = view.next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let parent = responder as? UIViewController, host.parent !== parent else { return }
        parent.addChild(host)
        host.didMove(toParent: parent)
    }

    /// A card moves past the screen's edges as it is swiped: the safe area must not move its
    /// content, and the card shows its own background.
    @MainActor
    private func hostWithoutSafeArea<Content: View>(_ host: UIHostingController<Content>) {
        if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
    }
#endif
