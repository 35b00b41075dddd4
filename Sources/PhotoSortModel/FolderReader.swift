// SPDX-License-Identifier: MIT

import CGio
import Foundation
import KolodaAppBase

/// Lists the photos of a folder with GIO's asynchronous enumerator, and reads when the new ones
/// were taken: the folder and the photos are read on GIO's worker threads, a thousand entries at a
/// time, and the main thread only hears the names and times, so the window stays responsive
/// however large the folder.
@MainActor
package final class FolderReader {
    /// The photos' file names, unsorted, and when those the caller asked for were taken.
    package typealias Listing = (names: [String], takenAt: [String: Double])
    package typealias Completion = @MainActor (Result<Listing, PhotoSortError>) -> Void

    private let path: String
    private let newNames: @MainActor ([String]) -> [String]
    private let completion: Completion
    private var names: [String] = []
    private let cancellable = g_cancellable_new()!
    /// Keeps the reader alive while GIO works for it.
    private var retained: Unmanaged<FolderReader>?

    /// Starts reading the folder at `path`; `completion` gets the photos' file names, unsorted,
    /// with when each of the photos `newNames` picks from them was taken (see
    /// ``PhotoInfo/captureTime(of:)``), or why the folder cannot be read.
    @discardableResult
    package static func read(
        _ path: String, timing newNames: @escaping @MainActor ([String]) -> [String], completion: @escaping Completion
    ) -> FolderReader {
        let reader = FolderReader(path: path, newNames: newNames, completion: completion)
        reader.start()
        return reader
    }

    private init(path: String, newNames: @escaping @MainActor ([String]) -> [String], completion: @escaping Completion) {
        self.path = path
        self.newNames = newNames
        self.completion = completion
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }

    /// Stops reading; the completion is not called.
    package func cancel() { g_cancellable_cancel(cancellable) }

    private func start() {
        retained = Unmanaged.passRetained(self)
        let file = FileName.withPath(path) { g_file_new_for_path($0)! }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        g_file_enumerate_children_async(
            file, "standard::name,standard::type", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable,
            { source, result, data in
                MainActor.assumeIsolated {
                    let reader = Unmanaged<FolderReader>.fromOpaque(data!).takeUnretainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let enumerator = g_file_enumerate_children_finish(OpaquePointer(source), result, &error)
                    reader.opened(enumerator, error)
                }
            }, retained!.toOpaque())
    }

    private func opened(_ enumerator: UnsafeMutablePointer<GFileEnumerator>?, _ error: UnsafeMutablePointer<GError>?) {
        guard let enumerator else { return finish(.failure(Self.problem(error, path: path))) }
        next(enumerator)
    }

    private func next(_ enumerator: UnsafeMutablePointer<GFileEnumerator>) {
        g_file_enumerator_next_files_async(
            enumerator, 1000, G_PRIORITY_DEFAULT, cancellable,
            { source, result, data in
                MainActor.assumeIsolated {
                    let reader = Unmanaged<FolderReader>.fromOpaque(data!).takeUnretainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let enumerator = UnsafeMutableRawPointer(source)!.assumingMemoryBound(to: GFileEnumerator.self)
                    let infos = g_file_enumerator_next_files_finish(enumerator, result, &error)
                    reader.received(infos, from: enumerator, error)
                }
            }, retained!.toOpaque())
    }

    private func received(
        _ infos: UnsafeMutablePointer<GList>?, from enumerator: UnsafeMutablePointer<GFileEnumerator>, _ error: UnsafeMutablePointer<GError>?
    ) {
        if let error {
            g_object_unref(UnsafeMutableRawPointer(enumerator))
            return finish(.failure(Self.problem(error, path: path)))
        }
        guard let infos else {
            g_object_unref(UnsafeMutableRawPointer(enumerator))
            return time(newNames(names))
        }
        var link: UnsafeMutablePointer<GList>? = infos
        while let item = link {
            let info = OpaquePointer(item.pointee.data)
            if g_file_info_get_file_type(info) == G_FILE_TYPE_REGULAR || g_file_info_get_file_type(info) == G_FILE_TYPE_SYMBOLIC_LINK {
                let name = FileName.string(cString: g_file_info_get_name(info))
                if PhotoFolder.isPhoto(name) { names.append(name) }
            }
            g_object_unref(UnsafeMutableRawPointer(info))
            link = item.pointee.next
        }
        g_list_free(infos)
        next(enumerator)
    }

    /// Reads when the photos `timed` were taken, on a GIO worker thread.
    private func time(_ timed: [String]) {
        guard !timed.isEmpty else { return finish(.success((names, [:]))) }
        let reading = Unmanaged.passRetained(CaptureTimes(folder: path, names: timed, cancellable: cancellable))
        let task = g_task_new(
            nil, cancellable,
            { _, result, data in
                MainActor.assumeIsolated {
                    let reader = Unmanaged<FolderReader>.fromOpaque(data!).takeUnretainedValue()
                    let reading = Unmanaged<CaptureTimes>.fromOpaque(g_task_get_task_data(result)!).takeUnretainedValue()
                    reader.finish(.success((reader.names, reading.takenAt)))
                }
            }, retained!.toOpaque())
        g_task_set_task_data(task, reading.toOpaque(), releaseCaptureTimes)
        g_task_run_in_thread(task, readCaptureTimes)
        g_object_unref(UnsafeMutableRawPointer(task))
    }

    private func finish(_ result: Result<Listing, PhotoSortError>) {
        let cancelled = g_cancellable_is_cancelled(cancellable) != 0
        let keptAlive = retained
        retained = nil
        defer { keptAlive?.release() }
        if !cancelled { completion(result) }
    }

    private static func problem(_ error: UnsafeMutablePointer<GError>?, path: String) -> PhotoSortError {
        defer { if let error { g_error_free(error) } }
        return PhotoSortError(error.map { String(cString: $0.pointee.message) } ?? tr("%s cannot be read", FileName.display(path)))
    }
}

