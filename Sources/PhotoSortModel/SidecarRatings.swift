// SPDX-License-Identifier: MIT

/// Photo Sort's decisions as ratings where photographers' tools read them: a passed photo's
/// sidecar says `xmp:Rating` -1, a kept photo's 1 (or the higher rating it had), and a decision
/// undone puts back the rating that was there before Photo Sort first wrote.
package enum SidecarRatings {
    /// The rating a decision gives: -1 for a passed photo; for a kept one 1, or the rating it
    /// had when that was higher.
    package static func rating(kept: Bool, before: Int?) -> Int { kept ? max(before ?? 0, 1) : -1 }

    /// Brings the sidecar of the photo `name` in `folder` in line with its decision.
    ///
    /// - Parameters:
    ///   - kept: `true` for a kept photo, `false` for a passed one, `nil` for one not decided
    ///     (any more): its sidecar gets back the rating it had before Photo Sort wrote one.
    ///   - before: The ratings the sidecars had before Photo Sort first wrote them, by photo
    ///     (`nil` for none): kept with the folder's state, updated here.
    /// - Returns: Whether the sidecar was written: a sidecar that already says the rating is left
    ///   as it is.
    /// - Throws: ``PhotoSortProblem`` naming the file: not directly in the folder, not XMP, not
    ///   readable or not writable. Nothing is changed then.
    @discardableResult
    package static func apply(_ name: String, in folder: String, kept: Bool?, before: inout [String: Int?]) throws(PhotoSortProblem) -> Bool {
        guard PhotoFolder.isNameInFolder(name) else { throw PhotoSortProblem(name, "is not a file directly in \(folder)") }
        let written = before.keys.contains(name)
        guard kept != nil || written else { return false }
        let sidecar = try XMPSidecar(path: folder + "/" + name + ".xmp")
        defer { sidecar.close() }
        let current = sidecar.rating
        let original = written ? before[name]! : current
        let wanted = kept.map { rating(kept: $0, before: original) } ?? original
        if current != wanted {
            sidecar.setRating(wanted)
            try sidecar.save()
            if kept != nil, !written { before[name] = .some(original) }
        }
        if kept == nil { before[name] = nil }
        return current != wanted
    }
}
