// SPDX-License-Identifier: MIT

import CGtk

/// The widgets of one card: a wrapper that the deck positions, holding the data source's widget
/// and the optional overlay above it.
struct CardWidgets {
    var wrapper: UnsafeMutablePointer<GtkWidget>
    var overlay: OverlayView?
}
