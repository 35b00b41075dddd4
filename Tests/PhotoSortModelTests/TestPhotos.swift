// SPDX-License-Identifier: MIT

import CGexiv2
import CGtk
import Foundation
import Testing

/// A small JPEG at `path` whose own metadata says `tags` (as a camera or Lightroom writes them):
/// gexiv2's names, `Xmp.xmp.Rating` or `Exif.Photo.DateTimeOriginal`.
func makeJPEG(_ path: String, tags: [String: String]) throws {
    let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 16, 16))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, 0x8080_80ff)
    #expect(path.withCString { gdk_pixbuf_savev(pixbuf, $0, "jpeg", nil, nil, nil) } != 0)
    #expect(gexiv2_initialize() != 0)
    let metadata = try #require(gexiv2_metadata_new())
    defer { g_object_unref(UnsafeMutableRawPointer(metadata)) }
    #expect(gexiv2_metadata_open_path(metadata, path, nil) != 0)
    for (tag, value) in tags { #expect(gexiv2_metadata_try_set_tag_string(metadata, tag, value, nil) != 0) }
    #expect(gexiv2_metadata_save_file(metadata, path, nil) != 0)
}

/// The folder this test process writes its files in, under the system's temporary folder and
/// removed when the process exits, so that a run leaves nothing behind.
enum Scratch {
    static let folder: String = {
        let template = strdup(NSTemporaryDirectory() + "koloda-model-tests-XXXXXX")!
        defer { free(template) }
        let path = g_mkdtemp(template) != nil ? String(cString: template) : NSTemporaryDirectory()
        atexit { try? FileManager.default.removeItem(atPath: Scratch.folder) }
        return path
    }()

    /// A new path in ``folder``: `prefix`, a unique name, then `suffix`.
    static func path(_ prefix: String, _ suffix: String = "") -> String {
        folder + "/" + prefix + UUID().uuidString + suffix
    }
}
