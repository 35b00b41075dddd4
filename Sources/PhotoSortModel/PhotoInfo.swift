// SPDX-License-Identifier: MIT

import CGexiv2
import CGtk
import KolodaAppSupport

/// The line a photographer reads under a photo: exposure time, aperture, focal length, ISO and
/// when it was taken, from the photo's EXIF with gexiv2 (exiv2, as Shotwell and GNOME's photo
/// tools read it): "1/250 s · f/2.8 · 35 mm · ISO 400 · 2026-11-20 14:03".
package enum PhotoInfo {
    /// The EXIF line of the photo at `path`, or nil when it has none that says any of these
    /// (or cannot be read).
    package static func line(of path: String) -> String? {
        _ = initialized
        guard let metadata = gexiv2_metadata_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(metadata)) }
        guard FileName.withPath(path, { gexiv2_metadata_open_path(metadata, $0, nil) }) != 0 else { return nil }
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
        if let taken = gexiv2_metadata_try_get_tag_string(metadata, "Exif.Photo.DateTimeOriginal", nil) {
            defer { g_free(taken) }
            parts += date(String(cString: taken)).map { [$0] } ?? []
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The rating and labels written into the photo at `path` itself, as cameras and Lightroom
    /// write them (`Xmp.xmp.Rating`, else EXIF's `Image.Rating`; Lightroom's `Xmp.xmp.Label`;
    /// digiKam's pick and colour labels), or nil and no labels when it has none (or cannot be
    /// read).
    package static func embeddedMarks(of path: String) -> (rating: Int?, labels: SidecarLabels) {
        _ = initialized
        guard let metadata = gexiv2_metadata_new() else { return (nil, SidecarLabels()) }
        defer { g_object_unref(UnsafeMutableRawPointer(metadata)) }
        guard FileName.withPath(path, { gexiv2_metadata_open_path(metadata, $0, nil) }) != 0 else { return (nil, SidecarLabels()) }
        func text(_ tag: String) -> String? {
            guard gexiv2_metadata_try_has_tag(metadata, tag, nil) != 0, let value = gexiv2_metadata_try_get_tag_string(metadata, tag, nil)
            else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
        var labels = SidecarLabels()
        labels.lightroomColor = text("Xmp.xmp.Label")
        labels.pick = text("Xmp.digiKam.PickLabel").flatMap { Int($0) }
        labels.digiKamColor = text("Xmp.digiKam.ColorLabel").flatMap { Int($0) }
        let rating = (text("Xmp.xmp.Rating") ?? text("Exif.Image.Rating")).flatMap { Int($0) }.map { min(max($0, -1), 5) }
        return (rating, labels)
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
