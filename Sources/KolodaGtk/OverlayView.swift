// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// The overlay drawn over a card while it is dragged, as in Koloda: it knows which direction it
/// stands for and how far along the swipe is.
///
/// Subclass it to react to ``overlayState`` (show LIKE or NOPE, say) and override
/// ``update(progress:)``; by default the overlay's ``alpha`` is the progress. Overlays are
/// decoration, hidden from assistive technology. Like GTK's own functions, an overlay is used on
/// the main thread; it is not `@MainActor`, so that a data source that is not can make one.
open class OverlayView {
    /// The overlay's widget, drawn over the card and sized like it.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The direction the overlay stands for now, or `nil` when the card is not being swiped.
    open var overlayState: SwipeResultDirection?

    /// How opaque the deck draws the overlay, in 0...1; 0, hidden, until the card is swiped.
    /// Koloda's `alpha`. The deck applies it when drawing, so that the widget itself does not
    /// change while it fades in and the deck can draw it from a texture.
    public var alpha: Double = 0

    /// Wraps a widget as an overlay; the overlay keeps a reference to it.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
        gtk_widget_set_can_target(widget, 0)
        // Decoration: the deck's events and name already say what a swipe does.
        koloda_accessible_set_hidden(widget, 1)
    }

    deinit { g_object_unref(widget) }

    /// Shows how far the swipe has gone, in 0...1. By default, sets ``alpha`` to it.
    open func update(progress: Double) {
        alpha = progress
    }
}
