// SPDX-License-Identifier: MIT

import CGexiv2
import CGio
import Foundation
import KolodaAppBase

/// The line a photographer reads under a photo: exposure time, aperture, focal length, ISO and
/// when it was taken, from the photo's EXIF with gexiv2 (exiv2, as Shotwell and GNOME's photo
/// tools read it): "1/250 s · f/2.8 · 35 mm · ISO 400 · 2026-11-20 14:03".
package enum PhotoInfo {
    /// The EXIF line of the photo at `path`, or nil when it has none that says any of these
    /// (or cannot be read).
    package static func line(of path: String) -> String? {
        withMetadata(of: path) { metadata in line(metadata) } ?? nil
    }

    private static func line(_ metadata: UnsafeMutablePointer<GExiv2Metadata>) -> String? {
        var parts: [String] = []
        var numerator: Int32 = 0
        var denominator: Int32 = 0
        if gexiv2_metadata_try_get_exposure_time(metadata, &numerator, &denominator, nil) != 0 {
            parts += exposure(numerator, denominator).map { [$0] } ?? []
        }
        let fNumber = gexiv2_metadata_try_get_fnumber(metadata, nil)
        if fNumber > 0 { parts.append("f/" + decimal(fNumber)) }
        let focalLength = gexiv2_metadata_try_get_focal_length(metadata, nil)
        if focalLength > 0 { parts.append("\(Int(focalLength.rounded())) mm") }
        let iso = gexiv2_metadata_try_get_iso_speed(metadata, nil)
        if iso > 0 { parts.append("ISO \(iso)") }
        if let taken = text("Exif.Photo.DateTimeOriginal", of: metadata) { parts += date(taken).map { [$0] } ?? [] }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The rating and labels written into the photo at `path` itself, as cameras and Lightroom
    /// write them (`Xmp.xmp.Rating`, else EXIF's `Image.Rating`; Lightroom's `Xmp.xmp.Label`;
    /// digiKam's pick and colour labels), or nil and no labels when it has none (or cannot be
    /// read).
    package static func embeddedMarks(of path: String) -> (rating: Int?, labels: SidecarLabels) {
        withMetadata(of: path) { metadata in embeddedMarks(metadata) } ?? (nil, SidecarLabels())
    }

    private static func embeddedMarks(_ metadata: UnsafeMutablePointer<GExiv2Metadata>) -> (rating: Int?, labels: SidecarLabels) {
        func text(_ tag: String) -> String? { Self.text(tag, of: metadata) }
        var labels = SidecarLabels()
        labels.lightroomColor = text("Xmp.xmp.Label")
        labels.pick = text("Xmp.digiKam.PickLabel").flatMap { Int($0) }
        labels.digiKamColor = text("Xmp.digiKam.ColorLabel").flatMap { Int($0) }
        let rating = (text("Xmp.xmp.Rating") ?? text("Exif.Image.Rating")).flatMap { Int($0) }.map { min(max($0, -1), 5) }
        return (rating, labels)
    }

    /// When the photo at `path` was taken, in seconds since 1970: its EXIF `DateTimeOriginal` (else
    /// `DateTimeDigitized`) with the sub-seconds a burst's frames differ by and the offset from UTC
    /// where the camera wrote them (a time without one is the computer's local time); nil for a
    /// photo that does not say (a file's own dates say when it was copied or saved, not taken).
    /// Safe from any thread.
    package static func captureTime(of path: String) -> Double? {
        withMetadata(of: path) { metadata in
            for (date, subSeconds, offset) in [
                ("Exif.Photo.DateTimeOriginal", "Exif.Photo.SubSecTimeOriginal", "Exif.Photo.OffsetTimeOriginal"),
                ("Exif.Photo.DateTimeDigitized", "Exif.Photo.SubSecTimeDigitized", "Exif.Photo.OffsetTimeDigitized"),
            ] {
                if let taken = text(date, of: metadata).flatMap({
                    seconds(exif: $0, subSeconds: text(subSeconds, of: metadata), offset: text(offset, of: metadata))
                }) {
                    return taken
                }
            }
            return nil
        } ?? nil
    }

    /// `read` of the metadata of the photo at `path`, or nil when it cannot be read.
    private static func withMetadata<Value>(of path: String, _ read: (UnsafeMutablePointer<GExiv2Metadata>) -> Value) -> Value? {
        _ = initialized
        guard let metadata = gexiv2_metadata_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(metadata)) }
        guard FileName.withPath(path, { gexiv2_metadata_open_path(metadata, $0, nil) }) != 0 else { return nil }
        return read(metadata)
    }

    /// The tag `tag` of `metadata` as text, when it has it.
    private static func text(_ tag: String, of metadata: UnsafeMutablePointer<GExiv2Metadata>) -> String? {
        guard gexiv2_metadata_try_has_tag(metadata, tag, nil) != 0, let value = gexiv2_metadata_try_get_tag_string(metadata, tag, nil) else {
            return nil
        }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// EXIF's "2026:11:20 14:03:05", its sub-seconds ("123": 0.123 s) and its offset ("+01:00"),
    /// in seconds since 1970; a time without an offset is the computer's local time.
    static func seconds(exif: String, subSeconds: String?, offset: String?) -> Double? {
        let fields = exif.split(whereSeparator: { $0 == ":" || $0 == " " }).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard fields.count == 6, let year = fields[0], let month = fields[1], let day = fields[2], let hour = fields[3],
            let minute = fields[4], let second = fields[5]
        else { return nil }
        let zone = offset.flatMap { g_time_zone_new_identifier($0) } ?? g_time_zone_new_local()
        defer { g_time_zone_unref(zone) }
        guard let time = g_date_time_new(zone, Int32(year), Int32(month), Int32(day), Int32(hour), Int32(minute), Double(second)) else { return nil }
        defer { g_date_time_unref(time) }
        let digits = subSeconds?.trimmingCharacters(in: .whitespaces) ?? ""
        let fraction = !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? Double("0." + digits) ?? 0 : 0
        return Double(g_date_time_to_unix(time)) + fraction
    }

    /// An exposure time as cameras show it: "1/250 s", "2 s", "0.8 s".
    static func exposure(_ numerator: Int32, _ denominator: Int32) -> String? {
        guard numerator > 0, denominator > 0 else { return nil }
        let seconds = Double(numerator) / Double(denominator)
        if seconds >= 0.3 { return decimal(seconds) + " s" }
        return "1/\(Int((1 / seconds).rounded())) s"
    }

    /// EXIF's "2026:11:20 14:03:05" as "2026-11-20 14:03".
    static func date(_ exif: String) -> String? {
        let characters = Array(exif)
        guard characters.count >= 16, characters[4] == ":", characters[7] == ":" else { return nil }
        return String(characters[0..<4]) + "-" + String(characters[5..<7]) + "-" + String(characters[8..<10]) + " "
            + String(characters[11..<16])
    }

    /// A number with one decimal when it has one: 2.8, 8.
    static func decimal(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }

    /// gexiv2's one-time set-up, before its first use.
    private static let initialized: Bool = gexiv2_initialize() != 0
}
