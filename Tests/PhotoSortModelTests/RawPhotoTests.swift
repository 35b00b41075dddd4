// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaEngine
import Testing

@testable import PhotoSortModel

/// RAW files: a RAW file and its JPEG are one card whose decision applies to both, and LibRaw
/// gives the preview the camera embedded, turned the camera's way.
@MainActor
@Suite("RAW files")
struct RawPhotoTests {
    @Test("A RAW file and the JPEG beside it are one card, which shows the JPEG; a RAW file alone is a card")
    func pairing() {
        var state = FolderState(folder: "/photos", photos: [])
        state.add(["IMG_0002.JPG", "IMG_0001.CR2", "IMG_0001.JPG", "IMG_0003.NEF", "IMG_0004.png", "IMG_0004.jpg"])
        #expect(state.photos == ["IMG_0001.JPG", "IMG_0002.JPG", "IMG_0003.NEF", "IMG_0004.jpg", "IMG_0004.png"])
        #expect(state.twins == ["IMG_0001.JPG": ["IMG_0001.CR2"]], "two pictures of one name are two cards")
        #expect(state.files(of: "IMG_0001.JPG") == ["IMG_0001.JPG", "IMG_0001.CR2"])
        #expect(state.problem == nil)
        // Found later: a JPEG for the RAW file that has a card, and a second RAW file.
        state.add(["IMG_0003.JPG", "IMG_0001.DNG", "IMG_0005.ARW"])
        #expect(state.photos == ["IMG_0001.JPG", "IMG_0002.JPG", "IMG_0003.NEF", "IMG_0004.jpg", "IMG_0004.png", "IMG_0005.ARW"])
        #expect(state.files(of: "IMG_0003.NEF") == ["IMG_0003.NEF", "IMG_0003.JPG"])
        #expect(state.files(of: "IMG_0001.JPG") == ["IMG_0001.JPG", "IMG_0001.CR2", "IMG_0001.DNG"])
        state.add(["IMG_0001.CR2", "IMG_0003.JPG"])
        #expect(state.photos.count == 6 && state.twins?.values.joined().count == 3, "files already known are not added again")
    }

    @Test("A decision applies to both files: both are passed to the Trash, both exported as kept; the photo counts once")
    func decisionsApplyToTwins() {
        var state = FolderState(folder: "/photos", photos: [])
        state.add(["a.cr2", "a.jpg", "b.cr2", "b.jpg", "c.jpg"])
        state.deck = DeckState(
            currentIndex: 3, count: 3,
            history: [.init(index: 0, direction: .left), .init(index: 1, direction: .right), .init(index: 2, direction: .left)])
        #expect(state.passedInFolder == ["a.jpg", "a.cr2", "c.jpg"])
        #expect(state.passedPhotoCount == 2)
        #expect(state.keptList == "/photos/b.jpg\n/photos/b.cr2\n")
        state.trashed = ["a.jpg"]
        #expect(state.passedInFolder == ["a.cr2", "c.jpg"], "a RAW file left behind is still to be trashed")
        #expect(state.passedPhotoCount == 2)
        state.trashed = ["a.jpg", "a.cr2", "c.jpg"]
        #expect(state.passedInFolder.isEmpty && state.passedPhotoCount == 0)
    }