/// GIO's worker thread's work: when the photos of the task's ``CaptureTimes`` were taken.
private func readCaptureTimes(
    _ task: OpaquePointer?, _ source: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?, _ cancellable: UnsafeMutablePointer<GCancellable>?
) {
    Unmanaged<CaptureTimes>.fromOpaque(data!).takeUnretainedValue().read()
    g_task_return_boolean(task, 1)
}

/// Lets go of the task's ``CaptureTimes`` with the task, on whichever thread drops it last: GIO's
/// worker thread, when the main thread has heard the task first.
private func releaseCaptureTimes(_ data: UnsafeMutableRawPointer?) {
    Unmanaged<CaptureTimes>.fromOpaque(data!).release()
}

/// Hands ``CaptureTimes`` to GIO's worker thread and back. GIO orders the two threads' work
/// through the task, but with its own futexes, which ThreadSanitizer does not see: the lock says
/// the same in a form it reads (a pthread mutex).
private let captureTimesLock = NSLock()

/// When photos were taken, read on a worker thread: what to read is set on the main thread before
/// the task runs, the times written on the worker thread and read on the main thread once GIO
/// has returned the task, each under ``captureTimesLock``.
private final class CaptureTimes: @unchecked Sendable {
    private let folder: String
    private let names: [String]
    private let cancellable: UnsafeMutablePointer<GCancellable>
    private var times: [String: Double] = [:]

    init(folder: String, names: [String], cancellable: UnsafeMutablePointer<GCancellable>) {
        self.folder = folder
        self.names = names
        self.cancellable = cancellable
        g_object_ref(UnsafeMutableRawPointer(cancellable))
        // Published: what the worker thread reads is set before it takes the lock.
        captureTimesLock.withLock {}
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }

    /// The times read, by name.
    var takenAt: [String: Double] { captureTimesLock.withLock { times } }

    /// Reads the times, on the worker thread.
    func read() {
        let (folder, names, cancellable) = captureTimesLock.withLock { (self.folder, self.names, self.cancellable) }
        var found: [String: Double] = [:]
        for name in names where g_cancellable_is_cancelled(cancellable) == 0 {
            if let time = PhotoInfo.captureTime(of: folder + "/" + name) { found[name] = time }
        }
        captureTimesLock.withLock { times = found }
    }
}
