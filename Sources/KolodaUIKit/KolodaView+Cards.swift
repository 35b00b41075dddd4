// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    extension KolodaView {
        /// The top card's identity in what the deck shows now.
        var topCardID: CardID? {
            deck.render(into: &model)
            return model.topCard?.id
        }

        /// Makes the card views match the render model: asks the data source for cards that
        /// appeared, releases cards that left, keeps the drawing order, and updates overlays and what
        /// VoiceOver is told.
        func synchronizeCards() {
            deck.render(into: &model)
            var stale = Set(cards.keys)
            for card in model.cards {
                stale.remove(card.id)
                if cards[card.id] == nil, let view = makeCardView(for: card) { cards[card.id] = view }
            }
            for id in stale { cards.removeValue(forKey: id)?.removeFromSuperview() }
            // The model's order is back to front, as subviews are.
            for (position, card) in model.cards.enumerated() {
                guard let view = cards[card.id] else { continue }
                if position >= subviews.count || subviews[position] !== view { insertSubview(view, at: position) }
                if let overlay = view.overlayView {
                    if overlay.overlayState != card.overlay?.direction { overlay.overlayState = card.overlay?.direction }
                    overlay.update(progress: CGFloat(card.overlay?.progress ?? 0))
                }
                view.isUserInteractionEnabled = card.slot == 0
            }
            updateAccessibility()
        }

        private func makeCardView(for card: RenderedCard) -> DraggableCardView? {
            guard let dataSource, let index = card.index else { return nil }
            let content = dataSource.koloda(self, viewForCardAt: index)
            return DraggableCardView(content: content, overlay: dataSource.koloda(self, viewForCardOverlayAt: index))
        }

        /// Places every card as the model says: `bounds` at the content size, `center` and a
        /// `transform` of its scale and rotation about the centre, with the deck's appear scale
        /// about the deck's centre, and its opacity. `frame` is never touched: it is undefined while
        /// a card is transformed.
        func layOutCards() {
            let deckCentre = CGPoint(x: bounds.midX, y: bounds.midY)
            let deckScale = CGFloat(model.deckScale)
            for card in model.cards {
                guard let view = cards[card.id] else { continue }
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
