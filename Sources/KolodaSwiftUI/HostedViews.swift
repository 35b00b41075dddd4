// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import KolodaEngine
    import Koloda
    import SwiftUI
    import UIKit

    /// A card's SwiftUI view in the UIKit deck: a hosting controller's view that fills the card.
    /// It is released with the card, and the controller with it.
    final class HostedCardView<ID: Hashable, Content: View>: HostingView<Content> {
        /// The identity of the item the card shows.
        let itemID: ID

        init(itemID: ID, content: Content) {
            self.itemID = itemID
            super.init(content)
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    /// The overlay of one card as a SwiftUI view: the view for the direction the card is being
    /// swiped in, faded in with the swipe's progress as Koloda's `OverlayView` is.
    final class HostedOverlayView<Content: View>: OverlayView {
        private let hosting = HostingView<Content?>(nil)
        var host: UIHostingController<Content?> { hosting.host }
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
            addSubview(hosting)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            hosting.frame = bounds
        }
    }

    /// A SwiftUI view hosted in a UIKit view of the deck (a card, an overlay): its hosting
    /// controller, without the safe area (a card moves past the screen's edges as it is swiped,
    /// and the safe area must not move its content) and with the card's own background, whose
    /// view fills this view and which is a child of the view controller that shows the deck while
    /// this view is on screen, as UIKit's containment asks. It is not transformed itself (the card
    /// container is).
    class HostingView<Content: View>: UIView {
        let host: UIHostingController<Content>

        init(_ content: Content) {
            host = UIHostingController(rootView: content)
            if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
            host.view.backgroundColor = .clear
            super.init(frame: .zero)
            addSubview(host.view)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            host.view.frame = bounds
        }

        /// Makes the controller a child of the nearest view controller above this view while the
        /// view is in a window, and no child once it leaves: UIKit forwards appearance, trait and
        /// safe-area changes only to contained controllers.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else {
                if host.parent != nil {
                    host.willMove(toParent: nil)
                    host.removeFromParent()
                }
                return
            }
            var responder = next
            while let current = responder, !(current is UIViewController) { responder = current.next }
            guard let parent = responder as? UIViewController, host.parent !== parent else { return }
            parent.addChild(host)
            host.didMove(toParent: parent)
        }
    }
#endif
