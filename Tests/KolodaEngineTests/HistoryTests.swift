// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

@Suite("History")
struct HistoryTests {
    /// The obvious history: rewrite every entry on every change.
    struct EagerHistory {
        var entries: [History.Entry] = []

        mutating func insert(at start: Int, count: Int) {
            for position in entries.indices where entries[position].index >= start { entries[position].index += count }
        }

        mutating func remove(_ range: Range<Int>) {
            entries.removeAll { range.contains($0.index) }
            for position in entries.indices where entries[position].index >= range.upperBound { entries[position].index -= range.count }
        }
    }

    @Test("The change log gives the same entries as rewriting every entry at once")
    func matchesEagerHistory() {
        for seed in UInt64(0)..<300 {
            var random = RepeatableRandomNumberGenerator(seed: seed)
            var history = History()
            var model = EagerHistory()
            for _ in 0..<200 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let entry = History.Entry(
                        index: Int.random(in: 0..<40, using: &random), direction: SwipeResultDirection.allCases.randomElement(using: &random)!)
                    history.append(index: entry.index, direction: entry.direction)
                    model.entries.append(entry)
                case 4, 5:
                    #expect(history.popLast() == model.entries.popLast(), "seed \(seed)")
                case 6, 7:
                    let start = Int.random(in: 0..<40, using: &random)
                    let count = Int.random(in: 1...3, using: &random)
                    history.insert(at: start, count: count)
                    model.insert(at: start, count: count)
                case 8:
                    let start = Int.random(in: 0..<40, using: &random)
                    let range = start..<start + Int.random(in: 1...4, using: &random)
                    history.remove(range)
                    model.remove(range)
                default:
                    #expect(history.count == model.entries.count, "seed \(seed)")
                }
            }
            while let entry = model.entries.popLast() { #expect(history.popLast() == entry, "seed \(seed)") }
            #expect(history.popLast() == nil)
        }
    }
}
