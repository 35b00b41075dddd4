// SPDX-License-Identifier: MIT

import CGexiv2
import CGtk
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
        let path = Scratch.path("sidecars-")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The state of `folder` with the photos `names`, each an empty file there.
    func photos(_ names: [String], in folder: String) throws -> FolderState {
        for name in names { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())) }
        return FolderState(folder: folder, photos: names)
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
        #expect(try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: false), ledger: &ledger))
        #expect(try SidecarRatings.apply("b.CR2.xmp", in: folder, marks: .init(kept: true), ledger: &ledger))
        #expect(try rating(folder + "/a.jpg.xmp") == -1)
        #expect(try rating(folder + "/b.CR2.xmp") == 1)
        let none: Int?? = .some(nil)
        #expect(ledger.before.count == 2 && ledger.before["a.jpg"] == none && ledger.before["b.CR2"] == none)
        #expect(try !SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: false), ledger: &ledger), "written already")
        #expect(try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: nil), ledger: &ledger))
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.jpg.xmp"), "there was no sidecar, and there is none again")
        #expect(ledger.before.count == 1 && ledger.before["b.CR2"] == none && ledger.written.keys.sorted() == ["b.CR2"])
        #expect(try !SidecarRatings.apply("c.jpg.xmp", in: folder, marks: .init(kept: nil), ledger: &ledger), "an undecided photo is left alone")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.jpg.xmp"))
    }

    @Test("An existing sidecar keeps its edit history; a higher rating stays; an undo puts back the rating that was there")
    func existingSidecar() throws {
        let folder = try folder()
        let path = folder + "/IMG_0001.NEF.xmp"
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var ledger = try ledger()
        try SidecarRatings.apply("IMG_0001.NEF.xmp", in: folder, marks: .init(kept: true), ledger: &ledger)
        #expect(try rating(path) == 3, "kept, with a higher rating than 1")
        try SidecarRatings.apply("IMG_0001.NEF.xmp", in: folder, marks: .init(kept: false), ledger: &ledger)
        #expect(try rating(path) == -1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for kept in ["exposure", "colorin", "0000000000008043", "gz48eJxjZBgFo2AU0AsAAANUAAw=", "xmp_version", "history_end"] {
            #expect(text.contains(kept), "\(kept) is gone:\n\(text)")
        }
        try SidecarRatings.apply("IMG_0001.NEF.xmp", in: folder, marks: .init(kept: nil), ledger: &ledger)
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
        try SidecarRatings.apply("IMG_0001.NEF.xmp", in: folder, marks: .init(kept: false), ledger: &ledger)
        // darktable, say, ends its history at a third step and writes the sidecar again.
        let changed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(changed.contains("<darktable:history_end>2<"))
        try changed.replacingOccurrences(of: "<darktable:history_end>2<", with: "<darktable:history_end>3<")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try SidecarRatings.apply("IMG_0001.NEF.xmp", in: folder, marks: .init(kept: nil), ledger: &ledger)
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
            try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: true), ledger: &ledger)
        }
        #expect(!FileManager.default.fileExists(atPath: folder), "the folder was made again")
        guard getuid() != 0 else { return }
        let readOnly = try self.folder()
        chmod(readOnly, 0o555)
        defer { chmod(readOnly, 0o755) }
        var problems: Set<PhotoSortProblem> = []
        for name in ["a.jpg", "b.jpg"] {
            do { try SidecarRatings.apply(name + ".xmp", in: readOnly, marks: .init(kept: true), ledger: &ledger) } catch { problems.insert(error) }
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
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: true), ledger: &ledger) }
        #expect(try String(contentsOfFile: folder + "/a.jpg.xmp", encoding: .utf8) == "not XMP at all")
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("b.jpg.xmp", in: folder, marks: .init(kept: true), ledger: &ledger) }
        for name in ["../a.jpg.xmp", "/etc/passwd.xmp", "..", "", "a.jpg"] {
            #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply(name, in: folder, marks: .init(kept: false), ledger: &ledger) }
        }
        #expect(ledger.before.isEmpty)
        do {
            try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: true), ledger: &ledger)
        } catch {
            #expect(error.description.contains("a.jpg.xmp is not an XMP sidecar"), "\(error)")
        }
    }

    @Test("A rating the user gave is written in place of the decision's, shown on the card, and read from a sidecar there")
    func starsGiven() throws {
        let folder = try folder()
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: folder + "/b.NEF.xmp")
        var state = try photos(["a.jpg", "b.NEF", "c.jpg"], in: folder)
        state.deck = DeckState(currentIndex: 2, count: 3, history: [.init(index: 0, direction: .right), .init(index: 1, direction: .left)])
        #expect(state.shownMarks(of: "b.NEF").rating == 3, "darktable's 3 stars, read from its sidecar")
        #expect(state.shownMarks(of: "c.jpg").rating == nil)
        state.rate("a.jpg", stars: 4)
        state.rate("c.jpg", stars: -1)
        state.rate("b.NEF", stars: 9)
        #expect(state.stars == ["a.jpg": 4, "c.jpg": -1, "b.NEF": 5], "a rating is 0 to 5, or -1")
        let written = state.writeRatings(originals: folder + "/originals")
        #expect(written.problems.isEmpty && written.written.sorted() == ["a.jpg.xmp", "b.NEF.xmp", "c.jpg.xmp"])
        #expect(try rating(folder + "/a.jpg.xmp") == 4, "kept with 4 stars")
        #expect(try rating(folder + "/b.NEF.xmp") == 5, "passed, but given 5 stars")
        #expect(try rating(folder + "/c.jpg.xmp") == -1, "rejected without a decision")
        #expect(state.shownMarks(of: "a.jpg").rating == 4)
        // Undecided, a photo given stars keeps them.
        state.deck = DeckState(currentIndex: 0, count: 3, history: [])
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(try rating(folder + "/a.jpg.xmp") == 4)
    }

    func labels(_ path: String) throws -> SidecarLabels {
        let sidecar = try XMPSidecar(path: path)
        defer { sidecar.close() }
        return sidecar.labels
    }

    @Test("A decision is digiKam's pick label too, and colour labels are written where darktable, Lightroom and digiKam read them")
    func pickAndColorLabels() throws {
        let folder = try folder()
        var ledger = try ledger()
        try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(kept: true), ledger: &ledger)
        try SidecarRatings.apply("b.jpg.xmp", in: folder, marks: .init(kept: false), ledger: &ledger)
        try SidecarRatings.apply("c.jpg.xmp", in: folder, marks: .init(stars: -1), ledger: &ledger)
        try SidecarRatings.apply("d.jpg.xmp", in: folder, marks: .init(stars: 2), ledger: &ledger)
        #expect(try labels(folder + "/a.jpg.xmp") == SidecarLabels(pick: SidecarLabels.accepted))
        #expect(try labels(folder + "/b.jpg.xmp") == SidecarLabels(pick: SidecarLabels.rejected))
        #expect(try labels(folder + "/c.jpg.xmp") == SidecarLabels(pick: SidecarLabels.rejected), "a rating of -1 is a reject for digiKam too")
        #expect(try labels(folder + "/d.jpg.xmp") == SidecarLabels(), "stars alone are not a pick")
        try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(colors: [.green, .red], kept: true), ledger: &ledger)
        #expect(try labels(folder + "/a.jpg.xmp") == SidecarLabels(pick: 3, darktableColors: [0, 2], lightroomColor: "Red", digiKamColor: 1))
        #expect(ColorLabel.labels(of: try labels(folder + "/a.jpg.xmp")) == [.red, .green])
        let text = try String(contentsOfFile: folder + "/a.jpg.xmp", encoding: .utf8)
        #expect(text.contains("<darktable:colorlabels>") && text.contains("<rdf:Seq>") && text.contains("digiKam:PickLabel"), "\(text)")
        try SidecarRatings.apply("a.jpg.xmp", in: folder, marks: .init(colors: [], kept: true), ledger: &ledger)
        #expect(try labels(folder + "/a.jpg.xmp") == SidecarLabels(pick: 3), "labels taken off")
        for name in ["a", "b", "c", "d"] { try SidecarRatings.apply(name + ".jpg.xmp", in: folder, marks: .init(), ledger: &ledger) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "undone, none of the sidecars Photo Sort made is left")
    }

    @Test("Labels another program gave are shown, toggled one by one, and put back when the photo's marks are undone")
    func labelsOfOthers() throws {
        let folder = try folder()
        let path = folder + "/a.NEF.xmp"
        try String(contentsOfFile: Self.darktable.path, encoding: .utf8)
            .replacingOccurrences(
                of: "   <darktable:history>",
                with:
                    "   <darktable:colorlabels><rdf:Seq><rdf:li>1</rdf:li><rdf:li>3</rdf:li></rdf:Seq></darktable:colorlabels>\n   <darktable:history>"
            )
            .write(toFile: path, atomically: true, encoding: .utf8)
        var state = try photos(["a.NEF", "b.jpg"], in: folder)
        #expect(state.shownMarks(of: "a.NEF").colors == [.yellow, .blue] && state.shownMarks(of: "a.NEF").rating == 3)
        state.toggle(.red, of: "a.NEF")
        state.toggle(.yellow, of: "a.NEF")
        #expect(state.colors == ["a.NEF": [.red, .blue]], "darktable's blue stays, its yellow is taken off, red is put on")
        state.deck = DeckState(currentIndex: 1, count: 2, history: [.init(index: 0, direction: .left)])
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(try labels(path) == SidecarLabels(pick: 1, darktableColors: [0, 3], lightroomColor: "Red", digiKamColor: 1))
        #expect(try rating(path) == -1)
        // darktable writes the sidecar again; then the decision and the labels are undone.
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "<darktable:history_end>2<", with: "<darktable:history_end>3<")
            .write(toFile: path, atomically: true, encoding: .utf8)
        state.deck = DeckState(currentIndex: 0, count: 2, history: [])
        state.colors = nil
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(try labels(path) == SidecarLabels(darktableColors: [1, 3]), "darktable's own labels, as they were")
        #expect(try rating(path) == 3)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<darktable:history_end>3<"), "darktable's later change is kept")
    }

    @Test("In Lightroom's layout a RAW file's sidecar is NAME.xmp, and the other layout's sidecar is kept in step only when it is there")
    func layouts() throws {
        let folder = try folder()
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: folder + "/a.NEF.xmp")
        var state = try photos(["a.NEF", "b.CR2", "c.jpg"], in: folder)
        state.deck = DeckState(
            currentIndex: 3, count: 3,
            history: [
                .init(index: 0, direction: .left), .init(index: 1, direction: .right),
                .init(index: 2, direction: .right),
            ])
        let lightroom = state.writeRatings(layout: .lightroom, originals: folder + "/originals")
        #expect(lightroom.problems.isEmpty && lightroom.written == ["a.xmp", "a.NEF.xmp", "b.xmp", "c.jpg.xmp"])
        #expect(try rating(folder + "/a.xmp") == -1 && rating(folder + "/a.NEF.xmp") == -1, "both of a's sidecars say the same")
        #expect(try rating(folder + "/b.xmp") == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/b.CR2.xmp"), "no second sidecar is made")
        state.rate("b.CR2", stars: 4)
        _ = state.writeRatings(of: ["b.CR2"], layout: .lightroom, originals: folder + "/originals")
        #expect(state.shownMarks(of: "b.CR2", layout: .lightroom).rating == 4)
        state.stars = nil
        #expect(state.shownMarks(of: "b.CR2", layout: .darktable).rating == 4, "read from NAME.xmp when NAME.EXT.xmp is not there")
        // Back to darktable's layout: b gets its NAME.EXT.xmp, and its NAME.xmp stays in step.
        let darktable = state.writeRatings(of: ["b.CR2"], layout: .darktable, originals: folder + "/originals")
        #expect(darktable.written == ["b.CR2.xmp", "b.xmp"])
        #expect(try rating(folder + "/b.CR2.xmp") == 1 && rating(folder + "/b.xmp") == 1)
        state.deck = DeckState(currentIndex: 0, count: 3, history: [])
        _ = state.writeRatings(layout: .darktable, originals: folder + "/originals")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.NEF", "a.NEF.xmp", "b.CR2", "c.jpg", "originals"])
        #expect(try rating(folder + "/a.NEF.xmp") == 3)
        #expect(state.ratingsBefore == nil && state.labelsBefore == nil && state.sidecarsWritten == nil)
    }

    @Test("A kept photo is rated 1 unless it had a higher rating; a passed one -1")
    func ratings() {
        #expect(SidecarRatings.rating(kept: true, before: nil) == 1)
        #expect(SidecarRatings.rating(kept: true, before: -1) == 1)
        #expect(SidecarRatings.rating(kept: true, before: 4) == 4)
        #expect(SidecarRatings.rating(kept: false, before: 5) == -1)
    }

    @Test("A JPEG's own rating and Lightroom label show on its card, and keeping it keeps them, in every editor's form")
    func embeddedMarksAreKept() throws {
        let folder = try folder()
        try makeJPEG(folder + "/a.jpg", tags: ["Xmp.xmp.Rating": "4", "Xmp.xmp.Label": "Yellow"])
        var state = FolderState(folder: folder, photos: ["a.jpg"])
        let shown = state.shownMarks(of: "a.jpg")
        #expect(shown.rating == 4 && shown.colors == [.yellow], "\(shown)")
        state.deck = DeckState(currentIndex: 1, count: 1, history: [.init(index: 0, direction: .right)])
        let result = state.writeRatings(originals: folder + "/originals")
        #expect(result.problems.isEmpty && result.written == ["a.jpg.xmp"])
        #expect(try rating(folder + "/a.jpg.xmp") == 4, "not lowered to 1")
        let written = try labels(folder + "/a.jpg.xmp")
        #expect(ColorLabel.labels(of: written) == [.yellow] && written.darktableColors == [ColorLabel.yellow.darktable], "\(written)")
        #expect(written.pick == SidecarLabels.accepted)
        // Undone, the sidecar goes: the photo keeps its own marks.
        state.deck = DeckState(currentIndex: 0, count: 1, history: [])
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.jpg.xmp"))
    }

    @Test("A RAW pair's sidecars never disagree: a new NAME.EXT.xmp and the JPEG's take the rating and label of Lightroom's NAME.xmp")
    func pairTakesTheOtherSidecarsMarks() throws {
        let folder = try folder()
        let lightroom = try XMPSidecar(path: folder + "/b.xmp")
        lightroom.setRating(4)
        lightroom.setLabels(SidecarLabels(lightroomColor: "Red"))
        try lightroom.save()
        lightroom.close()
        #expect(FileManager.default.createFile(atPath: folder + "/b.DNG", contents: Data([0])))
        try makeJPEG(folder + "/b.jpg", tags: [:])
        var state = FolderState(folder: folder, photos: ["b.jpg"])
        state.twins = ["b.jpg": ["b.DNG"]]
        state.deck = DeckState(currentIndex: 1, count: 1, history: [.init(index: 0, direction: .right)])
        let result = state.writeRatings(layout: .darktable, originals: folder + "/originals")
        #expect(result.problems.isEmpty && result.written == ["b.jpg.xmp", "b.DNG.xmp", "b.xmp"], "\(result)")
        for sidecar in ["b.xmp", "b.DNG.xmp", "b.jpg.xmp"] {
            #expect(try rating(folder + "/" + sidecar) == 4, "\(sidecar)")
            #expect(try ColorLabel.labels(of: labels(folder + "/" + sidecar)) == [.red], "\(sidecar)")
        }
    }

    @Test("A photo another program deleted gets no sidecar when it is decided on; one Photo Sort wrote before is still put back on an undo")
    func goneGetsNoSidecar() throws {
        let folder = try folder()
        var state = try photos(["a.jpg", "b.jpg"], in: folder)
        state.deck = DeckState(currentIndex: 1, count: 2, history: [.init(index: 0, direction: .right)])
        _ = state.writeRatings(originals: folder + "/originals")
        #expect(FileManager.default.fileExists(atPath: folder + "/a.jpg.xmp"))
        try FileManager.default.removeItem(atPath: folder + "/a.jpg")
        try FileManager.default.removeItem(atPath: folder + "/b.jpg")
        state.deck = DeckState(currentIndex: 2, count: 2, history: [.init(index: 1, direction: .right)])
        let result = state.writeRatings(originals: folder + "/originals")
        #expect(result.problems.isEmpty && result.written == ["a.jpg.xmp"], "a's is put back: \(result)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.jpg.xmp") && !FileManager.default.fileExists(atPath: folder + "/b.jpg.xmp"))
    }
}
