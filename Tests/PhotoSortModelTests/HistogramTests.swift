// SPDX-License-Identifier: MIT

import Testing

@testable import PhotoSortModel

/// A photo's histogram and clipping.
@Suite("A photo's histogram")
struct HistogramTests {
    /// An image of `pixels` (red, green, blue), `width` a row, as GdkTexture downloads it: blue,
    /// green, red, alpha, with `padding` bytes after each row.
    func histogram(_ pixels: [(UInt8, UInt8, UInt8)], width: Int, padding: Int = 0) -> Histogram {
        let height = pixels.count / width
        let stride = width * 4 + padding
        var bytes = [UInt8](repeating: 7, count: stride * height)
        for (index, (r, g, b)) in pixels.enumerated() {
            let offset = (index / width) * stride + (index % width) * 4
            bytes[offset] = b
            bytes[offset + 1] = g
            bytes[offset + 2] = r
            bytes[offset + 3] = 255
        }
        return bytes.withUnsafeBytes { Histogram(bytes: $0, width: width, height: height, stride: stride, channels: (2, 1, 0)) }
    }

    @Test("Each channel's levels are counted, and luminance weighs green most")
    func levels() {
        let shown = histogram([(255, 0, 0), (0, 255, 0), (0, 0, 255), (128, 128, 128)], width: 2, padding: 8)
        #expect(shown.pixels == 4)
        #expect(shown.red[255] == 1 && shown.red[0] == 2 && shown.red[128] == 1)
        #expect(shown.green[255] == 1 && shown.blue[255] == 1)
        #expect(shown.luminance[54] == 1 && shown.luminance[182] == 1 && shown.luminance[18] == 1 && shown.luminance[128] == 1)
        #expect(shown.luminance.reduce(0, +) == 4)
    }

    @Test("A pixel with a channel at its top is a clipped highlight, one black in every channel a clipped shadow")
    func clipping() {
        let shown = histogram(
            [(255, 255, 255), (255, 40, 40), (0, 0, 0), (0, 0, 1), (90, 90, 90), (90, 90, 90), (90, 90, 90), (90, 90, 90)], width: 4)
        #expect(shown.clippedHighlights == 2 && shown.highlightsPercent == 25)
        #expect(shown.clippedShadows == 1 && shown.shadowsPercent == 12.5)
        #expect(Histogram.isWorthWarning(percent: 12.5) && !Histogram.isWorthWarning(percent: 0.05))
    }

    @Test("An empty image, or bytes too few for its size, count nothing")
    func empty() {
        #expect(histogram([], width: 1).pixels == 0)
        let short = [UInt8](repeating: 0, count: 12)
        let shown = short.withUnsafeBytes { Histogram(bytes: $0, width: 2, height: 2, stride: 8, channels: (2, 1, 0)) }
        #expect(shown.pixels == 0 && shown.highlightsPercent == 0)
    }
}
