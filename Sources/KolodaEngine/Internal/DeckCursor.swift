// SPDX-License-Identifier: MIT

/// Where the deck is in its data: the current index, the number of cards and the history of
/// swipes. Its methods keep the rules that tie them together: the index stays within the count
/// (or wraps, in a looping deck), and inserts and removes move both the index and the history.
struct DeckCursor {
    /// The index of the top card; equal to ``count`` when a deck that does not loop has run out.
    private(set) var index = 0
    /// The number of cards, as last read from the data source.
    private(set) var count = 0
    /// The swiped cards, oldest first.
    private(set) var history = History()
    /// Whether a count that changed behind the deck's back has been reported since the last
    /// reload, insert or remove.
    private var mismatchReported = false

    /// Whether a deck that does not loop has shown its last card.
    func isPastEnd(isLoop: Bool) -> Bool { !isLoop && index >= count }

    /// The indexes shown in slots 0, 1, … of a stack of `visibleCount` slots.
    func window(visibleCount: Int, isLoop: Bool) -> [Int] {
        guard count > 0 else { return [] }
        if isLoop {
            let shown = min(visibleCount, count)
            return (0..<shown).map { (index + $0) % count }
        }
        guard index < count else { return [] }
        let shown = min(visibleCount, count - index)
        return (0..<shown).map { index + $0 }
    }

    /// Up to `prefetchCount` cards after the first `visibleCount` ones of the window, in the
    /// order they will be shown (wrapping around in a looping deck, never into the window).
    func upcoming(afterVisible visibleCount: Int, prefetchCount: Int, isLoop: Bool) -> [Int] {
        guard count > 0, prefetchCount > 0 else { return [] }
        if isLoop {
            let hidden = max(count - visibleCount, 0)
            return (0..<min(prefetchCount, hidden)).map { (index + visibleCount + $0) % count }
        }
        let start = index + visibleCount
        return start < count ? Array(start..<min(start + prefetchCount, count)) : []
    }

    /// The card that the next undo would bring back, if any (see ``undo(from:isLoop:)``).
    func nextUndoCard(isLoop: Bool) -> Int? {
        if let swiped = history.lastEntry(below: count) { return swiped.index }
        return !isLoop && index > 0 && count > 0 ? min(index, count) - 1 : nil
    }

    /// The cards from the top to the last when the visible and prefetched cards reach past the
    /// last card of a deck that does not loop; nil otherwise.
    func remaining(visibleCount: Int, prefetchCount: Int, isLoop: Bool) -> Int? {
        guard !isLoop, index + visibleCount + prefetchCount > count else { return nil }
        return max(count - index, 0)
    }

    /// The number of swipes an undo can take back. Applies the history's pending index changes.
    var historyCount: Int {
        mutating get { history.count }
    }

    /// Whether ``undo(from:isLoop:)`` would bring a card back.
    mutating func canUndo(isLoop: Bool) -> Bool {
        historyCount > 0 || (!isLoop && index > 0 && count > 0)
    }

    /// Records the swipe of the card at `swiped` and moves to the next card.
    ///
    /// - Returns: Whether the deck has now run out (never for a looping deck).
    mutating func recordSwipe(of swiped: Int, direction: SwipeResultDirection, isLoop: Bool) -> Bool {
        history.append(index: swiped, direction: direction)
        if isLoop {
            index = count > 0 ? (index + 1) % count : 0
            return false
        }
        index += 1
        return index >= count
    }

    /// Takes back the last swipe of a card that still exists and makes that card current; with
    /// an empty history a deck that does not loop goes back one card, which came from the left.
    ///
    /// - Parameter direction: The side the card comes back from, instead of the one it left by.
    /// - Returns: The card and the side it comes back from, or nil when there is nothing to undo.
    mutating func undo(from direction: SwipeResultDirection?, isLoop: Bool) -> (index: Int, direction: SwipeResultDirection)? {
        var returning: (index: Int, direction: SwipeResultDirection)?
        while returning == nil, let entry = history.popLast() {
            if entry.index < count { returning = (entry.index, direction ?? entry.direction) }
        }
        if returning == nil, !isLoop, index > 0, count > 0 {
            returning = (min(index, count) - 1, direction ?? .left)
        }
        if let returning { index = returning.index }
        return returning
    }

    /// Makes `target` the current card.
    mutating func show(_ target: Int) { index = target }

    /// Adopts the count the data source reports after a reload, keeping the index within it.
    mutating func reload(count reported: Int, isLoop: Bool) {
        count = reported
        mismatchReported = false
        clamp(isLoop: isLoop)
    }

    /// Back to the first card with an empty history.
    mutating func restart(count reported: Int) {
        count = reported
        mismatchReported = false
        index = 0
        history.removeAll()
    }

    /// Takes up a saved state on data that now has `available` cards (at least the state's).
    mutating func restore(_ state: DeckState, available: Int, isLoop: Bool) {
        count = available
        mismatchReported = false
        index = state.currentIndex
        history = History(state.history.map { History.Entry(index: $0.index, direction: $0.direction) })
        clamp(isLoop: isLoop)
    }

    /// The state the cursor stands for. Swipes of cards beyond the count (the data source's count
    /// shrank without the deck being told) are left out: no undo can bring them back.
    ///
    /// - Complexity: O(h) in the history's length.
    var state: DeckState {
        let entries = history.entries
        var swipes: [DeckState.Swipe] = []
        swipes.reserveCapacity(entries.count)
        for entry in entries where entry.index < count {
            swipes.append(DeckState.Swipe(index: entry.index, direction: entry.direction))
        }
        return DeckState(currentIndex: index, count: count, history: swipes)
    }

    /// Adopts a count that changed without the deck being told.
    ///
    /// - Returns: The diagnostic to report, the first time since the last reload, insert or remove.
    mutating func synchronize(reported: Int, isLoop: Bool) -> String? {
        guard reported != count else { return nil }
        var message: String?
        if !mismatchReported {
            mismatchReported = true
            message = "data source count changed from \(count) to \(reported) without reloadData or an insert/remove; using \(reported)"
        }
        count = reported
        clamp(isLoop: isLoop)
        return message
    }

    /// `range.count` cards were inserted at `range.lowerBound`: later cards and the history move
    /// up. Inserted at the current index, they come on top, unless `behindCurrent`: then the
    /// current card stays (a model's items inserted right before it).
    mutating func insert(_ range: Range<Int>, behindCurrent: Bool = false) {
        history.insert(at: range.lowerBound, count: range.count)
        if index > range.lowerBound || (behindCurrent && index == range.lowerBound && index < count) { index += range.count }
        count += range.count
        mismatchReported = false
    }

    /// The cards in `range` were removed: the history forgets them, later cards move down, and
    /// a current card that was removed gives way to the card after the range.
    mutating func remove(_ range: Range<Int>, isLoop: Bool) {
        history.remove(range)
        if index >= range.upperBound {
            index -= range.count
        } else if index >= range.lowerBound {
            index = range.lowerBound
        }
        count -= range.count
        mismatchReported = false
        clamp(isLoop: isLoop)
    }

    /// Keeps the index within the count: wrapped in a looping deck, clamped to `0...count` otherwise.
    mutating func clamp(isLoop: Bool) {
        if isLoop {
            index = count > 0 ? index % count : 0
        } else {
            index = min(max(index, 0), count)
        }
    }
}
