// SPDX-License-Identifier: MIT

import Foundation
import KolodaScenario
import Testing

@testable import KolodaEngine

@Suite("Prefetching and the end of the deck")
struct PrefetchTests {
    /// A data source that records what it is asked to prefetch, and a delegate that can append a
    /// page when the deck nears its end.
    final class Pages: KolodaDataSource, KolodaDelegate {
        var count: Int
        var pagesLeft: Int
        let pageSize: Int
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        var nearEnd: [Int] = []
        var ranOut = 0
        var appended = 0
        /// Cards asked for and not yet shown or cancelled.
        var outstanding: Set<Int> = []

        init(count: Int, pages: Int = 0, pageSize: Int = 10) {
            self.count = count
            pagesLeft = pages
            self.pageSize = pageSize
        }

        func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
        func koloda(_ koloda: KolodaDeck, prefetchCardsAt indexes: [Int]) {
            forgetShown(koloda)
            prefetched.append(indexes)
            for index in indexes { #expect(outstanding.insert(index).inserted, "card \(index) asked for twice while outstanding") }
        }
        func koloda(_ koloda: KolodaDeck, cancelPrefetchingCardsAt indexes: [Int]) {
            forgetShown(koloda)
            cancelled.append(indexes)
            for index in indexes { #expect(outstanding.remove(index) != nil, "card \(index) cancelled but not asked for") }
        }
        /// A prefetched card that is in the stack now has been used: it is no longer outstanding.
        private func forgetShown(_ koloda: KolodaDeck) {
            for card in koloda.renderModel.cards where card.slot != nil { card.index.map { _ = outstanding.remove($0) } }
        }
        func kolodaIsNearEnd(_ koloda: KolodaDeck, remainingCards: Int) {
            nearEnd.append(remainingCards)
        }
        /// Appends the next page, as an app does once it has loaded the page that a
        /// `kolodaIsNearEnd` asked for.
        func appendPage(to koloda: KolodaDeck) throws {
            guard pagesLeft > 0, nearEnd.count > appended else { return }
            pagesLeft -= 1
            appended += 1
            let start = count
            count += pageSize
            try koloda.insertCardAtIndexRange(start..<count, animated: true)
        }
        func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { ranOut += 1 }
    }

    func deck(_ pages: Pages, options: DeckOptions = DeckOptions()) -> KolodaDeck {
        let deck = try! KolodaDeck(options: options, bounds: Size(width: 300, height: 400))
        deck.delegate = pages
        deck.dataSource = pages
        try! deck.advance(to: 1)
        return deck
    }

    @Test("The cards after the visible ones are asked for once, then the card the next undo brings back")
    func prefetchWindow() throws {
        let pages = Pages(count: 20)
        let deck = deck(pages)
        #expect(pages.prefetched == [[3, 4, 5]])
        deck.swipe(.left)
        #expect(pages.prefetched.last == [6, 0], "card 3 became visible; 6 is next; 0 is what undo brings back")
        #expect(pages.cancelled.isEmpty)
        try deck.advance(to: 2)
        try deck.showCard(at: 12)
        #expect(pages.cancelled.last == [4, 5, 6], "the jump leaves them behind")
        #expect(pages.prefetched.last == [15, 16, 17], "after the jump the next three; undo still brings back card 0")
    }

    @Test("A looping deck prefetches around its end, and a prefetch count of 0 asks for nothing")
    func loopingAndOff() {
        var looping = DeckOptions()
        looping.isLoop = true
        let pages = Pages(count: 5)
        let deck = deck(pages, options: looping)
        #expect(pages.prefetched == [[3, 4]], "never a visible card")
        deck.swipe(.left)
        #expect(pages.prefetched.last == [0], "after card 4 comes card 0 again, which is also what undo brings back")
        var off = DeckOptions()
        off.prefetchCount = 0
        let quiet = Pages(count: 20)
        let other = self.deck(quiet, options: off)
        other.swipe(.left)
        #expect(quiet.prefetched.isEmpty && quiet.nearEnd.isEmpty)
    }

    @Test("Every card that enters the stack was prefetched first, through swipes, undos and drags")
    func everyCardPrefetched() throws {
        let pages = Pages(count: 40)
        let deck = deck(pages)
        var seen = Set(deck.renderModel.cards.compactMap(\.index))
        var asked = Set(pages.prefetched.flatMap { $0 })
        var random = RepeatableRandomNumberGenerator(seed: 7)
        var time = 1.0
        for _ in 0..<120 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1: deck.swipe(.right)
            case 2: deck.revertAction()
            default:
                try deck.beginDrag(at: Point(x: 150, y: 100))
                time += 0.05
                try deck.advance(to: time)
                try deck.endDrag(at: Point(x: 420, y: 110))
            }
            time += [0.01, 0.2, 0.6].randomElement(using: &random)!
            try deck.advance(to: time)
            asked.formUnion(pages.prefetched.flatMap { $0 })
            for card in deck.renderModel.cards where card.slot != nil {
                guard let index = card.index, !seen.contains(index) else { continue }
                #expect(asked.contains(index), "card \(index) shown without having been prefetched")
                seen.insert(index)
            }
        }
        #expect(seen.count > 20)
    }

    @Test("A page appended on nearEnd, even mid-drag, keeps the deck from running out while pages remain")
    func pages() throws {
        let pages = Pages(count: 10, pages: 3, pageSize: 10)
        let deck = deck(pages)
        var time = 1.0
        for _ in 0..<40 {
            try deck.beginDrag(at: Point(x: 150, y: 100))
            time += 0.1
            try deck.advance(to: time)
            try deck.moveDrag(to: Point(x: 300, y: 110))
            // The page the app loaded after kolodaIsNearEnd arrives while the card is dragged.
            try pages.appendPage(to: deck)
            #expect(deck.isDragging, "appending a page does not end the drag")
            try deck.endDrag(at: Point(x: 450, y: 110))
            time += 0.3
            try deck.advance(to: time)
        }
        #expect(pages.count == 40 && pages.pagesLeft == 0)
        #expect(pages.nearEnd == [5, 5, 5, 5], "once for each count, five cards from the end (3 shown, 3 prefetched)")
        #expect(pages.ranOut == 1 && deck.currentCardIndex == 40, "out only after the last page")
    }

    @Test("Traces show prefetch, cancelPrefetch and nearEnd")
    func traces() throws {
        let trace = ScenarioRunner.run(
            try Scenario.parse(
                Data(
                    #"""
                    {"deck": {"cards": 8, "prefetchCount": 2, "appearAnimation": false}, "duration": 1, "events": [
                      {"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 0.5, "type": "showCard", "index": 6}]}
                    """#.utf8)))
        let events = trace.events.filter { ["prefetch", "cancelPrefetch", "nearEnd"].contains($0.name) }.map { event in
            "\(event.time) \(event.name) \(event["indexes"].map { "\($0)" } ?? "") \(event["remaining"].map { "\($0)" } ?? "")"
        }
        #expect(
            events == [
                "0.0 prefetch integers([3, 4]) ", "0.1 prefetch integers([5, 0]) ", "0.5 cancelPrefetch integers([4, 5]) ",
                "0.5 nearEnd  integer(2)",
            ])
    }
}
