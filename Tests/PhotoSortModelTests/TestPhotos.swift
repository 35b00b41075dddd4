// SPDX-License-Identifier: MIT

import CGexiv2
import CGtk
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
