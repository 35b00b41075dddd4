// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaEngine
import KolodaScenario

/// Writes an app's events as JSON lines on standard output, when asked to (`--events`): the
/// deck's events under their trace names and fields (`TraceEvent`), and the app's own, each with
/// `t`, the seconds since `ready`.
///
/// The first line is `ready`; events that happen before it are written right after it.
@MainActor
package final class EventLog {
    package let enabled: Bool
    private var readyTime: Int?
    private var early: [TraceEvent] = []

    package init(enabled: Bool) { self.enabled = enabled }

    package var isReady: Bool { readyTime != nil }

    /// Writes a deck event as a trace writes it.
    package func write(_ event: TimedDeckEvent) {
        if let event = TraceEvent(event) { write(event) }
    }

    /// Writes an event of the app's own.
    package func write(_ name: String, _ fields: KeyValuePairs<String, TraceEvent.Value> = [:]) {
        write(TraceEvent(time: 0, name: name, fields: Array(fields)))
    }

    /// Writes an event in the trace's form (the Tune panel's own, for one), at the log's time.
    package func write(_ event: TraceEvent) {
        guard enabled else { return }
        guard let readyTime else { return early.append(event) }
        var event = event
        event.time = Double(g_get_monotonic_time() - readyTime) / 1_000_000
        do {
            FileHandle.standardOutput.write(Data((try event.jsonLine() + "\n").utf8))
        } catch {
            FileHandle.standardError.write(Data("event \(event.name): \(error.description)\n".utf8))
        }
    }

    /// Writes `ready` with the given fields, then whatever happened before it.
    package func ready(_ fields: [(String, TraceEvent.Value)]) {
        guard enabled, readyTime == nil else { return }
        readyTime = g_get_monotonic_time()
        write(TraceEvent(time: 0, name: "ready", fields: fields))
        for event in early { write(event) }
        early.removeAll()
    }
}
