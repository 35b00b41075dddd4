// SPDX-License-Identifier: MIT

/// Which cards the data source has been asked to prefetch and not yet shown or cancelled, and
/// whether the app has heard that the deck nears its end (see <doc:DeckModel>).
struct Prefetcher {
    /// What changed since the last update, to announce.
    struct Announcement {
        /// Cards newly expected, in the order they will be needed.
        var prefetch: [Int] = []
        /// Cards no longer expected that did not become visible.
        var cancel: [Int] = []
        /// The cards left from the top to the last, when the deck has just come near its end.
        var nearEnd: Int?
    }

    /// The cards the data source was asked for, in the order they will be needed.
    private(set) var expected: [Int] = []
    /// The count for which the app heard that the deck nears its end; nil while it does not.
    private var nearEndCount: Int?

    /// Takes the cards expected now: `upcoming` after the visible ones, then `undoCard`.
    ///
    /// - Parameters:
    ///   - window: The visible cards; one that was expected has been shown, not cancelled.
    ///   - remaining: The cards from the top to the last when the deck is near its end, else nil.
    /// - Complexity: O(w + p) in the visible and the prefetched cards.
    mutating func update(window: [Int], upcoming: [Int], undoCard: Int?, remaining: Int?, count: Int) -> Announcement {
        var wanted = upcoming
        if let undoCard, !window.contains(undoCard), !upcoming.contains(undoCard) { wanted.append(undoCard) }
        let before = Set(expected)
        let now = Set(wanted)
        let shown = Set(window)
        var announcement = Announcement()
        announcement.prefetch = wanted.filter { !before.contains($0) }
        announcement.cancel = expected.filter { !now.contains($0) && !shown.contains($0) }
        expected = wanted
        if let remaining {
            if nearEndCount != count {
                nearEndCount = count
                announcement.nearEnd = remaining
            }
        } else {
            nearEndCount = nil
        }
        return announcement
    }

    /// Cards were inserted: the expected ones after them moved up.
    mutating func insert(_ range: Range<Int>) {
        expected = expected.map { $0 >= range.lowerBound ? $0 + range.count : $0 }
    }

    /// Cards were removed: the app knows that those are gone, and the later ones moved down.
    mutating func remove(_ range: Range<Int>) {
        expected = expected.compactMap { range.contains($0) ? nil : $0 >= range.upperBound ? $0 - range.count : $0 }
    }

    /// The content of the cards in `range` (all of them, for nil) changed: they are asked for again.
    mutating func forget(_ range: Range<Int>?) {
        expected.removeAll { range?.contains($0) ?? true }
    }
}
