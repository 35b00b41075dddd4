// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaGtk
import KolodaScenario

/// The designers' playground for an app's own deck: every option of `DeckOptions.catalogue` as
/// a labelled control, applied to the live `KolodaView` as it changes (mid-drag too, keeping
/// the index and the history); what the app's data source and delegate answer, shown as they
/// answer it; the timeline of the last gesture; and the hand-off: Save writes a deck file
/// (`koloda simulate`, `koloda preview` and `koloda options` read it), Copy as Swift puts the
/// `DeckOptions` code on the clipboard, Record writes the session as a scenario.
///
/// Two lines give an app the panel in a window of its own, opened with Ctrl+Shift+T:
///
/// ```swift
/// import KolodaTune
/// TunePanel.attach(to: koloda)
/// ```
///
/// Or make one and put its ``widget`` in the app's own window. The panel uses only the view's
/// public API: an app's handlers (`actionHandler`, `onSettled`, `eventHandler`) stay the app's.
@MainActor
public final class TunePanel {
    /// The panel: two columns that scroll on their own, the controls and the hand-off with the
    /// timeline, so that the timeline stays in view while the controls scroll.
    public let widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    /// Hears the panel's own events, in the trace's form with the view's clock: `tuned` (with
    /// `control`, and `refused` when the deck refused the change), `saved` (`path`), `copied`
    /// (`lines`), `recording` (`path`) and `timeline` (`seconds`, `frames`, `swipes`).
    public var eventHandler: ((TraceEvent) -> Void)?
    /// Where Record puts a recording when no file was named: by default
    /// `$XDG_STATE_HOME/PROGRAM/recordings`, PROGRAM being GLib's program name.
    public var recordingsFolder =
        String(cString: g_get_user_state_dir()) + "/" + (g_get_prgname().map { String(cString: $0) } ?? "koloda") + "/recordings"

    let koloda: KolodaView
    let controls: TuneControls
    private let timeline: GestureTimeline
    let status = gtk_label_new("")!
    private var refused: UnsafeMutablePointer<GtkWidget>?
    /// The deck file Save writes: the one the app named, or where the user saved last.
    var deckFile: String?
    private let recordButton = gtk_button_new_with_label("Record")!
    private var recorder: SessionRecorder?
    private var observation: KolodaViewObservation?
    private var window: UnsafeMutablePointer<GtkWidget>?

