// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
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
    let places: any DemoDeck
    let log: EventLog
    private var panel: TunePanel!
    private var observation: KolodaViewObservation?
    private var framesSeen = 0
    /// Frames the window has painted, for `frames` events: SIGUSR1 asks for the count, so that a
    /// benchmark can compare the demo with another app without touching either's drawing.
    private var framesPainted = 0
    private var frameWork: [Double] = []
    /// The frame clock's time of the last frame while the deck moves, and the longest interval
    /// between two of its frames since the last `idle`, in microseconds: a refresh period, or a
    /// multiple of it where frames were dropped.
    private var lastFrameTime: Int?
    private var longestFrame = 0
    /// With `--frame-stats`, every such interval while the deck moved.
    private var frameClockIntervals: [Int] = []
    /// With `--frame-stats`, every interval between paints as they finished while the deck moved,
    /// which adds the spread of each paint's duration.
    private var lastPaint: Int?
    private var frameIntervals: [Int] = []
    private let measuresFrames: Bool
    private let done: UnsafeMutablePointer<GtkWidget>

    /// - Parameter file: The deck block of `--options FILE`, if given.
    init(window: Window, arguments: Arguments, options file: DeckConfiguration?) {
        log = EventLog(enabled: arguments.events)
        measuresFrames = arguments.frameStats
        if let folder = arguments.photos {
            do {
                places = try PhotoFolderDeck(folder: folder, log: log, naive: arguments.naivePhotos, measures: arguments.frameStats)
            } catch {
                Arguments.fail("--photos \(folder): \(error.localizedDescription)")
            }
        } else {
            places = PlacesDeck(count: arguments.cards, log: log, saved: .standard)
        }
        let initial = file ?? DemoOptions.configuration(layout: arguments.layout)
        koloda = try! KolodaView(options: initial.options)
        koloda.cardAspectRatio = 0.72
        // A deck file that asks for reduced motion makes it the app's choice; else the desktop's.
        if initial.options.reduceMotion { koloda.reduceMotion = true }
        places.answers = initial
        self.window = window.widget
        gtk_window_set_resizable(window.pointer, arguments.events ? 0 : 1)

        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 16)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(page, 22)
        }

        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        let title = gtk_label_new(arguments.photos == nil ? "Places" : "Photos")!
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

        koloda.eventHandler = { [log] in log.write($0) }
        places.connect(koloda)
        places.onLikesChanged = { [log] likes in
            gtk_label_set_text(OpaquePointer(count), "\(likes)")
            log.write("likes", ["count": .integer(likes)])
        }
        places.onRunOut = { [done] isOut in gtk_widget_set_visible(done, isOut ? 1 : 0) }
        places.restore(koloda)

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
        koloda.onSettled = { [unowned self] in settled() }

        panel = TunePanel(for: koloda, deckFile: arguments.options)
        panel.recordingsFolder = String(cString: g_get_user_state_dir()) + "/koloda-places/recordings"
        panel.eventHandler = { [log] in log.write($0) }
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
        if arguments.frameStats {
            koloda.frameWorkObserver = { [unowned self] seconds in frameWork.append(seconds) }
        }
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
        if let clock = gtk_widget_get_frame_clock(window) {
            Gtk.connect(Gtk.raw(clock), "after-paint") { [unowned self] in
                framesPainted += 1
                // Frames count while the deck moves; a repaint at rest starts no interval.
                guard koloda.isAnimating else {
                    lastPaint = nil
                    lastFrameTime = nil
                    return
                }
                let frameTime = gdk_frame_clock_get_frame_time(clock)
                if let lastFrameTime {
                    longestFrame = max(longestFrame, frameTime - lastFrameTime)
                    if measuresFrames { frameClockIntervals.append(frameTime - lastFrameTime) }
                }
                lastFrameTime = frameTime
                guard measuresFrames else { return }
                let now = g_get_monotonic_time()
                if let lastPaint { frameIntervals.append(now - lastPaint) }
                lastPaint = now
            }
        }
        g_unix_signal_add(
            SIGUSR1,
            { data in
                MainActor.assumeIsolated {
                    let demo = Unmanaged<DemoWindow>.fromOpaque(data!).takeUnretainedValue()
                    demo.log.write("frames", ["count": .integer(demo.framesPainted)])
                    return 1
                }
            }, Unmanaged.passUnretained(self).toOpaque())
        // Report `ready` on a frame after the deck has come to rest, been laid out and drawn.
        gtk_widget_add_tick_callback(
            window,
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<DemoWindow>.fromOpaque(data!).takeUnretainedValue().reportReady() ? 0 : 1 }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// The deck came to rest: the log reports how many card widgets are alive.
    private func settled() {
        let counts = koloda.cardCounts
        log.write(
            "idle",
            [
                "live": .integer(koloda.liveCardWidgetCount), "visible": .integer(counts.visible), "leaving": .integer(counts.leaving),
                "longestFrameMs": .number(Double(longestFrame) / 1000),
            ])
        if !frameIntervals.isEmpty {
            log.write("frameIntervals", ["ms": .numbers(frameIntervals.map { Double($0) / 1000 })])
            log.write("frameClockIntervals", ["ms": .numbers(frameClockIntervals.map { Double($0) / 1000 })])
            frameIntervals.removeAll()
            frameClockIntervals.removeAll()
        }
        longestFrame = 0
        lastPaint = nil
        lastFrameTime = nil
        if !frameWork.isEmpty {
            let sorted = frameWork.sorted()
            func percentile(_ p: Double) -> Double { sorted[min(Int((p / 100 * Double(sorted.count)).rounded(.up)), sorted.count) - 1] * 1000 }
            log.write(
                "frameStats",
                [
                    "frames": .integer(sorted.count), "p50": .number(percentile(50)), "p99": .number(percentile(99)),
                    "max": .number(sorted.last! * 1000),
                ])
            frameWork.removeAll()
        }
    }

    /// Reports `ready` if the window has been drawn with its deck laid out; returns whether it did.
    private func reportReady() -> Bool {
        guard !log.isReady else { return true }
        framesSeen += 1
        var deckBounds = graphene_rect_t()
        var topBounds = graphene_rect_t()
        guard framesSeen > 1, !koloda.isAnimating, gtk_widget_compute_bounds(koloda.widget, window, &deckBounds) != 0, deckBounds.size.width > 0
        else {
            return false
        }
        if let top = koloda.topCardWidget {
            guard gtk_widget_compute_bounds(top, window, &topBounds) != 0, topBounds.size.width > 0 else { return false }
        }
        func rect(_ r: graphene_rect_t) -> TraceEvent.Value {
            .numbers([Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)])
        }
        let frame = koloda.deckFrame
        let stage = graphene_rect_t(
            origin: graphene_point_t(x: deckBounds.origin.x + Float(frame.origin.x), y: deckBounds.origin.y + Float(frame.origin.y)),
            size: graphene_size_t(width: Float(frame.size.width), height: Float(frame.size.height)))
        log.ready([
            ("window", .numbers([Double(gtk_widget_get_width(window)), Double(gtk_widget_get_height(window))])),
            ("deck", rect(deckBounds)),
            ("stage", rect(stage)),
            ("topCard", rect(topBounds)),
        ])
        return true
    }
}
