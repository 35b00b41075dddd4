// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario

/// A host under the re-entrancy test: a conformance host that lets an app act from inside every
/// callback its deck makes (the data source's count and card views, the overlays, the labels,
/// every question and every event).
@MainActor
public protocol ReentrantHost: ConformanceHost {
    /// Called by the host from inside each callback of its deck, named ("viewForCard 3",
    /// "event didSwipe"): the app under test acts there.
    var onCallback: (@MainActor (String) -> Void)? { get set }

    /// The deck the host shows, for its invariants.
    var deckUnderTest: KolodaDeck { get }

    /// Every action the deck performed, in order, as the host's action observer heard them.
    var performedActions: [DeckAction] { get }

    /// Performs one of the host's own operations that are no single deck action (its data source
    /// set again, UIKit's `reloadData()`): the one numbered `choice`, modulo how many it has.
    ///
    /// - Returns: What it did.
    func performHostOperation(_ choice: Int) -> String

    /// The names of the deck actions that the host's own operations perform: these are not
    /// counted against the app's calls.
    var actionsOfHostOperations: Set<String> { get }
}

/// The randomized re-entrancy test, the same for every host: an app whose every callback may
/// call the deck again (a swipe from a card view, a reload from `shouldSwipe`, an insert from
/// `didShow`, another data source from the count), driven through the host's public API.
///
/// Each run is bounded by counts, never by a clock: an app budget of calls a step, and a limit
/// on the callbacks a step may cause. After each step the deck's invariants hold, the host's
/// views match its model and no deferred operation is left waiting; at the end every operation
/// the app called was performed exactly once, or refused at its turn with a diagnostic.
@MainActor
public enum Reentrancy {
    /// The actions whose calls are counted against what the deck performed: those no host
    /// performs on its own (a new data source resets the deck, a UIKit view lays its options out).
    static let countedActions: Set<String> = [
        "swipe", "revert", "reloadData", "showCard", "insert", "remove", "reloadRange", "applyAppearAnimation", "tap", "beginDrag",
        "moveDrag", "endDrag", "cancelDrag",
    ]

    static func counts(_ action: String, on host: some ReentrantHost) -> Bool {
        countedActions.contains(action) && !host.actionsOfHostOperations.contains(action)
    }

    /// How many seeds to run: `KOLODA_REENTRANCY_SEEDS` when set, else `default`.
    public static func seedCount(default count: Int) -> Int {
        guard let text = getEnvironment("KOLODA_REENTRANCY_SEEDS"), let value = Int(text), value > 0 else { return count }
        return value
    }

    /// Totals over the runs, for a note.
    public struct Counts: Sendable {
        /// Runs, steps, callbacks heard, and operations the app called from inside them.
        public var runs = 0, steps = 0, callbacks = 0, reentrantCalls = 0

        /// No runs yet.
        public init() {}
    }

    /// Runs the seeds `0..<seedCount(default: count)`, each on a host of its own, until one finds
    /// a problem.
    ///
    /// - Returns: The first problem found, if any, and the totals.
    public static func runSeeds<Host: ReentrantHost>(default count: Int, makeHost: (DeckConfiguration) throws -> Host) -> (
        problem: String?, counts: Counts
    ) {
        var counts = Counts()
        for seed in 0..<UInt64(seedCount(default: count)) {
            if let problem = run(seed: seed, counts: &counts, makeHost: makeHost) { return (problem, counts) }
        }
        return (nil, counts)
    }