    /// Makes a panel for `koloda`.
    ///
    /// - Parameters:
    ///   - koloda: The app's deck.
    ///   - deckFile: The deck file the app's options came from, which Save replaces; `nil` asks
    ///     where to save.
    public init(for koloda: KolodaView, deckFile: String? = nil) {
        self.koloda = koloda
        self.deckFile = deckFile
        TuneStyle.install()
        timeline = GestureTimeline(koloda: koloda)
        controls = TuneControls(current: { [unowned koloda] in koloda.options })
        controls.onChange = { [unowned self] in change(to: $0, by: $1, named: $2) }
        timeline.onDrawn = { [unowned self] seconds, frames, swipes in
            report("timeline", [("seconds", .number(seconds)), ("frames", .integer(frames)), ("swipes", .integer(swipes))])
        }

        gtk_widget_add_css_class(widget, "koloda-tune")
        let left = Self.column()
        let title = gtk_label_new("Tune")!
        gtk_widget_add_css_class(title, "koloda-tune-title")
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        gtk_box_append(Gtk.cast(left), title)
        addControls()
        gtk_box_append(Gtk.cast(left), controls.grid)

        let right = Self.column()
        gtk_box_append(Gtk.cast(right), Self.heading("Hand-off"))
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_box_set_homogeneous(Gtk.cast(buttons), 1)
        gtk_box_append(Gtk.cast(buttons), controls.button("Save…") { [unowned self] in save() })
        gtk_box_append(Gtk.cast(buttons), controls.button("Copy as Swift") { [unowned self] in copySwift() })
        Gtk.connect(Gtk.raw(recordButton), "clicked") { [unowned self] in toggleRecording() }
        gtk_box_append(Gtk.cast(buttons), recordButton)
        gtk_box_append(Gtk.cast(right), buttons)
        gtk_label_set_wrap(OpaquePointer(status), 1)
        gtk_label_set_xalign(OpaquePointer(status), 0)
        gtk_label_set_selectable(OpaquePointer(status), 1)
        gtk_widget_add_css_class(status, "koloda-tune-status")
        gtk_box_append(Gtk.cast(right), status)
        gtk_box_append(Gtk.cast(right), Self.heading("Last gesture"))
        gtk_box_append(Gtk.cast(right), timeline.picture)
        gtk_box_append(Gtk.cast(right), timeline.hint)

        for column in [left, right] {
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(scrolled), 1)
            gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
            gtk_widget_add_css_class(scrolled, "koloda-tune-column")
            gtk_box_append(Gtk.cast(widget), scrolled)
        }
        controls.show(koloda.options)
        observation = koloda.observe(
            actions: { [unowned self] action in
                recorder?.record(action)
                timeline.record(action)
                // Options changed by the app or the panel: the controls show them.
                if case .setOptions = action.action { controls.show(koloda.options) }
            },
            settled: { [unowned self] in
                controls.show(koloda.options)
                timeline.settled(drawing: gtk_widget_get_mapped(widget) != 0)
            })
    }

    private static func column() -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_size_request(column, Int32(GestureTimeline.size.width), -1)
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(column, 18)
        }
        return column
    }

    static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "koloda-tune-heading")
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        return label
    }

    // MARK: A window of its own

    /// Makes a panel for `koloda` that opens in a window of its own beside the app's when the
    /// user presses `shortcut` in the app's window, and lives as long as the deck's widget.
    ///
    /// - Parameters:
    ///   - koloda: The app's deck.
    ///   - shortcut: A GTK accelerator (`"<Control><Shift>t"`, `"F12"`).
    ///   - deckFile: The deck file the app's options came from, which Save replaces.
    /// - Returns: The panel, which the deck's widget keeps.
    @discardableResult
    public static func attach(to koloda: KolodaView, shortcut: String = "<Control><Shift>t", deckFile: String? = nil) -> TunePanel {
        let panel = TunePanel(for: koloda, deckFile: deckFile)
        let retained = Unmanaged.passRetained(panel).toOpaque()
        g_object_set_data_full(
            Gtk.cast(koloda.widget), "koloda-tune-panel", retained,
            { data in MainActor.assumeIsolated { Unmanaged<TunePanel>.fromOpaque(data!).release() } })
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        let action = gtk_callback_action_new(
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<TunePanel>.fromOpaque(data!).takeUnretainedValue().present() }
                return 1
            }, Unmanaged.passUnretained(panel).toOpaque(), nil)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(shortcut), action))
        gtk_widget_add_controller(koloda.widget, controller)
        return panel
    }

    /// Shows the panel in a window of its own, beside the window of the deck; the window is made
    /// the first time and hidden, not destroyed, when closed. A panel already placed in the app's
    /// own window (its ``widget`` has a parent) shows there instead.
    public func present() {
        if window == nil, gtk_widget_get_parent(widget) == nil {
            let window = gtk_window_new()!
            gtk_window_set_title(Gtk.cast(window), "Tune")
            gtk_window_set_default_size(Gtk.cast(window), 840, 760)
            gtk_window_set_hide_on_close(Gtk.cast(window), 1)
            if let root = gtk_widget_get_root(koloda.widget) {
                gtk_window_set_transient_for(Gtk.cast(window), UnsafeMutablePointer<GtkWindow>(root))
            }
            gtk_window_set_child(Gtk.cast(window), widget)
            self.window = window
        }
        gtk_widget_set_visible(widget, 1)
        if let window { gtk_window_present(Gtk.cast(window)) }
    }

    // MARK: Changes

    /// A control made new options: in force at once, or shown as refused.
    private func change(to next: DeckOptions, by control: UnsafeMutablePointer<GtkWidget>, named name: String) {
        if let refused { gtk_widget_remove_css_class(refused, "error") }
        refused = nil
        do {
            try koloda.setOptions(next)
            show("")
            report("tuned", [("control", .text(name))])
        } catch {
            refused = control
            gtk_widget_add_css_class(control, "error")
            show("Refused: \(error.description)", error: true)
            report("tuned", [("control", .text(name)), ("refused", .text(error.description))])
        }
    }

    /// Shows `message` in the status line.
    func show(_ message: String, error: Bool = false) {
        gtk_label_set_text(OpaquePointer(status), message)
        if error { gtk_widget_add_css_class(status, "error") } else { gtk_widget_remove_css_class(status, "error") }
    }

    /// Tells ``eventHandler`` of one of the panel's events.
    func report(_ name: String, _ fields: [(String, TraceEvent.Value)]) {
        eventHandler?(TraceEvent(time: koloda.clock, name: name, fields: fields))
    }

    // MARK: Recording

    /// Records the session to `path`, ending a recording under way (see ``stopRecording()``).
    ///
    /// - Returns: Why it cannot record there, or `nil`.
    @discardableResult
    public func startRecording(to path: String) -> String? {
        recorder?.stop()
        recorder = nil
        do {
            recorder = try SessionRecorder(path: path, koloda: koloda)
            recorder?.onProblem = { [unowned self] in show("Recording failed: \($0)", error: true) }
        } catch {
            show("Not recording: \(error.description)", error: true)
            gtk_button_set_label(Gtk.cast(recordButton), "Record")
            return error.description
        }
        gtk_button_set_label(Gtk.cast(recordButton), "Stop recording")
        show("Recording to \(path)")
        report("recording", [("path", .text(path))])
        return nil
    }

    /// Ends the recording under way, with everything written.
    public func stopRecording() {
        recorder?.stop()
        recorder = nil
        gtk_button_set_label(Gtk.cast(recordButton), "Record")
    }

    private func toggleRecording() {
        if recorder != nil {
            stopRecording()
            show("Recording stopped")
        } else {
            let now = g_date_time_new_now_local()
            defer { g_date_time_unref(now) }
            let stamp = g_date_time_format(now, "%Y-%m-%d-%H%M%S")
            defer { g_free(stamp) }
            // The recordings' folder is the app's own, made when first needed; a path given to
            // `startRecording(to:)` must be in a folder that exists.
            g_mkdir_with_parents(recordingsFolder, 0o700)
            startRecording(to: recordingsFolder + "/session-\(String(cString: stamp!)).json")
        }
    }
}
