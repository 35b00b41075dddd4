// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost

extension KolodaView {
    /// Draws the cards from back to front, each with its overlay over it.
    ///
    /// While anything moves, the front cards and their overlays are drawn from pictures of their
    /// render nodes (`KolodaCardPicture`): a frame in which only their transforms and opacities
    /// change then costs the renderer one textured quad each, instead of redrawing, clipping and
    /// shadowing every card's whole widget tree and an offscreen pass for every faded overlay;
    /// and of the cards behind, only what the opaque cards in front leave visible is drawn. At
    /// rest the nodes are drawn as they are, and the pictures the next motion will draw from are
    /// made after the frame, while GTK's main loop is idle (`schedulePicturePreparation()`).
    func snapshot(_ snapshot: OpaquePointer) {
        let moving = drawsMovingCardsFromPictures && (deck.isAnimating || deck.isDragging)
        let preparing = drawsMovingCardsFromPictures && !moving
        fillDrawList(textured: moving)
        koloda_deck_snapshot_children(widget, snapshot, drawList, guint(drawList.count), preparing ? 1 : 0)
        if preparing { schedulePicturePreparation() }
    }

    /// Makes ``drawList``: every card and its overlay, back to front, the front ones with their
    /// pictures when `textured`.
    private func fillDrawList(textured texturing: Bool) {
        let model = controller.model
        let firstTextured = model.cards.count - Self.texturedCardLimit
        drawList.removeAll(keepingCapacity: true)
        for (position, card) in model.cards.enumerated() {
            guard let views = controller.cardViews[card.id] else { continue }
            let textured = texturing && position >= firstTextured
            let alpha = card.alpha * model.deckAlpha
            // The cards behind the top one stay in the deck's box; the top card and the cards
            // flying off or coming back are drawn over the window. A card behind that is within
            // the deck anyway (all of them in the stacked layout) needs no clip, which would cost
            // the cairo renderer on every frame.
            let clipped: gboolean = (card.slot ?? 0) > 0 && !isWithinDeck(card) ? 1 : 0
            drawList.append(
                KolodaDeckChild(widget: views.wrapper, alpha: alpha, picture: textured ? views.picture.pointer : nil, clipped: clipped))
            if let overlay = views.overlay {
                drawList.append(
                    KolodaDeckChild(
                        widget: overlay.widget, alpha: alpha * overlay.alpha, picture: textured ? views.overlayPicture.pointer : nil,
                        clipped: clipped))
            }
        }
    }

    /// Makes the pictures of the cards at rest, one each time GTK's main loop has nothing else to
    /// do, so that the first frame of the next motion (a swipe, a drag) does not make them all: on
    /// a software renderer that frame took three frames' time (issue 49).
    private func schedulePicturePreparation() {
        guard picturePreparation == 0 else { return }
        picturePreparation = g_idle_add_full(
            G_PRIORITY_LOW,
            { data in
                guard koloda_called_back_on_gtk_thread("the deck's pictures") != 0 else { return 0 }
                return MainActor.assumeIsolated { Unmanaged<KolodaView>.fromOpaque(data!).takeUnretainedValue().preparePicture() ? 1 : 0 }
            }, Unmanaged.passRetained(self).toOpaque(), { Unmanaged<KolodaView>.fromOpaque($0!).release() })
    }

    /// Makes one picture; returns whether there may be more to make.
    func preparePicture() -> Bool {
        var made = false
        if !controller.isDisposed, !deck.isAnimating, !deck.isDragging {
            fillDrawList(textured: true)
            made = koloda_deck_prepare_picture(widget, drawList, guint(drawList.count)) != 0
        }
        if !made { picturePreparation = 0 }
        return made
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
