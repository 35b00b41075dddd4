// SPDX-License-Identifier: MIT

import CLibRaw
import KolodaAppBase

/// Camera RAW files (CR2, CR3, NEF, ARW, RAF, DNG...), read with LibRaw. Photo Sort shows the
/// preview the camera embedded in the file, a JPEG or a bitmap at about the screen's size, so a
/// folder of RAW files sorts as fast as one of JPEGs; a file without one is developed by LibRaw at
/// half its size.
package enum RawPhoto {
    /// The file name extensions of the RAW formats LibRaw reads, in lower case.
    package static let extensions: Set<String> = [
        "3fr", "arw", "cr2", "cr3", "crw", "dcr", "dng", "erf", "iiq", "k25", "kdc", "mef", "mos", "mrw", "nef", "nrw",
        "orf", "pef", "raf", "raw", "rw2", "rwl", "sr2", "srf", "srw", "x3f",
    ]

    /// Whether a file name is a RAW file's, by its extension.
    package static func isRaw(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The picture of the RAW file at `path`, encoded for GdkPixbuf: the embedded preview as the
    /// camera wrote it (a JPEG) or as a PNM image (a bitmap), and the EXIF orientation (1–8)
    /// that turns it upright. Call it off the main thread: a file without a preview is developed.
    ///
    /// - Throws: Why the file cannot be shown, in LibRaw's words: not a RAW file LibRaw reads, a
    ///   truncated file.
    package static func picture(at path: String) throws(PhotoSortProblem) -> (bytes: [UInt8], orientation: Int) {
        guard let raw = libraw_init(0) else { throw PhotoSortProblem(path, tr("cannot be read: LibRaw could not start")) }
        defer { libraw_close(raw) }
        try check(FileName.withPath(path) { libraw_open_file(raw, $0) }, path)
        let orientation = exifOrientation(flip: raw.pointee.sizes.flip)
        var status: Int32 = 0
        if libraw_unpack_thumb(raw) == LIBRAW_SUCCESS.rawValue, let thumbnail = libraw_dcraw_make_mem_thumb(raw, &status) {
            defer { libraw_dcraw_clear_mem(thumbnail) }
            if let bytes = encoded(thumbnail) {
                // A JPEG preview's own orientation tag, if any, is the camera's too.
                return (bytes, orientation)
            }
        }
        raw.pointee.params.half_size = 1
        raw.pointee.params.use_camera_wb = 1
        try check(libraw_unpack(raw), path)
        try check(libraw_dcraw_process(raw), path)
        guard let image = libraw_dcraw_make_mem_image(raw, &status) else { throw problem(status, path) }
        defer { libraw_dcraw_clear_mem(image) }
        guard let bytes = encoded(image) else { throw PhotoSortProblem(path, tr("cannot be read: LibRaw gave no picture")) }
        // A developed picture is already turned by LibRaw.
        return (bytes, 1)
    }

    /// The EXIF orientation of LibRaw's `flip` (dcraw's: 3 half a turn, 5 a quarter turn
    /// anticlockwise, 6 clockwise, and their mirror images).
    package static func exifOrientation(flip: Int32) -> Int {
        [1, 2, 4, 3, 5, 8, 6, 7][Int(flip & 7)]
    }

    /// A LibRaw picture as bytes GdkPixbuf reads: a JPEG as it is, a bitmap as PNM (`P5`/`P6`,
    /// 16-bit samples big-endian); nil for anything else.
    private static func encoded(_ image: UnsafeMutablePointer<libraw_processed_image_t>) -> [UInt8]? {
        let size = Int(image.pointee.data_size)
        let data = UnsafeRawPointer(image).advanced(by: MemoryLayout<libraw_processed_image_t>.offset(of: \.data)!)
        let pixels = UnsafeRawBufferPointer(start: data, count: size)
        switch image.pointee.type {
        case LIBRAW_IMAGE_JPEG:
            return Array(pixels)
        case LIBRAW_IMAGE_BITMAP:
            let colors = Int(image.pointee.colors)
            let bits = Int(image.pointee.bits)
            let width = Int(image.pointee.width)
            let height = Int(image.pointee.height)
            guard colors == 1 || colors == 3, bits == 8 || bits == 16, size >= width * height * colors * bits / 8 else { return nil }
            var bytes = Array("P\(colors == 1 ? 5 : 6)\n\(width) \(height)\n\(bits == 8 ? 255 : 65535)\n".utf8)
            let count = width * height * colors * bits / 8
            if bits == 8 {
                bytes += pixels[..<count]
            } else {
                bytes.reserveCapacity(bytes.count + count)
                for index in stride(from: 0, to: count, by: 2) {
                    let sample = pixels.loadUnaligned(fromByteOffset: index, as: UInt16.self).bigEndian
                    withUnsafeBytes(of: sample) { bytes += $0 }
                }
            }
            return bytes
        default:
            return nil
        }
    }

    private static func check(_ status: Int32, _ path: String) throws(PhotoSortProblem) {
        if status != LIBRAW_SUCCESS.rawValue { throw problem(status, path) }
    }

    private static func problem(_ status: Int32, _ path: String) -> PhotoSortProblem {
        PhotoSortProblem(path, tr("cannot be read as a RAW file: %s", String(cString: libraw_strerror(status))))
    }
}
