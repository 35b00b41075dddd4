// SPDX-License-Identifier: MIT

import CCairo
import KolodaScenario

extension PreviewRenderer {
    /// The frames a contact sheet of `count` frames shows: evenly spaced from first to last.
    public func sheetFrameIndexes(count: Int) -> [Int] {
        let frames = trace.frames.count
        let shown = min(max(count, 1), frames)
        guard shown > 1 else { return frames > 0 ? [0] : [] }
        return (0..<shown).map { Int((Double($0) * Double(frames - 1) / Double(shown - 1)).rounded()) }
    }

    /// A contact sheet: `count` evenly spaced frames in rows of `columns`, each labelled with its
    /// time and the deck's current index.
    public func contactSheet(count: Int = 12, columns: Int = 4) -> ImageCanvas {
        let indexes = sheetFrameIndexes(count: count)
        let (frameWidth, frameHeight) = frameSize
        let padding = (12 * scale).rounded()
        let label = max(26 * scale, 24).rounded()
        let columnCount = max(min(columns, indexes.count), 1)
        let rows = (indexes.count + columnCount - 1) / columnCount
        let width = Int(padding) + columnCount * (frameWidth + Int(padding))
        let height = Int(padding) + rows * (frameHeight + Int(label) + Int(padding))
        let canvas = ImageCanvas(width: width, height: height, background: Color(hex: 0x12151D))
        for (position, frameIndex) in indexes.enumerated() {
            let x = padding + Double((position % columnCount) * (frameWidth + Int(padding)))
            let y = padding + Double((position / columnCount) * (frameHeight + Int(label) + Int(padding)))
            draw(trace.frames[frameIndex], on: canvas, x: x, y: y)
            let frame = trace.frames[frameIndex]
            canvas.setColor(Self.ink)
            canvas.text(
                "t = \(Self.seconds(frame.time)) s   ·   top card \(frame.currentIndex)",
                x: x + Double(frameWidth) / 2, y: y + Double(frameHeight) + label / 2, size: max(13 * scale, 11))
        }
        return canvas
    }

    /// A time with three decimals, for labels.
    static func seconds(_ time: Double) -> String {
        let thousandths = Int((time * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
