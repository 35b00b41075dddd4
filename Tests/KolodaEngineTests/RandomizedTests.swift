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
}

@Suite("Randomized event sequences")
struct RandomizedTests {
    /// How many random sequences to run; `KOLODA_SEED=n` replays just sequence n.
    static let sequenceCount: UInt64 = 2_000
    static let stepsPerSequence = 40

    static var seeds: [UInt64] {
        if let text = getenv("KOLODA_SEED"), let seed = UInt64(String(cString: text)) { return [seed] }
        return Array(0..<sequenceCount)
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

    /// Runs one random sequence; returns a description of the first broken invariant.
    static func run(seed: UInt64) throws -> String? {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        var options = Bool.random(using: &random) ? DeckOptions.stacked : DeckOptions.background
        options.isLoop = Int.random(in: 0..<4, using: &random) == 0
        options.countOfVisibleCards = Int.random(in: 0...4, using: &random)
        options.reduceMotion = Int.random(in: 0..<6, using: &random) == 0
        options.flingVelocity = Bool.random(using: &random) ? 800 : nil
        let harness = Harness(cards: Int.random(in: 0...12, using: &random), options: options) {
            $0.allowed = Array(SwipeResultDirection.allCases.shuffled(using: &random).prefix(Int.random(in: 1...8, using: &random)))
            $0.speed = DragSpeed.allCases.randomElement(using: &random)!
        }
        let deck = harness.deck
        var log: [String] = []
        func point() -> Point {
            Point(x: Double.random(in: -50...400, using: &random), y: Double.random(in: -50...500, using: &random))
        }
        for step in 0..<stepsPerSequence {
            let indexBefore = deck.currentCardIndex
            let eventsBefore = harness.fake.events.count
            let flightsBefore = Set(deck.leaving.filter { $0.kind == .flight }.map(\.id))
            var action = ""
            switch Int.random(in: 0..<17, using: &random) {
            case 0, 1:
                let p = point()
                action = "beginDrag \(p)"
                _ = try deck.beginDrag(at: p)
            case 2, 3:
                let p = point()
                action = "moveDrag \(p)"
                try deck.moveDrag(to: p)
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
                deck.swipe(direction, force: Bool.random(using: &random))
            case 8:
                action = "revert"
                deck.revertAction(direction: Bool.random(using: &random) ? nil : .up)
            case 9:
                action = "reloadData"
                deck.reloadData()
            case 10:
                action = "resetCurrentCardIndex"
                deck.resetCurrentCardIndex()
            case 11:
                let start = Int.random(in: 0...deck.countOfCards + 1, using: &random)
                let length = Int.random(in: 0...3, using: &random)
                action = "insert \(start)..<\(start + length)"
                harness.fake.count = deck.countOfCards + length
                do { try deck.insertCardAtIndexRange(start..<start + length, animated: Bool.random(using: &random)) } catch {
                    harness.fake.count = deck.countOfCards
                }
            case 12:
                let start = Int.random(in: 0...deck.countOfCards, using: &random)
                let length = Int.random(in: 0...2, using: &random)
                action = "remove \(start)..<\(start + length)"
                harness.fake.count = max(deck.countOfCards - length, 0)
                do { try deck.removeCardInIndexRange(start..<start + length, animated: Bool.random(using: &random)) } catch {
                    harness.fake.count = deck.countOfCards
                }
            case 13:
                harness.fake.count = Int.random(in: 0...12, using: &random)
                action = "setCount \(harness.fake.count)"
            case 14:
                let size = Size(width: Double.random(in: 0...500, using: &random), height: Double.random(in: 0...700, using: &random))
                action = "resize \(size)"
                try deck.resize(to: size)
            case 15:
                let index = Int.random(in: 0...max(deck.countOfCards, 1), using: &random)
                action = "showCard \(index)"
                try? deck.showCard(at: index)
            default:
                let seconds = [0.0, 0.001, 1.0 / 60, 0.1, 0.35, 1.5].randomElement(using: &random)!
                action = "advance \(seconds)"
                harness.advance(by: seconds)
            }
            log.append(action)
            var problems = deck.invariantViolations()
            let newEvents = harness.fake.events[eventsBefore...].map(\.event)
            let swipes = newEvents.compactMap { if case .didSwipe(let index, _) = $0 { index } else { nil } }
            // A swipe takes the card that was on top (unless the count was just clamped), and each
            // swiped card flies off once.
            let clamped = newEvents.contains { if case .diagnostic = $0 { true } else { false } }
            if let first = swipes.first, first != indexBefore, !clamped {
                problems.append("didSwipe(\(first)) while \(indexBefore) was on top")
            }
            let newFlights = deck.leaving.filter { $0.kind == .flight && !flightsBefore.contains($0.id) }
            if newFlights.count > swipes.count { problems.append("\(newFlights.count) flights for \(swipes.count) swipes") }
            for event in newEvents {
                if case .dragged(let percentage, _) = event, !(percentage > 0 && percentage <= 1) {
                    problems.append("drag percentage \(percentage) outside (0, 1]")
                }
            }
            if !problems.isEmpty {
                return "step \(step) (\(action)): \(problems); last steps: \(log.suffix(8))"
            }
        }
        return nil
    }

    @Test("Every didSwipe takes one card into the history and every revert brings one back")
    func swipeAccounting() {
        for seed in UInt64(0)..<300 {
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
