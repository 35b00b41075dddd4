// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaHarness
import Testing

/// Koloda 5.0.1's card poses, which the UIKit view keeps by default: how a dragged card turns and
/// moves, how cards fly off and spring back, and what the cards behind do meanwhile. Each
/// expectation names the place in Koloda's `Pod/Classes/KolodaView/` at the 5.0.1 tag that has it
/// (KV = KolodaView.swift, DCV = DraggableCardView.swift, KVA = KolodaViewAnimatior.swift). pop's
/// basic animations run on Core Animation's default curve, (0.25, 0.1) (0.25, 1), from where they
/// are added. The deck is 300 × 400 points in a window on a 390 × 844 screen; its top card is
/// 300 × 392 at rest, centred at (150, 196).
@MainActor
@Suite("Koloda 5.0.1's card poses on the UIKit view", .serialized)
struct KolodaPoseTests {
    let rest = Point(x: 150, y: 196)
    let card = Size(width: 300, height: 392)

    /// pop's basic animation's progress `elapsed` seconds into `duration`.
    func ease(_ elapsed: Double, over duration: Double) -> Double { TimingCurve.ease.value(at: elapsed / duration) }

    func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// The one card view showing `index` that is not fading in or out, and is not the one left
    /// behind by another.
    func pose(_ harness: DeckHarness, index: Int) throws -> CardPose {
        try #require(harness.poses.last { $0.index == index })
    }

    /// A deck of five whose top card a finger grabs at (150, 200), the pan recognized at (170, 200),
    /// drags right 160 points and lets go: it is swiped. Returns the card's pose as it was let go
    /// and the time then.
    func swipedByDrag(_ harness: DeckHarness) throws -> (released: CardPose, time: Double) {
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        for step in 1...8 {
            harness.panMoves(to: Point(x: 170 + 20 * Double(step), y: 200))
            harness.runFrame()
        }
        let released = try pose(harness, index: 0)
        let time = harness.time
        harness.panEnds(at: Point(x: 330, y: 200))
        #expect(harness.currentCardIndex == 1)
        return (released, time)
    }

    @Test(
        "A programmatic swipe right turns the card clockwise to π/4 and moves it by Koloda's point, 1,144 right and 200 down, on pop's curve over the drag speed's 0.8 s (DCV:357-380, 442-462)"
    )
    func programmaticSwipeTurnsClockwise() throws {
        let harness = try DeckHarness(cards: 5)
        harness.swipe(.right)
        harness.run(until: 0.5)
        let flying = try pose(harness, index: 0)
        let progress = ease(0.5, over: 0.8)
        #expect(abs(flying.rotation - Double.pi / 4 * progress) < 1e-9, "\(flying)")
        #expect(close(flying.center, Point(x: rest.x + 1144 * progress, y: rest.y + 200 * progress)), "\(flying)")
        #expect(abs(flying.scale.dx - 1) < 1e-9 && abs(flying.alpha - 1) < 1e-9, "\(flying)")
    }

    @Test(
        "A drag turns the card about the point where the pan was recognized, by the pan's translation read in the card's coordinates as the previous move turned it (DCV:227, 234-244, 249-259)"
    )
    func dragTurnsAboutTheRecognizedPoint() throws {
        let harness = try DeckHarness(cards: 5)
        // The finger went down at (150, 200); UIKit recognized the pan at (170, 200), where Koloda
        // puts the layer's anchor point. Below the card's middle, the card turns against the drag.
        let start = Point(x: 150, y: 200)
        let anchor = Point(x: 170, y: 200)
        #expect(harness.panBegins(at: start, movingTo: anchor))
        var previous = (rotation: 0.0, scale: 1.0)
        for step in 1...10 {
            let location = Point(x: 170 + 20 * Double(step), y: 200 + 6 * Double(step))
            harness.panMoves(to: location)
            harness.runFrame()
            let held = try pose(harness, index: 0)
            // translation(in: card): the finger's way, through the card's turn as it was.
            let local = (location - start).rotated(by: -previous.rotation) * (1 / previous.scale)
            let frameWidth = previous.scale * (card.width * abs(cos(previous.rotation)) + card.height * abs(sin(previous.rotation)))
            let strength = min(local.dx / frameWidth, 1)
            let rotation = -1 * Double.pi / 10 * strength
            let scale = max(1 - 0.2 * abs(strength), 0.8)
            #expect(abs(held.rotation - rotation) < 1e-9 && abs(held.scale.dx - scale) < 1e-9, "step \(step): \(held)")
            // T(translation)·R·S about the anchor point: the card's centre follows.
            let centre = anchor + ((local + (rest - anchor)).rotated(by: rotation) * scale)
            #expect(close(held.center, centre), "step \(step): \(held) against \(centre)")
            previous = (rotation, scale)
        }
    }

