// SPDX-License-Identifier: MIT

import CGtk

/// The panel's look, from the theme's colours, installed once for the default display at the
/// theme's priority, so that an app's own style sheet overrides it.
@MainActor
enum TuneStyle {
    static let css = """
        .koloda-tune { background: alpha(@theme_fg_color, 0.04); border-left: 1px solid alpha(@theme_fg_color, 0.12); }
        .koloda-tune-column + .koloda-tune-column { border-left: 1px solid alpha(@theme_fg_color, 0.08); }
        .koloda-tune-title { font-size: 22px; font-weight: 800; }
        .koloda-tune-heading { font-weight: 800; font-size: 13px; color: alpha(@theme_fg_color, 0.6); }
        .koloda-tune-status { font-size: 12px; color: alpha(@theme_fg_color, 0.75); }
        .koloda-tune-status.error { color: @error_color; }
        .koloda-tune .error { outline: 2px solid @error_color; outline-offset: -1px; }
        """

    private static var installed = false

    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 1)
    }
}
