// SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import KolodaEngine

/// A small, fast, repeatable generator (SplitMix64) so that a failing seed can be replayed.
struct RepeatableRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seeds a randomized test runs: `count` of them from 0, or `KOLODA_SEEDS=n` of them
    /// (the sanitizer runs take fewer; a search for a failure takes more).
    static func seeds(_ count: UInt64) -> [UInt64] {
        if let text = getenv("KOLODA_SEEDS"), let chosen = UInt64(String(cString: text)) { return Array(0..<chosen) }
        return Array(0..<count)
    }
}

@Suite("Randomized event sequences")
struct RandomizedTests {
    /// How many random sequences to run; `KOLODA_SEEDS=n` runs n of them instead, and
    /// `KOLODA_SEED=n` replays just sequence n.
    static let sequenceCount: UInt64 = 2_000
    static let stepsPerSequence = 40

    static var seeds: [UInt64] {
        if let text = getenv("KOLODA_SEED"), let seed = UInt64(String(cString: text)) { return [seed % 1_000_000] }
        return RepeatableRandomNumberGenerator.seeds(sequenceCount)
    }

    @Test("Invariants hold after every step of thousands of random event sequences")
    func randomSequences() throws {
        for seed in Self.seeds {
            if let failure = try Self.run(seed: seed) {
                Issue.record("seed \(seed) (replay with KOLODA_SEED=\(seed)): \(failure)")
                return
            }
        }
    }

    /// What the properties of the deck model (KolodaEngine.docc/DeckModel.md) remember from one step to the next.
    struct Watch {
        /// The held card, the point of its content under the pointer, and where the pointer is.
        var grab: (id: CardID, content: Point, pointer: Point)?
        /// Cards sent off by ``KolodaDeck/swipe(_:force:)``, with the rotation they had then.
        var programmaticFlights: [CardID: Double] = [:]
    }

    @Test("An app that mirrors the history from didSwipe and didRewind stays in step after every step of thousands of sequences")
    func mirroredHistory() throws {
        for seed in Self.seeds {
            if let failure = try Self.run(seed: seed + 1_000_000, countChangesBehindTheDeck: false) {
                Issue.record("seed \(seed + 1_000_000) (replay with KOLODA_SEED=\(seed + 1_000_000)): \(failure)")
                return
            }
        }
    }

