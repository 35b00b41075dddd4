// SPDX-License-Identifier: MIT

import Foundation
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

    func rating(_ path: String) throws -> Int? {
        let sidecar = try XMPSidecar(path: path)
        defer { sidecar.close() }
        return sidecar.rating
    }

    @Test("A passed photo's new sidecar says -1 and a kept one's 1; undone, the rating is gone again")
    func newSidecars() throws {
        let folder = try folder()
        var before: [String: Int?] = [:]
        #expect(try SidecarRatings.apply("a.jpg", in: folder, kept: false, before: &before))
        #expect(try SidecarRatings.apply("b.CR2", in: folder, kept: true, before: &before))
        #expect(try rating(folder + "/a.jpg.xmp") == -1)
        #expect(try rating(folder + "/b.CR2.xmp") == 1)
        let none: Int?? = .some(nil)
        #expect(before.count == 2 && before["a.jpg"] == none && before["b.CR2"] == none)
        #expect(try !SidecarRatings.apply("a.jpg", in: folder, kept: false, before: &before), "written already")
        #expect(try SidecarRatings.apply("a.jpg", in: folder, kept: nil, before: &before))
        #expect(try rating(folder + "/a.jpg.xmp") == nil)
        #expect(before.count == 1 && before["b.CR2"] == none)
        #expect(try !SidecarRatings.apply("c.jpg", in: folder, kept: nil, before: &before), "an undecided photo is left alone")
        #expect(!FileManager.default.fileExists(atPath: folder + "/c.jpg.xmp"))
    }

    @Test("An existing sidecar keeps its edit history; a higher rating stays; an undo puts back the rating that was there")
    func existingSidecar() throws {
        let folder = try folder()
        let path = folder + "/IMG_0001.NEF.xmp"
        try FileManager.default.copyItem(atPath: Self.darktable.path, toPath: path)
        var before: [String: Int?] = [:]
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: true, before: &before)
        #expect(try rating(path) == 3, "kept, with a higher rating than 1")
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: false, before: &before)
        #expect(try rating(path) == -1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for kept in ["exposure", "colorin", "0000000000008043", "gz48eJxjZBgFo2AU0AsAAANUAAw=", "xmp_version", "history_end"] {
            #expect(text.contains(kept), "\(kept) is gone:\n\(text)")
        }
        try SidecarRatings.apply("IMG_0001.NEF", in: folder, kept: nil, before: &before)
        #expect(try rating(path) == 3, "the rating darktable had")
        #expect(before.isEmpty)
    }

    @Test("A sidecar that is not XMP, and a name outside the folder, are named and left untouched")
    func refusals() throws {
        let folder = try folder()
        try "not XMP at all".write(toFile: folder + "/a.jpg.xmp", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/b.jpg.xmp", withIntermediateDirectories: true)
        var before: [String: Int?] = [:]
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("a.jpg", in: folder, kept: true, before: &before) }
        #expect(try String(contentsOfFile: folder + "/a.jpg.xmp", encoding: .utf8) == "not XMP at all")
        #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply("b.jpg", in: folder, kept: true, before: &before) }
        for name in ["../a.jpg", "/etc/passwd", "..", ""] {
            #expect(throws: PhotoSortProblem.self) { try SidecarRatings.apply(name, in: folder, kept: false, before: &before) }
        }
        #expect(before.isEmpty)
        do {
            try SidecarRatings.apply("a.jpg", in: folder, kept: true, before: &before)
        } catch {
            #expect(error.description.contains("a.jpg.xmp is not an XMP sidecar"), "\(error)")
        }
    }

    @Test("A kept photo is rated 1 unless it had a higher rating; a passed one -1")
    func ratings() {
        #expect(SidecarRatings.rating(kept: true, before: nil) == 1)
        #expect(SidecarRatings.rating(kept: true, before: -1) == 1)
        #expect(SidecarRatings.rating(kept: true, before: 4) == 4)
        #expect(SidecarRatings.rating(kept: false, before: 5) == -1)
    }
}
