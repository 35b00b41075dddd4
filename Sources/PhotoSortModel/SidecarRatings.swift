// SPDX-License-Identifier: MIT

import CGio
import Glibc
import KolodaAppBase

/// Where a photo's sidecar is, as the editors that read it name it.
package enum SidecarLayout: Sendable {
    /// `NAME.EXT.xmp` beside every photo, as darktable and digiKam name it.
    case darktable
    /// `NAME.xmp` beside a RAW file, as Lightroom and Capture One name it (and digiKam in its
    /// "compatible with commercial programs" mode); other photos' sidecars are `NAME.EXT.xmp`,
    /// as Lightroom reads no sidecar of a JPEG.
    case lightroom

    /// The sidecars of the photo file `file`: the one this layout writes and, for a RAW file, the
    /// other layout's, written to only when it is there, so that two sidecars never disagree.
    package func sidecars(of file: String) -> (written: String, other: String?) {
        guard RawPhoto.isRaw(file) else { return (file + ".xmp", nil) }
        let perFile = file + ".xmp"
        let perStem = String(PhotoFolder.stem(file)) + ".xmp"
        return self == .darktable ? (perFile, perStem) : (perStem, perFile)
    }
}

/// Photo Sort's decisions, ratings and colour labels where photographers' tools read them: a
/// passed photo's sidecar says `xmp:Rating` -1, a kept photo's 1 (or the higher rating it had),
/// each with digiKam's pick label (rejected or accepted); the stars and colour labels the user
/// gave replace what the decision or the sidecar said; and a decision undone puts back what was
/// there before Photo Sort first wrote: the very bytes when nothing else has changed the sidecar
/// since (no sidecar at all when there was none), else the rating and labels.
package enum SidecarRatings {
    /// What Photo Sort remembers of the sidecars it wrote, by sidecar (its name without `.xmp`:
    /// the photo's name for `NAME.EXT.xmp`): what an undo puts back.
    package struct Ledger: Equatable {
        /// The rating each sidecar had before Photo Sort first wrote it (`nil` for none).
        package var before: [String: Int?] = [:]
        /// The labels each sidecar had before Photo Sort first wrote them; a sidecar in `before`
        /// but not here was written by an earlier Photo Sort, which wrote only its rating.
        package var labelsBefore: [String: SidecarLabels] = [:]
        /// The SHA-256 of the bytes Photo Sort last wrote to each sidecar.
        package var written: [String: String] = [:]
        /// The folder that keeps a copy of each sidecar as it was before Photo Sort first wrote
        /// it, named by the SHA-256 of the sidecar's path; a sidecar that did not exist has none.
        package var originals: String

        package init(
            before: [String: Int?] = [:], labelsBefore: [String: SidecarLabels] = [:], written: [String: String] = [:], originals: String
        ) {
            self.before = before
            self.labelsBefore = labelsBefore
            self.written = written
            self.originals = originals
        }

        /// Where the copy of the sidecar at `path` is kept.
        func original(of path: String) -> String { originals + "/" + SidecarRatings.digest(Array(path.utf8)) }
    }

    /// What the user and the deck said of a photo, to be written to its sidecars.
    package struct Marks: Equatable, Sendable {
        /// The rating the user gave (0–5, -1 for a reject), written in place of the decision's;
        /// `nil` for none.
        package var stars: Int?
        /// The colour labels the user gave (none is a choice too); `nil` when not given.
        package var colors: [ColorLabel]?
        /// `true` for a kept photo, `false` for a passed one, `nil` for one not decided (any more).
        package var kept: Bool?

        package init(stars: Int? = nil, colors: [ColorLabel]? = nil, kept: Bool? = nil) {
            self.stars = stars
            self.colors = colors
            self.kept = kept
        }

        /// Whether there is anything to write: a photo with none gets back what its sidecar had.
        var isEmpty: Bool { stars == nil && colors == nil && kept == nil }

        /// The rating to write over `before`, the sidecar's: the stars given, else -1 for a
        /// passed photo and for a kept one 1 or the higher rating it had, else `before`.
        func rating(over before: Int?) -> Int? {
            if let stars { return stars }
            return kept.map { SidecarRatings.rating(kept: $0, before: before) } ?? before
        }

        /// The labels to write over `before`, the sidecar's: digiKam's pick label from the
        /// decision (a rating of -1 rejects), and the colour labels given.
        func labels(over before: SidecarLabels) -> SidecarLabels {
            var labels = colors.map { before.with(colors: $0) } ?? before
            if stars == -1 || kept == false {
                labels.pick = SidecarLabels.rejected
            } else if kept == true {
                labels.pick = SidecarLabels.accepted
            }
            return labels
        }
    }

    /// The rating a decision gives: -1 for a passed photo; for a kept one 1, or the rating it
    /// had when that was higher.
    package static func rating(kept: Bool, before: Int?) -> Int { kept ? max(before ?? 0, 1) : -1 }

    /// Brings the sidecar `sidecar` (a file name, `NAME.EXT.xmp` or `NAME.xmp`) in `folder` in
    /// line with a photo's marks.
    ///
    /// - Parameters:
    ///   - marks: What the user and the deck said of the photo. A photo with no marks gets back
    ///     what its sidecar had before Photo Sort wrote one.
    ///   - onlyIfThere: Whether a sidecar that is not there is left so (the other layout's name
    ///     of a RAW file's sidecar), unless Photo Sort made it.
    ///   - ledger: What Photo Sort wrote before: kept with the folder's state, updated here.
    ///   - had: The rating and labels the photo had elsewhere before Photo Sort wrote (its other
    ///     sidecars, its twin's, its own embedded XMP): what a decision builds on when this
    ///     sidecar has none of its own, so that no rating or label is lowered or lost.
    /// - Returns: Whether the sidecar was written or removed: a sidecar that already says the
    ///   marks is left as it is.
    /// - Throws: ``PhotoSortProblem`` naming the file: not directly in the folder, not XMP, not
    ///   readable or not writable. Nothing is changed then.
    @discardableResult
    package static func apply(
        _ sidecar: String, in folder: String, marks: Marks, onlyIfThere: Bool = false, ledger: inout Ledger,
        had: (rating: Int?, labels: SidecarLabels) = (nil, SidecarLabels())
    ) throws(PhotoSortProblem) -> Bool {
        guard PhotoFolder.isNameInFolder(sidecar), sidecar.hasSuffix(".xmp") else {
            throw PhotoSortProblem(sidecar, tr("is not a sidecar directly in %s", FileName.display(folder)))
        }
        let key = String(sidecar.dropLast(4))
        let written = ledger.before.keys.contains(key)
        guard !marks.isEmpty || written else { return false }
        let path = folder + "/" + sidecar
        if onlyIfThere, !written, FileName.withPath(path, { access($0, F_OK) }) != 0 { return false }
        let original = ledger.original(of: path)
        if marks.isEmpty, let last = ledger.written[key], let bytes = contents(of: path), digest(bytes) == last {
            // Nothing else has written the sidecar since: it becomes exactly what it was.
            if let problem = putBack(original, at: path) { throw PhotoSortProblem(path, tr("cannot be put back: %s", problem)) }
            forget(key, original: original, in: &ledger)
            return true
        }
        let file = try XMPSidecar(path: path)
        defer { file.close() }
        let current = (rating: file.rating, labels: file.labels)
        let previous = (rating: written ? ledger.before[key]! : current.rating, labels: ledger.labelsBefore[key] ?? current.labels)
        let base = (rating: previous.rating ?? had.rating, labels: previous.labels == SidecarLabels() ? had.labels : previous.labels)
        let wanted =
            marks.isEmpty
            ? previous : (rating: marks.rating(over: base.rating), labels: marks.labels(over: base.labels))
        guard current.rating != wanted.rating || current.labels != wanted.labels else {
            if marks.isEmpty { forget(key, original: original, in: &ledger) }
            return false
        }
        if !marks.isEmpty, !written, let bytes = contents(of: path),
            let problem = AtomicFile.replace(original, with: bytes, mode: 0o600, creatingFolder: true)
        {
            throw PhotoSortProblem(path, tr("was not written, as it could not be copied first: %s", problem))
        }
        file.setRating(wanted.rating)
        file.setLabels(wanted.labels)
        let bytes = try file.save()
        if marks.isEmpty {
            forget(key, original: original, in: &ledger)
        } else {
            if !written { ledger.before[key] = .some(previous.rating) }
            if ledger.labelsBefore[key] == nil { ledger.labelsBefore[key] = previous.labels }
            ledger.written[key] = digest(bytes)
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

    private static func forget(_ key: String, original: String, in ledger: inout Ledger) {
        ledger.before[key] = nil
        ledger.labelsBefore[key] = nil
        ledger.written[key] = nil
        FileName.withPath(original) { _ = unlink($0) }
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (or is not there).
    package static func contents(of path: String) -> [UInt8]? {
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
