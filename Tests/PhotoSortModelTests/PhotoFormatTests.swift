// SPDX-License-Identifier: MIT

import Testing

@testable import PhotoSortModel

/// Which files Photo Sort shows: every format a camera or phone writes whose GdkPixbuf loader is
/// installed (`make test` installs Debian's HEIF/AVIF loader).
@Suite("Photo formats")
struct PhotoFormatTests {
    @Test("HEIC, HEIF and AVIF (libheif's loader is named heif/avif) and TIFF are photos, known by the loaders' MIME types")
    func cameraAndPhoneFormatsArePhotos() {
        for name in ["IMG_0001.HEIC", "IMG_0002.heif", "IMG_0003.avif", "scan.tif", "scan.TIFF", "IMG_0004.JPG", "a.png", "b.webp"] {
            #expect(PhotoFolder.isPhoto(name), "\(name) among \(PhotoFolder.extensions.sorted())")
        }
        for name in ["notes.txt", "icon.ico", "IMG_0001.xmp"] {
            #expect(!PhotoFolder.isPhoto(name), "\(name)")
        }
    }
}
