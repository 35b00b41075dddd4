// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

@Suite("Deck operations")
struct DeckScenarioTests {
    @Test("Rapid programmatic swipes are all accepted, each swiping the next card")
    func rapidSwipes() {
        let harness = Harness()
        harness.advance(to: 1)
        #expect(harness.deck.swipe(.left))
        harness.advance(by: 0.01)
        #expect(harness.deck.swipe(.right))
        #expect(harness.deck.swipe(.left))
        #expect(harness.deck.currentCardIndex == 3)
        #expect(harness.leaving.map(\.index) == [0, 1, 2], "the most recently swiped card is drawn frontmost")
        harness.advance(by: 1)
        #expect(
            harness.events == [
                .didShow(index: 0), .didSwipe(index: 0, direction: .left), .didSwipe(index: 1, direction: .right),
                .didSwipe(index: 2, direction: .left), .didShow(index: 3),
            ])
        #expect(harness.leaving.isEmpty)
        #expect(harness.deck.renderModel.cards.map(\.index) == [5, 4, 3])
    }

    @Test("The deck says when it is animating, so hosts can stop their frame clock")
    func isAnimating() {
        let harness = Harness()
        #expect(harness.deck.isAnimating, "the appear animation plays")
        harness.advance(to: 1)
        #expect(!harness.deck.isAnimating)
        harness.deck.swipe(.left)
        #expect(harness.deck.isAnimating)
        harness.advance(by: 0.5)
        #expect(harness.deck.isAnimating, "the card is still flying")
        harness.advance(by: 0.31)
        #expect(!harness.deck.isAnimating)
        harness.drag(from: Point(x: 150, y: 100), to: Point(x: 180, y: 100), duration: 0.5)
        #expect(harness.deck.isAnimating, "the card springs back")
        harness.advance(by: 2)
        #expect(!harness.deck.isAnimating)
    }

    @Test("A programmatic swipe flies off over the drag speed, turning to ±45°")
    func programmaticFlight() {
        let harness = Harness { $0.speed = .slow }
        harness.advance(to: 1)
        harness.deck.swipe(.right)
        harness.advance(by: 1)
        let flying = harness.leaving[0]
        #expect(flying.rotation > 0 && flying.rotation < .pi / 4)
        #expect(flying.overlay == OverlayState(direction: .right, progress: 1))
        harness.advance(by: 0.99)
        #expect(abs(harness.leaving[0].rotation - .pi / 4) < 1e-3)
        #expect(harness.leaving[0].center.x > 300)
        harness.advance(by: 0.02)
        #expect(harness.leaving.isEmpty)
    }

    @Test("Swipes are refused for directions that are not allowed, during a drag, or when the delegate says no")
    func refusedProgrammaticSwipes() throws {
        let harness = Harness()
        harness.advance(to: 1)
        #expect(!harness.deck.swipe(.up))
        harness.fake.refuseSwipes = true
        #expect(!harness.deck.swipe(.left))
        #expect(harness.deck.swipe(.left, force: true))
        harness.fake.refuseSwipes = false
        #expect(try harness.deck.beginDrag(at: Point(x: 150, y: 100)))
        #expect(!harness.deck.swipe(.right))
        #expect(!harness.deck.revertAction())
        #expect(harness.deck.currentCardIndex == 1)
    }

    @Test("Undo is unlimited and every card returns from the side it left")
    func unlimitedUndo() {
        let directions: [SwipeResultDirection] = [.left, .right, .up, .down, .topLeft, .bottomRight]
        let harness = Harness(cards: 30) { $0.allowed = SwipeResultDirection.allCases }
        harness.advance(to: 1)
        var swiped: [SwipeResultDirection] = []
        for step in 0..<25 {
            let direction = directions[step % directions.count]
            #expect(harness.deck.swipe(direction))
            swiped.append(direction)
            harness.advance(by: 0.05)
        }
        harness.advance(by: 2)
        #expect(harness.deck.currentCardIndex == 25)
        for expectedIndex in stride(from: 24, through: 0, by: -1) {
            #expect(harness.deck.revertAction())
            harness.advance(by: 0.001)
            let arriving = harness.top!
            #expect(arriving.index == expectedIndex)
            let direction = swiped[expectedIndex].point
            let offset = Vector(dx: arriving.center.x - 150, dy: arriving.center.y - 196)
            #expect(offset.dot(direction) > 100, "card \(expectedIndex) comes back from \(swiped[expectedIndex])")
            harness.advance(by: 0.5)
        }
        #expect(harness.deck.currentCardIndex == 0)
        #expect(!harness.deck.revertAction(), "nothing left to undo at index 0")
        #expect(harness.fake.count(of: .didRewind(index: 0)) == 1)
        let rewinds = harness.fake.events.compactMap { if case .didRewind(let index) = $0.event { index } else { nil } }
        #expect(rewinds == Array((0..<25).reversed()))
    }

    @Test("didRewind comes when the revert animation completes, just before didShow")
    func rewindTiming() {
        let harness = Harness()
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        harness.advance(by: 1)
        harness.deck.revertAction()
        harness.advance(by: 0.29)
        #expect(harness.events.last == .didShow(index: 1))
        harness.advance(by: 0.02)
        #expect(Array(harness.events.suffix(2)) == [.didRewind(index: 0), .didShow(index: 0)])
        #expect(harness.top!.center == Point(x: 150, y: 196))
        #expect(harness.top!.rotation == 0)
    }

    @Test("A card reverted while it is still flying turns back from where it is")
    func revertWhileFlying() {
        let harness = Harness()
        harness.advance(to: 1)
        harness.deck.swipe(.right)
        harness.advance(by: 0.2)
        let flying = harness.leaving[0]
        harness.deck.revertAction()
        let back = harness.top!
        #expect(back.id == flying.id)
        #expect(back.center == flying.center)
        #expect(!harness.leaving.contains { $0.id == flying.id })
        #expect(harness.leaving.map(\.index) == [3], "the card pushed out of the last slot fades out")
    }

    @Test("A looping deck never runs out and cycles through its cards")
    func loop() {
        var options = DeckOptions()
        options.isLoop = true
        let harness = Harness(cards: 3, options: options)
        harness.advance(to: 1)
        for _ in 0..<7 {
            #expect(harness.deck.swipe(.left))
            harness.advance(by: 0.3)
        }
        #expect(harness.fake.count(of: .didRunOutOfCards) == 0)
        let swiped = harness.fake.events.compactMap { if case .didSwipe(let index, _) = $0.event { index } else { nil } }
        #expect(swiped == [0, 1, 2, 0, 1, 2, 0])
        #expect(harness.deck.currentCardIndex == 1)
        harness.advance(by: 1)
        #expect(harness.deck.renderModel.cards.map(\.index) == [0, 2, 1])
    }

    @Test("A looping deck with fewer cards than slots shows each card once")
    func loopFewCards() {
        var options = DeckOptions()
        options.isLoop = true
        let harness = Harness(cards: 2, options: options)
        #expect(harness.deck.renderModel.cards.map(\.index) == [1, 0])
        harness.deck.swipe(.right)
        harness.advance(by: 1)
        #expect(harness.deck.renderModel.cards.map(\.index) == [0, 1])
    }

    @Test("The deck runs out right after the last card's didSwipe")
    func runOut() {
        let harness = Harness(cards: 2)
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        harness.deck.swipe(.right)
        #expect(harness.events.suffix(2) == [.didSwipe(index: 1, direction: .right), .didRunOutOfCards])
        #expect(!harness.deck.swipe(.left))
        harness.advance(by: 1)
        #expect(harness.deck.isRunOut)
        #expect(harness.deck.renderModel.cards.isEmpty)
        #expect(harness.deck.revertAction())
        harness.advance(by: 1)
        #expect(harness.top?.index == 1)
    }

    @Test("Inserting before the dragged card keeps the drag; inserting at it ends the drag")
    func insertWhileDragging() throws {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        harness.advance(by: 1)
        harness.drag(from: Point(x: 150, y: 100), to: Point(x: 200, y: 100), duration: 0.5, release: false)
        let dragged = harness.top!
        harness.fake.count += 2
        try harness.deck.insertCardAtIndexRange(0..<2)
        #expect(harness.deck.currentCardIndex == 3)
        #expect(harness.deck.isDragging)
        #expect(harness.top!.id == dragged.id && harness.top!.index == 3)
        harness.fake.count += 1
        try harness.deck.insertCardAtIndexRange(3..<4)
        #expect(!harness.deck.isDragging)
        #expect(harness.events.last == .panFinished)
        #expect(harness.top!.index == 3 && harness.top!.id != dragged.id)
        try harness.deck.endDrag(at: Point(x: 400, y: 100))
        #expect(harness.deck.currentCardIndex == 3, "the release of an ended drag does nothing")
        harness.advance(by: 1)
        #expect(harness.events.last == .didShow(index: 3))
        #expect(harness.deck.renderModel.cards.map(\.index) == [5, 4, 3])
    }

    @Test("Removing the dragged card ends the drag and fades the card out where it is")
    func removeWhileDragging() throws {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        harness.drag(from: Point(x: 150, y: 100), to: Point(x: 200, y: 100), duration: 0.5, release: false)
        let dragged = harness.top!
        harness.fake.count -= 1
        try harness.deck.removeCardInIndexRange(0..<1)
        #expect(!harness.deck.isDragging)
        #expect(harness.events.last == .panFinished)
        let fading = harness.leaving.first { $0.id == dragged.id }!
        #expect(fading.center == dragged.center && fading.rotation == dragged.rotation)
        try harness.deck.moveDrag(to: Point(x: 300, y: 100))
        try harness.deck.endDrag(at: Point(x: 300, y: 100))
        harness.advance(by: 0.3)
        #expect(harness.leaving.isEmpty)
        #expect(harness.deck.currentCardIndex == 0)
        #expect(harness.deck.renderModel.cards.map(\.index) == [2, 1, 0])
        #expect(harness.fake.count(of: .panFinished) == 1)
        #expect(harness.fake.count(of: .didSwipe(index: 0, direction: .right)) == 0)
    }

    @Test("Insert and remove remap the history so that undo brings back the right card")
    func historyRemapping() throws {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        for _ in 0..<4 { harness.deck.swipe(.left) }
        harness.advance(by: 1)
        harness.fake.count -= 2
        try harness.deck.removeCardInIndexRange(1..<3)
        #expect(harness.deck.currentCardIndex == 2)
        harness.fake.count += 1
        try harness.deck.insertCardAtIndexRange(0..<1)
        #expect(harness.deck.currentCardIndex == 3)
        // History was [0, 1, 2, 3] → remove 1..<3 → [0, 1] (old 3) → insert at 0 → [1, 2].
        #expect(harness.deck.revertAction())
        #expect(harness.top!.index == 2)
        #expect(harness.deck.revertAction())
        #expect(harness.top!.index == 1)
    }

    @Test("A removal that leaves no card to show runs the deck out, once")
    func removalRunsOut() throws {
        let harness = Harness(cards: 5)
        harness.advance(to: 1)
        for _ in 0..<3 { harness.deck.swipe(.left) }
        harness.advance(by: 1)
        harness.fake.count -= 1
        try harness.deck.removeCardInIndexRange(4..<5)
        #expect(harness.fake.count(of: .didRunOutOfCards) == 0, "card 3 is still to show")
        harness.fake.count -= 1
        try harness.deck.removeCardInIndexRange(3..<4)
        #expect(harness.events.last == .didRunOutOfCards)
        harness.fake.count -= 1
        try harness.deck.removeCardInIndexRange(0..<1)
        #expect(harness.fake.count(of: .didRunOutOfCards) == 1, "a deck already out of cards does not run out again")
    }

    @Test("An insertion at the current index goes behind the current card when the host says so, once")
    func insertionBehindTheCurrentCard() throws {
        let harness = Harness(cards: 6)
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        harness.advance(by: 1)
        let top = harness.top!
        harness.fake.count += 2
        try harness.deck.insertCardAtIndexRange(1..<3, animated: true, behindCurrentCard: true)
        #expect(harness.deck.currentCardIndex == 3 && harness.top!.id == top.id)
        #expect(!harness.deck.nextInsertion.behindCurrentCard && !harness.deck.nextInsertion.keepsCardsShown)
        #expect(harness.deck.revertAction())
        #expect(harness.top!.index == 0, "the swiped card is still the one an undo brings back")
        harness.advance(by: 1)
        harness.fake.count += 1
        try harness.deck.insertCardAtIndexRange(0..<1)
        #expect(harness.deck.currentCardIndex == 0 && harness.top!.index == 0, "a plain insertion at the current index comes on top")
    }

    @Test("Invalid mutations throw a descriptive error and change nothing")
    func invalidMutations() throws {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        harness.advance(by: 0.1)
        let before = harness.deck.renderModel
        let eventsBefore = harness.fake.events.count
        #expect(throws: KolodaError.rangeOutOfBounds(operation: "remove", range: 12..<14, count: 10)) {
            try harness.deck.removeCardInIndexRange(12..<14)
        }
        #expect(KolodaError.rangeOutOfBounds(operation: "remove", range: 12..<14, count: 10).description == "remove: range 12..<14 is outside 0..<10")
        #expect(throws: KolodaError.countMismatch(operation: "insert", expected: 12, reported: 10)) {
            try harness.deck.insertCardAtIndexRange(3..<5)
        }
        #expect(throws: KolodaError.self) { try harness.deck.insertCardAtIndexRange(11..<12) }
        #expect(throws: KolodaError.self) { try harness.deck.reloadCardsInIndexRange(5..<11) }
        #expect(throws: KolodaError.self) { try harness.deck.showCard(at: 10) }
        #expect(throws: KolodaError.self) { try harness.deck.beginDrag(at: Point(x: .nan, y: 0)) }
        #expect(throws: KolodaError.self) { try harness.deck.resize(to: Size(width: -1, height: 10)) }
        #expect(throws: KolodaError.self) { try harness.deck.resize(to: Size(width: .infinity, height: 10)) }
        #expect(throws: KolodaError.self) { try harness.deck.advance(to: 0.5) }
        #expect(throws: KolodaError.self) { try harness.deck.advance(to: .nan) }
        var bad = DeckOptions()
        bad.drag.scaleMin = 0
        #expect(throws: KolodaError.self) { try harness.deck.setOptions(bad) }
        #expect(harness.deck.renderModel == before)
        #expect(harness.fake.events.count == eventsBefore)
        #expect(harness.deck.currentCardIndex == 1)
    }

    @Test("A data source whose count shrinks without a reload is clamped and reported once")
    func countChangedBehindTheDeck() {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        harness.fake.count = 2
        harness.deck.swipe(.left)
        harness.deck.swipe(.left)
        #expect(!harness.deck.swipe(.left))
        harness.advance(by: 1)
        let diagnostics = harness.events.filter { if case .diagnostic = $0 { true } else { false } }
        #expect(diagnostics.count == 1)
        #expect(harness.deck.countOfCards == 2)
        #expect(harness.deck.renderModel.cards.allSatisfy { ($0.index ?? 0) < 2 })
        #expect(harness.fake.count(of: .didRunOutOfCards) == 1)
    }

    @Test("Delegate callbacks may call deck operations; they run on the fully updated deck")
    func reentrancy() {
        let harness = Harness(cards: 10)
        harness.fake.onEvent = { deck, event in
            // Swipe card 1 as soon as card 0 has been swiped, and undo from didRunOutOfCards.
            if event == .didSwipe(index: 0, direction: .left) {
                #expect(deck.currentCardIndex == 1)
                #expect(deck.swipe(.right))
            }
        }
        harness.advance(to: 1)
        harness.deck.swipe(.left)
        #expect(harness.events == [.didShow(index: 0), .didSwipe(index: 0, direction: .left), .didSwipe(index: 1, direction: .right)])
        #expect(harness.deck.currentCardIndex == 2)
    }

    @Test("Operations called while the delegate answers a question run right after")
    func callsFromQuestions() {
        let harness = Harness(cards: 10)
        var calls = 0
        harness.fake.onShouldSwipe = { deck in
            calls += 1
            if calls == 1 { #expect(!deck.swipe(.right)) }
        }
        harness.advance(to: 1)
        #expect(harness.deck.swipe(.left))
        #expect(harness.deck.currentCardIndex == 2)
        #expect(harness.events.suffix(2) == [.didSwipe(index: 0, direction: .left), .didSwipe(index: 1, direction: .right)])
    }

    @Test("Operations deferred from a question, as a host's calls are (the clock moved, then the action), are no runaway")
    func hostCallsFromAQuestion() {
        let harness = Harness(cards: 3)
        harness.advance(to: 1)
        // At the last card, the swipe asked for from its question finds no card at its turn.
        harness.fake.onShouldSwipe = { deck in
            guard deck.currentCardIndex == 2 else { return }
            try? deck.advance(to: deck.time + 0.01)
            _ = deck.swipe(.left)
        }
        for _ in 0..<3 { #expect(harness.deck.swipe(.left)) }
        harness.advance(by: 2)
        #expect(harness.deck.currentCardIndex == 3)
        #expect(harness.events.last == .didRunOutOfCards)
        #expect(!harness.events.contains { if case .diagnostic = $0 { true } else { false } }, "\(harness.events)")
        #expect(!harness.deck.hasPendingWork)
    }

    @Test("A delegate that moves the clock on from an event fired by advance(to:) leaves it there: time never goes back")
    func clockMovedFromAnEvent() throws {
        let harness = Harness(cards: 10)
        var moved = false
        harness.fake.onEvent = { deck, event in
            guard event == .didShow(index: 1), !moved else { return }
            moved = true
            try? deck.advance(to: deck.time + 5)
        }
        harness.deck.swipe(.left)
        try harness.deck.advance(to: 1)
        #expect(moved)
        #expect(harness.deck.time >= 5, "the clock went back to \(harness.deck.time)")
        #expect(throws: KolodaError.self) { try harness.deck.advance(to: 2) }
    }

    @Test("The clock moved and a data source set from inside a question take effect right after the operation that asked")
    func clockAndDataSourceFromQuestions() throws {
        let harness = Harness(cards: 10)
        try harness.deck.advance(to: 1)
        let other = RecordingDelegate(count: 3)
        var asked = 0
        harness.fake.onShouldSwipe = { deck in
            asked += 1
            guard asked == 1 else { return }
            try? deck.advance(to: 3)
            #expect(deck.time == 1, "the clock moved in the middle of the swipe")
            deck.dataSource = other
            #expect(deck.countOfCards == 10, "the data source changed in the middle of the swipe")
        }
        #expect(harness.deck.swipe(.left))
        #expect(harness.deck.time == 3)
        #expect(harness.deck.countOfCards == 3)
        #expect(harness.deck.currentCardIndex == 0)
        #expect(harness.fake.events.contains { $0.event == .didSwipe(index: 0, direction: .left) })
    }

    @Test("A change of the data told from inside a question, and refused at its turn because the data changed again, reloads the deck")
    func deferredDataChangesFollowTheDataSource() throws {
        let harness = Harness(cards: 5)
        try harness.deck.advance(to: 1)
        var asked = 0
        harness.fake.onShouldSwipe = { deck in
            asked += 1
            guard asked == 1 else { return }
            // Two cards appended and told of, then one more appended and told of: the first insert,
            // at its turn, finds 8 cards in the data where it expects 7.
            harness.fake.count = 7
            try? deck.insertCardAtIndexRange(5..<7, animated: false)
            harness.fake.count = 8
            try? deck.insertCardAtIndexRange(7..<8, animated: false)
            // An index valid only once the inserts have run is taken, and checked at its turn.
            try? deck.showCard(at: 6)
        }
        #expect(harness.deck.swipe(.left))
        #expect(harness.deck.countOfCards == 8)
        #expect(harness.deck.currentCardIndex == 6)
        #expect(
            harness.fake.events.contains {
                if case .diagnostic(let message) = $0.event { message.contains("follows the data source") } else { false }
            })
    }

    @Test("An app that answers every question with an operation that asks again gets bounded work, and a diagnostic")
    func runawayApp() throws {
        final class Runaway: KolodaDataSource, KolodaDelegate {
            var asked = 0
            var messages: [String] = []
            func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int {
                asked += 1
                koloda.reloadData()
                return 5
            }
            func koloda(_ koloda: KolodaDeck, diagnostic message: String) { messages.append(message) }
        }
        let app = Runaway()
        let deck = try KolodaDeck(bounds: Size(width: 300, height: 400))
        deck.delegate = app
        deck.dataSource = app
        #expect(app.asked > 0 && app.asked <= 2 * KolodaDeck.pendingWorkLimit + 2, "\(app.asked) questions for one operation")
        #expect(deck.hasPendingWork)
        #expect(app.messages.contains(KolodaDeck.runawayMessage))
        // The rest runs at the next operations, as much again each time.
        let before = app.asked
        try deck.advance(to: 1)
        #expect(app.asked > before && app.asked <= before + 2 * KolodaDeck.pendingWorkLimit + 2)
    }

    @Test("reloadData keeps the index; resetCurrentCardIndex goes back to the start with the appear animation")
    func reloadAndReset() {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        #expect(harness.deck.renderModel.deckScale == 1)
        for _ in 0..<3 { harness.deck.swipe(.left) }
        harness.advance(by: 1)
        harness.fake.count = 4
        harness.deck.reloadData()
        #expect(harness.deck.currentCardIndex == 3)
        #expect(harness.deck.renderModel.cards.map(\.index) == [3])
        #expect(harness.events.last == .didShow(index: 3))
        harness.fake.count = 2
        harness.deck.reloadData()
        #expect(harness.deck.currentCardIndex == 2)
        #expect(harness.deck.isRunOut)
        harness.fake.count = 10
        harness.deck.resetCurrentCardIndex()
        #expect(harness.deck.currentCardIndex == 0)
        #expect(harness.deck.historyCount == 0)
        #expect(harness.deck.renderModel.deckScale == 0.1 && harness.deck.renderModel.deckAlpha == 0)
        harness.advance(by: 0.4)
        let halfway = harness.deck.renderModel
        #expect(halfway.deckScale > 0.1 && halfway.deckScale < 1)
        harness.advance(by: 0.4)
        #expect(harness.deck.renderModel.deckScale == 1)
    }

    @Test("showCard jumps to any card and reports it once settled")
    func showCard() throws {
        let harness = Harness(cards: 10)
        harness.advance(to: 1)
        try harness.deck.showCard(at: 7)
        #expect(harness.deck.currentCardIndex == 7)
        harness.advance(by: 0.3)
        #expect(harness.events.last == .didShow(index: 7))
        #expect(harness.deck.renderModel.cards.map(\.index) == [9, 8, 7])
    }

    @Test("With reduced motion everything finishes at once with the same events")
    func reducedMotion() {
        let harness = Harness(reducesMotion: true)
        #expect(harness.deck.renderModel.deckScale == 1)
        harness.deck.swipe(.left)
        #expect(harness.events == [.didShow(index: 0), .didSwipe(index: 0, direction: .left), .didShow(index: 1)])
        #expect(harness.leaving.isEmpty)
        harness.deck.revertAction()
        #expect(harness.events.suffix(2) == [.didRewind(index: 0), .didShow(index: 0)])
        harness.drag(from: Point(x: 150, y: 100), to: Point(x: 180, y: 100), duration: 1)
        #expect(harness.events.suffix(2) == [.panFinished, .didReset])
    }

    @Test("Showing the next card at once: the stack is in place in the swipe's frame, the swiped card flies off beneath it")
    func nextCardAtOnce() throws {
        let harness = Harness(cards: 10)
        harness.deck.showsNextCardAtOnce = true
        harness.advance(to: 1)
        let rest = harness.deck.renderModel.cards.map { ($0.index, $0.center, $0.scale) }
        harness.deck.swipe(.left)
        #expect(harness.events.suffix(2) == [.didSwipe(index: 0, direction: .left), .didShow(index: 1)], "shown in the same frame")
        var drawn = harness.deck.renderModel.cards
        #expect(drawn.first?.index == 0 && drawn.first?.slot == nil, "the swiped card is drawn first, beneath the stack")
        #expect(drawn.dropFirst().map(\.slot) == [2, 1, 0] && drawn.dropFirst().map(\.index) == [3, 2, 1])
        #expect(
            zip(drawn.dropFirst().dropLast().map(\.center), rest.dropLast().map(\.1)).allSatisfy { $0 == $1 }
                && drawn.last?.center == rest.last?.1 && drawn.last?.scale == rest.last?.2,
            "the cards behind are in their new slots at once, the new top card at the top card's pose")
        #expect(drawn.dropFirst().allSatisfy { $0.alpha == 1 || $0.slot != 0 }, "the new top card is not fading")
        harness.advance(by: 0.1)
        drawn = harness.deck.renderModel.cards
        #expect(drawn.first?.index == 0 && drawn.first!.center.x < rest.last!.1.x, "still flying off, to the left, beneath")
        harness.advance(by: 0.31)
        #expect(harness.leaving.isEmpty, "a fast fly-off at most (0.4 s): few cards in flight at a culling pace")
        harness.deck.revertAction()
        #expect(harness.events.suffix(2) == [.didRewind(index: 0), .didShow(index: 0)], "an undone card is back at once")
        #expect(harness.top?.index == 0 && harness.top?.center == rest.last?.1)
        // With reduced motion as well, the swiped card is gone at once.
        harness.deck.reducesMotion = true
        harness.deck.swipe(.right)
        #expect(harness.leaving.isEmpty && harness.top?.index == 1)
        #expect(harness.invariantProblems.isEmpty, "\(harness.invariantProblems)")
    }

    @Test("The background layout keeps its cards still during a drag and bounces them into place")
    func backgroundLayout() {
        let harness = Harness(options: .background)
        harness.advance(to: 1)
        #expect(harness.deck.renderModel.cards.count == 2)
        let behind = harness.deck.renderModel.cards[0]
        #expect(behind.alpha == 0.1)
        harness.drag(from: Point(x: 150, y: 100), to: Point(x: 240, y: 100), duration: 1, release: false)
        #expect(harness.deck.renderModel.cards[0] == behind)
        try? harness.deck.endDrag(at: Point(x: 300, y: 100))
        #expect(harness.deck.currentCardIndex == 1)
        // The card behind (scale 450/280) springs to the front slot and overshoots past scale 1.
        var smallestScale = Double.infinity
        for _ in 0..<120 {
            harness.advance(by: 1.0 / 60)
            smallestScale = min(smallestScale, harness.top!.scale.dx)
        }
        #expect(smallestScale < 0.99)
        #expect(harness.top!.center == Point(x: 150, y: 195))
        #expect(harness.top!.scale == Vector(dx: 1, dy: 1))
        #expect(harness.events.last == .didShow(index: 1))
    }

    @Test("Zero bounds, zero cards and zero visible cards never crash")
    func degenerateDecks() throws {
        for (cards, visible, size) in [
            (0, 3, Size(width: 300, height: 400)), (5, 0, Size(width: 300, height: 400)), (5, 3, Size.zero), (2, 10, Size(width: 1, height: 1)),
        ] {
            var options = DeckOptions()
            options.countOfVisibleCards = visible
            let harness = Harness(cards: cards, options: options, bounds: size)
            harness.advance(to: 1)
            harness.deck.swipe(.left)
            harness.deck.revertAction()
            _ = try harness.deck.beginDrag(at: Point(x: 0, y: 0))
            try harness.deck.endDrag(at: Point(x: 100, y: 0))
            harness.advance(by: 2)
            for card in harness.deck.renderModel.cards {
                #expect(card.center.isFinite && card.scale.isFinite && card.rotation.isFinite && card.alpha.isFinite)
            }
        }
    }
}
