// SPDX-License-Identifier: MIT

import CCairo
import KolodaScenario

extension PreviewRenderer {
    /// The frames a contact sheet of `count` frames shows: evenly spaced from first to last.
    package func sheetFrameIndexes(count: Int) -> [Int] {
        let frames = trace.frames.count
        let shown = min(max(count, 1), frames)
        guard shown > 1 else { return frames > 0 ? [0] : [] }
        return (0..<shown).map { Int((Double($0) * Double(frames - 1) / Double(shown - 1)).rounded()) }
    }

    /// The size in pixels of ``contactSheet(count:columns:)``.
    package func sheetSize(count: Int = 12, columns: Int = 4) -> (width: Int, height: Int) {
        let (frameWidth, frameHeight) = frameSize
        let shown = sheetFrameIndexes(count: count).count
        let (padding, label, columnCount) = sheetLayout(count: count, columns: columns)
        let rows = (shown + columnCount - 1) / columnCount
        return (Int(padding) + columnCount * (frameWidth + Int(padding)), Int(padding) + rows * (frameHeight + Int(label) + Int(padding)))
    }

    private func sheetLayout(count: Int, columns: Int) -> (padding: Double, label: Double, columns: Int) {
        let shown = sheetFrameIndexes(count: count).count
        return ((12 * scale).rounded(), max(26 * scale, 24).rounded(), max(min(columns, shown), 1))
    }

    /// A contact sheet: `count` evenly spaced frames in rows of `columns`, each labelled with its
    /// time and the deck's current index.
    package func contactSheet(count: Int = 12, columns: Int = 4) -> ImageCanvas {
        let indexes = sheetFrameIndexes(count: count)
        let (frameWidth, frameHeight) = frameSize
        let (padding, label, columnCount) = sheetLayout(count: count, columns: columns)
        let (width, height) = sheetSize(count: count, columns: columns)
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
