// SPDX-License-Identifier: MIT

import CGtk

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
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            failed.append((name, reason))
            return reason
        }
    }

    /// Why `name` of `folder` may not be trashed, or nil when it is a regular file directly in it.
    package static func refusal(_ name: String, in folder: String) -> String? {
        guard PhotoFolder.isNameInFolder(name) else { return "not a file directly in \(folder)" }
        let file = g_file_new_for_path(folder + "/" + name)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        switch g_file_query_file_type(file, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, nil) {
        case G_FILE_TYPE_REGULAR: return nil
        case G_FILE_TYPE_UNKNOWN: return "No such file or directory"
        default: return "not a regular file"
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
            let file = g_file_new_for_path(folder + "/" + name)!
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
            let file = g_file_new_for_path(folder + "/" + name)!
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
