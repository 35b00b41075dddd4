// SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import PhotoSortModel

/// The EXIF line under a photo.
@Suite("A photo's EXIF line")
struct PhotoInfoTests {
    @Test("Exposure times, apertures and dates as cameras show them")
    func formats() {
        #expect(PhotoInfo.exposure(1, 250) == "1/250 s")
        #expect(PhotoInfo.exposure(10, 1250) == "1/125 s")
        #expect(PhotoInfo.exposure(2, 1) == "2 s")
        #expect(PhotoInfo.exposure(8, 10) == "0.8 s")
        #expect(PhotoInfo.exposure(0, 1) == nil && PhotoInfo.exposure(1, 0) == nil)
        #expect(PhotoInfo.decimal(2.8) == "2.8" && PhotoInfo.decimal(8) == "8" && PhotoInfo.decimal(5.6) == "5.6")
        #expect(PhotoInfo.date("2026:11:20 14:03:05") == "2026-11-20 14:03")
        #expect(PhotoInfo.date("garbage") == nil)
    }

    @Test("When a photo was taken: EXIF's time with its sub-seconds and its offset from UTC; not the file's own dates")
    func captureTimes() throws {
        let noon = PhotoInfo.seconds(exif: "2026:11:20 12:00:00", subSeconds: nil, offset: "+00:00")
        #expect(noon == 1_795_176_000)
        #expect(PhotoInfo.seconds(exif: "2026:11:20 13:00:00", subSeconds: nil, offset: "+01:00") == noon)
        #expect(PhotoInfo.seconds(exif: "2026:11:20 12:00:00", subSeconds: "25", offset: "+00:00") == 1_795_176_000.25)
        #expect(PhotoInfo.seconds(exif: "2026:11:20 12:00:00", subSeconds: "x", offset: "+00:00") == noon, "sub-seconds that are not digits")
        #expect(PhotoInfo.seconds(exif: "garbage", subSeconds: nil, offset: nil) == nil)
        #expect(PhotoInfo.seconds(exif: "    :  :     :  :  ", subSeconds: nil, offset: nil) == nil, "as cameras write an unknown time")
        let path = Scratch.path("no-exif-", ".png")
        try "not a photo".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000.5)], ofItemAtPath: path)
        #expect(PhotoInfo.captureTime(of: path) == nil)
        #expect(PhotoInfo.captureTime(of: path + ".missing") == nil)
    }

    @Test("A file without EXIF, or not a photo, has no line")
    func noLine() throws {
        let path = Scratch.path("no-exif-", ".txt")
        try "not a photo".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(PhotoInfo.line(of: path) == nil)
        #expect(PhotoInfo.line(of: path + ".missing") == nil)
    }
}
