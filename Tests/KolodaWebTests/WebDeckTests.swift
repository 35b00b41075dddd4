// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaScenario
import KolodaWeb
import Testing

/// The web deck's C functions, called natively as the page's script calls them from the
/// WebAssembly module: the same Swift code.
@Suite("The web deck's functions")
struct WebDeckTests {
    /// A deck of `count` cards in a 300 × 400 box, its appear animation over.
    private func makeDeck(count: Int32 = 5) throws -> UnsafeMutableRawPointer {
        let deck = try #require(kolodaNew(300, 400, count))
        _ = kolodaRender(deck, 2)
        _ = kolodaEvents(deck)
        return deck
    }

    private func numbers(_ pointer: UnsafePointer<Double>?, _ count: Int) -> [Double] {
        guard let pointer else { return [] }
        return Array(UnsafeBufferPointer(start: pointer, count: count))
    }

    private func text(_ deck: UnsafeMutableRawPointer, _ pointer: UnsafePointer<UInt8>?) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(kolodaTextLength(deck))), as: UTF8.self)
    }

    /// The events since the last call, as names and numbers.
    private func events(_ deck: UnsafeMutableRawPointer) -> [(String, [Double])] {
        let kinds = DeckEvent.Kind.allCases
        guard let start = kolodaEvents(deck) else { return [] }
        var at = 1
        var result: [(String, [Double])] = []
        for _ in 0..<Int(start[0]) {
            let count = Int(start[at + 2])
            result.append((kinds[Int(start[at + 1])].rawValue, numbers(start + at + 3, count)))
            at += 3 + count
        }
        return result
    }

    private func key(_ deck: UnsafeMutableRawPointer, _ name: String, control: Bool = false, at time: Double) -> Int32 {
        var bytes = Array(name.utf8)
        return bytes.withUnsafeMutableBufferPointer { kolodaKey(deck, time, $0.baseAddress, Int32($0.count), control ? 1 : 0) }
    }

    @Test("A drag by pointer past the threshold swipes the top card, with Koloda's events in order and each card's pose as the engine renders it")
    func dragSwipes() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        #expect(kolodaPointer(deck, 2.0, 2.0, 0, 150, 200) == 1)
        for step in 1...12 {
            #expect(kolodaPointer(deck, 2.0 + Double(step) * 0.016, 2.0 + Double(step) * 0.016, 1, 150 + Double(step) * 20, 205) == 1)
        }
        let held = numbers(kolodaRender(deck, 2.2), 6 + 13 * 3)
        #expect(held[0] == 3, "three cards shown")
        let top = Array(held[(6 + 26)...])
        #expect(top[1] == 0 && top[2] == 0, "card 0 in slot 0")
        #expect(abs(top[3] - 390) < 2, "its centre follows the pointer: \(top[3])")
        #expect(top[9] != 0, "it turns")
        #expect(top[11] == 1 && top[12] > 0.9, "the overlay shows right: \(top[11]), \(top[12])")
        #expect(kolodaPointer(deck, 2.21, 2.21, 2, 390, 205) == 1)
        _ = kolodaRender(deck, 4)
        let names = events(deck).map(\.0)
        #expect(names.filter { $0 == "dragged" }.count == 13, "one a move, and the release")
        #expect(names.filter { $0 != "dragged" && $0 != "prefetch" } == ["panBegan", "didSwipe", "panFinished", "didShow"])
        #expect(kolodaCurrentIndex(deck) == 1)
    }

    @Test(
        "Moves that arrive together after a busy frame are handled at one time on the deck's clock, and the release velocity comes from their own timestamps"
    )
    func velocityFromStamps() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        let fling = try #require(DeckOptions.catalogue.firstIndex { $0.name == "flingVelocity" })
        #expect(kolodaOptionSet(deck, 2, Int32(fling), 300) == 1)
        #expect(kolodaPointer(deck, 2.5, 2.5, 0, 150, 200) == 1)
        for step in 1...5 { #expect(kolodaPointer(deck, 2.9, 2.5 + Double(step) * 0.016, 1, 150 + Double(step) * 8, 200) == 1) }
        #expect(kolodaPointer(deck, 2.9, 2.596, 2, 198, 200) == 1)
        _ = kolodaRender(deck, 4)
        #expect(kolodaCurrentIndex(deck) == 1, "48 points in 96 ms is 500 points a second, past the fling velocity of 300")
        #expect(kolodaPointer(deck, 5, .nan, 0, 150, 200) == 0)
        #expect(
            text(deck, kolodaText(deck, 3)) == "the pointer event's timestamp nan is not finite",
            "a stamp that is not a number is refused with its reason")
    }

    @Test("A press that does not move taps: the top card is selected")
    func tapSelects() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        _ = kolodaPointer(deck, 3, 3, 0, 150, 200)
        _ = kolodaPointer(deck, 3.05, 3.05, 2, 151, 200)
        #expect(events(deck).filter { $0.0 == "didSelect" }.map(\.1) == [[0]])
    }

    @Test("Keys swipe, undo and select by their DOM names; Z undoes only with Ctrl or ⌘; other keys are not the deck's")
    func keys() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        #expect(key(deck, "ArrowLeft", at: 3) == 1)
        _ = kolodaRender(deck, 4)
        #expect(kolodaCurrentIndex(deck) == 1)
        #expect(events(deck).filter { $0.0 == "didSwipe" }.map(\.1) == [[0, 0]], "card 0, direction 0 (left)")
        #expect(key(deck, "z", at: 4) == 0)
        #expect(key(deck, "a", at: 4) == 0)
        #expect(key(deck, "z", control: true, at: 4) == 1)
        _ = kolodaRender(deck, 5)
        #expect(kolodaCurrentIndex(deck) == 0)
        #expect(key(deck, "Enter", at: 5) == 1)
        #expect(events(deck).contains { $0.0 == "didSelect" && $0.1 == [0] })
    }

    @Test("What assistive technology hears: made anew only when the top card or the count changes, with the page's label")
    func accessibility() throws {
        let deck = try makeDeck(count: 3)
        defer { kolodaFree(deck) }
        #expect(kolodaAccessibilityChanged(deck) == 1)
        #expect(kolodaAccessibilityChanged(deck) == 0)
        var label = Array("Kyoto".utf8)
        let spoken = label.withUnsafeMutableBufferPointer { text(deck, kolodaAccessibility(deck, $0.baseAddress, Int32($0.count))) }
        #expect(spoken.hasPrefix("Card 1 of 3: Kyoto\nSwipe the top card left or right"))
        #expect(text(deck, kolodaAccessibility(deck, nil, 0)).hasPrefix("Card 1 of 3\n"))
        _ = kolodaPerform(deck, 3, 5, 1, 0, 0, 0)
        _ = kolodaRender(deck, 4)
        #expect(kolodaAccessibilityChanged(deck) == 1)
        #expect(kolodaTopIndex(deck) == 1)
    }

    @Test("Refusals change nothing and say why: time going back, options out of range or of the wrong form, unknown actions and directions")
    func refusals() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        #expect(kolodaPerform(deck, 1, 9, 0, 0, 0, 0) == 0)
        #expect(text(deck, kolodaText(deck, 3)).contains("before the deck's current time"))
        #expect(kolodaRender(deck, 1) == nil)
        let visible = try #require(DeckOptions.catalogue.firstIndex { $0.name == "countOfVisibleCards" })
        #expect(kolodaOptionSet(deck, 3, Int32(visible), 2000) == 0)
        #expect(text(deck, kolodaText(deck, 3)) == "options: countOfVisibleCards is 2000, expected an integer in 0...1000")
        #expect(kolodaOptionSet(deck, 3, Int32(visible), 2.5) == 0)
        #expect(text(deck, kolodaText(deck, 3)) == "countOfVisibleCards does not take 2.5")
        #expect(kolodaOptionGet(deck, Int32(visible)) == 3)
        #expect(kolodaOptionSet(deck, 3, Int32(visible), 4) == 1)
        #expect(kolodaOptionGet(deck, Int32(visible)) == 4)
        let spring = try #require(DeckOptions.catalogue.firstIndex { $0.name == "resetSpring" })
        #expect(kolodaOptionGet(deck, Int32(spring)).isNaN)
        #expect(kolodaOptionSet(deck, 3, Int32(spring), 1) == 0)
        #expect(kolodaOptionSet(deck, 3, 999, 1) == 0)
        #expect(kolodaPerform(deck, 3, 42, 0, 0, 0, 0) == 0)
        #expect(kolodaPerform(deck, 3, 5, 8, 0, 0, 0) == 0, "no ninth direction")
        #expect(kolodaPerform(deck, 3, 5, 0.5, 0, 0, 0) == 0)
        #expect(kolodaCurrentIndex(deck) == 0)
        #expect(kolodaNew(.nan, 400, 3) == nil)
        #expect(kolodaNew(300, 400, -1) == nil)
    }

    @Test("A null handle, as a script holds before the deck is made or after it is freed, is refused: nothing is read or written")
    func nullHandle() {
        #expect(kolodaPerform(nil, 1, 5, 1, 0, 0, 0) == 0)
        #expect(kolodaRender(nil, 1) == nil)
        #expect(kolodaEvents(nil) == nil)
        #expect(kolodaText(nil, 0) == nil)
        #expect(kolodaTextLength(nil) == 0)
        #expect(kolodaPointer(nil, 1, 1, 0, 0, 0) == 0)
        #expect(kolodaOptionGet(nil, 0).isNaN)
        kolodaFree(nil)
    }

    @Test("Each option reads back what was set as a number, and the catalogue's text lists every option once")
    func optionsRoundTrip() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        let lines = text(deck, kolodaText(deck, 2)).split(separator: "\n")
        #expect(lines.count == DeckOptions.catalogue.count && Int(kolodaOptionCount()) == lines.count)
        for (index, option) in DeckOptions.catalogue.enumerated() {
            #expect(lines[index].split(separator: "\t").first.map(String.init) == option.name)
            let info = numbers(kolodaOptionInfo(deck, Int32(index)), 12)
            guard let tuning = option.tuning, info[0] <= 2 else { continue }
            #expect(info[5] == tuning.range.lowerBound && info[6] == tuning.range.upperBound && info[7] == tuning.step)
            let value = info[0] == 0 ? tuning.range.upperBound.rounded(.down) : tuning.range.upperBound
            #expect(kolodaOptionSet(deck, 3, Int32(index), value) == 1, "\(option.name) = \(value)")
            #expect(kolodaOptionGet(deck, Int32(index)) == value)
        }
        #expect(kolodaUsePreset(deck, 3, 1) == 1)
        let visible = try #require(DeckOptions.catalogue.firstIndex { $0.name == "countOfVisibleCards" })
        #expect(kolodaOptionGet(deck, Int32(visible)) == 2, "the background deck shows two cards")
    }

    @Test("A deck file loaded takes its options and the delegate's answers; its deck file and Swift are what koloda options writes of it")
    func deckFiles() throws {
        let deck = try makeDeck()
        defer { kolodaFree(deck) }
        let file = """
            {"deck": {"width": 10, "height": 10, "cards": 2, "layout": "background", "rotationAngle": 0.2,
             "allowedDirections": ["left", "right", "up"], "dragSpeed": "fast"}}
            """
        #expect(kolodaPerform(deck, 2, 5, 2, 0, 0, 0) == 0, "before a file, Koloda's default directions: left and right")
        var bytes = Array(file.utf8)
        #expect(bytes.withUnsafeMutableBufferPointer { kolodaLoad(deck, 3, $0.baseAddress, Int32($0.count)) } == 1)
        var expected = try Scenario.parse(Array(file.utf8)).deck
        (expected.width, expected.height, expected.cards) = (300, 400, 5)
        #expect(text(deck, kolodaHandOff(deck, 1)) == (try expected.swiftCode()))
        #expect(text(deck, kolodaHandOff(deck, 0)) == (try expected.deckFileText()))
        #expect(kolodaPerform(deck, 3, 5, 2, 0, 0, 0) == 1, "up is allowed by the file's delegate")
        var bad = Array("{\"deck\": {\"threshold\": -1}}".utf8)
        #expect(bad.withUnsafeMutableBufferPointer { kolodaLoad(deck, 4, $0.baseAddress, Int32($0.count)) } == 0)
        #expect(text(deck, kolodaText(deck, 3)).contains("$.deck.threshold"))
        #expect(kolodaOptionGet(deck, Int32(try #require(DeckOptions.catalogue.firstIndex { $0.name == "drag.rotationAngle" }))) == 0.2)
        var leftOnly = Array("{\"deck\": {\"allowedDirections\": [\"left\"]}}".utf8)
        #expect(leftOnly.withUnsafeMutableBufferPointer { kolodaLoad(deck, 5, $0.baseAddress, Int32($0.count)) } == 1)
        #expect(kolodaPerform(deck, 6, 5, 1, 0, 0, 0) == 0, "a second file's answers replace the first's: right is no longer allowed")
        #expect(kolodaPerform(deck, 6, 5, 0, 0, 0, 0) == 1)
    }
}
