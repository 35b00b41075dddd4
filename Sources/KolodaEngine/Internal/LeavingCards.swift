// SPDX-License-Identifier: MIT

import HeapModule

/// The cards on their way out, in the order they started leaving.
///
/// Many swipes in a short time put many cards in flight at once, so nothing here passes over
/// every card per swipe or per frame: a count of the indexes held says at once whether a card
/// with a given index is leaving, and a heap of end times says how many cards have finished.
/// Finished cards stay in storage, hidden from everything that reads the cards, until they make
/// up half of it; one pass then drops them all. Every operation is amortized O(log n).
struct LeavingCards: Sequence {
    private var storage: [LeavingCard] = []
    private var endTimes = Heap<Double>()
    private var finishedSinceCompaction = 0
    private var indexCounts: [Int: Int] = [:]
    /// The deck time of the last ``dropFinished(at:)``: cards that ended by then are gone.
    private var now = -Double.infinity
    /// No card ends later than this (it may be later than the last card's end after a take).
    private var latestEnd = -Double.infinity

    /// Whether any card is still leaving.
    var hasCards: Bool { now < latestEnd }

    /// How many cards are held, finished ones not yet dropped included: at most twice the
    /// number still leaving. O(1).
    var count: Int { storage.count }

    private func isLeaving(_ card: LeavingCard) -> Bool { now < card.motion.endTime }

    /// The cards still leaving, in the order they started. Iterating allocates nothing.
    func makeIterator() -> Iterator { Iterator(base: storage.makeIterator(), now: now) }

    /// Steps over the stored cards, skipping those that ended by the last drop.
    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[LeavingCard]>
        let now: Double

        mutating func next() -> LeavingCard? {
            while let card = base.next() {
                if now < card.motion.endTime { return card }
            }
            return nil
        }
    }

    /// The cards still leaving, the most recently started first. Iterating allocates nothing.
    var newestFirst: LazyFilterSequence<ReversedCollection<[LeavingCard]>> {
        let now = now
        return storage.reversed().lazy.filter { now < $0.motion.endTime }
    }

    /// Every card flying off now flies beneath the stack.
    mutating func sendFlightsBeneath() {
        for position in storage.indices where storage[position].kind == .flight { storage[position].isBeneath = true }
    }

    mutating func append(_ card: LeavingCard) {
        storage.append(card)
        endTimes.insert(card.motion.endTime)
        latestEnd = Swift.max(latestEnd, card.motion.endTime)
        if let index = card.index { indexCounts[index, default: 0] += 1 }
    }

    /// Takes out the most recent card still leaving with `index`.
    mutating func take(index: Int) -> LeavingCard? {
        guard indexCounts[index, default: 0] > 0, let position = storage.lastIndex(where: { $0.index == index && isLeaving($0) }) else {
            return nil
        }
        let card = storage.remove(at: position)
        forget(card.index)
        return card
    }

    /// Lets go of every card that has finished by `time`.
    mutating func dropFinished(at time: Double) {
        now = time
        while let earliest = endTimes.min, earliest <= time {
            endTimes.removeMin()
            finishedSinceCompaction += 1
        }
        guard finishedSinceCompaction > 0, finishedSinceCompaction * 2 >= storage.count else { return }
        var kept: [LeavingCard] = []
        kept.reserveCapacity(storage.count - Swift.min(finishedSinceCompaction, storage.count))
        for card in storage {
            if isLeaving(card) { kept.append(card) } else { forget(card.index) }
        }
        storage = kept
        finishedSinceCompaction = 0
        latestEnd = storage.lazy.map { $0.motion.endTime }.max() ?? -.infinity
    }

    /// Changes every leaving card's index (nil: the card no longer has one).
    mutating func updateIndexes(_ transform: (Int) -> Int?) {
        indexCounts.removeAll(keepingCapacity: true)
        for position in storage.indices {
            storage[position].index = storage[position].index.flatMap(transform)
            if let index = storage[position].index { indexCounts[index, default: 0] += 1 }
        }
    }

    /// Gives every leaving card whose index is in `range` a new identity.
    mutating func renewIdentities(in range: Range<Int>, from identities: inout CardIdentities) {
        for position in storage.indices where storage[position].index.map(range.contains) ?? false {
            storage[position].id = identities.make()
        }
    }

    private mutating func forget(_ index: Int?) {
        guard let index, let count = indexCounts[index] else { return }
        indexCounts[index] = count > 1 ? count - 1 : nil
    }
}
