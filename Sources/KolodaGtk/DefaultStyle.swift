// SPDX-License-Identifier: MIT

import CGtk

/// The deck's default look, from the theme's colours so that light, dark and high-contrast
/// themes work: filled, rounded and lightly shadowed cards, a focus ring on the deck, and the
/// stamps of ``TextOverlayView``.
///
/// It is installed once, for the default display, just above the theme's priority, so that its
/// rules for the deck's own nodes win over the theme's generic ones while every style sheet of
/// the app (``GTK_STYLE_PROVIDER_PRIORITY_APPLICATION``) overrides it. The CSS nodes and classes:
///
/// | node or class | what |
/// |---|---|
/// | `koloda-deck` | the deck widget, with a margin; `:focus:focus-visible` draws the focus ring when the keyboard moved the focus there, GTK's rule for its own widgets |
/// | `.koloda-card` | each card: the wrapper around the data source's widget |
/// | `.koloda-stamp` | a ``TextOverlayView`` label, with a class for its direction (`.direction-right`, `.direction-left`, …) |
enum DefaultStyle {
    static let css = """
        koloda-deck { margin: 18px; border-radius: 18px; }
        koloda-deck:focus:focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.8); outline-offset: 6px; }
        .koloda-card {
            background-color: @theme_base_color; color: @theme_text_color;
            border-radius: 16px; border: 1px solid alpha(@theme_fg_color, 0.12);
            box-shadow: 0 2px 0 alpha(black, 0.10);
        }
        .koloda-stamp {
            font-size: 30px; font-weight: 800; margin: 24px; padding: 2px 12px;
            border: 4px solid; border-radius: 10px; background: none;
        }
        .koloda-stamp { color: #1c71d8; }
        .koloda-stamp.direction-right { color: #26a269; }
        .koloda-stamp.direction-left { color: #e01b24; }
        .koloda-photo-card { border-radius: 16px; background-color: @theme_base_color; }
        .koloda-photo-placeholder { background-color: alpha(@theme_fg_color, 0.08); border-radius: 16px; }
        .koloda-photo-placeholder.broken { color: alpha(@theme_fg_color, 0.6); }
        .koloda-photo { opacity: 0; border-radius: 16px; transition: opacity 250ms ease-out; }
        .koloda-photo.shown { opacity: 1; transition: none; }
        .koloda-photo.loaded { opacity: 1; }
        .koloda-photo-damage { margin: 12px; padding: 6px 10px; border-radius: 8px; color: white; background-color: alpha(@error_color, 0.9); }
        """

    nonisolated(unsafe) private static var installedDisplay: OpaquePointer?

    /// Adds the style sheet to the default display, once.
    static func install() {
        guard let display = gdk_display_get_default(), display != installedDisplay else { return }
        installedDisplay = display
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 1)
        g_object_unref(provider)
    }
}

extension DeckOptions {
    /// The GTK deck's defaults: Koloda's (``DeckOptions/stacked``), but for the card beneath the
    /// top one, which is opaque, so that the text of the card under it does not show through.
    /// Koloda's module keeps Koloda's see-through next card; a GTK app that wants it sets
    /// `shouldTransparentizeNextCard` (the property `transparentize-next-card`).
    public static var gtk: DeckOptions { .opaqueNextCard }
}
