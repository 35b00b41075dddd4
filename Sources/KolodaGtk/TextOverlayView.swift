// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// A ready-made overlay: a stamp with a word for each direction, LIKE and NOPE by default.
///
/// The stamp is a label with the CSS classes `koloda-stamp` and `direction-` followed by the
/// direction (`direction-right`, `direction-left`, …), styled by the deck's default style sheet;
/// override them in your own CSS.
public final class TextOverlayView: OverlayView {
    private let texts: [SwipeResultDirection: String]
    private let label: OpaquePointer

    /// Creates a stamp.
    ///
    /// - Parameter texts: The word for each direction; a direction without one shows nothing.
    public init(texts: [SwipeResultDirection: String] = [.right: "LIKE", .left: "NOPE"]) {
        self.texts = texts
        let widget = gtk_label_new(nil)!
        label = OpaquePointer(widget)
        gtk_widget_add_css_class(widget, "koloda-stamp")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        super.init(widget: widget)
    }

    /// Shows the word for the direction the card is being swiped in.
    public override var overlayState: SwipeResultDirection? {
        didSet {
            if let oldValue { gtk_widget_remove_css_class(widget, "direction-\(oldValue.rawValue)") }
            if let overlayState { gtk_widget_add_css_class(widget, "direction-\(overlayState.rawValue)") }
            gtk_label_set_text(label, overlayState.flatMap { texts[$0] } ?? "")
        }
    }
}
