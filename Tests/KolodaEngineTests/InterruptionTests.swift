// SPDX-License-Identifier: MIT

import Foundation
import KolodaScenario
import Testing

@testable import KolodaEngine

/// The interruptions, drawing order and identity of the deck model (DeckModel.md): each reproducer of the defects
/// found mid-animation, run as a scenario (deck defaults, no appear animation).
@Suite("Interruptions, drawing order and identity")
struct InterruptionTests {
    typealias Event = (t: Double, name: String, index: Int?)

    static func run(_ events: String, deck: String = "", fps: Int = 60, duration: Double = 2.5) throws -> Trace {
        let text = #"{"deck": {"appearAnimation": false\#(deck)}, "fps": \#(fps), "duration": \#(duration), "events": [\#(events)]}"#
        return ScenarioRunner.run(try Scenario.parse(Data(text.utf8)))
    }

    static func events(_ trace: Trace, after time: Double = -1) -> [String] {
        trace.events.filter { $0.time > time && !["panBegan", "panFinished", "prefetch", "cancelPrefetch", "nearEnd"].contains($0.name) }.map {
            event in
            let index = event["index"].map { value in if case .integer(let index) = value { " \(index)" } else { "" } } ?? ""
            return "\(event.name)\(index)@\((event.time * 1000).rounded() / 1000)"
        }
    }

    static func frame(_ trace: Trace, at time: Double) -> TraceFrame {
        trace.frames.min { abs($0.time - time) < abs($1.time - time) }!
    }

    static func top(_ frame: TraceFrame) -> RenderedCard? { frame.model.cards.last { $0.slot == 0 } }

    /// The deck point that the card shows at a point of its own content.
    static func deckPoint(of card: RenderedCard, content: Point) -> Point { card.transform.apply(to: content) }

    /// Whether two cards are drawn in the same place, to 1e-9.
    static func same(_ a: RenderedCard, _ b: RenderedCard) -> Bool {
        let numbers = [
            a.center.x - b.center.x, a.center.y - b.center.y, a.scale.dx - b.scale.dx, a.scale.dy - b.scale.dy, a.rotation - b.rotation,
            a.alpha - b.alpha,
        ]
        return numbers.allSatisfy { abs($0) < 1e-9 }
    }

    static func contentPoint(of card: RenderedCard, deck point: Point) -> Point { card.transform.inverted!.apply(to: point) }

    // MARK: 1. Every undo is announced exactly once

