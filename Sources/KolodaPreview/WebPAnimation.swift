// SPDX-License-Identifier: MIT

import CWebP

/// Encodes frames into an animated WebP with libwebp's animation encoder.
///
/// Single-threaded with fixed settings, so the same frames always give the same bytes.
package final class WebPAnimation {
    /// Why an animation could not be made.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in libwebp's terms.
        public var description: String
    }

    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int
    private let height: Int

    /// Starts an animation of `width` × `height` pixels that loops forever.
    package init(width: Int, height: Int) throws(Failure) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw Failure(description: "libwebp version mismatch")
        }
        options.anim_params.loop_count = 0
        options.anim_params.bgcolor = 0xFF1B_1F2A
        options.allow_mixed = 0
        config.lossless = 0
        config.quality = 82
        config.method = 2
        config.thread_level = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw Failure(description: "cannot create an animation encoder for \(width)×\(height)")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame shown from `milliseconds` after the start.
    package func add(_ canvas: ImageCanvas, at milliseconds: Int) throws(Failure) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Failure(description: "libwebp version mismatch") }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let imported = canvas.withPixels { pixels, stride in
            WebPPictureImportBGRX(&picture, pixels.baseAddress, Int32(stride))
        }
        guard imported != 0, WebPAnimEncoderAdd(encoder, &picture, Int32(milliseconds), &config) != 0 else {
            throw Failure(description: String(cString: WebPAnimEncoderGetError(encoder)))
        }
    }

    /// Ends the animation at `milliseconds` and returns the file's bytes.
    package func finish(at milliseconds: Int) throws(Failure) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(milliseconds), nil) != 0 else {
            throw Failure(description: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw Failure(description: String(cString: WebPAnimEncoderGetError(encoder)))
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }
}