    /// Runs one seed's app on a host made by `makeHost`.
    ///
    /// - Returns: The first problem found, with the seed and the last steps, or `nil`.
    public static func run<Host: ReentrantHost>(
        seed: UInt64, steps: Int = 16, counts: inout Counts, makeHost: (DeckConfiguration) throws -> Host
    ) -> String? {
        let app = App(seed: seed)
        var configuration = DeckConfiguration()
        configuration.cards = app.int(0...10)
        configuration.options.countOfVisibleCards = app.int(0...4)
        configuration.options.isLoop = app.int(0...3) == 0
        configuration.reduceMotion = app.int(0...5) == 0
        configuration.appearAnimation = app.bool()
        let host: Host
        do { host = try makeHost(configuration) } catch { return "seed \(seed): the host could not be made: \(error)" }
        var time = 0.0
        var callbacks = 0
        var reentrantCalls = 0
        var stepBudget = 0
        var log: [String] = []
        host.onCallback = { [unowned host] name in
            callbacks += 1
            guard stepBudget > 0, app.int(0...2) == 0 else { return }
            stepBudget -= 1
            reentrantCalls += 1
            log.append("  in \(name): " + app.call(on: host))
        }
        defer {
            host.onCallback = nil
            counts.callbacks += callbacks
            counts.reentrantCalls += reentrantCalls
        }
        host.load()
        for step in 0..<steps {
            stepBudget = 6
            let before = callbacks
            switch app.int(0...9) {
            case 0...5:
                log.append(app.call(on: host))
            case 6:
                // A drag across a few frames, as input arrives between them.
                let points = (0..<4).map { _ in app.point() }
                log.append("drag \(points)")
                for (number, point) in points.enumerated() {
                    time += 1.0 / 64
                    host.advanceClock(to: time)
                    let action: DeckAction =
                        number == 0 ? .beginDrag(at: point) : number == 3 ? .endDrag(at: point, velocity: nil) : .moveDrag(to: point)
                    app.perform(action, on: host)
                    host.frame(at: time)
                }
            default:
                let frames = [1, 4, 16, 64][app.int(0...3)]
                log.append("\(frames) frames")
                for _ in 0..<frames {
                    time += 1.0 / 64
                    host.frame(at: time)
                }
            }
            counts.steps += 1
            if callbacks - before > callbackLimit {
                return "seed \(seed), step \(step): \(callbacks - before) callbacks in one step; last steps: \(log.suffix(8))"
            }
            let problems = check(host)
            if !problems.isEmpty { return "seed \(seed), step \(step): \(problems); last steps: \(log.suffix(12))" }
        }
        // The app stops acting; the deck comes to rest and must have done what it was asked.
        stepBudget = 0
        var restFrames = 0
        while host.deckUnderTest.isAnimating || host.deckUnderTest.hasPendingWork, restFrames < 64 * 8 {
            restFrames += 1
            time += 1.0 / 64
            host.frame(at: time)
        }
        counts.runs += 1
        var problems = check(host)
        problems += app.accounting(against: host)
        // Every change of the data the deck was told of reached it: at rest it has the data's count.
        if !app.changedDataUntold, host.deckUnderTest.countOfCards != host.cardCount {
            problems.append("the deck has \(host.deckUnderTest.countOfCards) cards for \(host.cardCount) in the data")
        }
        return problems.isEmpty ? nil : "seed \(seed), at rest: \(problems); last steps: \(log.suffix(12))"
    }

    /// More callbacks than this in one step is work without bound.
    static let callbackLimit = 20_000

    private static func check(_ host: some ReentrantHost) -> [String] {
        var problems = host.deckUnderTest.invariantViolations() + host.viewProblems
        if host.deckUnderTest.hasDeferredActions { problems.append("operations called from callbacks are still waiting") }
        return problems
    }

    private static func getEnvironment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The app: a seeded generator, and what it called. A class: it acts again from inside the
    /// callbacks its own calls cause.
    @MainActor
    final class App {
        private var state: UInt64
        /// Calls of each counted action that the deck took (ran, or deferred).
        private var called: [String: Int] = [:]
        /// A state taken from the deck, to restore later.
        private var saved: DeckState?
        /// Whether the app changed its data without telling the deck.
        private(set) var changedDataUntold = false

        init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D &+ 1 }

        /// SplitMix64.
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        func bool() -> Bool { next() & 1 == 0 }

        func point() -> Point { Point(x: Double(int(-50...400)), y: Double(int(-50...500))) }

        func direction() -> SwipeResultDirection { SwipeResultDirection.allCases[int(0...7)] }

