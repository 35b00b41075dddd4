// SPDX-License-Identifier: MIT

import KolodaHarness
import Testing

/// Behaviours of Koloda 5.0.1 that its apps can see, each as Koloda has it, with the place in
/// Koloda's `Pod/Classes/KolodaView/KolodaView.swift` (at the 5.0.1 tag) that has it.
@MainActor
@Suite("Koloda 5.0.1's behaviours", .serialized)
struct KolodaBehaviourTests {
    @Test("super.frameForCard(at:) is the deck's own frame at every layout: a subclass's override does not compound (KolodaView.swift 216-239)")
    func superFrameForCardIsTheDecksOwn() {
        let frames = KolodaBehaviours.raisedTopCardFrames(sizes: [(300, 400), (320, 400), (300, 400), (300, 380), (300, 400)])
        // Koloda's top card at 300 × 400 with three visible cards: the full width, the height less
        // two top margins of 4, at y 0; the subclass lifts it 30 points.
        #expect(frames.first == [0, -30, 300, 392], "\(frames)")
        #expect(frames.last == frames.first, "\(frames)")
        #expect(frames[1] == [0, -30, 320, 392] && frames[3] == [0, -30, 300, 372], "\(frames)")
    }

    @Test("Cards are added over the deck's other subviews, as Koloda adds them, on the first load and after swipes (KolodaView.swift 190, 464-468)")
    func cardsDrawOverTheAppsSubviews() throws {
        let seen = try KolodaBehaviours.appLabelAndCards(swipes: 3)
        for (label, lowestCard) in seen {
            #expect(label >= 0 && lowestCard > label, "\(seen)")
        }
    }

    /// A deck of 10 swiped twice, at rest: cards 2, 3 and 4 on screen.
    func deckAtTheThirdCard() throws -> DeckHarness {
        let harness = try DeckHarness(cards: 10)
        for _ in 0..<2 {
            harness.swipe(.left)
            harness.settle()
        }
        return harness
    }

    @Test("reloadData() with as many cards, further on, asks for no view while more cards remain than are shown (KolodaView.swift 610-613)")
    func sameCountReloadKeepsTheViews() throws {
        let harness = try deckAtTheThirdCard()
        let requested = harness.requestedViews
        let live = harness.liveContentIndexes
        harness.reloadData()
        harness.settle()
        #expect(harness.requestedViews == requested, "\(harness.requestedViews)")
        #expect(harness.liveContentIndexes == live)
        #expect(harness.calls.last == "didShow 2", "\(harness.calls)")
    }

    @Test("reloadData() with as many cards near the end asks again for the views on screen, in place (KolodaView.swift 619-620)")
    func sameCountReloadNearTheEndReconfigures() throws {
        let harness = try DeckHarness(cards: 4)
        harness.swipe(.left)
        harness.settle()
        let requested = harness.requestedViews.count
        harness.reloadData()
        harness.settle()
        #expect(Array(harness.requestedViews.dropFirst(requested)).sorted() == [1, 2, 3], "\(harness.requestedViews)")
        #expect(harness.currentCardIndex == 1)
    }

    @Test("reloadData() with fewer cards, the top card still there, announces nothing; the cards of data that is gone leave")
    func fewerCardsReloadAnnouncesNothing() throws {
        let harness = try deckAtTheThirdCard()
        let calls = harness.calls
        harness.reloadData(count: 4)
        harness.settle()
        #expect(harness.calls == calls, "\(harness.calls)")
        #expect(harness.currentCardIndex == 2 && harness.countOfCards == 4)
        #expect(harness.cardViewIndexes.compactMap { $0 }.sorted() == [2, 3], "\(harness.cardViewIndexes)")
    }

    @Test(
        "The cards behind are semi-transparent (0.7) by default whichever is set first, and opaque at once when the delegate says so, where Koloda kept 0.7 until the first swipe if the data source came first (KolodaView.swift 146-148, 185-188; listed as fixed)"
    )
    func semiTransparentCardsFollowTheDelegate() {
        for dataSourceFirst in [true, false] {
            let defaults = KolodaBehaviours.cardAlphas(dataSourceFirst: dataSourceFirst, transparentizes: nil)
            #expect(defaults.count == 3 && defaults[0] == 1 && abs(defaults[1] - 0.7) < 1e-9, "\(dataSourceFirst): \(defaults)")
            let opaque = KolodaBehaviours.cardAlphas(dataSourceFirst: dataSourceFirst, transparentizes: false)
            #expect(opaque.count == 3 && opaque.allSatisfy { $0 == 1 }, "\(dataSourceFirst): \(opaque)")
        }
    }

    @Test(
        "No appear animation plays while a card still moves: a reset from kolodaDidRunOutOfCards shows the first cards at once (KolodaView.swift 313-314); at rest it plays"
    )
    func noAppearAnimationWhileACardMoves() throws {
        let harness = try DeckHarness(cards: 2, appear: true)
        harness.resetsWhenRunOut()
        harness.swipe(.left)
        harness.settle()
        harness.swipe(.left)
        harness.runFrame()
        let shown = harness.poses.filter { $0.index == 0 || $0.index == 1 }
        #expect(harness.currentCardIndex == 0 && shown.count == 2, "\(harness.poses)")
        #expect(shown.allSatisfy { $0.scale.dx == 1 || $0.index == 1 } && shown.first { $0.index == 0 }?.alpha == 1, "\(shown)")
        harness.settle()
        harness.resetCurrentCardIndex()
        harness.runFrame()
        let appearing = try #require(harness.poses.last)
        #expect(appearing.alpha < 1, "at rest, a reset plays the appear animation: \(appearing)")
    }
}
