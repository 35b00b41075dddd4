// SPDX-License-Identifier: MIT

import CGio
import Glibc
import KolodaAppBase

/// Moves photos to the desktop's Trash with GIO (`g_file_trash`), from which the user can restore
/// them; nothing is ever deleted outright. A photo that cannot be trashed stays where it is, and
/// is reported by name with the reason. Only regular files directly in the folder are moved: a
/// name with a separator or `..`, a folder or a link is refused, whatever the saved state says.
package enum PhotoTrash {
    /// What a run moved and what it could not.
    package struct Outcome {
        /// The names moved to the Trash, in order.
        package var moved: [String] = []
        /// The names that could not be moved, each with the reason.
        package var failed: [(name: String, reason: String)] = []

        /// Notes how moving `name` went: moved, or failed with `error` (which it frees). Returns
        /// the reason it failed, or nil.
        @discardableResult
        package mutating func note(_ name: String, moved: Bool, _ error: UnsafeMutablePointer<GError>?) -> String? {
            defer { if let error { g_error_free(error) } }
            guard !moved else {
                self.moved.append(name)
                return nil
            }
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            failed.append((name, reason))
            return reason
        }
    }

    /// Why `name` of `folder` may not be trashed, or nil when it is a regular file directly in it.
    package static func refusal(_ name: String, in folder: String) -> String? {
        guard PhotoFolder.isNameInFolder(name) else { return tr("not a file directly in %s", FileName.display(folder)) }
        let file = FileName.withPath(folder + "/" + name) { g_file_new_for_path($0)! }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        switch g_file_query_file_type(file, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, nil) {
        case G_FILE_TYPE_REGULAR: return nil
        case G_FILE_TYPE_UNKNOWN: return String(cString: strerror(ENOENT))
        default: return tr("not a regular file")
        }
    }

    /// Moves the photos `names` of `folder` to the Trash, one after another, on the calling thread
    /// (for the command line).
    package static func move(_ names: [String], in folder: String, each: (String, String?) -> Void = { _, _ in }) -> Outcome {
        var outcome = Outcome()
        for name in names {
            if let refusal = refusal(name, in: folder) {
                outcome.failed.append((name, refusal))
                each(name, refusal)
                continue
            }
            let file = FileName.withPath(folder + "/" + name) { g_file_new_for_path($0)! }
            var error: UnsafeMutablePointer<GError>?
            let moved = g_file_trash(file, nil, &error) != 0
            each(name, outcome.note(name, moved: moved, error))
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        return outcome
    }

    /// Moves the photos `names` of `folder` to the Trash on GIO's worker threads, one at a time,
    /// so that the window stays responsive, then calls `completion` on the main thread.
    @MainActor
    package static func moveInBackground(_ names: [String], in folder: String, completion: @escaping @MainActor (Outcome) -> Void) {
        BackgroundRun(names: names, folder: folder, completion: completion).next()
    }

    @MainActor
    private final class BackgroundRun {
        var remaining: ArraySlice<String>
        let folder: String
        var outcome = Outcome()
        let completion: @MainActor (Outcome) -> Void

        init(names: [String], folder: String, completion: @escaping @MainActor (Outcome) -> Void) {
            remaining = names[...]
            self.folder = folder
            self.completion = completion
        }

        func next() {
            guard let name = remaining.popFirst() else { return completion(outcome) }
            if let refusal = PhotoTrash.refusal(name, in: folder) {
                outcome.failed.append((name, refusal))
                return next()
            }
            let file = FileName.withPath(folder + "/" + name) { g_file_new_for_path($0)! }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            let context = Unmanaged.passRetained(Step(run: self, name: name)).toOpaque()
            g_file_trash_async(
                file, G_PRIORITY_DEFAULT, nil,
                { source, result, data in
                    MainActor.assumeIsolated {
                        let step = Unmanaged<Step>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>?
                        let moved = g_file_trash_finish(OpaquePointer(source), result, &error) != 0
                        step.run.outcome.note(step.name, moved: moved, error)
                        step.run.next()
                    }
                }, context)
        }
    }

    /// One photo being moved, and the run it belongs to.
    @MainActor
    private final class Step {
        let run: BackgroundRun
        let name: String
        init(run: BackgroundRun, name: String) {
            self.run = run
            self.name = name
        }
    }
}

extension PhotoTrash {
    /// Brings the photos `names` of `folder` back from the Trash to where they were, as the
    /// desktop's "Restore" does: for each, the entry most recently trashed from that path, in the
    /// user's Trash or the Trash of the folder's disk (the freedesktop.org Trash specification
    /// GIO follows when it trashes). A name that is in the folder again, or not in the Trash
    /// (emptied meanwhile), stays as it is and is reported with the reason.
    package static func restore(_ names: [String], in folder: String) -> Outcome {
        var outcome = Outcome()
        let trashes = trashFolders(for: folder)
        for name in names {
            guard PhotoFolder.isNameInFolder(name) else {
                outcome.failed.append((name, "not a file directly in \(FileName.display(folder))"))
                continue
            }
            let path = folder + "/" + name
            guard let entry = trashes.compactMap({ newestEntry(for: path, in: $0) }).max(by: { $0.deleted < $1.deleted }) else {
                outcome.failed.append((name, "it is not in the Trash"))
                continue
            }
            let source = FileName.withPath(entry.file) { g_file_new_for_path($0)! }
            let destination = FileName.withPath(path) { g_file_new_for_path($0)! }
            var error: UnsafeMutablePointer<GError>?
            let moved = g_file_move(source, destination, G_FILE_COPY_NOFOLLOW_SYMLINKS, nil, nil, nil, &error) != 0
            g_object_unref(UnsafeMutableRawPointer(source))
            g_object_unref(UnsafeMutableRawPointer(destination))
            if moved { FileName.withPath(entry.info) { _ = unlink($0) } }
            outcome.note(name, moved: moved, error)
        }
        return outcome
    }

    /// One item in a Trash: its file, its `.trashinfo` and when it was trashed (ISO 8601).
    private struct Entry {
        let file: String
        let info: String
        let deleted: String
    }

    /// The Trash folders a file of `folder` can have gone to: the user's, then those at the top
    /// of the folder's disk (`.Trash/UID` and `.Trash-UID`).
    private static func trashFolders(for folder: String) -> [(path: String, topdir: String?)] {
        var folders: [(String, String?)] = [(FileName.string(cString: g_get_user_data_dir()) + "/Trash", nil)]
        var status = stat()
        guard FileName.withPath(folder, { stat($0, &status) }) == 0 else { return folders }
        var topdir = folder
        while topdir != "/" {
            let parent = topdir.lastIndex(of: "/").map { $0 == topdir.startIndex ? "/" : String(topdir[..<$0]) } ?? "/"
            var parentStatus = stat()
            guard FileName.withPath(parent, { stat($0, &parentStatus) }) == 0, parentStatus.st_dev == status.st_dev else { break }
            topdir = parent
        }
        let top = topdir == "/" ? "" : topdir
        folders.append((top + "/.Trash/\(getuid())", topdir))
        folders.append((top + "/.Trash-\(getuid())", topdir))
        return folders
    }

    /// The entry of `trash` most recently trashed from `path`, if any.
    private static func newestEntry(for path: String, in trash: (path: String, topdir: String?)) -> Entry? {
        guard let directory = FileName.withPath(trash.path + "/info", { g_dir_open($0, 0, nil) }) else { return nil }
        var infos: [String] = []
        while let name = g_dir_read_name(directory) { infos.append(FileName.string(cString: name)) }
        g_dir_close(directory)
        var newest: Entry?
        for info in infos.sorted() where info.hasSuffix(".trashinfo") {
            let infoPath = trash.path + "/info/" + info
            let keys = g_key_file_new()!
            defer { g_key_file_free(keys) }
            guard FileName.withPath(infoPath, { g_key_file_load_from_file(keys, $0, G_KEY_FILE_NONE, nil) }) != 0,
                let escaped = g_key_file_get_string(keys, "Trash Info", "Path", nil)
            else { continue }
            defer { g_free(escaped) }
            guard let unescaped = g_uri_unescape_string(escaped, nil) else { continue }
            defer { g_free(unescaped) }
            var original = FileName.string(cString: unescaped)
            if !original.hasPrefix("/"), let topdir = trash.topdir { original = (topdir == "/" ? "" : topdir) + "/" + original }
            guard original == path else { continue }
            let date = g_key_file_get_string(keys, "Trash Info", "DeletionDate", nil)
            defer { g_free(date) }
            let deleted = date.map { String(cString: $0) } ?? ""
            if newest == nil || deleted >= newest!.deleted {
                newest = Entry(file: trash.path + "/files/" + String(info.dropLast(".trashinfo".count)), info: infoPath, deleted: deleted)
            }
        }
        return newest
    }
}
