// SPDX-License-Identifier: MIT

import CGtk
import Glibc
import KolodaAppSupport

/// Photo Sort's decisions as ratings where photographers' tools read them: a passed photo's
/// sidecar says `xmp:Rating` -1, a kept photo's 1 (or the higher rating it had), and a decision
/// undone puts back what was there before Photo Sort first wrote: the very bytes when nothing
/// else has changed the sidecar since (no sidecar at all when there was none), else the rating.
package enum SidecarRatings {
    /// What Photo Sort remembers of the sidecars it wrote, by photo file: what an undo puts back.
    package struct Ledger: Equatable {
        /// The rating each sidecar had before Photo Sort first wrote it (`nil` for none).
        package var before: [String: Int?] = [:]
        /// The SHA-256 of the bytes Photo Sort last wrote to each sidecar.
        package var written: [String: String] = [:]
        /// The folder that keeps a copy of each sidecar as it was before Photo Sort first wrote
        /// it, named by the SHA-256 of the sidecar's path; a sidecar that did not exist has none.
        package var originals: String

        package init(before: [String: Int?] = [:], written: [String: String] = [:], originals: String) {
            self.before = before
            self.written = written
            self.originals = originals
        }

        /// Where the copy of the sidecar at `path` is kept.
        func original(of path: String) -> String { originals + "/" + SidecarRatings.digest(Array(path.utf8)) }
    }

    /// The rating a decision gives: -1 for a passed photo; for a kept one 1, or the rating it
    /// had when that was higher.
    package static func rating(kept: Bool, before: Int?) -> Int { kept ? max(before ?? 0, 1) : -1 }

    /// The rating the user gave a photo, or its decision gives it, from the rating its sidecar
    /// had before Photo Sort first wrote it: `stars` (0–5, -1 for a reject) when given, else -1
    /// for a passed photo and for a kept one 1 or the higher rating it had; `nil` for a photo
    /// neither rated nor decided.
    private static func rating(stars: Int?, kept: Bool?) -> ((_ before: Int?) -> Int)? {
        if let stars { return { _ in stars } }
        return kept.map { kept in { rating(kept: kept, before: $0) } }
    }

    /// Brings the sidecar of the photo `name` in `folder` in line with its rating and decision.
    ///
    /// - Parameters:
    ///   - stars: The rating the user gave the photo (0–5, -1 for a reject), written in place of
    ///     the decision's; `nil` for none.
    ///   - kept: `true` for a kept photo, `false` for a passed one, `nil` for one not decided
    ///     (any more). A photo neither rated nor decided gets back what its sidecar had before
    ///     Photo Sort wrote one.
    ///   - ledger: What Photo Sort wrote before: kept with the folder's state, updated here.
    /// - Returns: Whether the sidecar was written or removed: a sidecar that already says the
    ///   rating is left as it is.
    /// - Throws: ``PhotoSortProblem`` naming the file: not directly in the folder, not XMP, not
    ///   readable or not writable. Nothing is changed then.
    @discardableResult
    package static func apply(
        _ name: String, in folder: String, stars: Int? = nil, kept: Bool?, ledger: inout Ledger
    ) throws(PhotoSortProblem) -> Bool {
        let rating = rating(stars: stars, kept: kept)
        guard PhotoFolder.isNameInFolder(name) else { throw PhotoSortProblem(name, "is not a file directly in \(folder)") }
        let written = ledger.before.keys.contains(name)
        guard rating != nil || written else { return false }
        let path = folder + "/" + name + ".xmp"
        let original = ledger.original(of: path)
        if rating == nil, let last = ledger.written[name], let bytes = contents(of: path), digest(bytes) == last {
            // Nothing else has written the sidecar since: it becomes exactly what it was.
            if let problem = putBack(original, at: path) { throw PhotoSortProblem(path, "cannot be put back: \(problem)") }
            forget(name, original: original, in: &ledger)
            return true
        }
        let sidecar = try XMPSidecar(path: path)
        defer { sidecar.close() }
        let current = sidecar.rating
        let previous = written ? ledger.before[name]! : current
        let wanted = rating.map { $0(previous) } ?? previous
        guard current != wanted else {
            if rating == nil { forget(name, original: original, in: &ledger) }
            return false
        }
        if rating != nil, !written, let bytes = contents(of: path),
            let problem = AtomicFile.replace(original, with: bytes, mode: 0o600, creatingFolder: true)
        {
            throw PhotoSortProblem(path, "was not written, as it could not be copied first: \(problem)")
        }
        sidecar.setRating(wanted)
        let bytes = try sidecar.save()
        if rating == nil {
            forget(name, original: original, in: &ledger)
        } else {
            if !written { ledger.before[name] = .some(previous) }
            ledger.written[name] = digest(bytes)
        }
        return true
    }

    /// Puts the copy at `original` back at `path`, or removes `path` when there is no copy (no
    /// sidecar was there). Returns why it could not, or nil.
    private static func putBack(_ original: String, at path: String) -> String? {
        guard let bytes = contents(of: original) else {
            return FileName.withPath(path, { unlink($0) }) == 0 || errno == ENOENT ? nil : String(cString: strerror(errno))
        }
        return AtomicFile.replace(path, with: bytes, mode: 0o644)
    }

    private static func forget(_ name: String, original: String, in ledger: inout Ledger) {
        ledger.before[name] = nil
        ledger.written[name] = nil
        FileName.withPath(original) { _ = unlink($0) }
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (or is not there).
    static func contents(of path: String) -> [UInt8]? {
        var data: UnsafeMutablePointer<CChar>?
        var length = 0
        guard FileName.withPath(path, { g_file_get_contents($0, &data, &length, nil) }) != 0, let data else { return nil }
        defer { g_free(data) }
        return data.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The SHA-256 of `bytes`, in hexadecimal.
    static func digest(_ bytes: [UInt8]) -> String {
        let text = g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes, gsize(bytes.count))!
        defer { g_free(text) }
        return String(cString: text)
    }
}
