// SPDX-License-Identifier: MIT

/// The swiped cards, oldest first, each with the direction it left in. Unlimited; O(1) per swipe.
///
/// Inserting or removing cards changes the indexes of the cards after them. Rather than rewrite
/// every entry (a million entries take milliseconds), the history keeps a log of those changes
/// and applies the ones that came after an entry when the entry is taken back out: recording a
/// change is O(1), and taking an entry out is O(changes since it was recorded).
struct History {
    struct Entry: Equatable {
        var index: Int
        var direction: SwipeResultDirection
    }

    private enum Change {
        case insert(at: Int, count: Int)
        case remove(Range<Int>)

        /// Where an index moves to, or nil when its card was removed.
        func apply(to index: Int) -> Int? {
            switch self {
            case .insert(let start, let count):
                return index >= start ? index + count : index
            case .remove(let range):
                if range.contains(index) { return nil }
                return index >= range.upperBound ? index - range.count : index
            }
        }
    }

    private struct Record {
        var index: Int
        var direction: SwipeResultDirection
        /// How many changes had been logged when the entry was recorded.
        var changeCount: Int
    }

    private var records: [Record] = []
    private var changes: [Change] = []
    /// How many changes were logged before `changes[0]` (dropped once no record needs them).
    private var droppedChanges = 0

    private var loggedChanges: Int { droppedChanges + changes.count }

    var isEmpty: Bool { records.isEmpty }

    /// The number of entries. Removing cards may have dropped some whose changes are not applied
    /// yet, so this applies them first: O(entries × pending changes) when changes are pending.
    var count: Int {
        mutating get {
            applyPendingChanges()
            return records.count
        }
    }

    /// A history of `entries`, oldest first. O(h).
    init(_ entries: [Entry] = []) {
        records = entries.map { Record(index: $0.index, direction: $0.direction, changeCount: 0) }
    }

    /// Every entry whose card still exists, oldest first, with its index as it is now.
    ///
    /// - Complexity: O(h) with no change pending; O(h × changes) while changes are pending.
    var entries: [Entry] {
        if changes.isEmpty { return records.map { Entry(index: $0.index, direction: $0.direction) } }
        var result: [Entry] = []
        result.reserveCapacity(records.count)
        for record in records {
            if let index = currentIndex(of: record) { result.append(Entry(index: index, direction: record.direction)) }
        }
        return result
    }

    /// The most recent entry whose card still exists and is below `count`, as ``popLast()``
    /// would take it. O(k + changes) for the k entries passed over.
    func lastEntry(below count: Int) -> Entry? {
        for record in records.reversed() {
            if let index = currentIndex(of: record), index < count { return Entry(index: index, direction: record.direction) }
        }
        return nil
    }

    mutating func append(index: Int, direction: SwipeResultDirection) {
        records.append(Record(index: index, direction: direction, changeCount: loggedChanges))
    }

    /// Takes out the most recent entry whose card still exists, with its index as it is now.
    mutating func popLast() -> Entry? {
        while let record = records.popLast() {
            let index = currentIndex(of: record)
            if records.isEmpty { forgetChanges() }
            if let index { return Entry(index: index, direction: record.direction) }
        }
        return nil
    }

    /// The record's index after the changes logged since it was recorded; nil when its card was removed.
    private func currentIndex(of record: Record) -> Int? {
        var index = record.index
        for change in changes[(record.changeCount - droppedChanges)...] {
            guard let moved = change.apply(to: index) else { return nil }
            index = moved
        }
        return index
    }

    mutating func removeAll() {
        records.removeAll()
        forgetChanges()
    }

    /// Records that `count` cards were inserted at `start`. O(1).
    mutating func insert(at start: Int, count: Int) {
        log(.insert(at: start, count: count))
    }

    /// Records that the cards in `range` were removed: their entries are dropped and later
    /// indexes move down. O(1).
    mutating func remove(_ range: Range<Int>) {
        log(.remove(range))
    }

    private mutating func log(_ change: Change) {
        guard !records.isEmpty else { return }
        changes.append(change)
    }

    private mutating func forgetChanges() {
        droppedChanges = loggedChanges
        changes.removeAll()
    }

    /// Applies every logged change to every record and empties the log.
    private mutating func applyPendingChanges() {
        guard !changes.isEmpty else { return }
        records = records.compactMap { record in
            currentIndex(of: record).map { Record(index: $0, direction: record.direction, changeCount: loggedChanges) }
        }
        forgetChanges()
    }
}
