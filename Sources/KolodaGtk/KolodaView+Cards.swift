// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

extension KolodaView {
    /// Makes the card widgets match the render model: asks the data source for cards that
    /// appeared, releases cards that left, keeps the drawing order, updates overlays and what
    /// assistive technology is told.
    func synchronizeCards() {
        deck.render(into: &drawing.model)
        var stale = Set(drawing.cards.keys)
        for card in drawing.model.cards {
            stale.remove(card.id)
            if drawing.cards[card.id] == nil, let views = makeCardWidgets(for: card) {
                drawing.cards[card.id] = views
            }
        }
        for id in stale {
            if let views = drawing.cards.removeValue(forKey: id) { unparent(views) }
        }
        // GTK picks the last child first: make the first child the backmost card, the last the top
        // card. (`snapshot(_:)` draws them in the model's order.)
        var expected = gtk_widget_get_first_child(widget)
        for card in drawing.model.cards {
            guard let wrapper = drawing.cards[card.id]?.wrapper else { continue }
            if expected != wrapper {
                gtk_widget_insert_before(wrapper, widget, expected)
            } else {
                expected = gtk_widget_get_next_sibling(wrapper)
            }
        }
        for card in drawing.model.cards {
            guard let views = drawing.cards[card.id] else { continue }
            if let overlay = views.overlay {
                if overlay.overlayState != card.overlay?.direction { overlay.overlayState = card.overlay?.direction }
                overlay.update(progress: card.overlay?.progress ?? 0)
            }
            gtk_widget_set_can_target(views.wrapper, card.slot == 0 ? 1 : 0)
        }
        // Opacity is applied when drawing (see `snapshot(_:)`), not to the widgets.
        gtk_widget_queue_draw(widget)
        updateAccessibility()
    }

    /// Draws the cards from back to front, each with its overlay over it.
    ///
    /// While anything moves, the front cards and their overlays are drawn from pictures of their
    /// render nodes (`KolodaCardPicture`): a frame in which only their transforms and opacities
    /// change then costs the renderer one textured quad each, instead of redrawing, clipping and
    /// shadowing every card's whole widget tree and an offscreen pass for every faded overlay;
    /// and of the cards behind, only what the opaque cards in front leave visible is drawn. At
    /// rest the nodes are drawn as they are.
    func snapshot(_ snapshot: OpaquePointer) {
        let moving = drawsMovingCardsFromPictures && (deck.isAnimating || deck.isDragging)
        let firstTextured = drawing.model.cards.count - Self.texturedCardLimit
        drawing.list.removeAll(keepingCapacity: true)
        for (position, card) in drawing.model.cards.enumerated() {
            guard let views = drawing.cards[card.id] else { continue }
            let textured = moving && position >= firstTextured
            let alpha = card.alpha * drawing.model.deckAlpha
            // The cards behind the top one stay in the deck's box; the top card and the cards
            // flying off or coming back are drawn over the window. A card behind that is within
            // the deck anyway (all of them in the stacked layout) needs no clip, which would cost
            // the cairo renderer on every frame.
            let clipped: gboolean = (card.slot ?? 0) > 0 && !isWithinDeck(card) ? 1 : 0
            drawing.list.append(
                KolodaDeckChild(widget: views.wrapper, alpha: alpha, picture: textured ? views.picture.pointer : nil, clipped: clipped))
            if let overlay = views.overlay {
                drawing.list.append(
                    KolodaDeckChild(
                        widget: overlay.widget, alpha: alpha * overlay.alpha, picture: textured ? views.overlayPicture.pointer : nil,
                        clipped: clipped))
            }
        }
        koloda_deck_snapshot_children(widget, snapshot, drawing.list, guint(drawing.list.count))
    }

