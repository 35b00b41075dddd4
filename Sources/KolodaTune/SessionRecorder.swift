// SPDX-License-Identifier: MIT

import CGtk
import Glibc
import KolodaAppSupport
import KolodaGtk
import KolodaScenario

/// Records a view's session as a scenario (``TunePanel/startRecording(to:)``): the input the deck
/// receives (pointer, keys, buttons and the tuning, with the times and deck coordinates the
/// engine saw), after the deck's settings, card count and state when the recording started.
/// `koloda simulate` replays it with the same events and `koloda preview` draws it.
///
/// The file is written whole at the start, then kept by a `SessionJournal`: each batch of
/// actions is one write of its lines and the closing, at the same cost for the thousandth action
/// as for the first, and the file is a whole scenario after every write. The moves of a drag in
/// progress are written within a tenth of a second, and everything else at once, so an app
/// killed at any moment loses nothing the deck announced.
@MainActor
final class SessionRecorder {
    let path: String
    private var journal: SessionJournal
    private var file: Int32 = -1
    private var unwritten: [TimedDeckAction] = []
    private var pendingWrite: guint = 0
    private var reportedProblem = false
    /// Hears the first write that failed.
    var onProblem: (String) -> Void = { _ in }

    /// Starts recording `koloda` to `path`.
    ///
    /// - Throws: A description of why the file cannot be written.
    init(path: String, koloda: KolodaView) throws(RecordingError) {
        self.path = path
        let recording = SessionRecording(
            deck: koloda.liveConfiguration, state: koloda.deckState, startTime: koloda.clock, appearing: koloda.deckController.deck.isAppearing)
        do {
            journal = try SessionJournal(recording)
        } catch {
            throw RecordingError(description: error.description)
        }
        if let problem = AtomicFile.replace(path, with: journal.text, mode: 0o600) { throw RecordingError(description: problem) }
        file = open(path, O_WRONLY | O_CLOEXEC)
        guard file >= 0 else { throw RecordingError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
    }

    func record(_ action: TimedDeckAction) {
        unwritten.append(action)
        switch action.action {
        case .beginDrag, .moveDrag: scheduleWrite()
        default: write()
        }
    }

    /// Writes the actions not yet written.
    func write() {
        if pendingWrite != 0 {
            g_source_remove(pendingWrite)
            pendingWrite = 0
        }
        guard !unwritten.isEmpty, file >= 0 else { return }
        let problem: String?
        do {
            let change = try journal.append(unwritten)
            unwritten.removeAll()
            let bytes = Array(change.text.utf8)
            let written = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, off_t(change.offset)) }
            problem = written == bytes.count && fdatasync(file) == 0 ? nil : "\(path): \(String(cString: strerror(errno)))"
        } catch {
            unwritten.removeAll()
            problem = "\(path): \(error.description)"
        }
        if let problem, !reportedProblem {
            reportedProblem = true
            onProblem(problem)
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
    func stop() {
        write()
        if file >= 0 { close(file) }
        file = -1
    }

    isolated deinit {
        if pendingWrite != 0 { g_source_remove(pendingWrite) }
        if file >= 0 { close(file) }
    }
}

/// Why a recording could not start.
struct RecordingError: Error {
    let description: String
}
