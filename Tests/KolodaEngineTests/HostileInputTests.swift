// SPDX-License-Identifier: MIT

import Foundation
import KolodaScenario
import Testing

@testable import KolodaEngine

/// Extreme and hostile input through the public API: bounded work, descriptive errors, nothing
/// half-applied.
@Suite("Extreme and hostile input")
struct HostileInputTests {
    func error(_ text: String) -> String? {
        do {
            _ = try Scenario.parse(Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Strict JSON: syntax errors name their line and column")
    func syntaxErrors() {
        #expect(error("{\n  \"deck\": {\n    \"cards\": 3,\n  }\n}") == "$: not valid JSON at line 4, column 3: expected a key in double quotes")
        #expect(error(#"{"events": [1, 2,]}"#) == "$: not valid JSON at line 1, column 18: expected a value")
        #expect(error("\u{FEFF}{}") == "$: not valid JSON at line 1, column 1: a byte-order mark is not allowed")
        #expect(error(#"{"deck": {"cards": 1e400}}"#) == "$: not valid JSON at line 1, column 20: the number 1e400 is out of range")
        #expect(error(#"{"fps": 01}"#) == "$: not valid JSON at line 1, column 10: a number may not have a leading zero")
        #expect(error(#"{"a": "é\u0001"} x"#) == "$: not valid JSON at line 1, column 18: unexpected text after the value", "é is one column")
        #expect(error("{\"a\": \"\u{1}\"}") == "$: not valid JSON at line 1, column 8: a control character must be escaped in a string")
        #expect(error(#"{"a": "\ud800"}"#) == "$: not valid JSON at line 1, column 14: a high surrogate must be followed by a low surrogate")
        #expect(error(String(repeating: "[", count: 200)) == "$: not valid JSON at line 1, column 129: nested deeper than 128 levels")
        let invalidUTF8 = Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
        #expect(throws: ScenarioError.self) { try Scenario.parse(invalidUTF8) }
    }

    @Test("Duplicate keys are named by their path; escapes decode")
    func duplicatesAndEscapes() throws {
        #expect(error(#"{"deck": {"cards": 1, "cards": 2}}"#) == "$.deck.cards: duplicate key")
        let parsed = try JSONValue.parse(Data(#"{"s": "a\"\\\/\b\f\n\r\t\u00e9\ud83c\udccf"}"#.utf8))
        #expect(parsed == .object(["s": .string("a\"\\/\u{8}\u{c}\n\r\té🃏")]))
    }

    @Test("Errors are one printable line whatever the document holds")
    func printableErrors() {
        #expect(error("{\"a\\nb\": 1}") == #"$.a\u{a}b: unknown key"#)
        #expect(error("{\"a\\u0000b\": 1}") == #"$.a\u{0}b: unknown key"#)
        #expect(error(#"{"deck": {"layout": "a\u2028b"}}"#) == #"$.deck.layout: expected one of "stacked", "background", got "a\u{2028}b""#)
    }

    @Test("Counts and sizes past the documented limits are refused")
    func limits() {
        #expect(error(#"{"deck": {"visibleCards": 999999999999999}}"#) == "$.deck.visibleCards: expected an integer in 0...1000, got 999999999999999")
        #expect(error(#"{"deck": {"width": 1.7e308}}"#) == "$.deck.width: expected a number in [0, 100000], got 1.7e+308")
        #expect(error(#"{"events": [{"t": 0, "type": "dragBegan", "x": 1e300, "y": 0}]}"#)?.hasPrefix("$.events[0].x: expected a number in") == true)
        #expect(error(#"{"events": [{"t": 0, "type": "insert", "start": 0, "end": 999999999999999}]}"#)?.hasPrefix("$.events[0].end:") == true)
    }

    @Test("An insert whose count would overflow throws and changes nothing")
    func insertOverflow() throws {
        let harness = Harness(cards: 5)
        harness.advance(to: 1)
        let before = harness.deck.renderModel
        harness.fake.count = Int.max
        #expect(throws: KolodaError.self) { try harness.deck.insertCardAtIndexRange(0..<Int.max) }
        #expect(harness.deck.countOfCards == 5 && harness.deck.renderModel == before)
    }

    @Test("A deck shows at most a thousand cards; asking for more is refused")
    func visibleCardsBound() {
        var options = DeckOptions()
        options.countOfVisibleCards = 999_999_999_999_999
        #expect(throws: KolodaError.self) { try KolodaDeck(options: options) }
        options.countOfVisibleCards = DeckOptions.maximumVisibleCards
        #expect(throws: Never.self) { try KolodaDeck(options: options) }
    }

    @Test("Thousands of swipes in flight: finished cards leave, every index is still found")
    func manyCardsInFlight() {
        let harness = Harness(cards: 100_000, configure: { $0.appear = false })
        for step in 0..<2_000 {
            harness.advance(to: Double(step) / 2_000)
            harness.deck.swipe(step % 2 == 0 ? .left : .right)
        }
        #expect(harness.leaving.count > 1_000, "most are still flying")
        #expect(harness.deck.revertAction(), "the last swiped card is taken back from the air")
        #expect(harness.deck.renderModel.topCard?.index == 1_999)
        harness.advance(by: 2)
        #expect(harness.leaving.isEmpty && !harness.deck.isAnimating)
        #expect(harness.deck.stack.leaving.count == 0, "finished cards were dropped")
    }
}
