// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost

/// GTK's card widgets, as the deck's controller asks for them: made from the data source's
/// widget, parented to the deck, kept in drawing order, and drawn by `snapshot(_:)`.
@MainActor
final class GtkDeckHost: DeckHost {
    unowned let view: KolodaView
    private var widget: UnsafeMutablePointer<GtkWidget> { view.widget }
    /// The help the deck last gave as its accessible description.
    private var deckHint: String?

    init(view: KolodaView) {
        self.view = view
    }

    /// The app may let go of the deck from inside its card or overlay function: the deck's
    /// widgets are gone then, and no card is made.
    func makeCardView(forCardAt index: Int) -> CardWidgets? {
        guard let dataSource = view.dataSource else { return nil }
        var content = dataSource.koloda(view, viewForCardAt: index)
        guard !view.controller.isDisposed else {
            g_object_ref_sink(content)
            g_object_unref(content)
            return nil
        }
        if let parent = gtk_widget_get_parent(content) {
            // The app's own widget, in its own container: the deck neither takes nor shows it.
            koloda_critical(
                "KolodaDeck",
                "the widget given for card \(index) (\(Self.typeName(content))) is already inside a \(Self.typeName(parent)); a card's "
                    + "widget must be one of its own, without a parent (make a new one, or remove it from its parent first): the card is empty")
            g_object_ref_sink(content)
            g_object_unref(content)
            content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        }
        let wrapper = gtk_overlay_new()!
        g_object_ref_sink(wrapper)
        defer { g_object_unref(wrapper) }
        gtk_widget_add_css_class(wrapper, "koloda-card")
        // The content is clipped to the card's rounded corners: a picture's square ones do not
        // stick out of them.
        gtk_widget_set_overflow(wrapper, GTK_OVERFLOW_HIDDEN)
        // A GtkOverlay with no overlays is the simplest bin that gives its child the whole card.
        gtk_overlay_set_child(OpaquePointer(wrapper), content)
        view.finalizedCounter.created += 1
        g_object_weak_ref(
            koloda_object(wrapper),
            { data, _ in Unmanaged<FinalizedCounter>.fromOpaque(data!).takeRetainedValue().finalized += 1 },
            Unmanaged.passRetained(view.finalizedCounter).toOpaque())
        gtk_widget_set_parent(wrapper, widget)
        // The overlay is the deck's child too, not the wrapper's: as it fades in during a drag,
        // the card's own render node stays the same and its texture stays valid.
        let overlay = dataSource.koloda(view, viewForCardOverlayAt: index)
        // Disposed meanwhile: the deck unparented the card's wrapper with its other children.
        guard !view.controller.isDisposed else { return nil }
        if let overlay { gtk_widget_set_parent(overlay.widget, widget) }
        return CardWidgets(wrapper: wrapper, overlay: overlay)
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    }

    func removeCardView(_ views: CardWidgets) {
        gtk_widget_unparent(views.wrapper)
        if let overlay = views.overlay { gtk_widget_unparent(overlay.widget) }
    }

    /// GTK picks the last child first: the first child is the backmost card, the last the top
    /// card. (`snapshot(_:)` draws them in the model's order.)
    func arrangeCardViews(_ views: [CardWidgets]) {
        var expected = gtk_widget_get_first_child(widget)
        for views in views {
            if expected != views.wrapper {
                gtk_widget_insert_before(views.wrapper, widget, expected)
            } else {
                expected = gtk_widget_get_next_sibling(views.wrapper)
            }
        }
    }

    func updateCardView(_ views: CardWidgets, overlay state: OverlayState?, isTopCard: Bool) {
        if let overlay = views.overlay {
            if overlay.overlayState != state?.direction { overlay.overlayState = state?.direction }
            overlay.update(progress: state?.progress ?? 0)
        }
        gtk_widget_set_can_target(views.wrapper, isTopCard ? 1 : 0)
    }

    /// Opacity is applied when drawing (see `snapshot(_:)`), not to the widgets.
    func cardsNeedLayout() {
        gtk_widget_queue_allocate(widget)
        gtk_widget_queue_draw(widget)
    }

    /// Names the deck and its top card and hides the cards below, as the controller says when
    /// the top card or the number of cards changed.
    func announce(_ text: DeckAccessibilityText, topCard: CardWidgets?, otherCards: [CardWidgets]) {
        koloda_accessible_set_label(widget, text.label)
        // The deck's help is its description only while the app has given it none: one the app
        // gives, before the deck shows a card or after, stays through the swipes.
        let isDescribed = koloda_accessible_has_description(widget) != 0
        if !isDescribed || (text.hint != deckHint && deckHint.map { koloda_accessible_description_is(widget, $0) != 0 } == true) {
            deckHint = text.hint
            koloda_accessible_set_description(widget, text.hint)
        }
        if let topCard {
            koloda_accessible_set_hidden(topCard.wrapper, 0)
            koloda_accessible_set_label(topCard.wrapper, text.label)
            koloda_accessible_set_description(topCard.wrapper, text.hint)
        }
        for card in otherCards { koloda_accessible_set_hidden(card.wrapper, 1) }
    }

    func accessibilityLabel(forCardAt index: Int) -> String? {
        view.dataSource?.koloda(view, accessibilityLabelForCardAt: index)
    }
}
