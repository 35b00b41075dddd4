// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// `--record FILE` and the Record button: the input the deck receives (pointer, keys, buttons
/// and the tuning, with the times and deck coordinates the engine saw) written as a scenario of
/// the deck's settings, card count and state when the recording started. `koloda simulate`
/// replays it with the same events and `koloda preview` draws it.
///
/// The file is replaced atomically after every action; the moves of a drag in progress are
/// written within a tenth of a second, and its end at once, so a demo killed at any moment
/// loses nothing the deck announced.
@MainActor
final class SessionRecorder {
    let path: String
    private var recording: SessionRecording
    private var pendingWrite: guint = 0
    private var reportedProblem = false

    init(path: String, settings: DeckSettings) {
        self.path = path
        recording = SessionRecording(deck: settings.live, state: settings.koloda.deckState, startTime: settings.koloda.clock)
        write()
    }

    /// A recording in the demo's state folder, named after the time it starts.
    static func defaultPath() -> String {
        let now = g_date_time_new_now_local()
        defer { g_date_time_unref(now) }
        let stamp = g_date_time_format(now, "%Y-%m-%d-%H%M%S")
        defer { g_free(stamp) }
        return String(cString: g_get_user_state_dir()) + "/koloda-places/recordings/session-\(String(cString: stamp!)).json"
    }

    func record(_ action: TimedDeckAction) {
        recording.record(action)
        switch action.action {
        case .beginDrag, .moveDrag: scheduleWrite()
        default: write()
        }
    }

    /// Writes the recording now.
    func write() {
        if pendingWrite != 0 {
            g_source_remove(pendingWrite)
            pendingWrite = 0
        }
        let problem: String?
        do {
            problem = SavedState.replace(path, with: Data((try recording.scenario.jsonText() + "\n").utf8))
        } catch {
            problem = "\(path): \(error.description)"
        }
        if let problem, !reportedProblem {
            reportedProblem = true
            FileHandle.standardError.write(Data("koloda-demo: cannot record: \(problem)\n".utf8))
        }
    }

    private func scheduleWrite() {
        guard pendingWrite == 0 else { return }
        pendingWrite = g_timeout_add(
            100,
            { data in
                MainActor.assumeIsolated {
                    let recorder = Unmanaged<SessionRecorder>.fromOpaque(data!).takeUnretainedValue()
                    recorder.pendingWrite = 0
                    recorder.write()
                    return 0
                }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Ends the recording with everything written.
    func stop() { write() }

    isolated deinit {
        if pendingWrite != 0 { g_source_remove(pendingWrite) }
    }
}