    /// Whether a card, unturned, lies within the deck's bounds.
    private func isWithinDeck(_ card: RenderedCard) -> Bool {
        let halfWidth = card.size.width * abs(card.scale.dx) / 2
        let halfHeight = card.size.height * abs(card.scale.dy) / 2
        return card.rotation == 0 && card.center.x - halfWidth >= -0.5 && card.center.y - halfHeight >= -0.5
            && card.center.x + halfWidth <= deck.bounds.width + 0.5 && card.center.y + halfHeight <= deck.bounds.height + 0.5
    }

    /// How many of the front cards are drawn from pictures while the deck moves.
    static let texturedCardLimit = 8

    func unparent(_ views: CardWidgets) {
        gtk_widget_unparent(views.wrapper)
        if let overlay = views.overlay { gtk_widget_unparent(overlay.widget) }
    }

    private func makeCardWidgets(for card: RenderedCard) -> CardWidgets? {
        guard let dataSource, let index = card.index else { return nil }
        let content = dataSource.koloda(self, viewForCardAt: index)
        let wrapper = gtk_overlay_new()!
        g_object_ref_sink(wrapper)
        defer { g_object_unref(wrapper) }
        gtk_widget_add_css_class(wrapper, "koloda-card")
        // A GtkOverlay with no overlays is the simplest bin that gives its child the whole card.
        gtk_overlay_set_child(OpaquePointer(wrapper), content)
        drawing.finalizedCounter.created += 1
        g_object_weak_ref(
            koloda_object(wrapper),
            { data, _ in Unmanaged<FinalizedCounter>.fromOpaque(data!).takeRetainedValue().finalized += 1 },
            Unmanaged.passRetained(drawing.finalizedCounter).toOpaque())
        gtk_widget_set_parent(wrapper, widget)
        // The overlay is the deck's child too, not the wrapper's: as it fades in during a drag,
        // the card's own render node stays the same and its texture stays valid.
        let overlay = dataSource.koloda(self, viewForCardOverlayAt: index)
        if let overlay { gtk_widget_set_parent(overlay.widget, widget) }
        return CardWidgets(wrapper: wrapper, overlay: overlay)
    }

    /// Allocates a card's wrapper and overlay at the content size with the card's transform:
    /// the deck's appear transform, then move to the centre, rotate, scale, and centre the content.
    /// The overlay takes its place on the card from its own alignment and margins.
    func layOut(_ views: CardWidgets, as card: RenderedCard, deckTransform: Transform) {
        let minimum = minimumSize(of: views.wrapper)
        let width = max(Int32(card.size.width.rounded()), minimum.width)
        let height = max(Int32(card.size.height.rounded()), minimum.height)
        let scaleX = card.scale.dx * card.size.width / Double(max(width, 1))
        let scaleY = card.scale.dy * card.size.height / Double(max(height, 1))
        var transform: OpaquePointer? = nil
        var deckCentre = graphene_point_t(x: Float(deckTransform.tx), y: Float(deckTransform.ty))
        transform = gsk_transform_translate(transform, &deckCentre)
        transform = gsk_transform_scale(transform, Float(deckTransform.a), Float(deckTransform.d))
        var centre = graphene_point_t(x: Float(card.center.x), y: Float(card.center.y))
        transform = gsk_transform_translate(transform, &centre)
        transform = gsk_transform_rotate(transform, Float(card.rotation * 180 / .pi))
        transform = gsk_transform_scale(transform, Float(scaleX), Float(scaleY))
        var corner = graphene_point_t(x: -Float(width) / 2, y: -Float(height) / 2)
        transform = gsk_transform_translate(transform, &corner)
        if let overlay = views.overlay?.widget {
            let overlayMinimum = minimumSize(of: overlay)
            gtk_widget_allocate(overlay, max(width, overlayMinimum.width), max(height, overlayMinimum.height), -1, gsk_transform_ref(transform))
        }
        gtk_widget_allocate(views.wrapper, width, height, -1, transform)
    }

    private func minimumSize(of child: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        return (width, height)
    }
}
