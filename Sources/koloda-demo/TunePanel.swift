// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// The designers' playground beside the deck (`--tune`, or the Tune button): every option a
/// designer touches, applied to the live deck as it changes (mid-drag too, keeping the index and
/// the history); the timeline of the last gesture; and the hand-off: Save writes a deck file
/// (`koloda simulate`, `koloda preview` and `koloda-demo --options` read it), Copy as Swift puts
/// the `DeckOptions` code on the clipboard, Record writes the session as a scenario.
@MainActor
final class TunePanel {
    /// The panel: two columns that scroll on their own, the controls and the hand-off with the
    /// timeline, so that the timeline stays in view while the controls scroll.
    let widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    private let settings: DeckSettings
    private let log: EventLog
    private let controls: TuneControls
    private let timeline: GestureTimeline
    private let status = gtk_label_new("")!
    private var refused: UnsafeMutablePointer<GtkWidget>?
    /// The deck file Save writes: `--options FILE`, or where the user saved last.
    private var file: String?
    private let recordButton: UnsafeMutablePointer<GtkWidget>
    private let recording: (start: () -> String?, stop: () -> Void)
    private var isRecording: Bool

    /// - Parameters:
    ///   - file: The deck file the settings came from, which Save replaces.
    ///   - recording: Starts a recording (answering its file) and stops it.
    ///   - recordingTo: The file of a recording already under way (`--record`).
    init(
        settings: DeckSettings, log: EventLog, file: String?, recording: (start: () -> String?, stop: () -> Void), recordingTo: String?
    ) {
        self.settings = settings
        self.log = log
        self.file = file
        self.recording = recording
        isRecording = recordingTo != nil
        timeline = GestureTimeline(settings: settings, log: log)
        controls = TuneControls(current: { settings.current })
        recordButton = gtk_button_new_with_label(recordingTo == nil ? "Record" : "Stop recording")!
        controls.onChange = { [unowned self] in change(to: $0, by: $1, named: $2) }

        gtk_widget_add_css_class(widget, "tune")
        let left = Self.column()
        let title = gtk_label_new("Tune")!
        gtk_widget_add_css_class(title, "title")
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
        gtk_widget_add_css_class(status, "tune-status")
        if let recordingTo { gtk_label_set_text(OpaquePointer(status), "Recording to \(recordingTo)") }
        gtk_box_append(Gtk.cast(right), status)
        gtk_box_append(Gtk.cast(right), Self.heading("Last gesture"))
        gtk_box_append(Gtk.cast(right), timeline.picture)
        gtk_box_append(Gtk.cast(right), timeline.hint)

        for column in [left, right] {
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(scrolled), 1)
            gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
            gtk_widget_add_css_class(scrolled, "tune-column")
            gtk_box_append(Gtk.cast(widget), scrolled)
        }
        controls.show(settings.current)
        settings.onChange.append { [unowned self] in controls.show($0) }
    }

    private static func column() -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_size_request(column, Int32(GestureTimeline.size.width), -1)
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(column, 18)
        }
        return column
    }

    private static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "tune-heading")
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        return label
    }

    /// Follows the deck's actions, for the timeline.
    func record(_ action: TimedDeckAction) { timeline.record(action) }

    /// The deck came to rest: the timeline of the drag that just ended, while the panel shows.
    func settled() {
        timeline.settled(drawing: gtk_widget_get_mapped(widget) != 0)
    }

    // MARK: Controls

    /// A control for every option of `DeckOptions/catalogue`, by section, with the layout's
    /// preset and the delegate's and data source's answers beside them.
    private func addControls() {
        let c = controls
        for section in DeckOption.Section.allCases {
            c.heading(section.title)
            if section == .layout {
                c.choice("Layout", ["Stacked", "Background"]) {
                    $0.options.layout is StackedCardLayout ? 0 : 1
                } set: { settings, choice in
                    if (choice == 1) == settings.options.layout is StackedCardLayout {
                        settings = DeckSettings.preset(choice == 1 ? "background" : "stacked", keeping: settings)
                    }
                }
            }
            for option in DeckOptions.catalogue where option.section == section { addControl(for: option) }
            if section == .drag { addAnswers() }
            if section == .behaviour { c.toggle("Appear animation", \.appearAnimation) }
        }
    }

    /// The control of one option: its span and step are the catalogue's, within what the deck
    /// accepts, in the unit people read (degrees for radians).
    private func addControl(for option: DeckOption) {
        let c = controls
        let enabled: ((DeckConfiguration) -> Bool)? = option.isStackedLayoutParameter ? { $0.options.layout is StackedCardLayout } : nil
        let scale = option.unit?.displayScale ?? 1
        func spin(
            _ name: String, get: @escaping (DeckConfiguration) -> Double, set: @escaping (inout DeckConfiguration, Double) -> Void,
            enabled: ((DeckConfiguration) -> Bool)? = enabled
        ) {
            let tuning = option.tuning!
            let step = tuning.step * scale
            c.number(
                name, tuning.range.lowerBound * scale...tuning.range.upperBound * scale, step: step,
                digits: UInt32(max(0, -log10(step).rounded(.down))), get: { get($0) * scale }, set: { set(&$0, $1 / scale) },
                enabled: enabled)
        }
        switch option.kind {
        case .integer(let path, _):
            spin(option.labelWithUnit, get: { Double($0.options[keyPath: path]) }, set: { $0.options[keyPath: path] = Int($1.rounded()) })
        case .number(let path, let bounds) where bounds == .unitInterval:
            c.fraction(option.labelWithUnit, get: { $0.options[keyPath: path] }, set: { $0.options[keyPath: path] = $1 })
        case .number(let path, _):
            spin(option.labelWithUnit, get: { $0.options[keyPath: path] }, set: { $0.options[keyPath: path] = $1 })
        case .optionalNumber(let path, _, let switchLabel):
            let preset = DeckOptions.stacked[keyPath: path] ?? option.tuning!.range.upperBound
            c.toggle(switchLabel, get: { $0.options[keyPath: path] != nil }, set: { $0.options[keyPath: path] = $1 ? preset : nil })
            spin(
                option.labelWithUnit, get: { $0.options[keyPath: path] ?? 0 }, set: { $0.options[keyPath: path] = $1 },
                enabled: { $0.options[keyPath: path] != nil })
        case .flag(let path) where path == \DeckOptions.reduceMotion:
            // The view keeps reduced motion: the app's choice, or the desktop's.
            let choices: [Bool?] = [nil, true, false]
            c.choice(option.label, ["As the desktop", "On", "Off"]) { [settings] in
                choices.firstIndex(of: settings.koloda.reduceMotion)
            } choose: { [unowned self] choice in
                settings.chooseReducedMotion(choices[choice])
                show("")
                log.write("tuned", ["control": .text(option.label)])
            }
        case .flag(let path):
            c.toggle(option.labelWithUnit, get: { $0.options[keyPath: path] }, set: { $0.options[keyPath: path] = $1 })
        case .stackDirection(let path):
            let directions = VisibleCardsDirection.allCases
            c.choice(option.label, directions.map { $0 == .bottom ? "Below" : "Above" }) {
                directions.firstIndex(of: $0.options[keyPath: path])
            } set: {
                $0.options[keyPath: path] = directions[$1]
            }
        case .timing(let path):
            let curves: [TimingCurve] = [.easeOut, .easeInOut, .linear, .ease]
            let duration: (DeckConfiguration) -> Double? = {
                if case .timed(let duration, _) = $0.options[keyPath: path] { return duration }
                return nil
            }
            c.choice(option.label, ["Ease out", "Ease in and out", "Linear", "Ease", "Spring (bounce)"]) { settings in
                switch settings.options[keyPath: path] {
                case .timed(_, let curve): curves.firstIndex(of: curve)
                case .spring: 4
                }
            } set: { settings, choice in
                settings.options[keyPath: path] = choice < 4 ? .timed(duration: duration(settings) ?? 0.2, curve: curves[choice]) : .spring(.bounce)
            }
            c.number(
                "\(option.label) duration (s)", 0...2, step: 0.05, digits: 2, get: { duration($0) ?? 0 },
                set: { settings, seconds in
                    if case .timed(_, let curve) = settings.options[keyPath: path] {
                        settings.options[keyPath: path] = .timed(duration: seconds, curve: curve)
                    }
                }, enabled: { duration($0) != nil })
        case .spring(let path):
            addSpring(option.label, path)
        }
    }

    /// A spring in both of the forms designers give springs, kept in step: pop's bounciness and
    /// speed, and a damping ratio and response.
    private func addSpring(_ label: String, _ path: WritableKeyPath<DeckOptions, SpringParameters> & Sendable) {
        let c = controls
        let pop: (DeckConfiguration) -> (bounciness: Double, speed: Double)? = { $0.options[keyPath: path].bouncinessAndSpeed }
        c.number(
            "\(label) bounciness", -10...40, step: 0.5, digits: 1, get: { pop($0)?.bounciness ?? 0 },
            set: { $0.options[keyPath: path] = SpringParameters(bounciness: $1, speed: pop($0)?.speed ?? 20) }, enabled: { pop($0) != nil })
        c.number(
            "\(label) speed", 0...60, step: 0.5, digits: 1, get: { pop($0)?.speed ?? 0 },
            set: { $0.options[keyPath: path] = SpringParameters(bounciness: pop($0)?.bounciness ?? 10, speed: $1) },
            enabled: { pop($0) != nil })
        c.number("\(label) damping ratio", 0...3, step: 0.01, digits: 2) {
            $0.options[keyPath: path].dampingRatio
        } set: {
            $0.options[keyPath: path] = SpringParameters(dampingRatio: $1, response: $0.options[keyPath: path].response)
        }
        c.number("\(label) response (s)", 0.01...3, step: 0.01, digits: 2) {
            $0.options[keyPath: path].response
        } set: {
            $0.options[keyPath: path] = SpringParameters(dampingRatio: $0.options[keyPath: path].dampingRatio, response: $1)
        }
    }

    /// What the delegate and data source answer: the fly-off speed and the allowed directions.
    private func addAnswers() {
        let c = controls
        let speeds = DragSpeed.allCases
        c.choice("Fly-off speed", speeds.map { "\($0.rawValue.capitalized) (\($0.duration) s)" }) {
            speeds.firstIndex(of: $0.dragSpeed)
        } set: {
            $0.dragSpeed = speeds[$1]
        }
        let grid: [SwipeResultDirection?] = [.topLeft, .up, .topRight, .left, nil, .right, .bottomLeft, .down, .bottomRight]
        let arrows = ["↖", "↑", "↗", "←", "", "→", "↙", "↓", "↘"]
        c.flags(
            "Directions", zip(grid, arrows).map { direction, arrow in direction.map { (arrow, "Allow \($0.rawValue)") } }, columns: 3
        ) { settings, position in
            settings.allowedDirections.forOtherCards.contains(grid[position]!)
        } set: { settings, position, allowed in
            var list = settings.allowedDirections.forOtherCards.filter { $0 != grid[position]! }
            if allowed { list.append(grid[position]!) }
            settings.allowedDirections = .all(SwipeResultDirection.allCases.filter(list.contains))
        }
    }

    /// A control made new settings: in force at once, or shown as refused.
    private func change(to next: DeckConfiguration, by control: UnsafeMutablePointer<GtkWidget>, named name: String) {
        if let refused { gtk_widget_remove_css_class(refused, "error") }
        refused = nil
        if let problem = settings.apply(next) {
            refused = control
            gtk_widget_add_css_class(control, "error")
            show("Refused: \(problem)", error: true)
            log.write("tuned", ["control": .text(name), "refused": .text(problem)])
        } else {
            show("")
            log.write("tuned", ["control": .text(name)])
        }
    }

    private func show(_ message: String, error: Bool = false) {
        gtk_label_set_text(OpaquePointer(status), message)
        if error { gtk_widget_add_css_class(status, "error") } else { gtk_widget_remove_css_class(status, "error") }
    }

    // MARK: Hand-off

    /// Writes the settings as a deck file: to the file they came from or were last saved to, or
    /// where the user chooses.
    private func save() {
        if let file { return write(to: file) }
        let chooser = gtk_file_chooser_native_new(
            "Save the deck settings", gtk_widget_get_root(widget).map { UnsafeMutablePointer<GtkWindow>($0) }, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save",
            "_Cancel")!
        gtk_file_chooser_set_current_name(chooser, "deck.json")
        let folder = g_file_new_for_path(FileManager.default.currentDirectoryPath)
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
        do {
            if let problem = SavedState.replace(path, with: Data(try settings.live.deckFileText().utf8), mode: 0o644) {
                return show("Not saved: \(problem)", error: true)
            }
        } catch {
            return show("Not saved: \(error.description)", error: true)
        }
        file = path
        show("Saved to \(path)")
        log.write("saved", ["path": .text(path)])
    }

    private func copySwift() {
        do {
            let code = try settings.live.swiftCode()
            gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), code)
            let lines = code.split(separator: "\n").count
            show("Copied \(lines) line\(lines == 1 ? "" : "s") of Swift that declare options")
            log.write("copied", ["lines": .integer(lines)])
        } catch {
            show("Not copied: \(error.description)", error: true)
        }
    }

    private func toggleRecording() {
        if isRecording {
            recording.stop()
            isRecording = false
            gtk_button_set_label(Gtk.cast(recordButton), "Record")
            show("Recording stopped")
        } else if let path = recording.start() {
            isRecording = true
            gtk_button_set_label(Gtk.cast(recordButton), "Stop recording")
            show("Recording to \(path)")
        }
    }
}

extension AllowedDirections {
    /// The list for every card, or for the cards a file does not list one by one: what the panel
    /// shows and edits (an edit makes it the list for every card).
    fileprivate var forOtherCards: [SwipeResultDirection] {
        switch self {
        case .all(let list): list
        case .perIndex(_, let rest): rest
        }
    }
}
