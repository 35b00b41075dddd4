// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaGtk
import PhotoSortModel

/// A small modal window (`confirmation.ui`) that asks before an action that moves the user's
/// files: Cancel has the focus, Escape cancels, and the action's button says what it does.
@MainActor
enum Confirmation {
    /// Asks over `parent`; `confirmed` runs only if the user chooses `action`. When the window
    /// cannot be built, that is said on standard error and nothing is done.
    static func ask(over parent: UnsafeMutablePointer<GtkWidget>, title: String, body: String, action: String, then confirmed: @escaping () -> Void) {
        let dialog: UnsafeMutablePointer<GtkWidget>
        let cancel: UnsafeMutablePointer<GtkWidget>
        let go: UnsafeMutablePointer<GtkWidget>
        do {
            let builder = try Builder("confirmation.ui")
            dialog = try builder.widget("dialog")
            cancel = try builder.widget("cancel")
            go = try builder.widget("go")
            gtk_label_set_text(OpaquePointer(try builder.widget("heading")), title)
            gtk_label_set_text(OpaquePointer(try builder.widget("text")), body)
        } catch {
            FileHandle.standardError.write(Data("koloda-photos: \(error)\n".utf8))
            return
        }
        gtk_window_set_transient_for(Gtk.cast(dialog), Gtk.cast(parent))
        gtk_window_set_title(Gtk.cast(dialog), title)
        gtk_button_set_label(Gtk.cast(go), action)
        Gtk.connect(Gtk.raw(cancel), "clicked") { gtk_window_destroy(Gtk.cast(dialog)) }
        Gtk.connect(Gtk.raw(go), "clicked") {
            gtk_window_destroy(Gtk.cast(dialog))
            confirmed()
        }
        gtk_window_present(Gtk.cast(dialog))
        gtk_widget_grab_focus(cancel)
    }
}
