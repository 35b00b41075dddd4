// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaGtk
import KolodaPreview
import KolodaScenario

/// The Tune panel's timeline of the last gesture: the top card's offset, rotation, scale and
/// overlay progress over time, drawn once the deck has come to rest after a drag, with the
/// chart of `koloda preview --chart`. The drag is recorded as the engine saw it and simulated
/// again, so the chart is what the deck did, frame for frame at 60 fps.
@MainActor
final class GestureTimeline {
    /// The chart's width and panel height, in points.
    static let size = (width: 380.0, panelHeight: 60.0)

    let picture = gtk_picture_new()!
    /// What shows until the first drag.
    let hint = gtk_label_new("Drag a card: its offset, rotation, scale and overlay over time show here.")!
    private unowned let koloda: KolodaView
    private var recording: SessionRecording?
    /// Hears that a timeline was drawn: its length in seconds, its frames and its swipes.
    var onDrawn: (Double, Int, Int) -> Void = { _, _, _ in }

    init(koloda: KolodaView) {
        self.koloda = koloda
        gtk_picture_set_can_shrink(OpaquePointer(picture), 0)
        gtk_widget_set_halign(picture, GTK_ALIGN_CENTER)
        koloda_accessible_set_label(picture, "Timeline of the last gesture")
        gtk_label_set_wrap(OpaquePointer(hint), 1)
        gtk_label_set_xalign(OpaquePointer(hint), 0)
        gtk_widget_add_css_class(hint, "koloda-tune-status")
    }

    /// Follows the deck's actions: a drag starts a new timeline.
    func record(_ action: TimedDeckAction) {
        if case .beginDrag = action.action {
            recording = SessionRecording(deck: koloda.liveConfiguration, state: koloda.deckState, startTime: action.time)
        }
        recording?.record(action)
    }

    /// The deck came to rest: draws the gesture recorded since the last drag began, if any and
    /// if `drawing` (the panel shows); the gesture is over either way.
    func settled(drawing: Bool) {
        guard var recording, let last = recording.actions.last else { return }
        self.recording = nil
        guard drawing else { return }
        recording.tail = max(koloda.clock - recording.startTime - last.time, 0) + 0.1
        let trace = ScenarioRunner.run(recording.scenario)
        let renderer = PreviewRenderer(trace: trace, scale: Double(gtk_widget_get_scale_factor(picture)))
        let png = renderer.chart(width: Self.size.width, panelHeight: Self.size.panelHeight).pngData()
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return }
        gtk_picture_set_paintable(OpaquePointer(picture), texture)
        gtk_widget_set_visible(hint, 0)
        g_object_unref(Gtk.raw(texture))
        onDrawn(recording.scenario.duration, trace.frames.count, trace.events.count { $0.kind == .deck(.didSwipe) })
    }
}