    @Test("A card swiped again while it returns from an undo announces its didRewind first, then its didSwipe")
    func swipeDuringUndo() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"}, {"t": 1.3, "type": "swipe", "direction": "right"}"#)
        #expect(
            Self.events(trace) == ["didShow 0@0.0", "didSwipe 0@0.1", "didShow 1@0.3", "didRewind 0@1.3", "didSwipe 0@1.3", "didShow 1@1.5"])
    }

    @Test("A jump, a reload, an edit or a restore during an undo announces its didRewind at once, and no didShow for it")
    func jumpOrReloadDuringUndo() throws {
        let undo = #"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"}"#
        let jumped = try Self.run(undo + #", {"t": 1.3, "type": "showCard", "index": 6}"#)
        #expect(Self.events(jumped, after: 1) == ["didRewind 0@1.3", "didShow 6@1.5"])
        let reloaded = try Self.run(undo + #", {"t": 1.3, "type": "reloadData"}"#)
        #expect(Self.events(reloaded, after: 1) == ["didRewind 0@1.3", "didShow 0@1.3"], "the reloaded deck shows its top card at once")
        let removed = try Self.run(undo + #", {"t": 1.3, "type": "remove", "start": 0, "end": 1}"#)
        #expect(Self.events(removed, after: 1) == ["didRewind 0@1.3", "didShow 0@1.5"], "card 1 is now index 0 and takes the top slot")
        let inserted = try Self.run(undo + #", {"t": 1.3, "type": "insert", "start": 5, "end": 6}"#)
        #expect(Self.events(inserted, after: 1) == ["didRewind 0@1.3"], "the card goes on to rest on top, announced once")
        let restored = try Self.run(
            undo + #", {"t": 1.3, "type": "restore", "state": {"version": 1, "currentIndex": 4, "count": 10, "history": []}}"#)
        #expect(Self.events(restored, after: 1) == ["didRewind 0@1.3", "didShow 4@1.3"])
        let hidden = try Self.run(undo + #", {"t": 1.3, "type": "setOptions", "deck": {"visibleCards": 0}}"#)
        #expect(Self.events(hidden, after: 1) == ["didRewind 0@1.3"], "new options that take the returning card off the stack end its return")
        let undone = try Self.run(undo)
        #expect(Self.events(undone, after: 1) == ["didRewind 0@1.5", "didShow 0@1.5"], "an undo that completes announces itself as it settles")
    }

    @Test("Right, Backspace, Left at a typing pace: the second swipe interrupts the undo, which is announced before it")
    func typingPace() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "right"}, {"t": 0.35, "type": "revert"}, {"t": 0.6, "type": "swipe", "direction": "left"}"#)
        #expect(
            Self.events(trace) == ["didShow 0@0.0", "didSwipe 0@0.1", "didShow 1@0.3", "didRewind 0@0.6", "didSwipe 0@0.6", "didShow 1@0.8"])
    }

    @Test("Five undos 50 ms apart after five swipes announce didRewind 4, 3, 2, 1, 0 in that order")
    func rapidUndos() throws {
        let swipes = (0..<5).map { #"{"t": \#(0.1 + Double($0) * 0.3), "type": "swipe", "direction": "right"}"# }
        let undos = (0..<5).map { #"{"t": \#(2 + Double($0) * 0.05), "type": "revert"}"# }
        let trace = try Self.run((swipes + undos).joined(separator: ", "), duration: 3)
        let rewinds = trace.events.filter { $0.name == "didRewind" }
        #expect(rewinds.map { $0["index"] } == [4, 3, 2, 1, 0].map { .integer($0) })
        #expect(rewinds.prefix(4).map(\.time) == [2.05, 2.1, 2.15, 2.2], "each undo interrupts the one before")
        #expect(Self.events(trace, after: 2.2) == ["didRewind 0@2.5", "didShow 0@2.5"], "the last one completes")
    }

    // MARK: 2. A grabbed card keeps moving under a still pointer

    @Test("A card grabbed while it returns from an undo stops under the pointer, and rewinds once released and settled")
    func grabDuringUndo() throws {
        let trace = try Self.run(
            #"""
            {"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"},
            {"t": 1.35, "type": "dragBegan", "x": 150, "y": 100}, {"t": 1.6, "type": "dragMoved", "x": 151, "y": 100},
            {"t": 1.8, "type": "dragEnded", "x": 151, "y": 100}
            """#, duration: 4)
        let grabbed = Self.top(Self.frame(trace, at: 1.35))!
        #expect(grabbed.index == 0 && grabbed.center.x < 100, "the card was still on its way back")
        let ungrabbed = Self.top(
            Self.frame(try Self.run(#"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"}"#), at: 1.35))!
        #expect(Self.same(grabbed, ungrabbed), "the grab does not move the card")
        let held = Self.contentPoint(of: grabbed, deck: Point(x: 150, y: 100))
        for frame in trace.frames where frame.time > 1.35 && frame.time < 1.6 {
            let card = Self.top(frame)!
            #expect(card.id == grabbed.id && card.center == grabbed.center && card.rotation == grabbed.rotation && card.scale == grabbed.scale)
        }
        let moved = Self.deckPoint(of: Self.top(Self.frame(trace, at: 1.7))!, content: held)
        #expect(abs(moved.x - 151) < 1e-9 && abs(moved.y - 100) < 1e-9, "the grabbed point follows the pointer")
        let settled = Self.top(trace.frames.last!)!
        #expect(abs(settled.center.x - 150) < 1e-9 && abs(settled.center.y - 196) < 1e-9 && settled.rotation == 0)
        let after = Self.events(trace, after: 1.3)
        #expect(after.count == 3 && after[0].hasPrefix("didReset@") && after[1].hasPrefix("didRewind 0@") && after[2].hasPrefix("didShow 0@"))
    }

    @Test("A card grabbed while it moves up into the top slot stops there")
    func grabDuringRelayout() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 0.15, "type": "dragBegan", "x": 150, "y": 150}"#, duration: 1)
        let grabbed = Self.top(Self.frame(trace, at: 0.15))!
        #expect(grabbed.index == 1 && grabbed.scale.dx < 1, "it was still growing into the top slot")
        let ungrabbed = Self.top(Self.frame(try Self.run(#"{"t": 0.1, "type": "swipe", "direction": "left"}"#), at: 0.15))!
        #expect(Self.same(grabbed, ungrabbed), "the grab does not move the card")
        for frame in trace.frames where frame.time > 0.15 {
            let card = Self.top(frame)!
            #expect(card.center == grabbed.center && card.scale == grabbed.scale)
        }
        #expect(!Self.events(trace).contains { $0.hasPrefix("didShow 1") }, "not announced while held")
    }

    // MARK: 3. The card leaving the back of the stack is drawn in front

    @Test("Cards dropping off the back fade behind the stack; flights are frontmost, the latest in front")
    func drawingOrder() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"}, {"t": 1.6, "type": "swipe", "direction": "left"}, {"t": 1.62, "type": "swipe", "direction": "right"}"#
        )
        let undoing = Self.frame(trace, at: 1.3).model.cards
        #expect(undoing.map(\.index) == [3, 2, 1, 0] && undoing.map(\.slot) == [nil, 2, 1, 0], "index 3 drops off behind the stack")
        let flying = Self.frame(trace, at: 1.65).model.cards
        #expect(flying.suffix(2).map(\.index) == [0, 1] && flying.suffix(2).allSatisfy { $0.slot == nil })
    }

    @Test("A removed card fades where it was: in front of the card taking its slot, behind the cards above it")
    func removedCardKeepsItsPlace() throws {
        let trace = try Self.run(#"{"t": 0.5, "type": "remove", "start": 1, "end": 2}"#, duration: 1)
        let cards = Self.frame(trace, at: 0.55).model.cards
        #expect(cards.map(\.index) == [2, 1, nil, 0] && cards.map(\.slot) == [2, 1, nil, 0], "indexes after the removed card moved down")
    }

    // MARK: 4. Two cards claim one index

    @Test("A flying card removed from the data is drawn with no index")
    func removedWhileFlying() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "right"}, {"t": 0.15, "type": "remove", "start": 0, "end": 1}"#, duration: 1)
        for frame in trace.frames {
            let indexes = frame.model.cards.compactMap(\.index)
            #expect(Set(indexes).count == indexes.count, "t = \(frame.time): \(indexes)")
        }
        let frame = Self.frame(trace, at: 0.2).model.cards
        #expect(frame.last?.index == nil && frame.last?.slot == nil, "the flying card")
        #expect(Self.top(Self.frame(trace, at: 0.2))?.index == 0)
    }

    // MARK: 5. Fly-off overshoot

    @Test("A swipe during an undo flies off from where the card is, never past ±π/4 or back")
    func flyOffDuringUndo() throws {
        let trace = try Self.run(
            #"{"t": 0.1, "type": "swipe", "direction": "left"}, {"t": 1.2, "type": "revert"}, {"t": 1.35, "type": "swipe", "direction": "right"}"#,
            fps: 240)
        let before = Self.top(Self.frame(trace, at: 1.35 - 1.0 / 240))!
        var previous: RenderedCard?
        for frame in trace.frames where frame.time >= 1.35 {
            guard let card = frame.model.cards.first(where: { $0.id == before.id }) else { break }
            #expect(abs(card.rotation) <= .pi / 4 + 1e-12)
            if let previous {
                #expect(card.center.x >= previous.center.x - 1e-9, "it never drifts back")
                #expect(card.rotation >= previous.rotation - 1e-12)
            } else {
                #expect(abs(card.center.x - before.center.x) < 15, "it starts where it was")
            }
            previous = card
        }
        #expect(previous!.center.x > 300 && previous!.center.x < 560 && abs(previous!.rotation - .pi / 4) < 1e-6)
    }

    // MARK: The invariant checker

    #if DEBUG
        @Test("Debug builds check the invariants after every operation and every advance")
        func invariantChecker() throws {
            let deck = try KolodaDeck(options: DeckOptions(), bounds: Size(width: 300, height: 400))
            var reported: [String] = []
            deck.invariantFailureHandler = { reported += $0 }
            let cards = RecordingDelegate(count: 5)
            deck.dataSource = cards
            #expect(reported.isEmpty)
            deck.stack.breakRules { $0[1].announcement = .rewind }
            try deck.advance(to: 0.1)
            #expect(reported.contains("a card below the top has a pending announcement"))
            deck.stack.breakRules { $0[1].announcement = nil }
            reported = []
            deck.stack.breakRules { $0[1].index = 0 }
            deck.swipe(.left)
            #expect(reported.contains { $0.hasPrefix("two cards of the frame share an index") })
        }
    #endif
}
