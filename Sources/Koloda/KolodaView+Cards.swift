// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import KolodaHost
    import UIKit

    /// UIKit's card views, as the deck's controller asks for them: a `DraggableCardView` holding
    /// the data source's view and overlay, a subview of the deck in drawing order.
    @MainActor
    final class UIKitDeckHost: DeckHost {
        unowned let view: KolodaView

        init(view: KolodaView) {
            self.view = view
        }

        func makeCardView(forCardAt index: Int) -> DraggableCardView? {
            guard let dataSource = view.dataSource else { return nil }
            let content = dataSource.koloda(view, viewForCardAt: index)
            let card = DraggableCardView(content: content, overlay: dataSource.koloda(view, viewForCardOverlayAt: index))
            card.deck = view
            return card
        }

        func removeCardView(_ card: DraggableCardView) { card.removeFromSuperview() }

        /// The model's order is back to front, as subviews are. The cards are the deck's last
        /// subviews, over the app's own (a label, a button), as Koloda adds them (KolodaView.swift
        /// 190 and 464-468 at 5.0.1).
        func arrangeCardViews(_ cards: [DraggableCardView]) {
            let subviews = view.subviews
            guard subviews.count < cards.count || !zip(subviews.suffix(cards.count), cards).allSatisfy({ $0 === $1 }) else { return }
            for card in cards { view.addSubview(card) }
        }

        func updateCardView(_ card: DraggableCardView, overlay state: OverlayState?, isTopCard: Bool) {
            if let overlay = card.overlayView {
                if overlay.overlayState != state?.direction { overlay.overlayState = state?.direction }
                overlay.update(progress: CGFloat(state?.progress ?? 0))
            }
            card.isUserInteractionEnabled = isTopCard
        }

        func cardsNeedLayout() { view.setNeedsLayout() }

        /// VoiceOver reads the deck: "Card 3 of 20: <the data source's label>", how to use it,
        /// and custom actions to swipe the top card each way it may go and to undo, made anew only
        /// when they change.
        func announce(_ text: DeckAccessibilityText, topCard: DraggableCardView?, otherCards: [DraggableCardView]) {
            if view.accessibilityLabel != text.label { view.accessibilityLabel = text.label }
            if view.accessibilityHint != text.hint { view.accessibilityHint = text.hint }
            let names = text.swipeDirections.map { "Swipe \($0.spokenName)" } + ["Undo"]
            guard view.accessibilityCustomActions?.map(\.name) != names else { return }
            var actions = text.swipeDirections.map { direction in
                UIAccessibilityCustomAction(name: "Swipe \(direction.spokenName)") { [weak view] _ in view?.swipe(direction) ?? false }
            }
            actions.append(UIAccessibilityCustomAction(name: "Undo") { [weak view] _ in view?.revertAction() ?? false })
            view.accessibilityCustomActions = actions
        }

        func accessibilityLabel(forCardAt index: Int) -> String? {
            view.dataSource?.koloda(view, accessibilityLabelForCardAt: index)
        }
    }

    extension KolodaView {
        /// Places every card as the model says: `bounds` at the content size, `center` and a
        /// `transform` of its scale and rotation about the centre, with the deck's appear scale
        /// about the deck's centre, and its opacity. `frame` is never touched: it is undefined while
        /// a card is transformed.
        func layOutCards() {
            let model = controller.model
            let deckCentre = CGPoint(x: bounds.midX, y: bounds.midY)
            let deckScale = CGFloat(model.deckScale)
            for card in model.cards {
                guard let view = controller.cardViews[card.id] else { continue }
                let size = CGSize(width: card.size.width, height: card.size.height)
                if view.bounds.size != size { view.bounds = CGRect(origin: .zero, size: size) }
                let centre = CGPoint(x: bounds.minX + card.center.x, y: bounds.minY + card.center.y)
                view.center = CGPoint(
                    x: deckCentre.x + (centre.x - deckCentre.x) * deckScale, y: deckCentre.y + (centre.y - deckCentre.y) * deckScale)
                let matrix = Transform.scale(x: card.scale.dx * model.deckScale, y: card.scale.dy * model.deckScale).concatenating(
                    .rotation(card.rotation))
                view.transform = CGAffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: 0, ty: 0)
                view.alpha = CGFloat(card.alpha * model.deckAlpha)
            }
        }

        /// A point in the view's coordinates, in the deck's.
        func deckPoint(_ point: CGPoint) -> Point { Point(x: Double(point.x - bounds.minX), y: Double(point.y - bounds.minY)) }
    }
#endif
