// SPDX-License-Identifier: MIT

import Foundation
import KolodaScenario
import Testing

@testable import KolodaEngine

@Suite("The deck's state, saved and restored")
struct DeckStateTests {
    /// A deck of `cards` with swipes of 0 (right), 1 (left) and 2 (right), then an undo of 2
    /// still in flight.
    func swipedDeck(cards: Int = 10) -> Harness {
        let harness = Harness(cards: cards)
        harness.advance(by: 1)
        for direction in [SwipeResultDirection.right, .left, .right] {
            harness.deck.swipe(direction)
            harness.advance(by: 0.3)
        }
        harness.deck.revertAction()
        harness.advance(by: 0.1)
        return harness
    }

    @Test("The state is what the events announced, an undo in flight counted as done")
    func taking() {
        let state = swipedDeck().deck.deckState
        #expect(state == DeckState(currentIndex: 2, count: 10, history: [.init(index: 0, direction: .right), .init(index: 1, direction: .left)]))
        #expect(state.version == DeckState.currentVersion)
    }

    /// A deck with a delegate and no data source yet, and the data source it will get.
    func unloadedDeck(cards: Int) throws -> (KolodaDeck, RecordingDelegate) {
        let fake = RecordingDelegate(count: cards)
        let deck = try KolodaDeck(bounds: Size(width: 300, height: 400))
        deck.delegate = fake
        return (deck, fake)
    }

    @Test("Restored before the data source is set, the first load starts on the saved card: it is the first shown")
    func restoringBeforeTheFirstLoad() throws {
        let saved = swipedDeck().deck.deckState
        let (deck, fake) = try unloadedDeck(cards: 10)
        try deck.restoreDeckState(saved)
        #expect(deck.deckState == saved, "the state waiting for the load is the deck's state")
        #expect(fake.events.isEmpty && deck.renderModel.cards.isEmpty)
        deck.dataSource = fake
        // The first render already has only the saved card's window: no card 0 is made.
        #expect(deck.renderModel.cards.compactMap(\.index).sorted() == [2, 3, 4])
        try deck.advance(to: 1)
        let shown = fake.events.compactMap { if case .didShow(let index) = $0.event { index } else { nil } }
        #expect(shown == [2], "\(fake.events)")
        #expect(deck.revertAction() && deck.currentCardIndex == 1, "undo reaches the saved history")
        #expect(deck.deckState.history == [.init(index: 0, direction: .right)])
    }

    @Test("Clearing the data source, then connecting a delegate that refuses the appear animation, shows no appear animation")
    func restoringAfterClearingTheDataSource() throws {
        // What an app does when it opens another folder: it clears the old data source before
        // the new delegate exists, then connects the new one with its saved state.
        let deck = try KolodaDeck(bounds: Size(width: 300, height: 400))
        deck.dataSource = nil
        #expect(!deck.isAnimating, "a deck with no data source has nothing to appear")
        try deck.advance(to: 0.2)
        let fake = RecordingDelegate(count: 10)
        fake.appear = false
        deck.delegate = fake
        try deck.restoreDeckState(DeckState(currentIndex: 3, count: 10, history: []))
        deck.dataSource = fake
        #expect(!deck.isAnimating && deck.renderModel.deckScale == 1 && deck.renderModel.deckAlpha == 1, "\(deck.renderModel)")
    }

    @Test("A state restored before the load that does not fit the data is reported, and the deck starts fresh")
    func restoringBeforeTheFirstLoadAMisfit() throws {
        let saved = swipedDeck().deck.deckState
        let (deck, fake) = try unloadedDeck(cards: 5)
        var inconsistent = saved
        inconsistent.currentIndex = 11
        #expect(throws: KolodaError.stateDoesNotFit(.indexOutOfBounds(index: 11, count: 10))) { try deck.restoreDeckState(inconsistent) }
        try deck.restoreDeckState(DeckState(currentIndex: 7, count: 9, history: []))
        deck.dataSource = fake
        try deck.advance(to: 1)
        #expect(deck.currentCardIndex == 0)
        let messages = fake.events.compactMap { if case .diagnostic(let message) = $0.event { message } else { nil } }
        #expect(messages == ["restore: the state was taken with 9 cards, the data source has 5; starting from the first card"], "\(messages)")
    }

    @Test("Restored, the saved top card shows and undo brings back the saved swipes from the sides they left")
    func restoring() throws {
        let saved = swipedDeck().deck.deckState
        let harness = Harness(cards: 12)
        harness.advance(by: 1)
        try harness.deck.restoreDeckState(saved)
        #expect(harness.deck.currentCardIndex == 2 && harness.deck.countOfCards == 12, "cards appended since are welcome")
        #expect(harness.deck.renderModel.topCard?.index == 2)
        #expect(harness.fake.events.last?.event == .didShow(index: 2))
        #expect(harness.deck.deckState.history == saved.history)
        harness.deck.revertAction()
        harness.advance(by: 0.1)
        let returning = try #require(harness.deck.renderModel.topCard)
        #expect(returning.index == 1 && returning.center.x < 150, "card 1 comes back from the left, where it left")
        harness.advance(by: 1)
        harness.deck.revertAction()
        harness.advance(by: 0.1)
        #expect(harness.deck.renderModel.topCard.map { $0.index == 0 && $0.center.x > 150 } == true, "card 0 from the right")
    }