    @Test("Twins are saved with the state; twins of no card, or a file twice, make a state that does not hold together")
    func savedTwins() throws {
        var state = FolderState(folder: "/photos", photos: [])
        state.add(["a.cr2", "a.jpg"])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(FolderState.self, from: data) == state)
        var twice = state
        twice.twins = ["a.jpg": ["a.jpg"]]
        #expect(twice.problem == "a photo is listed twice")
        var orphan = state
        orphan.twins = ["z.jpg": ["z.cr2"]]
        #expect(orphan.problem == "z.jpg has twins but no card")
    }

    @Test("Both twins' sidecars get the rating, and an undo takes it back from both")
    func ratingsOfTwins() throws {
        let path = Scratch.path("photo-sort-raw-")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in ["a.cr2", "a.jpg"] { try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/" + file)) }
        var state = FolderState(folder: path, photos: [])
        state.add(["a.cr2", "a.jpg"])
        state.deck = DeckState(currentIndex: 1, count: 1, history: [.init(index: 0, direction: .left)])
        let written = state.writeRatings()
        #expect(written.problems.isEmpty && written.written == ["a.jpg.xmp", "a.cr2.xmp"])
        for file in ["a.jpg", "a.cr2"] { #expect(try XMPSidecar(path: path + "/" + file + ".xmp").rating == -1) }
        state.deck = DeckState(currentIndex: 0, count: 1, history: [])
        #expect(state.writeRatings().written == ["a.jpg.xmp", "a.cr2.xmp"])
        for file in ["a.jpg", "a.cr2"] { #expect(try XMPSidecar(path: path + "/" + file + ".xmp").rating == nil) }
    }

    @Test("LibRaw gives a DNG's embedded preview, and the orientation the camera wrote")
    func preview() throws {
        let path = Scratch.path("photo-sort-", ".dng")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.makeDNG(at: path, size: "300x200", orientation: 6)
        let picture = try RawPhoto.picture(at: path)
        #expect(Array(picture.bytes.prefix(2)) == [0xFF, 0xD8], "the preview is the camera's JPEG")
        #expect(picture.orientation == 6)
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        #expect(gdk_pixbuf_loader_write(loader, picture.bytes, gsize(picture.bytes.count), nil) != 0)
        #expect(gdk_pixbuf_loader_close(loader, nil) != 0)
        let pixbuf = try #require(gdk_pixbuf_loader_get_pixbuf(loader))
        #expect(gdk_pixbuf_get_width(pixbuf) == 300 && gdk_pixbuf_get_height(pixbuf) == 200)
    }

    @Test("A RAW file without a preview is developed by LibRaw at half its size, already upright")
    func developed() throws {
        let path = Scratch.path("photo-sort-", ".dng")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.makeDNG(at: path, size: nil, orientation: 6)
        let picture = try RawPhoto.picture(at: path)
        // The 64 × 48 mosaic, halved and turned a quarter: 24 wide, 32 high, as a PNM bitmap.
        #expect(String(decoding: picture.bytes.prefix(13), as: UTF8.self) == "P6\n24 32\n255\n")
        #expect(picture.bytes.count == 13 + 24 * 32 * 3)
        #expect(picture.orientation == 1)
    }

    @Test("LibRaw's flips are EXIF's orientations")
    func orientations() {
        #expect((0...7).map { RawPhoto.exifOrientation(flip: Int32($0)) } == [1, 2, 4, 3, 5, 8, 6, 7])
    }

    @Test("A file LibRaw cannot read is named with LibRaw's reason")
    func unreadable() throws {
        let path = Scratch.path("photo-sort-", ".cr2")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a RAW file".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PhotoSortProblem.self) { try RawPhoto.picture(at: path) }
        do {
            _ = try RawPhoto.picture(at: path)
        } catch {
            #expect(error.file == path && error.reason.hasPrefix("cannot be read as a RAW file: "), "\(error)")
        }
        #expect(RawPhoto.isRaw("IMG_1.CR2") && RawPhoto.isRaw("x.dng") && !RawPhoto.isRaw("x.jpg") && !RawPhoto.isRaw("cr2"))
        #expect(PhotoFolder.isPhoto("IMG_1.NEF"))
    }

    /// Writes a DNG with a preview of `size` pixels (none for nil), by the end-to-end tests'
    /// generator.
    static func makeDNG(at path: String, size: String?, orientation: Int) throws {
        let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEnd")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import sys, dng; dng.write(sys.argv[1], tuple(map(int, sys.argv[2].split('x'))) if sys.argv[2] else None, orientation=int(sys.argv[3]))",
            path, size ?? "", String(orientation),
        ]
        process.currentDirectoryURL = generator
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }
}
