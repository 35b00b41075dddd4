// SPDX-License-Identifier: MIT

/// The swiped cards, oldest first, each with the direction it left in. Unlimited; O(1) per swipe.
struct History {
    struct Entry: Equatable {
        var index: Int
        var direction: SwipeResultDirection
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func append(index: Int, direction: SwipeResultDirection) {
        entries.append(Entry(index: index, direction: direction))
    }

    mutating func popLast() -> Entry? { entries.popLast() }

    mutating func removeAll() { entries.removeAll() }

    /// Shifts entries at or after `start` up by `count`, for cards inserted at `start`.
    ///
    /// - Complexity: O(n) in the number of entries.
    mutating func insert(at start: Int, count: Int) {
        for position in entries.indices where entries[position].index >= start {
            entries[position].index += count
        }
    }

    /// Drops the entries of removed cards and shifts the ones after them down.
    ///
    /// - Complexity: O(n) in the number of entries.
    mutating func remove(_ range: Range<Int>) {
        let removed = range.count
        entries.removeAll { range.contains($0.index) }
        for position in entries.indices where entries[position].index >= range.upperBound {
            entries[position].index -= removed
        }
    }
}
