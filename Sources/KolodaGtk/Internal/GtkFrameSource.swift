// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaHost

/// A widget's frame clock as a deck controller's ``FrameSource``: GLib's monotonic clock, and the
/// widget's tick callback while frames are asked for. It also measures the view's own work in each
/// frame, for profiling.
@MainActor
final class GtkFrameSource: FrameSource {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var tickID: guint = 0
    private var frame: (@MainActor (Double) -> Bool)?
    /// Counts requests: a frame that answers `false` stops only its own request.
    private var generation = 0
    /// When set, called once per frame with the seconds the view spent in its own code the frame
    /// before: advancing the deck, updating the card widgets and allocating them.
    var workObserver: ((Double) -> Void)?
    /// Microseconds of the view's own work in this frame so far, while measured.
    private var work: Int?

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// GTK delivers a frame's events in its flush-events phase, before the update phase's ticks.
    var deliversInputBeforeFrames: Bool { true }

    func requestFrames(_ frame: @escaping @MainActor (Double) -> Bool) {
        generation += 1
        self.frame = frame
        guard tickID == 0 else { return }
        tickID = gtk_widget_add_tick_callback(widget, gtkFrameSourceTick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    func cancelFrames() {
        frame = nil
        work = nil
        guard tickID != 0 else { return }
        gtk_widget_remove_tick_callback(widget, tickID)
        tickID = 0
    }

    fileprivate func tick(frameTime: Int) -> Bool {
        let started = workObserver == nil ? 0 : g_get_monotonic_time()
        if let workObserver, let work { workObserver(Double(work) / 1_000_000) }
        let request = generation
        let goesOn = frame?(Double(frameTime) / 1_000_000) ?? false
        // Frames asked for again during this one go on.
        guard goesOn || (request != generation && frame != nil) else {
            tickID = 0
            frame = nil
            work = nil
            return false
        }
        work = workObserver == nil ? nil : g_get_monotonic_time() - started
        return true
    }

    /// Adds the work of `body` (the allocation of the cards) to this frame's.
    func measure(_ body: () -> Void) {
        guard workObserver != nil, let work else { return body() }
        let started = g_get_monotonic_time()
        body()
        self.work = work + g_get_monotonic_time() - started
    }
}

/// GTK's tick callback for a ``GtkFrameSource``. A function of the file, not a closure of the
/// source's, which would take the main actor's isolation and check it as GTK calls it: GTK calls
/// it on the thread that runs its main loop, which the deck checks first, with GTK's manners.
private func gtkFrameSourceTick(_ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?) -> gboolean {
    guard koloda_called_back_on_gtk_thread("the deck's frame clock") != 0 else { return 1 }
    // On GTK's thread, which is the main actor's: the frame time and the source do not cross.
    let frameTime = gdk_frame_clock_get_frame_time(clock)
    nonisolated(unsafe) let source = data
    return MainActor.assumeIsolated {
        Unmanaged<GtkFrameSource>.fromOpaque(source!).takeUnretainedValue().tick(frameTime: frameTime) ? 1 : 0
    }
}
