// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import Testing

@testable import PhotoSortModel

/// Ratings in XMP sidecars, read back with Exempi.
@Suite("Ratings in XMP sidecars")
struct SidecarRatingsTests {
    /// A darktable sidecar: a rating of 3 and an edit history of two steps (the end-to-end tests
    /// use it too).
    static let darktable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/darktable.xmp")

    /// An empty folder of its own.
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sidecars-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A ledger whose copies of sidecars go to a folder of their own.
    func ledger() throws -> SidecarRatings.Ledger { SidecarRatings.Ledger(originals: try folder() + "/originals") }

    func rating(_ path: String) throws -> Int? {
        let sidecar = try XMPSidecar(path: path)
        defer { sidecar.close() }
        return sidecar.rating
    }

    @Test("A passed photo's new sidecar says -1 and a kept one's 1; undone, the rating is gone again")
    func newSidecars() throws {
        let folder = try folder()
        var ledger = try ledger()
        #expect(try SidecarRatings.apply("a.jpg", in: folder, kept: false, ledger: &ledger))
        #expect(try SidecarRatings.apply("b.CR2", in: folder, kept: true, ledger: &ledger))
        #expect(try rating(folder + "/a.jpg.xmp") == -1)
        #expect(try rating(folder + "/b.CR2.xmp") == 1)
        let none: Int?? = .some(nil)
        #expect(ledger.before.count == 2 && ledger.before["a.jpg"] == none && ledger.before["b.CR2"] == none)
        #expect(try !SidecarRatings.apply("a.jpg", in: folder, kept: false, ledger: &ledger), "written already")
        #expect(try SidecarRatings.apply("a.jpg", in: folder, kept: nil, ledger: &ledger))
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.jpg.xmp"), "there was no sidecar, and there is none again")
        #expect(ledger.before.count == 1 && ledger.before["b.CR2"] == none && ledger.written.keys.sorted() == ["b.CR2"])
        #expect(try !SidecarRatings.apply("c.jpg", in: folder, kept: nil, ledger: &ledger), "an undecided photo is left alone")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.jpg.xmp"))
    }

