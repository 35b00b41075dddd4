// SPDX-License-Identifier: MIT

import CGtk

let demoStyle = """
    koloda-deck { margin: 0; }
    koloda-deck:focus:focus-visible { outline-offset: -2px; }
    .title { font-size: 22px; font-weight: 800; }
    .likes { font-size: 15px; font-weight: 700; color: #e0405a; font-family: sans-serif; }
    .switch-label { color: alpha(@theme_fg_color, 0.75); }
    .koloda-card { border-radius: 20px; border: none; box-shadow: none; background: none; }
    .place-card {
        background: @theme_base_color; border-radius: 20px;
        box-shadow: 0 2px 0 alpha(black, 0.10), 0 0 0 1px alpha(black, 0.06);
    }
    .place-card .picture { border-radius: 20px 20px 0 0; }
    .place-title { font-size: 24px; font-weight: 800; color: @theme_text_color; }
    .place-subtitle { font-size: 14px; color: alpha(@theme_text_color, 0.65); }
    .stamp { font-size: 34px; font-weight: 900; border: 5px solid; border-radius: 10px; padding: 2px 14px; }
    .stamp.like { color: #22b866; border-color: #22b866; }
    .stamp.nope { color: #ef3d5b; border-color: #ef3d5b; }
    .stamp.other { color: #3d8bef; border-color: #3d8bef; }
    .save { color: #e3a21a; font-size: 18px; padding: 4px 10px; border-radius: 14px; }
    .round { min-width: 64px; min-height: 64px; padding: 0; border-radius: 9999px; font-size: 26px; font-weight: 800;
             background: @theme_base_color; box-shadow: 0 4px 12px alpha(black, 0.18); border: none; }
    .round.nope { color: #ef3d5b; }
    .round.like { color: #22b866; }
    .round.undo { color: #e3a21a; min-width: 48px; min-height: 48px; font-size: 20px; }
    .done { background: alpha(@theme_bg_color, 0.96); border-radius: 20px; }
    .done-title { font-size: 22px; font-weight: 800; }
    .tune { background: alpha(@theme_fg_color, 0.04); border-left: 1px solid alpha(@theme_fg_color, 0.12); }
    .tune-column + .tune-column { border-left: 1px solid alpha(@theme_fg_color, 0.08); }
    .tune-heading { font-weight: 800; font-size: 13px; color: alpha(@theme_fg_color, 0.6); }
    .tune-status { font-size: 12px; color: alpha(@theme_fg_color, 0.75); }
    .tune-status.error { color: @error_color; }
    .tune .error { outline: 2px solid @error_color; outline-offset: -1px; }
    .start-over { font-weight: 800; padding: 8px 22px; border-radius: 18px; background: @theme_fg_color; color: @theme_bg_color; }
    """

/// Applies the demo's CSS to the whole display.
func installStyle() {
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, demoStyle, -1)
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
}
