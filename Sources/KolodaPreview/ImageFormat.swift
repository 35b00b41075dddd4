// SPDX-License-Identifier: MIT

import CWebP

/// The formats a still image is written in, chosen by the file name's extension.
package enum ImageFormat: String, CaseIterable, Sendable {
    /// PNG, lossless, by cairo.
    case png
    /// WebP, lossless, by libwebp.
    case webp

    /// The format a file name asks for: `.png`, or `.webp`; `nil` for anything else.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), let format = ImageFormat(rawValue: name[name.index(after: dot)...].lowercased()) else {
            return nil
        }
        self = format
    }

    /// The image's bytes in this format. The same pixels always give the same bytes.
    package func encode(_ canvas: ImageCanvas) throws(WebPAnimation.Failure) -> [UInt8] {
        switch self {
        case .png: return canvas.pngData()
        case .webp: return try Self.losslessWebP(canvas)
        }
    }

    private static func losslessWebP(_ canvas: ImageCanvas) throws(WebPAnimation.Failure) -> [UInt8] {
        var config = WebPConfig()
        var picture = WebPPicture()
        guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0 else {
            throw WebPAnimation.Failure(description: "libwebp version mismatch")
        }
        config.lossless = 1
        config.method = 2
        config.thread_level = 0
        picture.width = Int32(canvas.width)
        picture.height = Int32(canvas.height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { output in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(output)
            let imported = canvas.withPixels { pixels, stride in WebPPictureImportBGRX(&picture, pixels.baseAddress, Int32(stride)) }
            return imported != 0 && WebPEncode(&config, &picture) != 0
        }
        guard encoded, let memory = writer.mem else {
            throw WebPAnimation.Failure(description: "libwebp could not encode the image (error \(picture.error_code.rawValue))")
        }
        return Array(UnsafeBufferPointer(start: memory, count: writer.size))
    }
}
