// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaAppSupport
import KolodaGtk

/// The window: a header with the number of kept photos, the deck of photos, and the pass / undo /
/// keep buttons; "Start over" when every photo is sorted.
@MainActor
final class PhotosWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let koloda: KolodaView
    let deck: PhotoFolderDeck
    let probe: AppProbe

    init(window: Window, arguments: Arguments) {
        self.window = window.widget
        koloda = try! KolodaView(options: .stacked)
        koloda.cardAspectRatio = 0.75
        probe = AppProbe(window: window.widget, koloda: koloda, events: arguments.events, frameStats: false)
        do {
            deck = try PhotoFolderDeck(folder: arguments.folder, log: probe.log)
        } catch {
            Arguments.fail("\(arguments.folder): \(error.localizedDescription)")
        }
        gtk_window_set_resizable(window.pointer, arguments.events ? 0 : 1)

        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(page, 16)
        }
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        let title = gtk_label_new("Photo Sort")!
        gtk_widget_set_hexpand(title, 1)
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        let kept = gtk_label_new("0 kept")!
        gtk_box_append(Gtk.cast(header), title)
        gtk_box_append(Gtk.cast(header), kept)
        gtk_box_append(Gtk.cast(page), header)

        let stage = gtk_overlay_new()!
        gtk_widget_set_vexpand(stage, 1)
        gtk_overlay_set_child(OpaquePointer(stage), koloda.widget)
        let done = gtk_button_new_with_label("Every photo is sorted: start over")!
        gtk_widget_set_valign(done, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(done, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(done, 0)
        gtk_overlay_add_overlay(OpaquePointer(stage), done)
        gtk_box_append(Gtk.cast(page), stage)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        for (label, direction) in [("Pass", SwipeResultDirection?.some(.left)), ("Undo", nil), ("Keep", .right)] {
            let button = gtk_button_new_with_label(label)!
            gtk_widget_set_focus_on_click(button, 0)
            Gtk.connect(Gtk.raw(button), "clicked") { [koloda] in
                if let direction { koloda.swipe(direction) } else { koloda.revertAction() }
            }
            gtk_box_append(Gtk.cast(buttons), button)
        }
        gtk_box_append(Gtk.cast(page), buttons)
        window.setChild(page)

        deck.onKeptChanged = { [probe] count in
            gtk_label_set_text(OpaquePointer(kept), "\(count) kept")
            probe.log.write("kept", ["count": .integer(count)])
        }
        deck.onRunOut = { isOut in gtk_widget_set_visible(done, isOut ? 1 : 0) }
        Gtk.connect(Gtk.raw(done), "clicked") { [deck, koloda] in
            deck.startOver(koloda)
            gtk_widget_grab_focus(koloda.widget)
        }
        deck.connect(koloda)
    }

    func present() {
        gtk_window_present(Gtk.cast(window))
        gtk_widget_grab_focus(koloda.widget)
        probe.start()
    }
}