    /// Runs one random sequence; returns a description of the first broken invariant.
    ///
    /// - Parameter countChangesBehindTheDeck: Whether the data source's count may change without
    ///   the deck being told, after which the history cannot be mirrored; otherwise those steps
    ///   are undos a few milliseconds apart.
    static func run(seed: UInt64, countChangesBehindTheDeck: Bool = true) throws -> String? {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        var options = Bool.random(using: &random) ? DeckOptions.stacked : DeckOptions.background
        options.isLoop = Int.random(in: 0..<4, using: &random) == 0
        options.countOfVisibleCards = Int.random(in: 0...4, using: &random)
        let reducesMotion = Int.random(in: 0..<6, using: &random) == 0
        options.flingVelocity = Bool.random(using: &random) ? 800 : nil
        let harness = Harness(cards: Int.random(in: 0...12, using: &random), options: options, reducesMotion: reducesMotion) {
            $0.allowed = Array(SwipeResultDirection.allCases.shuffled(using: &random).prefix(Int.random(in: 1...8, using: &random)))
            $0.speed = DragSpeed.allCases.randomElement(using: &random)!
        }
        let deck = harness.deck
        // A culling tool's pace in one run of five: the next card at once, flights beneath.
        deck.showsNextCardAtOnce = Int.random(in: 0..<5, using: &random) == 0
        var rewindProblems: [String] = []
        harness.fake.onEvent = { deck, event in
            // A didShow is delivered as it fires: its card must be the settled top card. (A
            // didRewind fires then too, or earlier, when the return is interrupted.)
            guard case .didShow(let index) = event else { return }
            let top = deck.renderModel.cards.last { $0.slot == 0 }
            let rest = deck.stack.restPose(slot: 0)
            let drawn = deck.options.countOfVisibleCards > 0
            if deck.currentCardIndex != index
                || (drawn && (top?.index != index || top?.center != rest.center || top?.rotation != rest.rotation))
            {
                rewindProblems.append("didShow(\(index)) while the top card is \(top.map { "\($0)" } ?? "none")")
            }
        }
        var log: [String] = []
        var watch = Watch()
        var mirror = HistoryMirror()
        var saved: DeckState?
        func point() -> Point {
            Point(x: Double.random(in: -50...400, using: &random), y: Double.random(in: -50...500, using: &random))
        }
        for step in 0..<stepsPerSequence {
            let indexBefore = deck.currentCardIndex
            let countBefore = deck.countOfCards
            let eventsBefore = harness.fake.events.count
            let flightsBefore = Set(deck.stack.leaving.filter { $0.kind == .flight }.map(\.id))
            let problemsBefore = harness.invariantProblems.count
            var action = ""
            var dataChange: HistoryMirror.Change?
            switch Int.random(in: 0..<21, using: &random) {
            case 0, 1:
                let p = point()
                action = "beginDrag \(p)"
                let before = deck.renderModel.cards.last { $0.slot == 0 }
                if try deck.beginDrag(at: p) { watch.grab = grab(before, at: p) }
            case 17, 18:
                // A grab aimed at the top card wherever it is, to catch it mid-motion.
                guard let top = deck.renderModel.cards.last(where: { $0.slot == 0 }) else { continue }
                let p = top.transform.apply(
                    to: Point(
                        x: Double.random(in: 0...1, using: &random) * top.size.width,
                        y: Double.random(in: 0...1, using: &random) * top.size.height))
                action = "grabTop \(p)"
                if try deck.beginDrag(at: p) { watch.grab = grab(top, at: p) }
            case 2, 3:
                let p = point()
                action = "moveDrag \(p)"
                try deck.moveDrag(to: p)
                if deck.isDragging { watch.grab?.pointer = p }
            case 4:
                let p = point()
                action = "endDrag \(p)"
                try deck.endDrag(at: p)
            case 5:
                action = "cancelDrag"
                deck.cancelDrag()
            case 6:
                let p = point()
                action = "tap \(p)"
                _ = try deck.tap(at: p)
            case 7:
                let direction = SwipeResultDirection.allCases.randomElement(using: &random)!
                action = "swipe \(direction)"
                let top = deck.renderModel.cards.last { $0.slot == 0 }
                if deck.swipe(direction, force: Bool.random(using: &random)), let top {
                    watch.programmaticFlights[top.id] = abs(top.rotation)
                }
            case 8:
                action = "revert"
                deck.revertAction(direction: Bool.random(using: &random) ? nil : .up)
            case 9:
                action = "reloadData"
                deck.reloadData()
            case 10:
                action = "resetCurrentCardIndex"
                deck.resetCurrentCardIndex()
                dataChange = .replace([])
            case 11:
                let start = Int.random(in: 0...deck.countOfCards + 1, using: &random)
                let length = Int.random(in: 0...3, using: &random)
                action = "insert \(start)..<\(start + length)"
                harness.fake.count = deck.countOfCards + length
                do {
                    try deck.insertCardAtIndexRange(start..<start + length, animated: Bool.random(using: &random))
                    dataChange = .insert(start..<start + length)
                } catch {
                    harness.fake.count = deck.countOfCards
                }
            case 12:
                let start = Int.random(in: 0...deck.countOfCards, using: &random)
                let length = Int.random(in: 0...2, using: &random)
                action = "remove \(start)..<\(start + length)"
                harness.fake.count = max(deck.countOfCards - length, 0)
                do {
                    try deck.removeCardInIndexRange(start..<start + length, animated: Bool.random(using: &random))
                    dataChange = .remove(start..<start + length)
                } catch {
                    harness.fake.count = deck.countOfCards
                }
            case 13 where !countChangesBehindTheDeck:
                action = "revert, 4 ms, revert"
                deck.revertAction()
                harness.advance(by: 0.004)
                deck.revertAction()
            case 13:
                let count = Int.random(in: 0...12, using: &random)
                // An app that changes its data behind the deck's back cannot mirror its history.
                if count < harness.fake.count { mirror.isTracking = false }
                harness.fake.count = count
                action = "setCount \(harness.fake.count)"
            case 14:
                let size = Size(width: Double.random(in: 0...500, using: &random), height: Double.random(in: 0...700, using: &random))
                action = "resize \(size)"
                try deck.resize(to: size)
                // The card's content is laid out anew at the new size: its points move.
                watch.grab = nil
            case 15:
                let index = Int.random(in: 0...max(deck.countOfCards, 1), using: &random)
                action = "showCard \(index)"
                try? deck.showCard(at: index)
            case 19:
                action = "take the state"
                saved = deck.deckState
            case 20:
                guard let state = saved else { continue }
                action = "restore \(state)"
                do {
                    try deck.restoreDeckState(state)
                    dataChange = .replace(state.history)
                    if !deck.options.isLoop, deck.currentCardIndex != state.currentIndex {
                        return "restore: the index is \(deck.currentCardIndex), the state's \(state.currentIndex)"
                    }
                } catch {
                    if state.count <= harness.fake.count { return "restore refused a state that fits: \(error)" }
                }
            default:
                let seconds = [0.0, 0.001, 1.0 / 60, 0.1, 0.35, 1.5].randomElement(using: &random)!
                action = "advance \(seconds)"
                harness.advance(by: seconds)
            }
            log.append(action)
            var problems = deck.invariantViolations() + harness.invariantProblems[problemsBefore...] + rewindProblems
            let newEvents = harness.fake.events[eventsBefore...].map(\.event)
            let swipes = newEvents.compactMap { if case .didSwipe(let index, _) = $0 { index } else { nil } }
            // A swipe takes the card that was on top (unless the count was just clamped), and each
            // swiped card flies off once.
            let clamped = deck.countOfCards != countBefore
            if let first = swipes.first, first != indexBefore, !clamped {
                problems.append("didSwipe(\(first)) while \(indexBefore) was on top")
            }
            let newFlights = deck.stack.leaving.filter { $0.kind == .flight && !flightsBefore.contains($0.id) }
            if newFlights.count > swipes.count { problems.append("\(newFlights.count) flights for \(swipes.count) swipes") }
            for event in newEvents {
                if case .dragged(let percentage, _) = event, !(percentage > 0 && percentage <= 100) {
                    problems.append("drag percentage \(percentage) outside (0, 100]")
                }
            }
            problems += properties(of: deck, watch: &watch)
            problems += mirror.replay(newEvents, then: dataChange, against: deck)
            if !problems.isEmpty {
                return "step \(step) (\(action)): \(problems); last steps: \(log.suffix(8))"
            }
        }
        return nil
    }