    @Test("An existing sidecar keeps its edit history; a higher rating stays; an undo puts back the rating that was there")
    func existingSidecar() throws {
        let folder = try folder()
        let path = folder + "/IMG_0001.NEF.xmp"
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var ledger = try ledger()
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: true, ledger: &ledger)
        #expect(try rating(path) == 3, "kept, with a higher rating than 1")
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: false, ledger: &ledger)
        #expect(try rating(path) == -1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for kept in ["exposure", "colorin", "0000000000008043", "gz48eJxjZBgFo2AU0AsAAANUAAw=", "xmp_version", "history_end"] {
            #expect(text.contains(kept), "\(kept) is gone:\n\(text)")
        }
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: nil, ledger: &ledger)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the sidecar is darktable's again, byte for byte")
        #expect(ledger.before.isEmpty && ledger.written.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: ledger.originals).isEmpty, "the copy is not kept past the undo")
    }

    @Test("A sidecar another program wrote after Photo Sort keeps that program's changes when a decision is undone")
    func changedMeanwhile() throws {
        let folder = try folder()
        let path = folder + "/IMG_0001.NEF.xmp"
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: path)
        var ledger = try ledger()
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: false, ledger: &ledger)
        // darktable, say, ends its history at a third step and writes the sidecar again.
        let changed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(changed.contains("<darktable:history_end>2<"))
        try changed.replacingOccurrences(of: "<darktable:history_end>2<", with: "<darktable:history_end>3<")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: nil, ledger: &ledger)
        #expect(try rating(path) == 3, "the rating darktable had")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<darktable:history_end>3<"), "darktable's later change is kept")
        #expect(ledger.before.isEmpty && ledger.written.isEmpty)
    }

    @Test("A sidecar is never written into a folder that is gone, and a read-only folder is named once for all its photos")
    func folderGoneOrReadOnly() throws {
        let folder = try folder()
        var ledger = try ledger()
        try FileManager.default.removeItem(atPath: folder)
        #expect(throws: PhotoSortProblem(folder, "cannot be written: No such file or directory")) {
            try SidecarRatings.apply("a.jpg", in: folder, kept: true, ledger: &ledger)
        }
        #expect(!FileManager.default.fileExists(atPath: folder), "the folder was made again")
        guard getuid() != 0 else { return }
        let readOnly = try self.folder()
        chmod(readOnly, 0o555)
        defer { chmod(readOnly, 0o755) }
        var problems: Set<PhotoSortProblem> = []
        for name in ["a.jpg", "b.jpg"] {
            do { try SidecarRatings.apply(name, in: readOnly, kept: true, ledger: &ledger) } catch { problems.insert(error) }
        }
        #expect(problems == [PhotoSortProblem(readOnly, "cannot be written: Permission denied")])
        #expect(ledger.before.isEmpty && ledger.written.isEmpty)
    }

    @Test("A sidecar that is not XMP, and a name outside the folder, are named and left untouched")
    func refusals() throws {
        let folder = try folder()
        try "not XMP at all".write(toFile: folder + "/a.jpg.xmp", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/b.jpg.xmp", withIntermediateDirectories: true)
        var ledger = try ledger()
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("a.jpg", in: folder, kept: true, ledger: &ledger) }
        #expect(try String(contentsOfFile: folder + "/a.jpg.xmp", encoding: .utf8) == "not XMP at all")
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("b.jpg", in: folder, kept: true, ledger: &ledger) }
        for name in ["../a.jpg", "/etc/passwd", "..", ""] {
            #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply(name, in: folder, kept: false, ledger: &ledger) }
        }
        #expect(ledger.before.isEmpty)
        do {
            try SidecarRatings.apply("a.jpg", in: folder, kept: true, ledger: &ledger)
        } catch {
            #expect(error.description.contains("a.jpg.xmp is not an XMP sidecar"), "\(error)")
        }
    }

    @Test("A rating the user gave is written in place of the decision's, shown on the card, and read from a sidecar there")
    func starsGiven() throws {
        let folder = try folder()
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: folder + "/b.NEF.xmp")
        var state = FolderState(folder: folder, photos: ["a.jpg", "b.NEF", "c.jpg"])
        state.deck = DeckState(currentIndex: 2, count: 3, history: [.init(index: 0, direction: .right), .init(index: 1, direction: .left)])
        #expect(state.shownRating(of: "b.NEF") == 3, "darktable's 3 stars, read from its sidecar")
        #expect(state.shownRating(of: "c.jpg") == nil)
        state.rate("a.jpg", stars: 4)
        state.rate("c.jpg", stars: -1)
        state.rate("b.NEF", stars: 9)
        #expect(state.stars == ["a.jpg": 4, "c.jpg": -1, "b.NEF": 5], "a rating is 0 to 5, or -1")
        let written = state.writeRatings(originals: folder + "/originals")
        #expect(written.problems.isEmpty && written.written.sorted() == ["a.jpg.xmp", "b.NEF.xmp", "c.jpg.xmp"])
        #expect(try rating(folder + "/a.jpg.xmp") == 4, "kept with 4 stars")
        #expect(try rating(folder + "/b.NEF.xmp") == 5, "passed, but given 5 stars")
        #expect(try rating(folder + "/c.jpg.xmp") == -1, "rejected without a decision")
        #expect(state.shownRating(of: "a.jpg") == 4)
        // Undecided, a photo given stars keeps them.
        state.deck = DeckState(currentIndex: 0, count: 3, history: [])
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(try rating(folder + "/a.jpg.xmp") == 4)
    }

    @Test("A kept photo is rated 1 unless it had a higher rating; a passed one -1")
    func ratings() {
        #expect(SidecarRatings.rating(kept: true, before: nil) == 1)
        #expect(SidecarRatings.rating(kept: true, before: -1) == 1)
        #expect(SidecarRatings.rating(kept: true, before: 4) == 4)
        #expect(SidecarRatings.rating(kept: false, before: 5) == -1)
    }
}
