// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaAppSupport
import KolodaEngine
import KolodaGtk
import KolodaScenario
import KolodaTune

/// The demo's window: a header with the like count, the layout switch and the Tune button, the
/// deck, and the nope / undo / like buttons; a "Start over" screen when the deck runs out; the
/// Tune panel beside them.
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let koloda: KolodaView
    let places: PlacesDeck
    let probe: AppProbe
    private var panel: TunePanel!
    private var observation: KolodaViewObservation?
    private let done: UnsafeMutablePointer<GtkWidget>

    /// - Parameter file: The deck block of `--options FILE`, if given.
    init(window: Window, arguments: Arguments, options file: DeckConfiguration?) {
        let initial = file ?? DemoOptions.configuration(layout: arguments.layout)
        koloda = try! KolodaView(options: initial.options)
        koloda.cardAspectRatio = 0.72
        probe = AppProbe(window: window.widget, koloda: koloda, events: arguments.events, frameStats: arguments.frameStats)
        probe.picturesDirectory = arguments.savePictures
        places = PlacesDeck(count: arguments.cards, log: probe.log, saved: SavedState.standardFile)
        places.answers = initial
        self.window = window.widget
        gtk_window_set_resizable(window.pointer, arguments.events ? 0 : 1)

        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 16)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(page, 22)
        }

        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        let title = gtk_label_new("Places")!
        gtk_widget_add_css_class(title, "title")
        gtk_widget_set_hexpand(title, 1)
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        // The heart and the count are separate labels: in one, Pango keeps the heart's fallback
        // font for the digits.
        let likes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let heart = gtk_label_new("♥")!
        let count = gtk_label_new("0")!
        for label in [heart, count] {
            gtk_widget_add_css_class(label, "likes")
            gtk_box_append(Gtk.cast(likes), label)
        }
        let switchLabel = gtk_label_new("Background layout")!
        gtk_widget_add_css_class(switchLabel, "switch-label")
        let layoutSwitch = gtk_switch_new()!
        gtk_widget_set_valign(layoutSwitch, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(layoutSwitch, 0)
        gtk_switch_set_active(OpaquePointer(layoutSwitch), initial.options.layout is BackgroundCardLayout ? 1 : 0)
        koloda_accessible_set_label(layoutSwitch, "Background layout")
        let tuneButton = gtk_toggle_button_new_with_label("Tune")!
        gtk_widget_set_valign(tuneButton, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(tuneButton, 0)
        gtk_widget_set_tooltip_text(tuneButton, "Tune the deck's motion")
        koloda_accessible_set_label(tuneButton, "Tune")
        for child in [title, likes, switchLabel, layoutSwitch, tuneButton] { gtk_box_append(Gtk.cast(header), child) }
        gtk_box_append(Gtk.cast(page), header)

        let stage = gtk_overlay_new()!
        gtk_widget_add_css_class(stage, "stage")
        // The stage does not clip: the deck keeps its cards behind the top one (the background
        // layout's stretched card) within its box, and draws cards in flight over the window.
        gtk_widget_set_vexpand(stage, 1)
        gtk_widget_set_margin_start(stage, 8)
        gtk_widget_set_margin_end(stage, 8)
        gtk_overlay_set_child(OpaquePointer(stage), koloda.widget)
        done = gtk_box_new(GTK_ORIENTATION_VERTICAL, 14)!
        gtk_widget_add_css_class(done, "done")
        gtk_widget_set_valign(done, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(done, GTK_ALIGN_FILL)
        let doneTitle = gtk_label_new("You have seen every place")!
        gtk_widget_add_css_class(doneTitle, "done-title")
        gtk_widget_set_margin_top(doneTitle, 40)
        let startOver = gtk_button_new_with_label("Start over")!
        gtk_widget_add_css_class(startOver, "start-over")
        gtk_widget_set_halign(startOver, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_bottom(startOver, 40)
        gtk_box_append(Gtk.cast(done), doneTitle)
        gtk_box_append(Gtk.cast(done), startOver)
        gtk_widget_set_visible(done, 0)
        gtk_overlay_add_overlay(OpaquePointer(stage), done)
        gtk_box_append(Gtk.cast(page), stage)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 28)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        let nope = Self.roundButton("✕", style: "nope", accessible: "Nope")
        let undo = Self.roundButton("↺", style: "undo", accessible: "Undo")
        let like = Self.roundButton("♥", style: "like", accessible: "Like")
        for button in [nope, undo, like] { gtk_box_append(Gtk.cast(buttons), button) }
        gtk_box_append(Gtk.cast(page), buttons)
        gtk_widget_set_hexpand(page, 1)
        let root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(Gtk.cast(root), page)
        window.setChild(root)

        places.onLikesChanged = { [probe] likes in
            gtk_label_set_text(OpaquePointer(count), "\(likes)")
            probe.log.write("likes", ["count": .integer(likes)])
        }
        places.onRunOut = { [done] isOut in gtk_widget_set_visible(done, isOut ? 1 : 0) }
        places.connect(koloda)

        Gtk.connect(Gtk.raw(nope), "clicked") { [koloda] in koloda.swipe(.left) }
        Gtk.connect(Gtk.raw(like), "clicked") { [koloda] in koloda.swipe(.right) }
        Gtk.connect(Gtk.raw(undo), "clicked") { [koloda] in koloda.revertAction() }
        Gtk.connect(Gtk.raw(startOver), "clicked") { [places, koloda] in
            places.startOver(koloda)
            gtk_widget_grab_focus(koloda.widget)
        }
        Gtk.connectIgnoringArgument(Gtk.raw(layoutSwitch), "notify::active") { [koloda] in
            let background = gtk_switch_get_active(OpaquePointer(layoutSwitch)) != 0
            guard background != koloda.options.layout is BackgroundCardLayout else { return }
            try? koloda.setOptions(DemoOptions.preset(layout: background ? "background" : "stacked"))
        }
        panel = TunePanel(for: koloda, deckFile: arguments.options)
        panel.recordingsFolder = String(cString: g_get_user_state_dir()) + "/koloda-places/recordings"
        panel.eventHandler = { [probe] in probe.log.write($0) }
        // The header's switch follows the layout, whoever changes it.
        observation = koloda.observe(actions: { [koloda] action in
            guard case .setOptions = action.action else { return }
            gtk_switch_set_active(OpaquePointer(layoutSwitch), koloda.options.layout is BackgroundCardLayout ? 1 : 0)
        })
        gtk_box_append(Gtk.cast(root), panel.widget)
        // With the panel open, its Layout control takes the place of the header's switch, which
        // leaves the panel room for its two columns.
        let showPanel = { [panel, window] (shown: Bool) in
            // Opening the panel widens the window by the panel's two columns, up to the monitor.
            if shown, gtk_widget_get_visible(panel!.widget) == 0, gtk_widget_get_mapped(window.widget) != 0 {
                var width: Int32 = 0
                var height: Int32 = 0
                gtk_window_get_default_size(window.pointer, &width, &height)
                gtk_window_set_default_size(window.pointer, max(width, gtk_widget_get_width(window.widget)) + 840, height)
            }
            gtk_widget_set_visible(panel!.widget, shown ? 1 : 0)
            gtk_widget_set_visible(switchLabel, shown ? 0 : 1)
            gtk_widget_set_visible(layoutSwitch, shown ? 0 : 1)
        }
        showPanel(arguments.tune)
        gtk_toggle_button_set_active(Gtk.cast(tuneButton), arguments.tune ? 1 : 0)
        Gtk.connect(Gtk.raw(tuneButton), "toggled") { showPanel(gtk_toggle_button_get_active(Gtk.cast(tuneButton)) != 0) }
        if let record = arguments.record { panel.startRecording(to: record) }
    }

    static func roundButton(_ label: String, style: String, accessible: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        gtk_widget_add_css_class(button, "round")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(button, style)
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_tooltip_text(button, accessible)
        koloda_accessible_set_label(button, accessible)
        return button
    }

    func present() {
        gtk_window_present(Gtk.cast(window))
        gtk_widget_grab_focus(koloda.widget)
        probe.start()
    }
}
