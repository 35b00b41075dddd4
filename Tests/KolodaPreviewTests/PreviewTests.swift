// SPDX-License-Identifier: MIT

import Foundation
import KolodaPreview
import KolodaScenario
import Testing

@Suite("Preview pictures")
struct PreviewTests {
    /// A 300 × 400 deck: rest until 0.5 s, a drag to the right from 0.5 to 1.0 s, released at 1.0 s.
    static let scenario = """
        {"deck": {"cards": 5, "appearAnimation": false}, "fps": 20, "duration": 2,
         "events": [{"t": 0.5, "type": "dragBegan", "x": 150, "y": 100},
                    {"t": 0.75, "type": "dragMoved", "x": 230, "y": 100},
                    {"t": 1.0, "type": "dragEnded", "x": 330, "y": 100}]}
        """

    static func renderer(scale: Double = 1) throws -> PreviewRenderer {
        PreviewRenderer(trace: ScenarioRunner.run(try Scenario.parse(Data(scenario.utf8))), scale: scale)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int) {
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test("Frames are the deck plus its margin, times the scale")
    func frameSize() throws {
        let plain = try Self.renderer()
        #expect(plain.margin == 80)
        #expect(plain.frameSize == (460, 560))
        let png = plain.renderFrame(at: 0).pngData()
        #expect(Self.pngSize(png) == (460, 560))
        let sharp = try Self.renderer(scale: 2)
        #expect(Self.pngSize(sharp.renderFrame(at: 0).pngData()) == (920, 1120))
    }

    @Test("Pixels where the top card rests change while it is dragged")
    func midDragDiffers() throws {
        let renderer = try Self.renderer()
        let rest = renderer.renderFrame(at: 8)  // t = 0.4
        let dragged = renderer.renderFrame(at: 18)  // t = 0.9, card far to the right
        // Deck point (20, 300), inside the resting top card near its left edge: 80 pt margin.
        let before = rest.pixel(x: 100, y: 380)
        let after = dragged.pixel(x: 100, y: 380)
        let difference = abs(Int(before.red) - Int(after.red)) + abs(Int(before.green) - Int(after.green)) + abs(Int(before.blue) - Int(after.blue))
        #expect(difference > 60, "\(before) vs \(after)")
        // Two frames at rest are identical.
        #expect(renderer.renderFrame(at: 2).pngData() == renderer.renderFrame(at: 9).pngData())
    }

    @Test("The same trace always gives the same bytes")
    func determinism() throws {
        let first = try Self.renderer()
        let second = try Self.renderer()
        #expect(first.renderFrame(at: 19).pngData() == second.renderFrame(at: 19).pngData())
        #expect(first.contactSheet().pngData() == second.contactSheet().pngData())
        #expect(first.chart().pngData() == second.chart().pngData())
    }

    @Test("The contact sheet shows evenly spaced frames in a grid")
    func contactSheet() throws {
        let renderer = try Self.renderer()
        #expect(renderer.sheetFrameIndexes(count: 5) == [0, 10, 20, 30, 40])
        #expect(renderer.sheetFrameIndexes(count: 100).count == 41)
        let sheet = renderer.contactSheet(count: 6, columns: 3)
        // 3 columns of 460 with 12 px padding; 2 rows of 560 + 26 label + 12 padding.
        #expect(sheet.width == 12 + 3 * 472)
        #expect(sheet.height == 12 + 2 * 598)
    }

    @Test("The chart marks the events on the time axis")
    func chart() throws {
        let renderer = try Self.renderer()
        let chart = renderer.chart()
        #expect(chart.width == 1000)
        // didSwipe at t = 1.0 of 2 s: a dashed red line at x = 130 + 846 / 2.
        let x = 130 + 846 / 2
        let marks = (150..<700).filter { y in
            let pixel = chart.pixel(x: x, y: y)
            return pixel.red > 150 && pixel.green < 140 && pixel.blue < 140
        }
        #expect(marks.count > 100, "the didSwipe line is drawn")
        let elsewhere = (150..<700).filter { y in
            let pixel = chart.pixel(x: x - 40, y: y)
            return pixel.red > 150 && pixel.green < 140 && pixel.blue < 140
        }
        #expect(elsewhere.isEmpty)
    }

    @Test("A narrower chart with shorter panels puts the same marks in proportion")
    func compactChart() throws {
        let renderer = try Self.renderer()
        let chart = renderer.chart(width: 400, panelHeight: 50)
        #expect(chart.width == 400 && chart.height == 130 + 6 * 64 + 44)
        #expect((chart.width, chart.height) == renderer.chartSize(width: 400, panelHeight: 50))
        // didSwipe at t = 1.0 of 2 s: at x = 130 + 246 / 2.
        let red = (140..<500).filter { y in
            let pixel = chart.pixel(x: 130 + 246 / 2, y: y)
            return pixel.red > 150 && pixel.green < 140 && pixel.blue < 140
        }
        #expect(red.count > 60, "the didSwipe line is drawn")
    }

    @Test("The animation has a frame per distinct picture and lasts the trace's length")
    func animation() throws {
        let renderer = try Self.renderer()
        let (width, height) = renderer.frameSize
        let encoder = try WebPAnimation(width: width, height: height)
        var distinct = 0
        var previous: [UInt8] = []
        for index in renderer.trace.frames.indices {
            let canvas = renderer.renderFrame(at: index)
            let pixels = canvas.withPixels { pixels, _ in Array(pixels) }
            if pixels != previous { distinct += 1 }
            previous = pixels
            try encoder.add(canvas, at: index * 50)
        }
        let bytes = try encoder.finish(at: renderer.trace.frames.count * 50)
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
        func le(_ offset: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
        var offset = 12
        var frames = 0
        var duration = 0
        var canvasSize = (0, 0)
        while offset + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = le(offset + 4, 4)
            if fourCC == "VP8X" { canvasSize = (le(offset + 12, 3) + 1, le(offset + 15, 3) + 1) }
            if fourCC == "ANMF" {
                frames += 1
                duration += le(offset + 20, 3)
            }
            offset += 8 + size + (size & 1)
        }
        #expect(canvasSize == (width, height))
        #expect(frames == distinct)
        #expect(distinct > 10 && distinct < renderer.trace.frames.count)
        #expect(duration == renderer.trace.frames.count * 50)
    }
}
