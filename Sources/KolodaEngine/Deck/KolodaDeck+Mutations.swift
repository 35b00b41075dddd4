// SPDX-License-Identifier: MIT

/// Changes to the data, the bounds and the options.
extension KolodaDeck {
    /// Tells the deck that cards were inserted at `range` in the data source.
    ///
    /// Indexes at or after `range.lowerBound` move up; an insertion at the current index puts the
    /// new card on top. Cards that enter the visible window fade in when `animated`.
    ///
    /// - Throws: ``KolodaError`` when the range does not start within `0...countOfCards`, or the
    ///   data source does not now report `countOfCards + range.count` cards; nothing changes.
    /// - Complexity: O(h) in the history's length.
    public func insertCardAtIndexRange(_ range: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try perform(.insert(range, animated: animated))
    }

    func insertCards(_ range: Range<Int>, animated: Bool) throws(KolodaError) {
        let expected = countOfCards + range.count
        let reported = reportedCount()
        guard reported == expected else { throw .countMismatch(operation: "insert", expected: expected, reported: reported) }
        guard !range.isEmpty else { return }
        let snapshot = snapshotVisible()
        let shift = { (index: Int) in index >= range.lowerBound ? index + range.count : index }
        for position in visible.indices { visible[position].index = shift(visible[position].index) }
        leaving.updateIndexes(shift)
        history.insert(at: range.lowerBound, count: range.count)
        if currentCardIndex > range.lowerBound { currentCardIndex += range.count }
        countOfCards = expected
        countMismatchReported = false
        rebuildWindow(snapshot: snapshot, entering: animated ? .fade : .cut, exiting: animated ? .fade : .cut)
    }

    /// Tells the deck that the cards at `range` were removed from the data source.
    ///
    /// Removed visible cards fade out where they are when `animated` (they do not fly away);
    /// removing the card being dragged ends the drag. Later indexes move down, and the history
    /// forgets the removed cards.
    ///
    /// - Throws: ``KolodaError`` when the range is not within `0..<countOfCards`, or the data
    ///   source does not now report `countOfCards − range.count` cards; nothing changes.
    /// - Complexity: O(h) in the history's length.
    public func removeCardInIndexRange(_ range: Range<Int>, animated: Bool = true) throws(KolodaError) {
        try perform(.remove(range, animated: animated))
    }

    func removeCards(_ range: Range<Int>, animated: Bool) throws(KolodaError) {
        let expected = countOfCards - range.count
        let reported = reportedCount()
        guard reported == expected else { throw .countMismatch(operation: "remove", expected: expected, reported: reported) }
        guard !range.isEmpty else { return }
        let snapshot = snapshotVisible()
        let previousTopID = visible.first?.id
        let shift = { (index: Int) in index >= range.upperBound ? index - range.count : index }
        // Removed cards on screen lose their index: visible ones fade out where they are.
        for (slot, state) in snapshot.enumerated().reversed() where range.contains(visible[slot].index) {
            visible.remove(at: slot)
            if animated { fadeOut(state.id, index: nil, from: state.pose, kind: .removed(slot: slot)) }
        }
        for position in visible.indices { visible[position].index = shift(visible[position].index) }
        leaving.updateIndexes { range.contains($0) ? nil : shift($0) }
        history.remove(range)
        if currentCardIndex >= range.upperBound {
            currentCardIndex -= range.count
        } else if currentCardIndex >= range.lowerBound {
            currentCardIndex = range.lowerBound
        }
        countOfCards = expected
        countMismatchReported = false
        clampCurrentIndex()
        rebuildWindow(
            snapshot: snapshot, entering: animated ? .fade : .cut, exiting: animated ? .fade : .cut, previousTopID: previousTopID)
    }

    /// Tells the deck that the content of the cards at `range` changed: cards there that hold a
    /// view get a new ``CardID``, so the host asks its data source for them again. A drag of the
    /// top card goes on.
    ///
    /// - Throws: ``KolodaError/rangeOutOfBounds(operation:range:count:)``; nothing changes.
    public func reloadCardsInIndexRange(_ range: Range<Int>) throws(KolodaError) { try perform(.reloadRange(range)) }

    func reloadContent(_ range: Range<Int>) {
        for position in visible.indices where range.contains(visible[position].index) {
            let newID = makeCardID()
            let oldID = visible[position].id
            visible[position].id = newID
            switch gesture {
            case .dragging(var drag) where drag.grip.cardID == oldID:
                drag.grip.cardID = newID
                gesture = .dragging(drag)
            case .resetting(var reset) where reset.grip.cardID == oldID:
                reset.grip.cardID = newID
                gesture = .resetting(reset)
            default:
                break
            }
        }
        leaving.renewIdentities(in: range, makeCardID)
    }

    /// Changes the deck's size. Cards at rest move to the new slots at once; animations go on
    /// toward the new slots.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite or
    ///   negative size; nothing changes.
    public func resize(to size: Size) throws(KolodaError) { try perform(.resize(to: size)) }

    func updateBounds(_ size: Size) {
        bounds = size
        updateSlots()
    }

    /// Replaces the options after validating them. Cards move to the new layout's slots.
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)``; nothing changes.
    public func setOptions(_ newOptions: DeckOptions) throws(KolodaError) { try perform(.setOptions(newOptions)) }

    func replaceOptions(_ newOptions: DeckOptions) {
        let snapshot = snapshotVisible()
        options = newOptions
        updateSlots()
        clampCurrentIndex()
        rebuildWindow(snapshot: snapshot, entering: .fade, exiting: .fade)
    }
}
