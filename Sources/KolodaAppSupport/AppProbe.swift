// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaGtk
import KolodaScenario

/// What the end-to-end tests and the benchmarks read from an app that shows a deck, kept out of
/// the apps themselves: with `--events`, JSON lines on standard output (``EventLog``): `ready` with
/// the window, deck, stage and top card rectangles, the window's GSK renderer (its type name) and
/// the OpenGL renderer ``RendererChoice`` asked about, once the deck has been laid out and drawn,
/// every deck event in the trace's form, `idle` whenever the deck comes to rest (live card
/// widgets, visible and leaving cards, the longest frame interval while it moved), and `frames`
/// with the number of frames painted when the process gets SIGUSR1; with `--frame-stats` besides,
/// every frame interval (`frameIntervals`, `frameClockIntervals`) and, in `frameStats` at each
/// rest, the frames painted since the deck began to move (`painted`), those painted while the
/// pointer held a card (`dragFrames`: what a benchmark counting the window's painted frames over a
/// drag counts), and the view's own work in each frame it did work (`frames` of them, with `p50`,
/// `p99` and `max` in milliseconds), and `slowFrame` for each frame that came more than a frame
/// and a half after the one before while the deck moved, with where the time went, in
/// milliseconds: the paint phase of the frame before (a paint that blocks makes the next frame
/// late), from the last frame to the end of this one's before-paint phase (the main loop's other
/// work, events), its update phase (tick callbacks), layout, paint (snapshot and rendering) and
/// after-paint.
@MainActor
package final class AppProbe {
    /// Where the app writes its own events too.
    package let log: EventLog
    private let window: UnsafeMutablePointer<GtkWidget>
    private unowned let koloda: KolodaView
    private let measuresFrames: Bool
    private var observation: KolodaViewObservation?
    private var framesSeen = 0
    /// Frames the window has painted: SIGUSR1 asks for the count, so that a benchmark can compare
    /// the app with another without touching either's drawing.
    private var framesPainted = 0
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
    private var frameWork: [Double] = []
    /// With `--frame-stats`, when the current frame's before-paint, update, layout and paint phases
    /// ended (the probe hears each of the frame clock's signals after GTK's own handlers).
    private var phaseEnds: [Int] = []
    /// With `--frame-stats`, how long the last frame's paint phase took, in milliseconds: a
    /// paint that blocks makes the next frame late.
    private var lastPaintPhase: Double?
    /// With `--frame-stats`, whether the pointer holds a card (from `panBegan` to `panFinished`),
    /// and the frames painted meanwhile since the last rest: what the frame clock delivered
    /// during the drag, as a benchmark counting the window's painted frames over the drag sees it.
    private var pointerHolds = false
    private var dragFramesPainted = 0
    /// With `--frame-stats`, the frames painted from the deck's first move to its rest.
    private var movingFramesPainted = 0

    /// Whether ``start()`` ran.
    private var started = false
    /// Where to save, once ready, the pictures a benchmark redraws the deck's frames from
    /// (`--save-pictures DIR`), or nil.
    package var picturesDirectory: String?

    /// Probes `koloda` in `window`; reports nothing unless `events`.
    package init(window: UnsafeMutablePointer<GtkWidget>, koloda: KolodaView, events: Bool, frameStats: Bool) {
        log = EventLog(enabled: events)
        self.window = window
        self.koloda = koloda
        measuresFrames = frameStats
        guard events else { return }
        koloda.eventHandler = { [log, unowned self] event in
            if measuresFrames, case .panBegan = event.event { pointerHolds = true }
            if measuresFrames, case .panFinished = event.event { pointerHolds = false }
            log.write(event)
        }
        observation = koloda.observe(settled: { [unowned self] in settled() })
        if frameStats { koloda.frameWorkObserver = { [unowned self] seconds in frameWork.append(seconds) } }
    }

    /// Starts watching the window's frames, once it has been presented; again, does nothing.
    package func start() {
        guard log.enabled, !started else { return }
        started = true
        if let clock = gtk_widget_get_frame_clock(window) {
            if measuresFrames {
                Gtk.connect(Gtk.raw(clock), "before-paint") { [unowned self] in phaseEnds = [g_get_monotonic_time()] }
                for phase in ["update", "layout", "paint"] {
                    Gtk.connect(Gtk.raw(clock), phase) { [unowned self] in phaseEnds.append(g_get_monotonic_time()) }
                }
            }
            Gtk.connect(Gtk.raw(clock), "after-paint") { [unowned self] in painted(clock) }
        }
        g_unix_signal_add(
            SIGUSR1,
            { data in
                MainActor.assumeIsolated {
                    let probe = Unmanaged<AppProbe>.fromOpaque(data!).takeUnretainedValue()
                    probe.log.write("frames", ["count": .integer(probe.framesPainted)])
                    return 1
                }
            }, Unmanaged.passUnretained(self).toOpaque())
        // Report `ready` on a frame after the deck has come to rest, been laid out and drawn.
        gtk_widget_add_tick_callback(
            window,
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<AppProbe>.fromOpaque(data!).takeUnretainedValue().reportReady() ? 0 : 1 }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private func painted(_ clock: OpaquePointer) {
        framesPainted += 1
        if pointerHolds { dragFramesPainted += 1 }
        if measuresFrames, koloda.isAnimating || pointerHolds { movingFramesPainted += 1 }
        // Frames count while the deck moves; a repaint at rest starts no interval.
        guard koloda.isAnimating else {
            lastPaint = nil
            lastFrameTime = nil
            lastPaintPhase = nil
            return
        }
        let frameTime = gdk_frame_clock_get_frame_time(clock)
        let now = g_get_monotonic_time()
        defer { lastFrameTime = frameTime }
        if let lastFrameTime {
            longestFrame = max(longestFrame, frameTime - lastFrameTime)
            if measuresFrames {
                frameClockIntervals.append(frameTime - lastFrameTime)
                var refresh: gint64 = 0
                var presentation: gint64 = 0
                gdk_frame_clock_get_refresh_info(clock, frameTime, &refresh, &presentation)
                reportIfSlow(interval: frameTime - lastFrameTime, now: now, refresh: refresh)
            }
        }
        guard measuresFrames else { return }
        if let lastPaint { frameIntervals.append(now - lastPaint) }
        lastPaint = now
        // A motion's first frame starts no interval, but its paint can make the second late.
        lastPaintPhase = phaseEnds.count == 4 ? Double(phaseEnds[3] - phaseEnds[2]) / 1000 : nil
    }

    /// Reports a frame that came more than a frame and a half after the one before, with where
    /// its time went.
    private func reportIfSlow(interval: Int, now: Int, refresh: gint64) {
        guard let lastPaint, phaseEnds.count == 4 else { return }
        let marks = [lastPaint] + phaseEnds + [now]
        let parts = zip(marks, marks.dropFirst()).map { Double($1 - $0) / 1000 }
        let period = refresh > 0 ? Int(refresh) : 16_667
        guard interval * 2 > period * 3 else { return }
        log.write(
            "slowFrame",
            [
                "intervalMs": .number(Double(interval) / 1000), "previousPaintMs": .number(lastPaintPhase ?? 0), "beforeMs": .number(parts[0]),
                "updateMs": .number(parts[1]), "layoutMs": .number(parts[2]), "paintMs": .number(parts[3]), "afterPaintMs": .number(parts[4]),
            ])
    }

    /// The deck came to rest: how many card widgets are alive, and the frames while it moved. A
    /// deck that has no data source yet (the app is still connecting it) is not reported.
    private func settled() {
        guard koloda.dataSource != nil else { return }
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
                    "painted": .integer(movingFramesPainted), "dragFrames": .integer(dragFramesPainted), "frames": .integer(sorted.count),
                    "p50": .number(percentile(50)), "p99": .number(percentile(99)), "max": .number(sorted.last! * 1000),
                ])
            frameWork.removeAll()
        }
        movingFramesPainted = 0
        dragFramesPainted = 0
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
        // In the surface's coordinates, which the tests' pointer (xdotool) uses with the window at
        // the screen's origin: they are the window's moved by its client-side decoration (the
        // border and padding of a window without a compositor, the shadow's room with one).
        var surface = (x: 0.0, y: 0.0)
        gtk_native_get_surface_transform(OpaquePointer(window), &surface.x, &surface.y)
        func rect(_ r: graphene_rect_t) -> TraceEvent.Value {
            .numbers([Double(r.origin.x) + surface.x, Double(r.origin.y) + surface.y, Double(r.size.width), Double(r.size.height)])
        }
        let frame = koloda.deckFrame
        let stage = graphene_rect_t(
            origin: graphene_point_t(x: deckBounds.origin.x + Float(frame.origin.x), y: deckBounds.origin.y + Float(frame.origin.y)),
            size: graphene_size_t(width: Float(frame.size.width), height: Float(frame.size.height)))
        let renderer = gtk_native_get_renderer(OpaquePointer(window)).map { String(cString: g_type_name_from_instance(UnsafeMutablePointer($0))) }
        log.ready(
            [
                ("window", .numbers([Double(gtk_widget_get_width(window)), Double(gtk_widget_get_height(window))])),
                ("deck", rect(deckBounds)),
                ("stage", rect(stage)),
                ("topCard", rect(topBounds)),
                ("renderer", .text(renderer ?? "")),
            ] + (RendererChoice.openGLRenderer.map { [("openGL", .text($0))] } ?? []))
        if let picturesDirectory { savePictures(to: picturesDirectory, stage: stage) }
        return true
    }

    /// Saves what the deck's frames are drawn from, as PNG files in `directory`, and
    /// `pictures.json` naming them, each with where it begins in its widget's coordinates
    /// (`origin`): the window without the deck (`chrome`), each card shown, with its size
    /// (`cards`, back to front), the top card's stamp for a swipe right and left, with
    /// its transform onto the card (`stamps`), and the window's size and the deck's stage in the
    /// window's coordinates; then logs `pictures`. `Benchmarks/floor.py` draws the demo's frames from them.
    private func savePictures(to directory: String, stage: graphene_rect_t) {
        Task { @MainActor [self] in
            let deck = koloda.widget
            var description: [String: Any] = [
                "window": [gtk_widget_get_width(window), gtk_widget_get_height(window)],
                "stage": [stage.origin.x, stage.origin.y, stage.size.width, stage.size.height].map(Double.init),
            ]
            // Each picture is the widget as it was last drawn: the window is drawn again without
            // the deck before it is saved, and a stamp after it shows its word.
            var saved = true
            /// Saves the widget's picture; returns where it begins in the widget's coordinates.
            func save(_ widget: UnsafeMutablePointer<GtkWidget>, _ file: String) -> [Double] {
                guard let origin = Self.savePNG(of: widget, to: directory + "/" + file) else {
                    saved = false
                    return [0, 0]
                }
                return [Double(origin.x), Double(origin.y)]
            }
            var cards: [[String: Any]] = []
            for card in koloda.shownCards {
                let file = "card-\(card.index).png"
                let origin = save(card.widget, file)
                cards.append([
                    "index": card.index, "file": file, "origin": origin,
                    "size": [gtk_widget_get_width(card.widget), gtk_widget_get_height(card.widget)],
                ])
            }
            description["cards"] = cards
            gtk_widget_set_opacity(deck, 0)
            try? await Task.sleep(nanoseconds: 300_000_000)
            _ = save(window, "chrome.png")
            description["chrome"] = "chrome.png"
            gtk_widget_set_opacity(deck, 1)
            if let top = koloda.shownCards.last, let overlay = top.overlay {
                var stamps: [String: Any] = [:]
                for direction in [SwipeResultDirection.right, .left] {
                    overlay.overlayState = direction
                    overlay.alpha = 1
                    gtk_widget_queue_resize(overlay.widget)
                    gtk_widget_queue_draw(deck)
                    try? await Task.sleep(nanoseconds: 300_000_000)
                    let file = "stamp-\(direction.rawValue).png"
                    let origin = save(overlay.widget, file)
                    // Where the stamp lies on its card: the transform from the stamp's coordinates to
                    // the card's, as a 4 × 4 matrix, row by row.
                    var matrix = graphene_matrix_t()
                    _ = gtk_widget_compute_transform(overlay.widget, top.widget, &matrix)
                    var values = [Float](repeating: 0, count: 16)
                    graphene_matrix_to_float(&matrix, &values)
                    stamps[direction.rawValue] = ["file": file, "origin": origin, "matrix": values.map(Double.init)]
                }
                overlay.overlayState = nil
                overlay.alpha = 0
                gtk_widget_queue_draw(deck)
                description["stamps"] = stamps
            }
            let written =
                (try? JSONSerialization.data(withJSONObject: description, options: [.sortedKeys]))
                .map { FileManager.default.createFile(atPath: directory + "/pictures.json", contents: $0) } ?? false
            log.write("pictures", ["saved": .integer(saved && written ? 1 : 0)])
        }
    }

    /// Draws `widget` as its window's renderer does and saves the picture as a PNG at `path`;
    /// returns where the picture begins in the widget's coordinates (its border box, which
    /// begins before its content's origin when it has a CSS border or padding: a
    /// GtkWidgetPaintable draws that box at (0, 0)), or `nil` when the widget is not in a window,
    /// has no size, or the file could not be written.
    private nonisolated static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) -> graphene_point_t? {
        var bounds = graphene_rect_t()
        guard let native = gtk_widget_get_native(widget), gtk_widget_compute_bounds(widget, widget, &bounds) != 0,
            bounds.size.width >= 1, bounds.size.height >= 1, let paintable = gtk_widget_paintable_new(widget),
            let snapshot = gtk_snapshot_new()
        else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, Double(bounds.size.width), Double(bounds.size.height))
        g_object_unref(UnsafeMutableRawPointer(paintable))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var area = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: bounds.size)
        guard let texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &area) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0 ? bounds.origin : nil
    }
}