    @Test(
        "A card swiped by a drag keeps its turn and flies from where it was let go to Koloda's point for the direction, on pop's curve (DCV:266-269, 346-355, 383-395)"
    )
    func draggedCardKeepsItsTurnAsItFlies() throws {
        let harness = try DeckHarness(cards: 5)
        let anchor = Point(x: 170, y: 200)
        let (released, releaseTime) = try swipedByDrag(harness)
        harness.run(until: releaseTime + 0.25)
        let flying = try pose(harness, index: 0)
        #expect(abs(flying.rotation - released.rotation) < 1e-9 && abs(flying.scale.dx - released.scale.dx) < 1e-9, "\(flying)")
        // The anchor point's translation goes from where the card was to (1,144, 200).
        let offset = (rest - anchor).rotated(by: released.rotation) * released.scale.dx
        let translation = released.center - offset - anchor
        let progress = ease(harness.time - releaseTime, over: 0.8)
        let expected = anchor + translation + (Vector(dx: 1144, dy: 200) - translation) * progress + offset
        #expect(close(flying.center, expected), "\(flying) against \(expected)")
    }

    @Test(
        "A card let go short eases its turn and scale back over 0.2 s while the cards behind go back linearly over 0.2 s (DCV:397-431, KV:346-362, KVA:126-136)"
    )
    func resetEasesTheTurnAndTheCardsBehindGoBackLinearly() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        for step in 1...3 {
            harness.panMoves(to: Point(x: 170 + 15 * Double(step), y: 200))
            harness.runFrame()
        }
        let top = try pose(harness, index: 0)
        let behind = try pose(harness, index: 1)
        let behindAtRest = try DeckHarness(cards: 5).poses.last { $0.index == 1 }
        let atRest = try #require(behindAtRest)
        #expect(behind.center.y < atRest.center.y - 0.5, "the card behind followed the drag: \(behind)")
        let releaseTime = harness.time
        harness.panEnds(at: Point(x: 215, y: 200))
        #expect(harness.currentCardIndex == 0)
        harness.run(until: releaseTime + 0.125)
        let elapsed = harness.time - releaseTime
        let turning = try pose(harness, index: 0)
        let eased = ease(elapsed, over: 0.2)
        #expect(abs(turning.rotation - top.rotation * (1 - eased)) < 1e-9, "\(turning)")
        #expect(abs(turning.scale.dx - (top.scale.dx + (1 - top.scale.dx) * eased)) < 1e-9, "\(turning)")
        let following = try pose(harness, index: 1)
        let linear = elapsed / 0.2
        let expected = Point(
            x: behind.center.x + (atRest.center.x - behind.center.x) * linear, y: behind.center.y + (atRest.center.y - behind.center.y) * linear)
        #expect(close(following.center, expected), "\(following) against \(expected)")
    }

    @Test(
        "A card let go short springs back as pop runs its spring, frame by frame from the last frame's interpolated state, a little behind the exact spring (DCV:401-413, POPSpringSolver.h advance); the values are Koloda 5.0.1's own, run on the stand-in"
    )
    func resetSpringIsPops() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        for step in 1...3 {
            harness.panMoves(to: Point(x: 170 + 15 * Double(step), y: 200))
            harness.runFrame()
        }
        harness.panEnds(at: Point(x: 215, y: 200))
        // The top card's centre and turn at each of the 16 frames after the release.
        let koloda: [(x: Double, y: Double, rotation: Double)] = [
            (211.8435, 196.4267, -0.063811), (203.7797, 196.3580, -0.054646), (193.4756, 196.2625, -0.042704),
            (182.0882, 196.1978, -0.031531), (171.6252, 196.1650, -0.022569), (162.7951, 196.1518, -0.015715),
            (155.4265, 196.1526, -0.010556), (150.1232, 196.1501, -0.006724), (146.4529, 196.1453, -0.003945),
            (144.4304, 196.1336, -0.002016), (143.6342, 196.1184, -0.000788), (143.7080, 196.1027, -0.000148),
            (144.3649, 196.0890, 0), (145.3153, 196.0740, 0), (146.4286, 196.0564, 0), (147.4920, 196.0396, 0),
        ]
        for (frame, expected) in koloda.enumerated() {
            harness.runFrame()
            let top = try pose(harness, index: 0)
            #expect(
                close(top.center, Point(x: expected.x, y: expected.y), within: 0.01) && abs(top.rotation - expected.rotation) < 1e-5,
                "frame \(frame + 1): \(top) against Koloda's \(expected)")
        }
    }

    @Test(
        "A reset while the appear animation shrinks the deck lays the cards out from the deck's frame as shrunk then, and from the full frame when the animation ends (KV:203-219, 303-309, 646-650); the values are Koloda 5.0.1's own, run on the stand-in"
    )
    func resetWhileAppearingLaysOutFromTheShrunkenDeck() throws {
        let harness = try appearingDeck()
        harness.resetCurrentCardIndex()
        harness.runFrame()
        // Each card's centre and drawn size on the screen, back to front, the frame after the
        // reset and the first frame after the animation's end.
        let koloda: [[(x: Double, y: Double, width: Double, height: Double)]] = [
            [
                (115.4764, 165.5847, 126.3575, 163.4454), (115.4764, 158.4961, 133.0079, 172.0478),
                (115.4764, 151.1811, 140.0083, 181.1029),
            ],
            [(150, 223.11, 270.75, 353.78), (150, 209.8, 285, 372.4), (150, 196, 300, 392)],
        ]
        for (moment, expected) in koloda.enumerated() {
            if moment == 1 { harness.run(until: 111 * DeckHarness.frameDuration) }
            expectDrawn(harness, expected, "moment \(moment)")
        }
    }

    @Test(
        "An insertion while the appear animation shrinks the deck moves the cards behind the top one to their places in the deck as shrunk then, and leaves the top card; a reload that adds cards at the end moves none (KV:260-298, 555-576, 603-611, 718-730); the values are Koloda 5.0.1's own, run on the stand-in"
    )
    func insertionWhileAppearingMovesTheCardsBehindInTheShrunkenDeck() throws {
        let inserted = try appearingDeck()
        inserted.insert(5..<6)
        // Each card's centre and drawn size on the screen, back to front: the frame after the
        // insertion, 5 frames on (the cards behind move linearly over 0.2 s), and the first frame
        // after the animation's end.
        let insertion: [(frame: Int, cards: [(x: Double, y: Double, width: Double, height: Double)])] = [
            (71, [(147.3028, 212.1574, 183.8042, 240.0410), (147.3028, 203.0531, 193.4781, 252.6748), (150, 197.2126, 209.0555, 273.1658)]),
            (76, [(131.2412, 191.2172, 184.8447, 240.6275), (131.2412, 181.6538, 194.5734, 253.2921), (150, 196.7689, 242.3318, 316.6469)]),
            (110, [(150, 223.11, 270.75, 353.78), (150, 209.8, 285, 372.4), (150, 196, 300, 392)]),
        ]
        for (frame, expected) in insertion {
            inserted.run(until: Double(frame) * DeckHarness.frameDuration)
            expectDrawn(inserted, expected, "insertion, frame \(frame)")
        }
        let reloaded = try DeckHarness(cards: 5, appear: true)
        reloaded.swipe(.left)
        reloaded.run(until: 60 * DeckHarness.frameDuration)
        reloaded.applyAppearAnimationIfNeeded()
        reloaded.run(until: 130 * DeckHarness.frameDuration)
        reloaded.reloadData(count: 6)
        let reload: [(frame: Int, cards: [(x: Double, y: Double, width: Double, height: Double)])] = [
            (131, [(150, 216.1042, 188.6726, 246.5322), (150, 206.8291, 198.6027, 259.5076), (150, 197.2126, 209.0555, 273.1658)]),
            (136, [(150, 218.6676, 218.7045, 285.7738), (150, 207.9162, 230.2152, 300.8146), (150, 196.7689, 242.3318, 316.6469)]),
        ]
        for (frame, expected) in reload {
            reloaded.run(until: Double(frame) * DeckHarness.frameDuration)
            expectDrawn(reloaded, expected, "reload, frame \(frame)")
        }
    }

    /// A deck of 5 cards 70 frames into the appear animation of a reset: the deck is shrunk.
    private func appearingDeck() throws -> DeckHarness {
        let harness = try DeckHarness(cards: 5, appear: true)
        harness.resetCurrentCardIndex()
        harness.run(until: 70 * DeckHarness.frameDuration)
        return harness
    }

    /// Expects each card's centre and drawn size, back to front, within 0.01 point.
    private func expectDrawn(
        _ harness: DeckHarness, _ expected: [(x: Double, y: Double, width: Double, height: Double)], _ moment: String
    ) {
        let drawn = harness.poses.map {
            (x: $0.center.x, y: $0.center.y, width: $0.size.width * $0.scale.dx, height: $0.size.height * $0.scale.dy)
        }
        #expect(drawn.count == expected.count, "\(moment): \(harness.poses)")
        for (card, want) in zip(drawn, expected) {
            #expect(
                abs(card.x - want.x) < 0.01 && abs(card.y - want.y) < 0.01 && abs(card.width - want.width) < 0.01
                    && abs(card.height - want.height) < 0.01, "\(moment): \(card) against Koloda's \(want)")
        }
    }

    @Test(
        "A removed card flies off just in front of the card that was behind it, wherever that card goes: up the stack, onto the top, off it by a swipe (Koloda's views keep their order, KV:749-787, 457-467; the orders are Koloda 5.0.1's own, run on the stand-in)"
    )
    func removedCardStaysInFrontOfTheCardBehindIt() throws {
        let moving = try DeckHarness(cards: 4)
        moving.remove(1..<2)
        moving.run(until: moving.time + 39 * DeckHarness.frameDuration)
        moving.swipe(.right)
        moving.runFrame()
        // Back to front: the new card 2, card 1 (once card 2) moving up, removed card 1 flying
        // off in front of it, swiped card 0.
        #expect(moving.cardViewIndexes == [2, 1, nil, 0], "\(moving.cardViewIndexes)")
        let swiped = try DeckHarness(cards: 7)
        swiped.remove(0..<1)
        swiped.run(until: swiped.time + 6 * DeckHarness.frameDuration)
        swiped.swipe(.left)
        swiped.runFrame()
        // The removed top card stays in front of the card that was behind it, swiped since.
        #expect(swiped.cardViewIndexes == [3, 2, 1, 0, nil], "\(swiped.cardViewIndexes)")
    }

    @Test(
        "The cards behind a card let go short take the semi-transparent alpha once they have moved back, 0.2 s on, a card that kept the top's alpha when cards were inserted over it included (KV:346-362, 677-691)"
    )
    func cardsBehindTakeTheirAlphaWhenTheyHaveMovedBack() throws {
        let harness = try DeckHarness(cards: 1)
        harness.insert(0..<2)
        harness.settle()
        #expect(try pose(harness, index: 2).alpha == 1, "the card that was on top keeps its alpha: \(harness.poses)")
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        harness.panMoves(to: Point(x: 185, y: 200))
        harness.runFrame()
        let releaseTime = harness.time
        harness.panEnds(at: Point(x: 185, y: 200))
        harness.run(until: releaseTime + 0.19)
        #expect(try pose(harness, index: 2).alpha == 1, "\(harness.poses)")
        harness.run(until: releaseTime + 0.21)
        #expect(abs(try pose(harness, index: 2).alpha - 0.7) < 1e-9, "\(harness.poses)")
        #expect(abs(try pose(harness, index: 1).alpha - 0.7) < 1e-9, "\(harness.poses)")
    }

    @Test(
        "After a swipe the card that enters the back is hidden until the cards have moved up; the next card takes the top's alpha on pop's curve, the one behind it its own at once (KV:457-467, 428-434, 472-503)"
    )
    func enteringCardIsHiddenUntilTheCardsHaveMovedUp() throws {
        let harness = try DeckHarness(cards: 5)
        harness.swipe(.left)
        harness.run(until: 0.125)
        #expect(try pose(harness, index: 3).alpha == 0)
        #expect(abs(try pose(harness, index: 1).alpha - (0.7 + 0.3 * ease(0.125, over: 0.2))) < 1e-9)
        #expect(abs(try pose(harness, index: 2).alpha - 0.7) < 1e-9)
        harness.run(until: 0.21)
        #expect(abs(try pose(harness, index: 3).alpha - 0.7) < 1e-9)
    }

    @Test(
        "Koloda's card views keep their order: a card swiped earlier flies in front of one swiped later, a reverted card comes in front of both, a reset's cards over a card flying off (KV:173-195, 463-467, 505-525, 646-649)"
    )
    func viewsKeepTheirOrder() throws {
        func swipedByDrag() throws -> DeckHarness {
            let harness = try DeckHarness(cards: 5)
            _ = try self.swipedByDrag(harness)
            // A swipe by drag holds the semaphore only until the cards have moved up (KV:413, 435),
            // and its card flies for 0.8 s.
            harness.run(until: harness.time + 0.3)
            return harness
        }
        let twice = try swipedByDrag()
        twice.swipe(.left)
        twice.runFrame()
        #expect(twice.cardViewIndexes.suffix(2) == [1, 0], "back to front: \(twice.cardViewIndexes)")
        let reverted = try swipedByDrag()
        reverted.revertAction()
        reverted.runFrame()
        let front = try #require(reverted.poses.last)
        #expect(front.index == 0 && front.alpha < 0.1, "the returning card, fading in, is frontmost: \(reverted.poses)")
        #expect(reverted.poses.contains { $0.index == 0 && $0.alpha == 1 }, "the card still flies: \(reverted.poses)")
        // A reset adds the new cards' views over a card still flying off (KV:173-195, 646-649).
        let reset = try swipedByDrag()
        reset.resetCurrentCardIndex()
        reset.runFrame()
        let back = try #require(reset.poses.first)
        #expect(back.center.x > 400 && reset.poses.dropFirst().allSatisfy { $0.center.x < 300 }, "\(reset.poses)")
    }

    /// UIKit's default curve for `UIView.animate`, ease in and ease out: (0.42, 0) (0.58, 1).
    func easeInOut(_ elapsed: Double, over duration: Double) -> Double { TimingCurve.easeInOut.value(at: elapsed / duration) }

    @Test(
        "An insertion fades the new card in over 0.2 s on UIKit's default curve, fades the card pushed out of the stack over 0.05 s where it is, moves the cards that stay linearly, and draws the cards pushed out deepest first (KV:674-744, KVA:98-137, 260-300)"
    )
    func insertionFadesAndMovesAsKoloda() throws {
        let harness = try DeckHarness(cards: 5)
        let slots = try (0..<3).map { try pose(harness, index: $0) }
        harness.insert(1..<3)
        harness.runFrame()
        // Old cards 1 and 2 are now 3 and 4, out of the stack; 1 and 2 are new.
        #expect(harness.cardViewIndexes == [4, 3, 2, 1, 0], "back to front: \(harness.cardViewIndexes)")
        let pushedOut = try pose(harness, index: 3)
        #expect(abs(pushedOut.alpha - 0.7 * (1 - easeInOut(1 / 64, over: 0.05))) < 1e-9, "\(pushedOut)")
        #expect(close(pushedOut.center, slots[1].center), "it fades where it is: \(pushedOut)")
        harness.run(until: 0.125)
        let new = try pose(harness, index: 1)
        #expect(abs(new.alpha - 0.7 * easeInOut(0.125, over: 0.2)) < 1e-9, "\(new)")
        #expect(close(new.center, slots[1].center), "\(new)")
        #expect(abs(try pose(harness, index: 0).alpha - 1) < 1e-9)

        let moved = try DeckHarness(cards: 5)
        moved.insert(0..<1)
        moved.run(until: 0.125)
        // The old top card, now 1, moves to slot 1 linearly over 0.2 s, its alpha too (KV:260-300).
        let fraction = 0.125 / 0.2
        let oldTop = try pose(moved, index: 1)
        let expected = Point(x: slots[0].center.x, y: slots[0].center.y + (slots[1].center.y - slots[0].center.y) * fraction)
        #expect(close(oldTop.center, expected), "\(oldTop) against \(expected)")
        #expect(abs(oldTop.scale.dx - (1 + (slots[1].scale.dx - 1) * fraction)) < 1e-9, "\(oldTop)")
        #expect(abs(oldTop.alpha - (1 - 0.3 * fraction)) < 1e-9, "\(oldTop)")
    }

    @Test(
        "A card that an insertion pushes beyond the next card's slot keeps the alpha it had, until the next swipe gives it its slot's at once (KV:260-300, 472-481)"
    )
    func cardPushedDeepKeepsItsAlpha() throws {
        let harness = try DeckHarness(cards: 5)
        harness.insert(0..<2)
        harness.run(until: 0.5)
        #expect(abs(try pose(harness, index: 2).alpha - 1) < 1e-9, "the old top card, in slot 2: \(harness.poses)")
        harness.swipe(.left)
        harness.runFrame()
        #expect(abs(try pose(harness, index: 2).alpha - 0.7) < 1e-9, "\(harness.poses)")
    }

    @Test(
        "A removed card of the stack flies off to the right as a programmatic swipe does, from its slot; the cards that stay and the one that fills the stack are laid out at once, over a removed card with no card staying beneath it (KV:557-577, 749-787, DCV:442-462)"
    )
    func removalFliesOffRight() throws {
        let harness = try DeckHarness(cards: 5)
        let slots = try (0..<3).map { try pose(harness, index: $0) }
        harness.remove(1..<2)
        harness.run(until: 0.5)
        let removed = try #require(harness.poses.first { $0.index == nil })
        let progress = ease(0.5, over: 0.8)
        #expect(abs(removed.rotation - Double.pi / 4 * progress) < 1e-9, "\(removed)")
        let expected = Point(x: slots[1].center.x + 1144 * progress, y: slots[1].center.y + 200 * progress)
        #expect(close(removed.center, expected), "\(removed) against \(expected)")
        #expect(abs(removed.scale.dx - slots[1].scale.dx) < 1e-9 && abs(removed.alpha - 0.7) < 1e-9, "\(removed)")

        let last = try DeckHarness(cards: 5)
        last.remove(2..<3)
        last.runFrame()
        #expect(last.cardViewIndexes == [nil, 2, 1, 0], "back to front: \(last.cardViewIndexes)")
        let filling = try pose(last, index: 2)
        #expect(close(filling.center, slots[2].center) && abs(filling.alpha - 0.7) < 1e-9, "\(filling)")
    }
}
