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

    @Test("Each slot is the scale to the power of its place, for any slot a subclass asks for, at once")
    func stackedPowers() {
        let layout = StackedCardLayout(topMargin: 0, scalePercent: 0.9)
        var expected = 300.0
        for slot in 0...12 {
            #expect(abs(layout.frame(forSlot: slot, visibleCount: 1, in: bounds).width - expected) < 1e-9, "slot \(slot)")
            expected *= 0.9
        }
        #expect(layout.frame(forSlot: Int.max, visibleCount: 1, in: bounds).width == 0, "0.9 to a huge power")
        #expect(StackedCardLayout(scalePercent: 1).frame(forSlot: Int.max, visibleCount: 1, in: bounds).width == 300)
        #expect(StackedCardLayout(scalePercent: 0).frame(forSlot: 0, visibleCount: 1, in: bounds).width == 300, "0 to the power 0")
        #expect(abs(layout.frame(forSlot: -2, visibleCount: 1, in: bounds).width - 300 / 0.81) < 1e-9, "a slot before the top is larger")
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

@Suite("The options' layout")
struct OptionsLayoutTests {
    /// A custom layout that is not `Equatable`: every card in one place.
    struct Pile: CardLayout {
        var inset: Double
        func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
            Rect(x: inset, y: inset, width: max(bounds.width - 2 * inset, 0), height: max(bounds.height - 2 * inset, 0))
        }
    }

    /// A custom layout that is `Equatable` and checks its parameter.
    struct Column: CardLayout, Equatable {
        var gap: Double
        func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
            Rect(x: 0, y: Double(slot) * gap, width: bounds.width, height: bounds.height / 2)
        }
        func validate() throws(KolodaError) {
            if !(gap >= 0) { throw .invalidOption(name: "layout.gap", value: "\(gap)", requirement: "0 or more") }
        }
    }

    @Test("Options compare their layouts by type and value; a layout that is not Equatable equals no other")
    func equality() {
        #expect(DeckOptions() == DeckOptions())
        #expect(DeckOptions(layout: StackedCardLayout(topMargin: 12)) != DeckOptions())
        #expect(DeckOptions.background != DeckOptions.stacked)
        #expect(DeckOptions(layout: Column(gap: 3)) == DeckOptions(layout: Column(gap: 3)))
        #expect(DeckOptions(layout: Column(gap: 3)) != DeckOptions(layout: Column(gap: 4)))
        #expect(DeckOptions(layout: Pile(inset: 1)) != DeckOptions(layout: Pile(inset: 1)))
        var options = DeckOptions()
        let existential: any CardLayout = Column(gap: 3)
        options.layout = existential
        #expect(options == DeckOptions(layout: Column(gap: 3)))
    }

    @Test("The layout is read back as its own type, set in either form, and lays out and validates the deck")
    func typedAccess() throws {
        var options = DeckOptions()
        #expect(options.layout(as: StackedCardLayout.self) == StackedCardLayout())
        #expect(options.layout(as: BackgroundCardLayout.self) == nil)
        options.setLayout(Column(gap: 10))
        #expect(options.layout(as: Column.self) == Column(gap: 10))
        #expect(options.layout is Column)
        #expect(options.frame(forSlot: 2, visibleCount: 3, in: Size(width: 100, height: 200)) == Rect(x: 0, y: 20, width: 100, height: 100))
        options.layout = Pile(inset: 5)
        #expect(options.layout(as: Column.self) == nil)
        #expect(options.layout(as: Pile.self)?.inset == 5)
        options.setLayout(Column(gap: -1))
        #expect(throws: KolodaError.invalidOption(name: "layout.gap", value: "-1.0", requirement: "0 or more")) { try options.validate() }
    }

    @Test("An option is read and written through its catalogue field")
    func fields() throws {
        var options = DeckOptions()
        let visible = try #require(DeckOptions.option(named: "countOfVisibleCards"))
        let margin = try #require(DeckOptions.option(named: "layout.topMargin"))
        guard case .integer(let count, _) = visible.kind, case .number(let topMargin, _) = margin.kind else {
            Issue.record("countOfVisibleCards is not an integer or layout.topMargin not a number")
            return
        }
        options[option: count] = 7
        #expect(options.countOfVisibleCards == 7)
        options = .background
        options[option: topMargin] = 9
        #expect(options.layout(as: StackedCardLayout.self) == StackedCardLayout(topMargin: 9))
        #expect(options[option: topMargin] == 9)
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
