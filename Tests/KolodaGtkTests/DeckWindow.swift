// SPDX-License-Identifier: MIT

import CKolodaGtk
import KolodaHost
import Testing

@testable import KolodaGtk

/// A `KolodaView` in a real GTK window, its time stepped by the test: the view's clock is a
/// `ManualFrameSource`, so every frame comes at a time the test names, and GTK is asked only to
/// lay out and paint. Nothing waits for a fixed time; where GTK must do something (map the
/// window, paint a frame, finalize a widget), the main loop runs until it has.
@MainActor
final class DeckWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let view: KolodaView
    let frames = ManualFrameSource()
    /// How many frames GTK has painted since the window was shown.
    private(set) var paints = 0
    private var paintHandler: gulong = 0
    private var clock: UnsafeMutableRawPointer?

    /// A deck of `options` in a `width` × `height` window; `prepare` runs before the window is
    /// shown (set the data source there).
    init(
        options: DeckOptions = DeckOptions(), width: Int32 = 400, height: Int32 = 600, prepare: (KolodaView) throws -> Void = { _ in }
    ) throws {
        try #require(gtk_init_check() != 0, "these tests need a display: run them with make test, which starts Xvfb")
        window = gtk_window_new()!
        gtk_window_set_default_size(Gtk.cast(window), width, height)
        // As GTK's frame clock does: the input between two frames is the next frame's.
        frames.deliversInputBeforeFrames = true
        view = try KolodaView(options: options, frames: frames)
        // The deck fills the window, as the scenarios' bounds do; a test of the card's shape sets
        // its own.
        view.maximumCardAspectRatio = nil
        try prepare(view)
        gtk_window_set_child(Gtk.cast(window), view.widget)
        gtk_window_present(Gtk.cast(window))
        Self.iterate(until: "the window is mapped and laid out") {
            gtk_widget_get_mapped(view.widget) != 0 && gtk_widget_get_width(view.widget) > 0 && view.deck.bounds.width > 0
        }
        let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window))!
        self.clock = clock
        paintHandler = Gtk.connect(clock, "after-paint") { [unowned self] in paints += 1 }
    }

    /// Closes the window.
    func destroy() {
        if let clock, paintHandler != 0 { g_signal_handler_disconnect(clock, paintHandler) }
        clock = nil
        gtk_window_destroy(Gtk.cast(window))
    }

    /// Runs the main loop until `done`, as long as GTK takes (a test fails after 20 s).
    static func iterate(until what: String, sourceLocation: SourceLocation = #_sourceLocation, _ done: () -> Bool) {
        let limit = g_get_monotonic_time() + 20_000_000
        while !done() {
            guard g_get_monotonic_time() < limit else {
                Issue.record("GTK did not get there: \(what)", sourceLocation: sourceLocation)
                return
            }
            g_main_context_iteration(nil, 1)
        }
    }

    /// Asks GTK for a frame and runs the main loop until it has painted it: the widgets are
    /// allocated where the deck is now, and drawn.
    func paint() {
        let target = paints + 1
        gtk_widget_queue_draw(window)
        Self.iterate(until: "a frame is painted") { paints >= target }
    }

    /// Steps the view's clock on by `seconds`, frame by frame, painting each frame when
    /// `painting`, else once at the end.
    func step(_ seconds: Double, paintingEachFrame painting: Bool = false) {
        let end = frames.now + seconds
        while frames.now + frames.frameDuration <= end + 1e-12 {
            frames.runFrame()
            if painting { paint() }
        }
        frames.advance(by: end - frames.now)
        if !painting { paint() }
    }

    /// Runs frames until the deck is at rest, painting each when `painting`, then paints.
    func settle(paintingEachFrame painting: Bool = false) {
        let end = frames.now + 30
        while view.isAnimating, frames.now < end {
            frames.runFrame()
            if painting { paint() }
        }
        paint()
    }
}