    /// The point of the top card's content that a grab at `point` takes, from the top card as
    /// it was drawn just before the grab: from then on it must stay under the pointer.
    static func grab(_ top: RenderedCard?, at point: Point) -> (id: CardID, content: Point, pointer: Point)? {
        guard let top, let inverse = top.transform.inverted else { return nil }
        return (top.id, inverse.apply(to: point), point)
    }

    /// The properties of the deck model (KolodaEngine.docc/DeckModel.md) that hold between steps.
    static func properties(of deck: KolodaDeck, watch: inout Watch) -> [String] {
        var problems: [String] = []
        let cards = deck.renderModel.cards
        // From a grab until release the grabbed point stays under the pointer.
        if let grab = watch.grab {
            if deck.isDragging, let top = cards.last(where: { $0.slot == 0 }), top.id == grab.id {
                let held = top.transform.apply(to: grab.content)
                let scale = max(abs(grab.pointer.x), abs(grab.pointer.y), 1)
                if abs(held.x - grab.pointer.x) > 1e-9 * scale || abs(held.y - grab.pointer.y) > 1e-9 * scale {
                    problems.append("the grabbed point is at \(held), the pointer at \(grab.pointer)")
                }
            } else {
                watch.grab = nil
            }
        }
        // Cards dropping off the back are behind every stacked card.
        let droppedOff = Set(deck.stack.leaving.filter { $0.kind == .droppedOff }.map(\.id))
        if let lastDropped = cards.lastIndex(where: { droppedOff.contains($0.id) }),
            let firstStacked = cards.firstIndex(where: { $0.slot != nil }), lastDropped > firstStacked
        {
            problems.append("a card dropping off the back is drawn in front of the stack")
        }
        // No two cards of a frame share an index.
        let indexes = cards.compactMap(\.index)
        if Set(indexes).count != indexes.count { problems.append("two cards share an index: \(indexes)") }
        // A programmatic fly-off never rotates past π/4 (nor past where it started, if that was
        // further). A card taken back into the stack (by an undo) is no longer that fly-off.
        for card in cards {
            guard let start = watch.programmaticFlights[card.id] else { continue }
            if card.slot != nil {
                watch.programmaticFlights[card.id] = nil
                continue
            }
            if abs(card.rotation) > max(.pi / 4, start) + 1e-9 {
                problems.append("a programmatic fly-off rotated to \(card.rotation)")
            }
        }
        return problems
    }

