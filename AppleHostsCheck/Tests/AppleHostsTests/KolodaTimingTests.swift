// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHarness
import Testing

/// Koloda 5.0.1's timing, which the UIKit view keeps by default: when its delegate hears what,
/// when its index changes, what it refuses while cards move, and its revert and appear animations.
/// Each expectation names the place in Koloda's `Pod/Classes/KolodaView/` at the 5.0.1 tag that
/// has it (KV = KolodaView.swift, DCV = DraggableCardView/DraggableCardView.swift, KVA =
/// KolodaViewAnimatior.swift). The deck is 300 × 400 points in a window on a 390 × 844 screen.
@MainActor
@Suite("Koloda 5.0.1's timing on the UIKit view", .serialized)
struct KolodaTimingTests {
    /// A deck of five whose top card a finger grabs at (150, 200) and drags right, `steps` frames
    /// of `stride` points each, without letting go.
    func deckDraggedRight(steps: Int, stride: Double) throws -> DeckHarness {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        for step in 1...steps {
            harness.panMoves(to: Point(x: 170 + Double(step) * stride, y: 200))
            harness.runFrame()
        }
        return harness
    }

    @Test(
        "A programmatic swipe changes the index at once; didSwipeCardAt, then didShowCardAt, come when the next card has moved up, 0.2 s on (KV:417, 428-438, 495-501)"
    )
    func swipeIsAnnouncedWhenTheNextCardHasMovedUp() throws {
        let harness = try DeckHarness(cards: 5)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1, "the index right after swipe(_:)")
        #expect(harness.calls == ["didShow 0"], "nothing is announced inside swipe(_:): \(harness.calls)")
        harness.run(until: 0.19)
        #expect(harness.calls == ["didShow 0"], "\(harness.calls)")
        harness.run(until: 0.25)
        #expect(harness.calls == ["didShow 0", "didSwipe 0 left", "didShow 1"], "\(harness.calls)")
        let swiped = try #require(harness.timedEvents.first { if case .didSwipe = $0.event { true } else { false } })
        #expect(abs(swiped.time - 0.2) < 1e-9, "didSwipeCardAt at \(swiped.time)")
        // When the last card goes, didSwipeCardAt and kolodaDidRunOutOfCards come at once, inside
        // swipe(_:) (KV:439-443).
        let last = try DeckHarness(cards: 1)
        last.swipe(.left)
        #expect(last.calls == ["didShow 0", "didSwipe 0 left", "didRunOutOfCards"], "\(last.calls)")
    }

    @Test(
        "While a programmatic swipe's card flies off, for the drag speed's duration, swipes are refused: three quick likes swipe one card (KV:629-641, DCV:12-17, 445-453)"
    )
    func swipesWaitForTheFlyingCard() throws {
        let harness = try DeckHarness(cards: 8)
        harness.swipe(.right)
        harness.run(until: 0.1)
        harness.swipe(.right)
        harness.run(until: 0.3)
        harness.swipe(.right)
        #expect(harness.currentCardIndex == 1)
        harness.run(until: 0.79)
        #expect(harness.isAnimating, "Koloda's isAnimating: the semaphore is held while the card flies")
        harness.swipe(.right)
        #expect(harness.currentCardIndex == 1)
        // Released at the first frame after 0.8 s, as pop completes the animation then.
        harness.run(until: 0.82)
        #expect(!harness.isAnimating)
        harness.swipe(.right)
        #expect(harness.currentCardIndex == 2)
        harness.settle()
        #expect(harness.calls == ["didShow 0", "didSwipe 0 right", "didShow 1", "didSwipe 1 right", "didShow 2"], "\(harness.calls)")
        #expect(
            harness.questions.filter { $0.hasPrefix("shouldSwipe") }.count == 5,
            "each call asks shouldSwipeCardAt first (KV:623): \(harness.questions)")
    }

    @Test("At .fast drag speed the semaphore is held for 0.4 s (DCV:16, 218-222, 448)")
    func fastSwipesWaitLess() throws {
        let harness = try DeckHarness(cards: 8)
        harness.setDragSpeed(seconds: 0.4)
        harness.swipe(.left)
        harness.run(until: 0.35)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1)
        harness.run(until: 0.41)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 2)
    }

    @Test(
        "A revert while a card flies off is refused; one at rest fades the card in from 0 where it rests over 1 s, then didRewindTo and didShowCardAt (KV:505-537, KVA:45-55)"
    )
    func revertWithoutADirectionFadesIn() throws {
        let harness = try DeckHarness(cards: 5)
        harness.swipe(.right)
        harness.run(until: 0.3)
        harness.revertAction()
        #expect(harness.currentCardIndex == 1, "refused while the semaphore is held (KV:506)")
        harness.run(until: 1)
        harness.revertAction()
        #expect(harness.currentCardIndex == 0)
        harness.runFrame()
        let arriving = try #require(harness.poses.last)
        #expect(arriving.index == 0 && arriving.alpha < 0.05, "\(arriving)")
        #expect(abs(arriving.center.x - 150) < 1e-6 && abs(arriving.center.y - 196) < 1e-6 && arriving.rotation == 0, "\(arriving)")
        harness.run(until: 1.5)
        let halfway = try #require(harness.poses.last)
        #expect(halfway.alpha > 0.3 && halfway.alpha < 0.9, "\(halfway)")
        #expect(harness.isAnimating, "the semaphore is held until the card is back (KV:528-534)")
        #expect(!harness.calls.contains("didRewind 0"))
        harness.run(until: 2.05)
        #expect(harness.calls.suffix(2) == ["didRewind 0", "didShow 0"], "\(harness.calls)")
        #expect(harness.poses.last?.alpha == 1)
    }

    @Test(
        "A revert with a direction comes from Koloda's point for it, turned to Koloda's angle, fading in over the reverse duration (KVA:45-69, DCV:357-380)"
    )
    func revertFromBelowTurnsAndFades() throws {
        let harness = try DeckHarness(cards: 5)
        harness.swipe(.right)
        harness.settle()
        harness.revertAction(direction: .down)
        harness.runFrame()
        let arriving = try #require(harness.poses.last)
        // From the card's place, down by the deck's height and the screen's longer side
        // (400 + 844), turned to −π/2, transparent.
        #expect(arriving.index == 0 && arriving.center.y > 1_200 && abs(arriving.center.x - 150) < 1e-6, "\(arriving)")
        #expect(arriving.rotation < -1.45 && arriving.alpha < 0.1, "\(arriving)")
        harness.run(until: harness.time + 0.3)
        let back = try #require(harness.poses.last)
        #expect(abs(back.center.y - 196) < 1e-6 && abs(back.rotation) < 1e-9 && back.alpha == 1, "\(back)")
        #expect(harness.calls.suffix(2) == ["didRewind 0", "didShow 0"], "\(harness.calls)")
    }

    @Test(
        "The appear animation waits for the drag speed's duration with the deck hidden, then fades and zooms it in; until it ends the semaphore is held and no pan begins (KV:302-318, KVA:23-43)"
    )
    func appearWaitsThenFadesIn() throws {
        let harness = try DeckHarness(cards: 5, appear: true)
        harness.applyAppearAnimationIfNeeded()
        harness.run(until: 0.5)
        let hidden = try #require(harness.poses.last)
        #expect(hidden.alpha == 0 && hidden.scale.dx == 1, "before it starts: alpha 0 at once, the scale not begun: \(hidden)")
        harness.run(until: 1.2)
        let appearing = try #require(harness.poses.last)
        #expect(appearing.alpha > 0 && appearing.alpha < 1 && appearing.scale.dx < 1 && appearing.scale.dx > 0.1, "\(appearing)")
        #expect(harness.isAnimating)
        let began = harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0))
        if began { harness.panIsCancelled() }
        #expect(!began, "no pan while it plays")
        harness.run(until: 1.65)
        #expect(!harness.isAnimating && harness.poses.last?.alpha == 1)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
    }

    @Test("shouldDragCardAt false stops the pan from beginning, so other recognizers get the touch; it is asked once a pan (DCV:285-290, KV:381-386)")
    func shouldDragStopsThePan() throws {
        let harness = try DeckHarness(cards: 5)
        harness.setDraggable(false)
        let began = harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0))
        if began { harness.panIsCancelled() }
        #expect(!began && !harness.calls.contains("panBegan card"), "\(harness.calls)")
        harness.setDraggable(true)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        #expect(harness.questions.filter { $0.hasPrefix("shouldDrag") } == ["shouldDrag 0", "shouldDrag 0"], "\(harness.questions)")
    }

    @Test(
        "A short release asks shouldSwipeCardAt, announces the reset at once and then panFinished, and holds the semaphore while the cards behind move back for 0.2 s (DCV:267-269, 346-355, 397; KV:346-367)"
    )
    func shortReleaseResetsAtOnce() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        harness.panMoves(to: Point(x: 180, y: 200))
        harness.panEnds(at: Point(x: 180, y: 200))
        #expect(harness.calls.suffix(2) == ["didReset", "panFinished card"], "\(harness.calls)")
        #expect(harness.questions.contains("shouldSwipe 0 right"), "\(harness.questions)")
        #expect(harness.isAnimating)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 0, "refused while the cards behind move back")
        harness.run(until: harness.time + 0.25)
        #expect(!harness.isAnimating)
        harness.settle()
        #expect(harness.calls.filter { $0 == "didReset" }.count == 1, "announced once: \(harness.calls)")
    }

    @Test("A sideways drag with only up and the diagonals allowed is up at 0 % (DCV:302-312, SwipeResultDirection.swift 79-96)")
    func sidewaysDragIsUpAtNoPercent() throws {
        let harness = try DeckHarness(cards: 5, allowed: [.up, .topLeft, .topRight])
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 162, y: 200), velocity: Vector(dx: 300, dy: 0)))
        harness.panMoves(to: Point(x: 170, y: 200))
        let last = try #require(harness.dragged.last)
        #expect(last.direction == .up && last.percentage == 0, "\(harness.dragged)")
    }

    @Test(
        "didShowCardAt comes when the card views exist: viewForCard(at:) there finds the card shown, on a reload as on a swipe (KV:180-192, 603-615)")
    func shownCardsViewExists() throws {
        let harness = try DeckHarness(cards: 0)
        let found = harness.looksForTheShownCardsView()
        harness.reloadData(count: 5)
        harness.settle()
        harness.reloadData()
        harness.swipe(.left)
        harness.settle()
        #expect(found() == [true, true, true], "\(found()) \(harness.calls)")
    }

    @Test("A swipe by drag holds the semaphore only until the cards have moved up: a swipe from didSwipeCardAt is taken (KV:413, 435-436)")
    func dragSwipeReleasesTheSemaphoreWithItsAnnouncement() throws {
        let harness = try deckDraggedRight(steps: 12, stride: 14)
        harness.panEnds(at: Point(x: 340, y: 200))
        let released = harness.time
        #expect(harness.currentCardIndex == 1 && harness.isAnimating)
        harness.run(until: released + 0.1)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1, "refused while the cards move up")
        harness.run(until: released + 0.21)
        #expect(!harness.isAnimating, "released with didSwipeCardAt, while the card still flies")
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 2)
    }

    @Test(
        "frameForCard(at:) is not asked before the deck has data: not while the view is made, laid out or given a delegate, nor for a data source with no cards (KV:91-118, 163-169, 173-201)"
    )
    func framesAreAskedOnceThereIsData() {
        let requests = KolodaBehaviours.frameRequests()
        #expect(requests.beforeData == 0 && requests.withNoCards == 0, "\(requests)")
        #expect(requests.loaded > 0, "\(requests)")
    }

    @Test(
        "The frames are asked again at each layout while nothing moves, so a subclass's frames follow the app's own measurements (KV:163-169, 197-201)"
    )
    func framesFollowTheAppsMeasurements() throws {
        let centres = KolodaBehaviours.topCardCentresAsTheMeasurementChanges()
        let before = try #require(centres.before)
        let after = try #require(centres.after)
        #expect(abs(before - after - 30) < 1e-6, "\(centres)")
    }

    @Test(
        "A data source set again mid-way keeps the index and asks for the cards from there; after running out, a new page of as many cards shows nothing (KV:123-127, 173-195)"
    )
    func dataSourceSetAgainKeepsTheIndex() throws {
        let harness = try DeckHarness(cards: 10)
        for _ in 0..<2 {
            harness.swipe(.left)
            harness.settle()
        }
        let requested = harness.requestedViews.count
        harness.setDataSourceAgain(count: 10)
        harness.settle()
        #expect(harness.currentCardIndex == 2)
        #expect(Array(harness.requestedViews.dropFirst(requested)) == [2, 3, 4], "\(harness.requestedViews)")
        #expect(harness.calls.last == "didShow 2", "\(harness.calls)")

        let page = try DeckHarness(cards: 5)
        for _ in 0..<5 {
            page.swipe(.left)
            page.settle()
        }
        page.setDataSourceAgain(count: 5)
        page.settle()
        #expect(page.currentCardIndex == 5 && page.cardViewIndexes.isEmpty, "\(page.cardViewIndexes)")
    }

    @Test("A quick flick short of the threshold springs back: Koloda swipes by the drag's distance alone (DCV:346-355)")
    func aFlickShortOfTheThresholdSpringsBack() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 2_000, dy: 0)))
        for step in 1...3 {
            harness.runFrame()
            harness.panMoves(to: Point(x: 170 + Double(step) * 30, y: 200))
        }
        harness.panEnds(at: Point(x: 260, y: 200))
        harness.settle()
        #expect(harness.currentCardIndex == 0 && harness.calls.contains("didReset"), "\(harness.calls)")
    }

    @Test("A looping deck asks for each card that comes round again, even while its last view still flies off (KV:173-191, 418-425, 451-457)")
    func loopAsksForWrappedCards() throws {
        let harness = try DeckHarness(cards: 3)
        harness.setLoop(true)
        for _ in 0..<4 {
            harness.swipe(.left)
            harness.settle()
        }
        #expect(harness.requestedViews == [0, 1, 2, 0, 1, 2, 0], "\(harness.requestedViews)")
        #expect(harness.currentCardIndex == 1)
    }

    @Test(
        "reloadData in a looping deck that shows its first card again behind the last asks again for each card it shows, top first, the one that came round included, and reports no error (KV:579-589, 597-620)"
    )
    func reloadInASmallLoop() throws {
        let harness = try DeckHarness(cards: 2)
        harness.setLoop(true)
        harness.swipe(.left)
        harness.settle()
        let asked = harness.requestedViews.count
        let calls = harness.calls
        harness.reloadData()
        #expect(harness.requestedViews.dropFirst(asked) == [1, 0], "\(harness.requestedViews)")
        #expect(harness.cardViewIndexes == [0, 1], "card 1's new view on top of card 0's: \(harness.cardViewIndexes)")
        #expect(harness.calls == calls, "nothing announced, no error: \(harness.calls)")
        // reconfigureCards() itself, the same way (KV:579-589).
        harness.reconfigureCards()
        #expect(harness.requestedViews.dropFirst(asked) == [1, 0, 1, 0], "\(harness.requestedViews)")
        #expect(harness.cardViewIndexes == [0, 1], "\(harness.cardViewIndexes)")
    }

    @Test(
        "A looping deck of four showing three keeps its top card's view on the current card through reverts and swipes that come round, where Koloda's stack grew and showed card 3 as card 1 (a difference the migration article lists)"
    )
    func loopRevertKeepsTheTopCardsView() throws {
        let harness = try DeckHarness(cards: 4)
        harness.setLoop(true)
        for _ in 0..<3 {
            harness.swipe(.left)
            harness.settle()
        }
        for _ in 0..<3 {
            harness.revertAction()
            harness.settle()
        }
        for _ in 0..<5 {
            harness.swipe(.left)
            harness.settle()
            #expect(harness.cardViewIndexes.last == harness.currentCardIndex, "index \(harness.currentCardIndex): \(harness.cardViewIndexes)")
            #expect(harness.cardViewIndexes.count == 3, "\(harness.cardViewIndexes)")
        }
    }

    @Test(
        "A looping deck of three cards given four more shows them next: card 3 comes after card 2 and is announced with its own view on top, where Koloda kept card 0's view there (a difference the migration article lists)"
    )
    func smallLoopGivenMoreCardsShowsThemNext() throws {
        let harness = try DeckHarness(cards: 3)
        harness.setLoop(true)
        harness.swipe(.left)
        harness.settle()
        harness.reloadData(count: 7)
        for _ in 0..<2 {
            harness.swipe(.left)
            harness.settle()
        }
        #expect(harness.currentCardIndex == 3 && harness.calls.last == "didShow 3", "\(harness.calls)")
        #expect(harness.requestedViews == [0, 1, 2, 0, 3, 4, 5], "\(harness.requestedViews)")
        #expect(harness.cardViewIndexes.last == 3, "card 3's view is on top: \(harness.cardViewIndexes)")
    }

    @Test(
        "A looping deck of one card: its swipe asks for the card's view anew at once and is announced when that view has moved to the top, 0.2 s on, shown only then (KV:418-438, 457-467)"
    )
    func oneCardLoopIsAnnouncedWhenTheNewViewHasMovedUp() throws {
        let harness = try DeckHarness(cards: 1)
        harness.setLoop(true)
        harness.swipe(.left)
        #expect(harness.requestedViews == [0, 0], "\(harness.requestedViews)")
        #expect(harness.calls == ["didShow 0"], "nothing is announced inside swipe(_:): \(harness.calls)")
        harness.run(until: 0.125)
        #expect(harness.poses.last { $0.index == 0 && $0.rotation == 0 }?.alpha == 0, "hidden while it moves: \(harness.poses)")
        harness.run(until: 0.19)
        #expect(harness.calls == ["didShow 0"], "\(harness.calls)")
        harness.run(until: 0.21)
        #expect(harness.calls == ["didShow 0", "didSwipe 0 left", "didShow 0"], "\(harness.calls)")
        #expect(harness.poses.last { $0.index == 0 && $0.rotation == 0 }?.alpha == 1, "\(harness.poses)")
    }

    @Test(
        "An animated insertion holds the semaphore for its 0.2 s fade: a swipe then is refused, and the semaphore is let go on time (KV:731-738, KVA:98-112)"
    )
    func animatedInsertionHoldsTheSemaphore() throws {
        let harness = try DeckHarness(cards: 5)
        harness.insert(1..<2)
        #expect(harness.isAnimating)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 0)
        harness.run(until: 0.22)
        #expect(!harness.isAnimating, "released at the first frame after 0.2 s")
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1)
    }

    @Test(
        "resetCurrentCardIndex() asks kolodaShouldApplyAppearAnimation after the first card is announced, and not at all with no cards (KV:597-601, 613-615, 647-650)"
    )
    func resetAsksForTheAppearAnimationAfterItsCards() throws {
        let harness = try DeckHarness(cards: 5, appear: true)
        harness.resetCurrentCardIndex()
        #expect(harness.questions.suffix(2) == ["didShow 0", "shouldAppear"], "\(harness.questions)")
        let empty = try DeckHarness(cards: 0, appear: true)
        empty.resetCurrentCardIndex()
        #expect(!empty.questions.contains("shouldAppear") && !empty.isAnimating, "\(empty.questions)")
    }

    @Test(
        "A swipe's and a revert's announcements come when their animations end, after a reset or a reload meanwhile, naming the card current then (KV:429-438, 529-537)"
    )
    func announcementsOutliveAReset() throws {
        let harness = try DeckHarness(cards: 8)
        harness.swipe(.left)
        harness.settle()
        harness.swipe(.left)
        harness.run(until: harness.time + 0.05)
        harness.resetCurrentCardIndex()
        #expect(harness.calls.suffix(1) == ["didShow 0"], "the reset's load is announced: \(harness.calls)")
        harness.run(until: harness.time + 0.2)
        #expect(harness.calls.suffix(2) == ["didSwipe 1 left", "didShow 0"], "\(harness.calls)")

        let reverted = try DeckHarness(cards: 8)
        reverted.swipe(.left)
        reverted.settle()
        reverted.revertAction()
        reverted.run(until: reverted.time + 0.2)
        reverted.reloadData()
        #expect(!reverted.calls.contains("didRewind 0"), "\(reverted.calls)")
        reverted.run(until: reverted.time + 0.85)
        #expect(reverted.calls.suffix(2) == ["didRewind 0", "didShow 0"], "\(reverted.calls)")
    }

    @Test("An insertion or a removal announces no card, even one that becomes the top card (KV:718-787)")
    func editsAnnounceNothing() throws {
        let harness = try DeckHarness(cards: 0)
        harness.insert(0..<2)
        harness.settle()
        #expect(harness.calls.isEmpty, "\(harness.calls)")
        harness.remove(0..<1)
        harness.settle()
        #expect(harness.calls.isEmpty, "\(harness.calls)")
    }

    @Test(
        "Views are asked again only for the cards in the stack: not for a card flying off, on reloadCardsInIndexRange or a reload near the end (KV:579-589, 617-619, 791-804)"
    )
    func flyingCardsAreNotAskedAgain() throws {
        let harness = try DeckHarness(cards: 3)
        harness.swipe(.left)
        harness.run(until: 0.3)
        let requested = harness.requestedViews.count
        harness.reloadCards(0..<1)
        harness.reloadData()
        harness.settle()
        #expect(Array(harness.requestedViews.dropFirst(requested)) == [1, 2], "\(harness.requestedViews)")
    }

    @Test("A revert asks for the card's view anew, while its old view still flies off (KV:518, KolodaCardStorage.swift 13-17)")
    func revertAsksForTheViewAnew() throws {
        let harness = try deckDraggedRight(steps: 12, stride: 14)
        // Held still before the release, so that the card flies off slowly, for the drag speed's
        // 0.8 s.
        harness.run(until: harness.time + 0.2)
        harness.panEnds(at: Point(x: 338, y: 200))
        harness.run(until: harness.time + 0.21)
        #expect(harness.cardViewIndexes.contains(0), "card 0 still flies off: \(harness.cardViewIndexes)")
        let requested = harness.requestedViews.count
        harness.revertAction()
        harness.runFrame()
        #expect(Array(harness.requestedViews.dropFirst(requested)) == [0], "\(harness.requestedViews)")
    }

    @Test("A looping deck with no cards has run out, as Koloda's isRunOutOfCards says when no card shows (KV:140-142)")
    func emptyLoopingDeckHasRunOut() throws {
        let harness = try DeckHarness(cards: 0)
        harness.setLoop(true)
        #expect(harness.isRunOutOfCards)
    }

    @Test(
        "A reset from didSwipeCardAt is announced before the rest of the swipe's calls, and the swipe's didShowCardAt names the card current then (KV:436-443)"
    )
    func callsFromAnEventComeInTheirPlace() throws {
        let last = try DeckHarness(cards: 1)
        last.resetsOnSwipe()
        last.swipe(.left)
        #expect(last.calls == ["didShow 0", "didSwipe 0 left", "didShow 0", "didRunOutOfCards"], "\(last.calls)")

        let harness = try DeckHarness(cards: 3)
        harness.resetsOnSwipe()
        harness.swipe(.left)
        harness.settle()
        #expect(harness.calls == ["didShow 0", "didSwipe 0 left", "didShow 0", "didShow 0"], "\(harness.calls)")
    }

    @Test("A reload from didShowCardAt at the first card asks for the appear animation after its own card is announced (KV:192, 613-615)")
    func appearIsAskedAfterANestedReload() throws {
        let harness = try DeckHarness(cards: 3, appear: true)
        let reloads = harness.reloadsOnShow(limit: 1)
        harness.reloadData()
        #expect(reloads() == 1)
        // The first load's, the reload's and the nested reload's; then the nested reload's appear
        // animation, which holds the semaphore, so the outer one's is not asked.
        #expect(
            harness.questions.filter { !$0.hasPrefix("view") } == ["didShow 0", "didShow 0", "didShow 0", "shouldAppear"], "\(harness.questions)")
    }

    @Test(
        "A drag reports Koloda's percentages, read in the card's coordinates as the previous move turned it and measured against its frame as drawn, from the pan's first change (DCV:227, 231-264); the values are Koloda 5.0.1's own, run on the stand-in"
    )
    func dragPercentagesAreKolodas() throws {
        let harness = try DeckHarness(cards: 5, allowed: SwipeResultDirection.allCases)
        #expect(harness.panBegins(at: Point(x: 150, y: 300), movingTo: Point(x: 164, y: 290), velocity: Vector(dx: 900, dy: -600)))
        #expect(harness.dragged.isEmpty, "nothing is reported as the pan begins: \(harness.dragged)")
        for step in 2...12 {
            harness.panMoves(to: Point(x: 150 + 14 * Double(step), y: 300 - 10 * Double(step)))
            harness.runFrame()
        }
        let koloda: [(Double, SwipeResultDirection)] = [
            (18.3275, .right), (28.3409, .right), (38.2587, .right), (48.4374, .right), (58.9177, .right), (69.7360, .right),
            (80.9339, .right), (92.5609, .right), (100, .right), (100, .right), (90.8481, .topRight),
        ]
        #expect(harness.dragged.count == koloda.count, "\(harness.dragged)")
        for (heard, expected) in zip(harness.dragged, koloda) {
            #expect(abs(heard.percentage - expected.0) < 1e-3 && heard.direction == expected.1, "\(heard) against Koloda's \(expected)")
        }
        harness.panEnds(at: Point(x: 318, y: 180))
        #expect(harness.dragged.count == koloda.count, "the release reports no percentage: \(harness.dragged)")
    }

    @Test(
        "A card let go short of a swipe is held until its reset spring has settled as pop's does: swipe(_:) then does nothing (DCV:401-410, KV:630)")
    func aSpringingCardIsStillHeld() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        harness.panMoves(to: Point(x: 210, y: 200))
        harness.panEnds(at: Point(x: 210, y: 200))
        let released = harness.time
        harness.run(until: released + 0.25)
        #expect(!harness.isAnimating, "the semaphore is let go after 0.2 s")
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 0, "the card still springs back")
        harness.run(until: released + 1.5)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1)
    }

    @Test(
        "A card let go short is held until pop stops its spring at the display link's frames: 32 points stop after 26 frames at the harness's 64 Hz, where 60 Hz would have stopped them after 19 (DCV:401-410, POPSpringSolver.h, POPSpringAnimationInternal.h)"
    )
    func theSpringStopsAtTheDisplaysFrames() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        harness.panMoves(to: Point(x: 183, y: 200))
        harness.runFrame()
        harness.panEnds(at: Point(x: 183, y: 200))
        let released = harness.time
        harness.run(until: released + 25.0 / 64)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 0, "pop's spring still runs at 64 Hz")
        harness.run(until: released + 26.0 / 64)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1)
    }

    @Test(
        "A reset right after a card was let go short makes new card views, which a swipe can take at once (KV:401-410, 646-650)"
    )
    func aResetEndsTheHold() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        harness.panMoves(to: Point(x: 230, y: 200))
        harness.runFrame()
        harness.panEnds(at: Point(x: 230, y: 200))
        harness.run(until: harness.time + 0.25)
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 0, "the card still springs back")
        harness.resetCurrentCardIndex()
        harness.swipe(.left)
        #expect(harness.currentCardIndex == 1, "\(harness.calls)")
    }

    @Test("A cancelled pan is announced as a reset, with no kolodaPanFinished (DCV:272-274)")
    func aCancelledPanResets() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        harness.panMoves(to: Point(x: 190, y: 200))
        harness.panIsCancelled()
        harness.settle()
        #expect(harness.calls == ["didShow 0", "panBegan card", "didReset"], "\(harness.calls)")
    }

    @Test("The pan begins whichever way the finger goes, as Koloda's, even with only left and right allowed (DCV:285-290)")
    func aVerticalPanBegins() throws {
        let harness = try DeckHarness(cards: 3)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 152, y: 230), velocity: Vector(dx: 40, dy: 900)))
    }

    @Test(
        "kolodaPanFinished comes once the next card's view is asked for, as Koloda makes it first, with the dragged card even when it has already left the deck (DCV:267-269, KV:446-470)"
    )
    func panFinishedNamesAGoneCard() throws {
        let harness = try deckDraggedRight(steps: 20, stride: 40)
        harness.panEnds(at: Point(x: 1_000, y: 200))
        #expect(harness.questions.suffix(3) == ["shouldSwipe 0 right", "view 3", "panFinished"], "\(harness.questions)")
    }
}
