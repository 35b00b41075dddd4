// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHost
import Testing

/// The host-neutral input helpers every host uses: what a key means for the deck, a pointer
/// sequence's tap, drag and fling, and the accessible label.
@Suite("Keys, pointer sequences and the accessible label")
struct InputHelpersTests {
    /// A data source and delegate that record the deck's discrete events.
    final class Recorder: KolodaDataSource, KolodaDelegate {
        let count: Int
        private(set) var events: [DeckEvent] = []
        init(count: Int) { self.count = count }
        func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
        func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
            events.append(.didSwipe(index: index, direction: direction))
        }
        func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { events.append(.didRunOutOfCards) }
        func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) { events.append(.didShow(index: index)) }
        func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { events.append(.didSelect(index: index)) }
    }

    /// A deck of `cards` on a 300 × 400 view, driven by a manual clock.
    final class Harness {
        let deck: KolodaDeck
        let recorder: Recorder
        init(cards: Int = 10) {
            recorder = Recorder(count: cards)
            deck = try! KolodaDeck(options: DeckOptions(), bounds: Size(width: 300, height: 400))
            deck.delegate = recorder
            deck.dataSource = recorder
        }
        var events: [DeckEvent] { recorder.events }
        var top: RenderedCard? { deck.renderModel.cards.last { $0.slot == 0 } }
        func advance(by seconds: Double) { try! deck.advance(to: deck.time + seconds) }
        func advance(to time: Double) { try! deck.advance(to: time) }
    }

    @Test("Keys mean deck actions: arrows swipe, Backspace and Ctrl+Z undo, Return selects")
    func keys() {
        let harness = Harness()
        harness.advance(to: 1)
        let deck = harness.deck
        #expect(deck.action(for: .left, control: false) == .swipe(.left, force: false))
        #expect(deck.action(for: .pageDown, control: false) == .swipe(.bottomRight, force: false))
        #expect(deck.action(for: .left, control: true) == nil)
        #expect(deck.action(for: .backspace, control: false) == .revert(direction: nil))
        #expect(deck.action(for: .z, control: false) == nil)
        #expect(deck.action(for: .z, control: true) == .revert(direction: nil))
        #expect(deck.action(for: .select, control: false) == .tap(at: Point(x: 150, y: 196)))
    }

    @Test("A key for a direction that is not allowed stays in the deck and nudges the card back")
    func nudge() {
        let harness = Harness()
        harness.advance(to: 1)
        let rest = harness.top!.center
        #expect(harness.deck.press(.up, control: false), "the key is the deck's")
        harness.advance(by: 0.03)
        #expect(harness.top!.center.y < rest.y - 5, "pushed up")
        harness.advance(by: 2)
        #expect(harness.top!.center == rest && !harness.deck.isAnimating, "and back")
        #expect(harness.events == [.didShow(index: 0)], "a nudge fires no event")
        #expect(harness.deck.press(.right, control: false))
        #expect(harness.deck.currentCardIndex == 1, "an allowed direction still swipes")
        #expect(!harness.deck.press(.z, control: false), "plain Z is not the deck's")
    }

    @Test("A pointer sequence taps below the slop, drags past it, and flings from the events' own times")
    func pointerSequence() {
        let harness = Harness()
        harness.advance(to: 1)
        var tap = PointerSequence(pressedAt: Point(x: 150, y: 100), time: 10)
        let tapMoved = tap.move(to: Point(x: 152, y: 101), time: 10.01, on: harness.deck)
        #expect(tapMoved)
        tap.release(at: Point(x: 152, y: 101), time: 10.02, on: harness.deck)
        #expect(harness.events.last == .didSelect(index: 0))
        // 100 points in 50 ms by the events' clock, although they all arrive at deck time 1.
        var fling = PointerSequence(pressedAt: Point(x: 150, y: 100), time: 20)
        let flingMoved = fling.move(to: Point(x: 200, y: 100), time: 20.025, on: harness.deck)
        #expect(flingMoved)
        #expect(fling.isDragging)
        fling.release(at: Point(x: 250, y: 100), time: 20.05, on: harness.deck)
        #expect(harness.events.contains(.didSwipe(index: 0, direction: .right)))
        var outside = PointerSequence(pressedAt: Point(x: 5, y: 395), time: 30)
        let outsideMoved = outside.move(to: Point(x: 50, y: 395), time: 30.1, on: harness.deck)
        #expect(!outsideMoved, "the press was not on the top card")
    }

    @Test(
        "Two clicks whose presses are close in time and place are a double-click, by their own timestamps; a third starts over, and a drag is no click"
    )
    func doubleClicks() {
        var clicks = DoubleClick(interval: 0.4, distance: 5)
        // (x, y, time) of each click's press, released 10 ms later where it was: 80 ms and 4
        // points apart; a third click right after; 0.5 s apart; 6 points apart; a timestamp from
        // before the first press.
        let presses: [(Double, Double, Double)] = [
            (100, 100, 10), (103, 103, 10.08), (100, 100, 10.16), (100, 100, 10.24), (100, 100, 11), (100, 100, 11.5), (100, 100, 11.6),
            (100, 100, 12), (106, 100, 12.05), (100, 100, 13), (100, 100, 12.9),
        ]
        let doubles = presses.map { press in
            clicks.press(at: Point(x: press.0, y: press.1), time: press.2)
            return clicks.release(at: Point(x: press.0, y: press.1), time: press.2 + 0.01)
        }
        #expect(doubles == [false, true, false, true, false, false, true, false, false, false, false])
        // Two drags from one point, 0.2 s apart, then a click: no double-click.
        let here = Point(x: 50, y: 50)
        clicks.press(at: here, time: 20)
        let firstDrag = clicks.release(at: here + Vector(dx: 300, dy: 0), time: 20.05)
        clicks.press(at: here, time: 20.2)
        let secondDrag = clicks.release(at: here + Vector(dx: 30, dy: 0), time: 20.3)
        clicks.press(at: here, time: 20.35)
        let click = clicks.release(at: here, time: 20.36)
        #expect(!firstDrag && !secondDrag && !click)
        let unpressed = clicks.release(at: here, time: 21)
        #expect(!unpressed, "a release without its press")
    }

    @Test("The accessible label names the top card's place and the app's own label")
    func accessibilityLabel() {
        let harness = Harness(cards: 3)
        harness.advance(to: 1)
        #expect(harness.deck.accessibilityLabel { ["Lisbon", "Kyoto", "Quito"][$0] } == "Card 1 of 3: Lisbon")
        harness.deck.swipe(.left)
        #expect(harness.deck.accessibilityLabel { _ in nil } == "Card 2 of 3")
        harness.deck.swipe(.left)
        harness.deck.swipe(.left)
        #expect(harness.deck.accessibilityLabel { _ in nil } == "No more cards")
    }
}
