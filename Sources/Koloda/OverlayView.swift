// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// The overlay over a card while it is dragged, as in Koloda: it knows which direction it stands
    /// for and how far along the swipe is.
    ///
    /// Subclass it to react to ``overlayState`` (show LIKE or NOPE, say) and override
    /// ``update(progress:)``; by default the overlay's `alpha` is the progress. The deck sizes it to
    /// the card; it takes no touches.
    open class OverlayView: UIView {
        /// The direction the overlay stands for now, or `nil` when the card is not being swiped.
        open var overlayState: SwipeResultDirection?

        /// Shows how far the swipe has gone, in 0...1. By default, sets `alpha` to it.
        open func update(progress: CGFloat) {
            alpha = progress
        }
    }

    /// The container of one card: the data source's view, with the card's overlay over it. The pan
    /// callbacks pass it (`kolodaPanBegan(_:card:)`); the deck places it with `bounds`, `center` and
    /// `transform` from the engine's render model.
    public class DraggableCardView: UIView {
        /// The data source's view of the card.
        public private(set) var contentView: UIView?
        /// The card's overlay, if the data source gave one.
        public private(set) var overlayView: OverlayView?
        /// The deck showing the card.
        weak var deck: KolodaView?

        /// Koloda's per-card drag constants. Here they are the deck's (``KolodaView/rotationMax``,
        /// ``KolodaView/rotationAngle``, ``KolodaView/scaleMin``): setting one on a card, say in
        /// `kolodaPanBegan(_:card:)`, sets it for the deck's drags. A card in no deck reads
        /// Koloda's defaults and keeps nothing.
        public var rotationMax: CGFloat {
            get { CGFloat(deck?.controller[option: \.drag.rotationMax] ?? DragInterpreter().rotationMax) }
            set { deck?.rotationMax = newValue }
        }

        /// The card's rotation at a full drag, in radians: the deck's (see ``rotationMax``).
        public var rotationAngle: CGFloat {
            get { CGFloat(deck?.controller[option: \.drag.rotationAngle] ?? DragInterpreter().rotationAngle) }
            set { deck?.rotationAngle = newValue }
        }

        /// The scale of a dragged card at a full drag: the deck's (see ``rotationMax``).
        public var scaleMin: CGFloat {
            get { CGFloat(deck?.controller[option: \.drag.scaleMin] ?? DragInterpreter().scaleMin) }
            set { deck?.scaleMin = newValue }
        }

        init(content: UIView, overlay: OverlayView?) {
            contentView = content
            overlayView = overlay
            super.init(frame: .zero)
            addSubview(content)
            if let overlay {
                overlay.isUserInteractionEnabled = false
                addSubview(overlay)
            }
        }

        /// A card container from a storyboard or a nib: it shows nothing until the deck configures one.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// The content and the overlay fill the card; they are not transformed themselves, so their
        /// frames are defined.
        public override func layoutSubviews() {
            super.layoutSubviews()
            contentView?.frame = bounds
            overlayView?.frame = bounds
        }
    }
#endif