    @Test("Every didSwipe takes one card into the history and every revert brings one back")
    func swipeAccounting() {
        for seed in RepeatableRandomNumberGenerator.seeds(300) {
            var random = RepeatableRandomNumberGenerator(seed: seed)
            let harness = Harness(cards: 15)
            var reverts = 0
            for _ in 0..<60 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: harness.deck.swipe(Bool.random(using: &random) ? .left : .right)
                case 1: if harness.deck.revertAction() { reverts += 1 }
                case 2:
                    let end = Point(x: Double.random(in: -200...500, using: &random), y: 120)
                    harness.drag(from: Point(x: 150, y: 100), to: end, duration: Double.random(in: 0.02...0.5, using: &random))
                default: harness.advance(by: Double.random(in: 0...0.5, using: &random))
                }
            }
            let swipes = harness.fake.events.filter { if case .didSwipe = $0.event { true } else { false } }.count
            #expect(swipes == harness.deck.historyCount + reverts, "seed \(seed)")
            #expect(harness.deck.currentCardIndex == harness.deck.historyCount, "seed \(seed)")
        }
    }
}

/// What an app that keeps its own copy of the history sees: it pushes on every `didSwipe`, pops
/// on every `didRewind`, and changes its copy itself when it inserts, removes, resets or restores.
struct HistoryMirror {
    enum Change {
        case insert(Range<Int>)
        case remove(Range<Int>)
        case replace([DeckState.Swipe])
    }

    var swipes: [DeckState.Swipe] = []
    /// False once the data changed behind the deck's back: the copy can no longer be kept.
    var isTracking = true

    /// Replays one step's events and the app's own change, and compares the copy with the deck's
    /// history.
    mutating func replay(_ events: some Sequence<DeckEvent>, then change: Change?, against deck: KolodaDeck) -> [String] {
        var problems: [String] = []
        for event in events {
            switch event {
            case .didSwipe(let index, let direction):
                swipes.append(DeckState.Swipe(index: index, direction: direction))
            case .didRewind(let index):
                // An undo with nothing in the history brings back the previous card all the same.
                guard let last = swipes.last else { continue }
                if last.index != index, isTracking { problems.append("didRewind(\(index)) while the last swipe was of \(last.index)") }
                swipes.removeLast()
            default:
                break
            }
        }
        switch change {
        case .insert(let range):
            swipes = swipes.map { DeckState.Swipe(index: $0.index >= range.lowerBound ? $0.index + range.count : $0.index, direction: $0.direction) }
        case .remove(let range):
            swipes = swipes.compactMap {
                range.contains($0.index)
                    ? nil : DeckState.Swipe(index: $0.index >= range.upperBound ? $0.index - range.count : $0.index, direction: $0.direction)
            }
        case .replace(let history):
            swipes = history
        case nil:
            break
        }
        // The deck's history counts an undo as done when it starts; the copy when its didRewind
        // fires, as the return ends or is interrupted. Until then, the returning card is the
        // copy's last swipe.
        var history = deck.deckState.history.map { "\($0.index) \($0.direction)" }
        if let top = deck.stack.top, top.announcement == .rewind, let last = swipes.last, last.index == top.index {
            history.append("\(last.index) \(last.direction)")
        }
        let copy = swipes.map { "\($0.index) \($0.direction)" }
        if isTracking, copy != history { problems.append("the mirrored history \(copy) is not the deck's \(history)") }
        return problems
    }
}
