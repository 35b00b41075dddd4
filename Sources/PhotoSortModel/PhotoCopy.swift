// SPDX-License-Identifier: MIT

import CGtk
import Glibc
import KolodaAppSupport

/// Copies photos from their folder to another with GIO (`g_file_copy`), their dates and
/// permissions kept: the kept photos with their RAW twins and sidecars, for the editor or the
/// archive. Nothing is ever overwritten: each file is written under a temporary name beside its
/// destination and then given its name only if no file has it, so a copy cut short leaves no
/// half photo under a photo's name. A file already at the destination with the same size and
/// modification time (a copy made before) counts as copied; one that differs is reported and left
/// as it is. Only regular files directly in the folder are copied (see `PhotoTrash.refusal`).
package enum PhotoCopy {
    /// What a run copied and what it could not.
    package struct Outcome {
        /// The names copied (or found copied before), in order.
        package var copied: [String] = []
        /// The names that could not be copied, each with the reason.
        package var failed: [(name: String, reason: String)] = []
    }

    /// The folder at `path` resolved (see `PhotoFolder.resolve`), where the files of `folder` may
    /// be copied, or why they may not: it must be a folder that exists (Photo Sort creates none),
    /// other than `folder`.
    package static func destination(_ path: String, for folder: String) -> Result<String, PhotoSortError> {
        PhotoFolder.resolve(path).flatMap { resolved in
            resolved == folder ? .failure(PhotoSortError(tr("%s is the folder of the photos", FileName.display(path)))) : .success(resolved)
        }
    }

    /// Copies the files `names` of `folder` to the folder `destination`, one after another, on
    /// the calling thread (for the command line); `each` hears each name with the reason it was
    /// not copied, or nil.
    package static func copy(_ names: [String], from folder: String, to destination: String, each: (String, String?) -> Void = { _, _ in }) -> Outcome
    {
        var outcome = Outcome()
        for name in names {
            let reason: String?
            switch plan(name, from: folder, to: destination) {
            case .failure(let refusal): reason = refusal.description
            case .success(.alreadyThere): reason = nil
            case .success(.copy(let source, let temporary, let target)):
                var error: UnsafeMutablePointer<GError>?
                let copied = g_file_copy(source.file, temporary.file, copyFlags, nil, nil, nil, &error) != 0
                reason = finish(copied: copied, error, temporary: temporary, target: target, in: destination)
            }
            if let reason { outcome.failed.append((name, reason)) } else { outcome.copied.append(name) }
            each(name, reason)
        }
        return outcome
    }

    /// Copies as ``copy(_:from:to:each:)`` does, on GIO's worker threads, one file at a time, so
    /// that the window stays responsive while gigabytes are copied; then calls `completion` on
    /// the main thread.
    @MainActor
    package static func copyInBackground(
        _ names: [String], from folder: String, to destination: String, completion: @escaping @MainActor (Outcome) -> Void
    ) {
        BackgroundRun(names: names, folder: folder, destination: destination, completion: completion).next()
    }

    // MARK: The steps of one file's copy

    private static let copyFlags = GFileCopyFlags(
        G_FILE_COPY_OVERWRITE.rawValue | G_FILE_COPY_ALL_METADATA.rawValue | G_FILE_COPY_NOFOLLOW_SYMLINKS.rawValue)

    /// A path and its GFile, which it lets go of.
    private final class Place: @unchecked Sendable {
        let path: String
        let file: OpaquePointer
        init(_ path: String) {
            self.path = path
            file = FileName.withPath(path) { g_file_new_for_path($0)! }
        }
        deinit { g_object_unref(UnsafeMutableRawPointer(file)) }
    }

    private enum Plan {
        /// A file of the same size and date is at the destination already.
        case alreadyThere
        /// The file goes to `temporary`, then takes its name, `target`.
        case copy(source: Place, temporary: Place, target: String)
    }

    private struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    private static func anotherFile(in destination: String) -> String {
        tr("another file of that name is in %s", FileName.display(destination))
    }

    /// What copying `name` takes, or why it is not copied.
    private static func plan(_ name: String, from folder: String, to destination: String) -> Result<Plan, Refusal> {
        if let refusal = PhotoTrash.refusal(name, in: folder) { return .failure(Refusal(description: refusal)) }
        let source = folder + "/" + name
        let target = destination + "/" + name
        var there = stat()
        if FileName.withPath(target, { lstat($0, &there) }) == 0 {
            var original = stat()
            guard FileName.withPath(source, { stat($0, &original) }) == 0, there.st_mode & S_IFMT == S_IFREG,
                there.st_size == original.st_size, there.st_mtim.tv_sec == original.st_mtim.tv_sec
            else {
                return .failure(Refusal(description: anotherFile(in: destination)))
            }
            return .success(.alreadyThere)
        }
        // Hidden, and named for what it is should a copy be cut short.
        let temporary = destination + "/." + name + ".koloda-photos-part"
        return .success(.copy(source: Place(source), temporary: Place(temporary), target: target))
    }

    /// Gives the copy at `temporary` its name, `target` in `destination`, unless a file has taken
    /// it meanwhile; removes it when the copy failed. Returns why the file was not copied, or nil;
    /// frees `error`.
    private static func finish(copied: Bool, _ error: UnsafeMutablePointer<GError>?, temporary: Place, target: String, in destination: String)
        -> String?
    {
        defer { if let error { g_error_free(error) } }
        guard copied else {
            FileName.withPath(temporary.path) { _ = unlink($0) }
            return error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
        }
        // A hard link takes a name only when no file has it; a file system without them (a
        // memory card's exFAT) gets a rename after a last look.
        let failure: Int32
        if let linkFailure = call({ link($0, $1) }, temporary.path, target) {
            var there = stat()
            if linkFailure == EEXIST || FileName.withPath(target, { lstat($0, &there) }) == 0 {
                failure = EEXIST
            } else if let renameFailure = call({ rename($0, $1) }, temporary.path, target) {
                failure = renameFailure
            } else {
                return nil
            }
        } else {
            failure = 0
        }
        FileName.withPath(temporary.path) { _ = unlink($0) }
        switch failure {
        case 0: return nil
        case EEXIST: return anotherFile(in: destination)
        default: return String(cString: strerror(failure))
        }
    }

    /// Calls `function` with the paths `from` and `to`; returns its errno when it fails, or nil.
    private static func call(_ function: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32, _ from: String, _ to: String) -> Int32? {
        FileName.withPath(from) { from in FileName.withPath(to) { to in function(from, to) == 0 ? nil : errno } }
    }

    @MainActor
    private final class BackgroundRun {
        var remaining: ArraySlice<String>
        let folder: String
        let destination: String
        var outcome = Outcome()
        let completion: @MainActor (Outcome) -> Void

        init(names: [String], folder: String, destination: String, completion: @escaping @MainActor (Outcome) -> Void) {
            remaining = names[...]
            self.folder = folder
            self.destination = destination
            self.completion = completion
        }

        func next() {
            guard let name = remaining.popFirst() else { return completion(outcome) }
            switch plan(name, from: folder, to: destination) {
            case .failure(let refusal):
                outcome.failed.append((name, refusal.description))
                next()
            case .success(.alreadyThere):
                outcome.copied.append(name)
                next()
            case .success(.copy(let source, let temporary, let target)):
                let step = Unmanaged.passRetained(Step(run: self, name: name, temporary: temporary, target: target)).toOpaque()
                g_file_copy_async(
                    source.file, temporary.file, copyFlags, G_PRIORITY_DEFAULT, nil, nil, nil,
                    { source, result, data in
                        MainActor.assumeIsolated {
                            let step = Unmanaged<Step>.fromOpaque(data!).takeRetainedValue()
                            var error: UnsafeMutablePointer<GError>?
                            let copied = g_file_copy_finish(OpaquePointer(source), result, &error) != 0
                            step.run.finished(step, copied: copied, error)
                        }
                    }, step)
            }
        }

        func finished(_ step: Step, copied: Bool, _ error: UnsafeMutablePointer<GError>?) {
            if let reason = finish(copied: copied, error, temporary: step.temporary, target: step.target, in: destination) {
                outcome.failed.append((step.name, reason))
            } else {
                outcome.copied.append(step.name)
            }
            next()
        }
    }

    /// One file being copied, and the run it belongs to.
    @MainActor
    private final class Step {
        let run: BackgroundRun
        let name: String
        let temporary: Place
        let target: String
        init(run: BackgroundRun, name: String, temporary: Place, target: String) {
            self.run = run
            self.name = name
            self.temporary = temporary
            self.target = target
        }
    }
}
