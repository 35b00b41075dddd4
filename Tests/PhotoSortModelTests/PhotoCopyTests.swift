// SPDX-License-Identifier: MIT

import Foundation
import Glibc
import Testing

@testable import PhotoSortModel

/// Moving the kept photos to another folder: within one file system and across two, nothing
/// overwritten, nothing left half done.
@Suite("Moving photos to a folder")
struct PhotoCopyTests {
    /// A new folder under `parent` with `files` in it, each holding its own name.
    func folder(under parent: String = Scratch.folder, _ files: [String] = []) throws -> String {
        let path = parent + "/photo-sort-move-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in files { try Data(file.utf8).write(to: URL(fileURLWithPath: path + "/" + file)) }
        return path
    }

    func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    func listing(_ folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    /// The file system a path is on.
    func device(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    @Test("Within one file system the files leave the folder for the destination, dates kept, and another file there is not overwritten")
    func withinOneFileSystem() throws {
        let source = try folder(["a.jpg", "a.jpg.xmp", "b.jpg"])
        let destination = try folder(["b.jpg"])
        try Data("another b".utf8).write(to: URL(fileURLWithPath: destination + "/b.jpg"))
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, source + "/a.jpg", &times, 0) == 0)
        var heard: [String: String?] = [:]
        let outcome = PhotoCopy.transfer(.move, ["a.jpg", "a.jpg.xmp", "b.jpg", "c.jpg"], from: source, to: destination) { heard[$0] = $1 }
        #expect(outcome.done == ["a.jpg", "a.jpg.xmp"])
        #expect(outcome.failed.map(\.name) == ["b.jpg", "c.jpg"])
        #expect(heard.count == 4)
        #expect(listing(source) == ["b.jpg"], "b stays: another file has its name there")
        #expect(listing(destination) == ["a.jpg", "a.jpg.xmp", "b.jpg"])
        #expect(contents(destination + "/a.jpg") == "a.jpg")
        #expect(contents(destination + "/b.jpg") == "another b")
        var moved = stat()
        #expect(stat(destination + "/a.jpg", &moved) == 0 && moved.st_mtim.tv_sec == 1_600_000_000 && moved.st_nlink == 1)
    }

    @Test(
        "Across file systems a file is copied under a hidden name, takes its name, and only then leaves the folder",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/shm"), "needs /dev/shm, a file system of its own"))
    func acrossFileSystems() throws {
        let source = try folder(["a.jpg", "a.jpg.xmp"])
        let destination = try folder(under: "/dev/shm")
        defer { try? FileManager.default.removeItem(atPath: destination) }
        try #require(device(source) != device(destination), "/dev/shm is on the same file system as the temporary folder")
        let outcome = PhotoCopy.transfer(.move, ["a.jpg", "a.jpg.xmp"], from: source, to: destination)
        #expect(outcome.done == ["a.jpg", "a.jpg.xmp"] && outcome.failed.isEmpty, "\(outcome.failed)")
        #expect(listing(source) == [])
        #expect(listing(destination) == ["a.jpg", "a.jpg.xmp"], "a copy was left under its hidden name")
        #expect(contents(destination + "/a.jpg") == "a.jpg")
    }

    @Test("A file found moved before, byte for byte, leaves the folder; one of the same size and date that differs stays in both")
    func foundThereBefore() throws {
        let source = try folder(["a.jpg", "b.jpg"])
        let destination = try folder(["a.jpg", "b.jpg"])
        // b at the destination: the same size and date, other bytes.
        try Data("b.jpX".utf8).write(to: URL(fileURLWithPath: destination + "/b.jpg"))
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        for path in [source + "/a.jpg", destination + "/a.jpg", source + "/b.jpg", destination + "/b.jpg"] {
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        let outcome = PhotoCopy.transfer(.move, ["a.jpg", "b.jpg"], from: source, to: destination)
        #expect(outcome.done == ["a.jpg"])
        #expect(outcome.failed.map(\.name) == ["b.jpg"])
        #expect(outcome.failed.first?.reason.hasPrefix("another file of that name is in") == true)
        #expect(listing(source) == ["b.jpg"])
        #expect(contents(source + "/b.jpg") == "b.jpg" && contents(destination + "/b.jpg") == "b.jpX")
    }

    @Test("A copy leaves the folder as it was")
    func copyKeeps() throws {
        let source = try folder(["a.jpg"])
        let destination = try folder()
        let outcome = PhotoCopy.transfer(.copy, ["a.jpg"], from: source, to: destination)
        #expect(outcome.done == ["a.jpg"])
        #expect(listing(source) == ["a.jpg"] && listing(destination) == ["a.jpg"])
    }
}
