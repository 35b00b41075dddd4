// SPDX-License-Identifier: MIT

/// How a photo's tones are spread, as a photographer reads them before keeping it: the count of
/// pixels at each of 256 levels of red, green, blue and luminance, and how much of the photo is
/// clipped, white where a channel reached its top (highlights with no detail left) or black where
/// every channel is at its bottom (shadows).
package struct Histogram: Equatable, Sendable {
    /// The number of pixels at each level, 0 to 255, of each channel.
    package var red = [Int](repeating: 0, count: 256)
    package var green = [Int](repeating: 0, count: 256)
    package var blue = [Int](repeating: 0, count: 256)
    /// Rec. 709 luminance, as the eye weighs the three channels.
    package var luminance = [Int](repeating: 0, count: 256)
    /// The number of pixels counted.
    package private(set) var pixels = 0
    /// The pixels with a channel at 255.
    package private(set) var clippedHighlights = 0
    /// The pixels with every channel at 0.
    package private(set) var clippedShadows = 0

    /// The histogram of an image whose pixels are 4 bytes each, `stride` bytes a row, with red,
    /// green and blue at `channels` within a pixel (GdkTexture's download is blue, green, red,
    /// alpha: `(2, 1, 0)`). Transparency is not weighed: a photo has none.
    package init(bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: (red: Int, green: Int, blue: Int)) {
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= (height - 1) * stride + width * 4 else { return }
        for row in 0..<height {
            var offset = row * stride
            for _ in 0..<width {
                let r = Int(bytes[offset + channels.red])
                let g = Int(bytes[offset + channels.green])
                let b = Int(bytes[offset + channels.blue])
                red[r] += 1
                green[g] += 1
                blue[b] += 1
                luminance[(2126 * r + 7152 * g + 722 * b + 5000) / 10000] += 1
                if r == 255 || g == 255 || b == 255 { clippedHighlights += 1 }
                if r == 0 && g == 0 && b == 0 { clippedShadows += 1 }
                offset += 4
            }
        }
        pixels = width * height
    }

    /// The share of the photo whose highlights are clipped, in per cent.
    package var highlightsPercent: Double { percent(clippedHighlights) }
    /// The share of the photo whose shadows are clipped, in per cent.
    package var shadowsPercent: Double { percent(clippedShadows) }

    private func percent(_ count: Int) -> Double { pixels > 0 ? Double(count) * 100 / Double(pixels) : 0 }

    /// Whether so much is clipped that a photographer should look: a tenth of a per cent, about
    /// the size of a small specular highlight, is not.
    package static func isWorthWarning(percent: Double) -> Bool { percent >= 0.1 }
}
