// SPDX-License-Identifier: MIT

import CGio
import Glibc
import KolodaAppBase

/// Copies or moves photos from their folder to another with GIO (`g_file_copy`), their dates and
/// permissions kept: the kept photos with their RAW twins and sidecars, for the editor or the
/// archive. Nothing is ever overwritten: each file is written under a temporary name beside its
/// destination and then given its name only if no file has it, so a copy cut short leaves no
/// half photo under a photo's name. A file already at the destination with the same size and
/// modification time (a copy made before) counts as copied; one that differs is reported and left
/// as it is. Only regular files directly in the folder are copied (see `PhotoTrash.refusal`).
///
/// A move leaves the folder only once the file has its name at the destination: within one file
/// system it is linked there and unlinked here (nothing is copied, and nothing can be half
/// done); across file systems it is copied as above, then removed here. A file found moved before
/// (at the destination, byte for byte the same) is removed here; one that differs stays.
package enum PhotoCopy {
    /// Whether the files are copied, or moved.
    package enum Kind: Sendable {
        case copy, move
    }

    /// What a run copied or moved and what it could not.
    package struct Outcome {
        /// The names copied or moved (or found so before), in order.
        package var done: [String] = []
        /// The names that could not be, each with the reason.
        package var failed: [(name: String, reason: String)] = []

        package init() {}
    }

    /// The folder at `path` resolved (see `PhotoFolder.resolve`), where the files of `folder` may
    /// be copied, or why they may not: it must be a folder that exists (Photo Sort creates none),
    /// other than `folder`.
    package static func destination(_ path: String, for folder: String) -> Result<String, PhotoSortError> {
        PhotoFolder.resolve(path).flatMap { resolved in
            resolved == folder ? .failure(PhotoSortError(tr("%s is the folder of the photos", FileName.display(path)))) : .success(resolved)
        }
    }

    /// Copies (or moves) the files `names` of `folder` to the folder `destination`, one after
    /// another, on the calling thread (for the command line); `each` hears each name with the
    /// reason it was not copied, or nil.
    package static func transfer(
        _ kind: Kind, _ names: [String], from folder: String, to destination: String, each: (String, String?) -> Void = { _, _ in }
    ) -> Outcome {
        var outcome = Outcome()
        for name in names {
            let reason: String?
            switch start(kind, name, from: folder, to: destination) {
            case .done(let result): reason = result
            case .copy(let source, let temporary, let target):
                var error: UnsafeMutablePointer<GError>?
                let copied = g_file_copy(source.file, temporary.file, copyFlags, nil, nil, nil, &error) != 0
                reason = end(kind, copied: copied, error, source: source, temporary: temporary, target: target, in: destination)
            }
            if let reason { outcome.failed.append((name, reason)) } else { outcome.done.append(name) }
            each(name, reason)
        }
        return outcome
    }

    /// Copies (or moves) as ``transfer(_:_:from:to:each:)`` does, GIO's worker threads copying one
    /// file at a time, so that the window stays responsive while gigabytes are copied; `each`
    /// hears each file as it is done (so that a move is noted as it happens), then `completion`
    /// the whole, both on the main thread.
    @MainActor
    package static func transferInBackground(
        _ kind: Kind, _ names: [String], from folder: String, to destination: String,
        each: @escaping @MainActor (String, String?) -> Void = { _, _ in },
        completion: @escaping @MainActor (Outcome) -> Void
    ) {
        BackgroundRun(kind: kind, names: names, folder: folder, destination: destination, each: each, completion: completion).next()
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

    /// Where one file's copy or move stands before anything is copied.
    private enum Start {
        /// Done without a copy, or refused: the reason it was not done, or nil.
        case done(String?)
        /// Its bytes go to `temporary`, which then takes its name, `target`.
        case copy(source: Place, temporary: Place, target: String)
    }

    /// The first step of copying or moving `name`: a move within one file system is done here.
    private static func start(_ kind: Kind, _ name: String, from folder: String, to destination: String) -> Start {
        switch plan(name, from: folder, to: destination) {
        case .failure(let refusal): return .done(refusal.description)
        case .success(.alreadyThere):
            guard kind == .move else { return .done(nil) }
            let source = folder + "/" + name
            let target = destination + "/" + name
            return .done(sameBytes(source, target) ? remove(source, copy: nil) : anotherFile(in: destination))
        case .success(.copy(let source, let temporary, let target)):
            if kind == .move, let moved = moveByLink(source.path, to: target, in: destination) { return moved }
            return .copy(source: source, temporary: temporary, target: target)
        }
    }

    /// The last step, once the bytes are copied (or not): the copy takes its name, and a moved
    /// file leaves the folder. Returns why it was not done, or nil; frees `error`.
    private static func end(
        _ kind: Kind, copied: Bool, _ error: UnsafeMutablePointer<GError>?, source: Place, temporary: Place, target: String, in destination: String
    ) -> String? {
        if let reason = finish(copied: copied, error, temporary: temporary, target: target, in: destination) { return reason }
        return kind == .move ? remove(source.path, copy: target) : nil
    }

    /// Moves `source` to `target` within one file system: a hard link takes the name only when
    /// no file has it, then the old name goes. Nil when the two are on different file systems,
    /// or theirs makes no hard links (a memory card's exFAT): the file is copied instead.
    private static func moveByLink(_ source: String, to target: String, in destination: String) -> Start? {
        guard let failure = call({ Glibc.link($0, $1) }, source, target) else { return .done(remove(source, copy: target)) }
        switch failure {
        case EXDEV, EPERM, ENOTSUP, EMLINK, ENOSYS: return nil
        case EEXIST: return .done(anotherFile(in: destination))
        default: return .done(String(cString: strerror(failure)))
        }
    }

    /// Takes a moved file's old name, `source`, away; when it cannot be, its new one, `copy`,
    /// goes instead (the file stays where it was) and the reason is returned.
    private static func remove(_ source: String, copy: String?) -> String? {
        guard FileName.withPath(source, { unlink($0) }) != 0 else { return nil }
        let reason = String(cString: strerror(errno))
        if let copy { FileName.withPath(copy) { _ = unlink($0) } }
        return tr("it could not be taken from its folder: %s", reason)
    }

    /// Whether the files at `one` and `other` hold the same bytes.
    private static func sameBytes(_ one: String, _ other: String) -> Bool {
        let first = FileName.withPath(one) { open($0, O_RDONLY | O_CLOEXEC) }
        let second = FileName.withPath(other) { open($0, O_RDONLY | O_CLOEXEC) }
        defer {
            if first >= 0 { close(first) }
            if second >= 0 { close(second) }
        }
        guard first >= 0, second >= 0 else { return false }
        let size = 1 << 16
        var a = [UInt8](repeating: 0, count: size)
        var b = [UInt8](repeating: 0, count: size)
        while true {
            let count = fill(first, &a)
            guard count >= 0, count == fill(second, &b), a[..<count] == b[..<count] else { return false }
            if count < size { return true }
        }
    }

    /// Reads from `file` until `buffer` is full or the file ends; the count read, or -1.
    private static func fill(_ file: Int32, _ buffer: inout [UInt8]) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return -1 }
            if count == 0 { break }
            filled += count
        }
        return filled
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
        let kind: Kind
        var remaining: ArraySlice<String>
        let folder: String
        let destination: String
        var outcome = Outcome()
        let each: @MainActor (String, String?) -> Void
        let completion: @MainActor (Outcome) -> Void

        init(
            kind: Kind, names: [String], folder: String, destination: String, each: @escaping @MainActor (String, String?) -> Void,
            completion: @escaping @MainActor (Outcome) -> Void
        ) {
            self.kind = kind
            self.each = each
            remaining = names[...]
            self.folder = folder
            self.destination = destination
            self.completion = completion
        }

        func next() {
            guard let name = remaining.popFirst() else { return completion(outcome) }
            switch start(kind, name, from: folder, to: destination) {
            case .done(let reason):
                note(name, reason)
                next()
            case .copy(let source, let temporary, let target):
                let step = Unmanaged.passRetained(Step(run: self, name: name, source: source, temporary: temporary, target: target)).toOpaque()
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
            note(step.name, end(kind, copied: copied, error, source: step.source, temporary: step.temporary, target: step.target, in: destination))
            next()
        }

        private func note(_ name: String, _ reason: String?) {
            if let reason { outcome.failed.append((name, reason)) } else { outcome.done.append(name) }
            each(name, reason)
        }
    }

    /// One file being copied, and the run it belongs to.
    @MainActor
    private final class Step {
        let run: BackgroundRun
        let name: String
        let source: Place
        let temporary: Place
        let target: String
        init(run: BackgroundRun, name: String, source: Place, temporary: Place, target: String) {
            self.run = run
            self.name = name
            self.source = source
            self.temporary = temporary
            self.target = target
        }
    }
}