    @Test("DeckState() is a deck at its first card with nothing swiped: restored, it starts over and nothing is left to undo")
    func startingOver() throws {
        let harness = swipedDeck()
        harness.advance(by: 1)
        try harness.deck.restoreDeckState(DeckState())
        #expect(harness.deck.currentCardIndex == 0)
        #expect(harness.deck.deckState == DeckState(currentIndex: 0, count: 10, history: []))
        #expect(!harness.deck.revertAction())
    }

    @Test("A state that does not fit the data is refused with a typed error, and nothing changes")
    func refusals() throws {
        let harness = swipedDeck(cards: 10)
        harness.advance(by: 1)
        let before = (harness.deck.deckState, harness.deck.renderModel, harness.fake.events.count)
        var state = DeckState(currentIndex: 3, count: 11, history: [])
        #expect(throws: KolodaError.stateDoesNotFit(.moreCardsThanAvailable(saved: 11, available: 10))) {
            try harness.deck.restoreDeckState(state)
        }
        state = DeckState(currentIndex: 11, count: 10, history: [])
        #expect(throws: KolodaError.stateDoesNotFit(.indexOutOfBounds(index: 11, count: 10))) { try harness.deck.restoreDeckState(state) }
        state = DeckState(currentIndex: 3, count: 10, history: [.init(index: 10, direction: .left)])
        #expect(throws: KolodaError.stateDoesNotFit(.swipeOutOfBounds(index: 10, count: 10))) { try harness.deck.restoreDeckState(state) }
        state = DeckState(currentIndex: 3, count: 10, history: [])
        state.version = 2
        #expect(throws: KolodaError.stateDoesNotFit(.unknownVersion(2))) { try harness.deck.restoreDeckState(state) }
        #expect(KolodaError.stateDoesNotFit(.unknownVersion(2)).description == "restore: version 2 is not 1, the version this deck reads")
        #expect(harness.deck.deckState == before.0 && harness.deck.renderModel == before.1 && harness.fake.events.count == before.2)
    }

    @Test("Codable writes exactly the scenario format's form, and reads it back; another version is refused")
    func codable() throws {
        let state = DeckState(currentIndex: 3, count: 20, history: [.init(index: 0, direction: .right), .init(index: 1, direction: .left)])
        let encoded = try JSONEncoder().encode(state)
        let object = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        let expected =
            try JSONSerialization.jsonObject(
                with: Data(#"{"version": 1, "currentIndex": 3, "count": 20, "history": [[0, "right"], [1, "left"]]}"#.utf8))
            as? NSDictionary
        #expect(object == expected)
        #expect(try JSONDecoder().decode(DeckState.self, from: encoded) == state)
        let scenario = try Scenario.parse(
            Data(#"{"events": [{"t": 0, "type": "restore", "state": \#(String(decoding: encoded, as: UTF8.self))}]}"#.utf8))
        #expect(scenario.events.first?.action == .deck(.restore(state)), "the scenario format reads what Codable writes")
        let other = Data(#"{"version": 2, "currentIndex": 0, "count": 0, "history": []}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeckState.self, from: other) }
        let malformed = Data(#"{"version": 1, "currentIndex": 0, "count": 1, "history": [[0, "right", 3]]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeckState.self, from: malformed) }
    }

    @Test("Its raw value is its JSON as JSONEncoder writes it with sorted keys, and reads back; text that is not a state is nil")
    func rawValue() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let directions: [SwipeResultDirection] = [.left, .right, .up, .down, .topLeft, .topRight, .bottomLeft, .bottomRight]
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 2, 8, 40] {
            let history = (0..<length).map { DeckState.Swipe(index: $0 * 3, direction: directions.randomElement(using: &generator)!) }
            let state = DeckState(currentIndex: length * 3, count: length * 3 + 5, history: history)
            let json = String(decoding: try encoder.encode(state), as: UTF8.self)
            #expect(state.rawValue == json)
            #expect(DeckState(rawValue: state.rawValue) == state)
        }
        let good = DeckState(currentIndex: 1, count: 4, history: [.init(index: 0, direction: .left)]).rawValue
        for bad in [
            "", "{}", good + " x", good.replacingOccurrences(of: "\"version\":1", with: "\"version\":2"),
            good.replacingOccurrences(of: "left", with: "sideways"), good.replacingOccurrences(of: "\"count\":4", with: "\"count\":x"),
        ] {
            #expect(DeckState(rawValue: bad) == nil, "\(bad)")
        }
    }

    @Test("Its JSON reads back in any spelling: spaces, keys in any order, escapes, as other writers and earlier versions wrote it")
    func anySpelling() throws {
        let state = DeckState(currentIndex: 2, count: 7, history: [.init(index: 0, direction: .right), .init(index: 1, direction: .bottomLeft)])
        let pretty = JSONEncoder()
        pretty.outputFormatting = .prettyPrinted
        var scenarioForm = ""
        try ScenarioRunner.run(
            try Scenario.parse(
                Data(
                    #"{"deck": {"cards": 7}, "events": [{"t": 0, "type": "restore", "state": \#(state.rawValue)}, {"t": 0.1, "type": "saveState"}]}"#
                        .utf8))
        ).writeJSON { scenarioForm += $0 }
        let saved = try #require(scenarioForm.range(of: #"{"version""#).map { scenarioForm[$0.lowerBound...] }?.prefix { $0 != "}" })
        for text in [
            state.rawValue, " \n\t" + state.rawValue + "\r\n", String(decoding: try pretty.encode(state), as: UTF8.self), String(saved) + "}",
            #"{"history":[[0,"right"],[1,"bottom\u004Ceft"]],"version":1,"currentIndex":2,"count":7}"#,
            #"{ "count" : 7 , "currentIndex" : 2 , "history" : [ [ 0 , "right" ] , [ 1 , "bottomLeft" ] ] , "version" : 1 }"#,
        ] {
            #expect(try DeckState(json: text) == state, "\(text)")
        }
        #expect(try DeckState(json: #"{"version":1,"currentIndex":0,"count":0,"history":[]}"#) == DeckState())
    }

    @Test("Text that is not a state's JSON is refused with what is wrong and where")
    func jsonRefusals() {
        let cases: [(String, String)] = [
            ("", "expected a deck state's object at byte 0"),
            ("[]", "expected a deck state's object at byte 0"),
            (#"{"version":1,"currentIndex":0,"count":0}"#, #"a deck state without "history" at byte 40"#),
            (#"{}"#, #"a deck state without "version", "currentIndex", "count", "history" at byte 2"#),
            (#"{"version":1,"currentIndex":0,"count":0,"history":[],"extra":3}"#, #"an unknown key "extra" at byte 53"#),
            (#"{"version":1,"version":1}"#, #""version" twice at byte 13"#),
            (#"{"version":1,"currentIndex":0.5,"count":0,"history":[]}"#, #"expected an integer for "currentIndex" at byte 28"#),
            (#"{"version":1,"currentIndex":1e2,"count":0,"history":[]}"#, #"expected an integer for "currentIndex" at byte 28"#),
            (#"{"version":1,"currentIndex":99999999999999999999,"count":0,"history":[]}"#, #"the number for "currentIndex" is too large at byte 28"#),
            (#"{"version":1,"currentIndex":0,"count":1,"history":[[0,"sideways"]]}"#, #""sideways" is not a direction"#),
            (#"{"version":1,"currentIndex":0,"count":1,"history":[[0,"right",3]]}"#, #"expected "]" after a swipe's direction at byte 61"#),
            (#"{"version":1,"currentIndex":0,"count":1,"history":[[0,"right"]]} x"#, "text after the deck state's object at byte 65"),
            (#"{"version":2,"currentIndex":0,"count":0,"history":[]}"#, "version 2 is not 1, the version this deck reads at byte 11"),
            (#"{"version":1,"currentIndex":0,"count":0,"history":[[0,"ri\qht"]]}"#, "an unknown escape in a swipe's direction"),
        ]
        for (text, message) in cases {
            do {
                let state = try DeckState(json: text)
                Issue.record("\(text) read as \(state)")
            } catch {
                #expect(error.description.hasPrefix(message) || error.description.contains(message), "\(text): \(error)")
            }
        }
    }

    @Test("A scenario saves the state into its trace and restores one, with the data source's count first")
    func scenarios() throws {
        let trace = ScenarioRunner.run(
            try Scenario.parse(
                Data(
                    #"""
                    {"deck": {"cards": 5, "appearAnimation": false}, "duration": 2, "events": [
                      {"t": 0.1, "type": "swipe", "direction": "right"}, {"t": 0.5, "type": "saveState"},
                      {"t": 0.6, "type": "restore", "count": 8, "state": {"version": 1, "currentIndex": 6, "count": 8, "history": [[5, "left"]]}},
                      {"t": 0.7, "type": "revert"}, {"t": 1.5, "type": "restore", "state": {"version": 1, "currentIndex": 9, "count": 8, "history": []}}
                    ]}
                    """#.utf8)))
        let saved = try #require(trace.events.first { $0.name == "state" })
        #expect(saved["state"] == .state(DeckState(currentIndex: 1, count: 5, history: [.init(index: 0, direction: .right)])))
        #expect(trace.events.contains { $0.name == "didRewind" && $0["index"] == .integer(5) }, "the restored history is undone")
        #expect(trace.events.last?.name == "error" && trace.events.last?["message"] == .text("restore: current index 9 is outside 0...8"))
        let text = try trace.jsonText()
        #expect(text.contains(#"{"t":0.5,"name":"state","state":{"version":1,"currentIndex":1,"count":5,"history":[[0,"right"]]}}"#))
    }
}
