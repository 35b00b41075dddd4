// SPDX-License-Identifier: MIT

import KolodaEngine
import Testing

@Suite("Layouts")
struct LayoutTests {
    let bounds = Size(width: 300, height: 400)

    func expectFrame(_ frame: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = [frame.minX, frame.minY, frame.width, frame.height]
        for (value, expected) in zip(actual, [x, y, width, height]) {
            #expect(abs(value - expected) < 1e-9, "\(frame) ≠ (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        }
    }

    @Test("The stacked layout reproduces the worked example with cards peeking below")
    func stackedBottom() {
        let layout = StackedCardLayout()
        expectFrame(layout.frame(forSlot: 0, visibleCount: 3, in: bounds), 0, 0, 300, 392)
        expectFrame(layout.frame(forSlot: 1, visibleCount: 3, in: bounds), 7.5, 23.6, 285, 372.4)
        expectFrame(layout.frame(forSlot: 2, visibleCount: 3, in: bounds), 14.625, 46.22, 270.75, 353.78)
        let last = layout.frame(forSlot: 2, visibleCount: 3, in: bounds)
        #expect(abs(last.maxY - 400) < 1e-9, "the last card ends exactly at the bottom")
    }

    @Test("The stacked layout with cards peeking above the top card")
    func stackedTop() {
        let layout = StackedCardLayout(direction: .top)
        expectFrame(layout.frame(forSlot: 0, visibleCount: 3, in: bounds), 0, 8, 300, 392)
        expectFrame(layout.frame(forSlot: 1, visibleCount: 3, in: bounds), 7.5, 4, 285, 372.4)
        expectFrame(layout.frame(forSlot: 2, visibleCount: 3, in: bounds), 14.625, 0, 270.75, 353.78)
    }

    @Test("The stacked layout follows its margin, scale and count")
    func stackedCustom() {
        let layout = StackedCardLayout(topMargin: 10, scalePercent: 0.8)
        // height_0 = 400 − 10·4 = 360; slot 3: width 300·0.512, height 360·0.512, y = 360 − 184.32 + 30.
        expectFrame(layout.frame(forSlot: 3, visibleCount: 5, in: bounds), (300 - 153.6) / 2, 360 - 184.32 + 30, 153.6, 184.32)
    }

    @Test("The background layout centres the front card and stretches the one behind")
    func background() {
        let layout = BackgroundCardLayout()
        expectFrame(layout.frame(forSlot: 0, visibleCount: 2, in: bounds), 10, 20, 280, 350)
        expectFrame(layout.frame(forSlot: 1, visibleCount: 2, in: bounds), -75, 0, 450, 562.5)
    }

    @Test("Degenerate bounds give finite, non-negative frames")
    func degenerate() {
        for layout in [StackedCardLayout(), StackedCardLayout(direction: .top)] as [any CardLayout] + [BackgroundCardLayout()] {
            for count in [0, 1, 3, 50] {
                for slot in 0..<max(count, 1) {
                    let frame = layout.frame(forSlot: slot, visibleCount: count, in: .zero)
                    #expect(frame.origin.isFinite && frame.size.isValidBounds)
                }
            }
        }
    }
}

@Suite("Fitting the deck to a card shape")
struct FittingTests {
    @Test("In a wide space the background layout's top card still ends within it")
    func backgroundLayoutInAWideSpace() {
        let layout = BackgroundCardLayout()
        let available = Size(width: 760, height: 380)
        let bounds = layout.bounds(fittingCardAspectRatio: 0.72, visibleCount: 2, in: available)
        let card = layout.frame(forSlot: 0, visibleCount: 2, in: bounds.size)
        #expect(card.origin.y + card.size.height <= available.height + 1e-6, "\(card) in \(bounds)")
        #expect(bounds.size.height == available.height && bounds.origin.x > 0, "narrower, centred")
        let tall = layout.bounds(fittingCardAspectRatio: 0.72, visibleCount: 2, in: Size(width: 400, height: 900))
        #expect(tall.size.height == 900, "a space tall enough keeps its height")
    }
}