        /// Calls a random operation of the host's; returns what it called.
        func call(on host: some ReentrantHost) -> String {
            let deck = host.deckUnderTest
            let count = deck.countOfCards
            switch int(0...15) {
            case 0, 1: return perform(.swipe(direction(), force: bool()), on: host)
            case 2: return perform(.revert(direction: bool() ? nil : direction()), on: host)
            case 3: return perform(.reloadData, on: host)
            case 4: return perform(.resetCurrentCardIndex, on: host)
            case 5: return perform(.showCard(at: int(0...max(count, 1))), on: host)
            case 6:
                let start = int(0...count)
                let length = int(1...3)
                host.cardCount += length
                if !performs(.insert(start..<start + length, animated: bool()), on: host) { restoreData(by: -length, on: host) }
                return "insert \(start)..<\(start + length)"
            case 7:
                let start = int(0...max(count - 1, 0))
                let length = min(int(1...2), count - start)
                guard length > 0 else { return "no card to remove" }
                host.cardCount = max(host.cardCount - length, 0)
                if !performs(.remove(start..<start + length, animated: bool()), on: host) { restoreData(by: length, on: host) }
                return "remove \(start)..<\(start + length)"
            case 8: return perform(.reloadRange(0..<min(count, int(1...3))), on: host)
            case 9:
                var options = deck.options
                options.countOfVisibleCards = int(0...4)
                options.isLoop = int(0...3) == 0
                return perform(.setOptions(options), on: host)
            case 10: return perform(.applyAppearAnimation, on: host)
            case 11:
                saved = deck.deckState
                return "take the state"
            case 12:
                guard let saved else { return "no state to restore" }
                return perform(.restore(saved), on: host)
            case 13: return host.performHostOperation(int(0...7))
            case 14: return perform(.tap(at: point()), on: host)
            default:
                host.cardCount = int(0...12)
                changedDataUntold = true
                return "data count \(host.cardCount), untold"
            }
        }

        /// The deck refused a change of the data (its count and the data's disagreed): the app
        /// puts its data back and, as the deck may have read it meanwhile (from inside the
        /// refused operation), tells it to reload.
        private func restoreData(by difference: Int, on host: some ReentrantHost) {
            host.cardCount = max(host.cardCount + difference, 0)
            perform(.reloadData, on: host)
        }

        /// Performs an action through the host, counting it when the deck took it.
        @discardableResult
        func perform(_ action: DeckAction, on host: some ReentrantHost) -> String {
            let taken = performs(action, on: host)
            return "\(action.name)\(taken ? "" : " (refused)")"
        }

        private func performs(_ action: DeckAction, on host: some ReentrantHost) -> Bool {
            do {
                try host.perform(action)
            } catch {
                return false
            }
            if Reentrancy.counts(action.name, on: host) { called[action.name, default: 0] += 1 }
            return true
        }

        /// Each counted call performed once: what the deck performed, plus what it refused at its
        /// turn with a diagnostic, is what the app called.
        func accounting(against host: some ReentrantHost) -> [String] {
            var performed: [String: Int] = [:]
            for action in host.performedActions where Reentrancy.counts(action.name, on: host) {
                performed[action.name, default: 0] += 1
            }
            var refused: [String: Int] = [:]
            for event in host.events {
                guard case .diagnostic(let message) = event.event, let name = message.split(separator: ",").first,
                    message.contains("was refused when its turn came")
                else { continue }
                refused[String(name), default: 0] += 1
            }
            // An insert or a removal refused at its turn reloads the deck from the data source.
            let followed = refused["insert", default: 0] + refused["remove", default: 0]
            return Reentrancy.countedActions.sorted().filter { Reentrancy.counts($0, on: host) }.compactMap { name in
                let calls = called[name, default: 0] + (name == "reloadData" ? followed : 0)
                let done = performed[name, default: 0] + refused[name, default: 0]
                return calls == done
                    ? nil : "\(name): called \(calls) times, performed \(performed[name, default: 0]), refused \(refused[name, default: 0])"
            }
        }
    }
}
