// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport

/// Lists the photos of a folder with GIO's asynchronous enumerator: the folder is read on GIO's
/// worker threads, a thousand entries at a time, and the main thread only hears the names, so the
/// window stays responsive however large the folder.
@MainActor
package final class FolderReader {
    package typealias Completion = @MainActor (Result<[String], PhotoSortError>) -> Void

    private let path: String
    private let completion: Completion
    private var names: [String] = []
    private let cancellable = g_cancellable_new()!
    /// Keeps the reader alive while GIO works for it.
    private var retained: Unmanaged<FolderReader>?

    /// Starts reading the folder at `path`; `completion` gets the photos' file names, unsorted,
    /// or why the folder cannot be read.
    @discardableResult
    package static func read(_ path: String, completion: @escaping Completion) -> FolderReader {
        let reader = FolderReader(path: path, completion: completion)
        reader.start()
        return reader
    }

    private init(path: String, completion: @escaping Completion) {
        self.path = path
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
            return finish(.success(names))
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

    private func finish(_ result: Result<[String], PhotoSortError>) {
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
