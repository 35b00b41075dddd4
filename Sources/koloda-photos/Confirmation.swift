// SPDX-License-Identifier: MIT

import CGtk
import KolodaGtk
import PhotoSortModel

/// A small modal window that asks before an action that moves the user's files: Cancel has the
/// focus, Escape cancels, and the action's button says what it does.
@MainActor
enum Confirmation {
    static func ask(over parent: UnsafeMutablePointer<GtkWidget>, title: String, body: String, action: String, then confirmed: @escaping () -> Void) {
        let dialog = gtk_window_new()!
        gtk_window_set_transient_for(Gtk.cast(dialog), Gtk.cast(parent))
        gtk_window_set_modal(Gtk.cast(dialog), 1)
        gtk_window_set_destroy_with_parent(Gtk.cast(dialog), 1)
        gtk_window_set_resizable(Gtk.cast(dialog), 0)
        gtk_window_set_title(Gtk.cast(dialog), title)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(content, 24)
        }
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "title-2")
        gtk_label_set_wrap(OpaquePointer(heading), 1)
        let text = gtk_label_new(body)!
        gtk_label_set_wrap(OpaquePointer(text), 1)
        gtk_label_set_max_width_chars(OpaquePointer(text), 40)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        gtk_widget_set_margin_top(buttons, 12)
        let cancel = gtk_button_new_with_mnemonic("_Cancel")!
        let go = gtk_button_new_with_label(action)!
        gtk_widget_add_css_class(go, "destructive-action")
        gtk_box_append(Gtk.cast(buttons), cancel)
        gtk_box_append(Gtk.cast(buttons), go)
        for part in [heading, text, buttons] { gtk_box_append(Gtk.cast(content), part) }
        gtk_window_set_child(Gtk.cast(dialog), content)
        Gtk.connect(Gtk.raw(cancel), "clicked") { gtk_window_destroy(Gtk.cast(dialog)) }
        Gtk.connect(Gtk.raw(go), "clicked") {
            gtk_window_destroy(Gtk.cast(dialog))
            confirmed()
        }
        let escape = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            escape, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
        gtk_widget_add_controller(dialog, escape)
        gtk_window_present(Gtk.cast(dialog))
        gtk_widget_grab_focus(cancel)
    }
}
