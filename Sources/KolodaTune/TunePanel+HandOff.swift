// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport
import KolodaGtk
import KolodaScenario

/// The hand-off: Save writes the live deck as a deck file, Copy as Swift puts the code that
/// declares its options on the clipboard.
extension TunePanel {
    /// Writes the settings as a deck file: to the file they came from or were last saved to, or
    /// where the user chooses.
    func save() {
        if let deckFile { return write(to: deckFile) }
        let chooser = gtk_file_chooser_native_new(
            "Save the deck settings", gtk_widget_get_root(widget).map { UnsafeMutablePointer<GtkWindow>($0) }, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save",
            "_Cancel")!
        gtk_file_chooser_set_current_name(chooser, "deck.json")
        let current = g_get_current_dir()
        let folder = g_file_new_for_path(current)
        g_free(current)
        gtk_file_chooser_set_current_folder(chooser, folder, nil)
        g_object_unref(Gtk.raw(folder!))
        Gtk.connect(
            Gtk.raw(chooser), "response",
            integer: { [unowned self] response in
                if response == GTK_RESPONSE_ACCEPT.rawValue, let chosen = gtk_file_chooser_get_file(chooser) {
                    if let path = g_file_get_path(chosen) {
                        write(to: String(cString: path))
                        g_free(path)
                    }
                    g_object_unref(Gtk.raw(chosen))
                }
                g_object_unref(Gtk.raw(chooser))
            })
        gtk_native_dialog_show(UnsafeMutablePointer<GtkNativeDialog>(chooser))
    }

    private func write(to path: String) {
        let text: String
        do {
            text = try koloda.liveConfiguration.deckFileText()
        } catch {
            return show("Not saved: \(error.description)", error: true)
        }
        if let problem = AtomicFile.replace(path, with: text, mode: 0o644) { return show("Not saved: \(problem)", error: true) }
        deckFile = path
        show("Saved to \(path)")
        report("saved", [("path", .text(path))])
    }

    func copySwift() {
        do {
            let code = try koloda.liveConfiguration.swiftCode()
            gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), code)
            let lines = code.split(separator: "\n").count
            show("Copied \(lines) line\(lines == 1 ? "" : "s") of Swift that declare options")
            report("copied", [("lines", .integer(lines))])
        } catch {
            show("Not copied: \(error.description)", error: true)
        }
    }
}
