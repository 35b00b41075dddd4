// SPDX-License-Identifier: MIT

/// Koloda's named operations. Each one performs its ``DeckAction`` through ``perform(_:)``.
extension KolodaDeck {
    /// The pointer went down at `point`. Starts a drag if the point is on the top card and the
    /// delegate lets it be dragged. A card that is moving (springing back, returning from an undo,
    /// moving up into the top slot) stops where it is: from now on the grabbed point stays under
    /// the pointer and nothing else moves the card. The delegate's threshold and whether
    /// background cards follow are asked now, for the whole drag.
    ///
    /// - Parameter point: Deck coordinates.
    /// - Returns: Whether a drag began. The host should follow with ``moveDrag(to:)`` and
    ///   ``endDrag(at:velocity:)`` only when it did.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func beginDrag(at point: Point) throws(KolodaError) -> Bool { try perform(.beginDrag(at: point)) }

    /// The pointer moved to `point` during a drag: the card follows, and the delegate hears the
    /// percentage when the drag points along an allowed direction.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    public func moveDrag(to point: Point) throws(KolodaError) { try perform(.moveDrag(to: point)) }

    /// The pointer went up at `point`: the card is swiped if it went past the threshold or was
    /// flung along an allowed direction and the delegate agrees; otherwise it springs back.
    ///
    /// - Parameters:
    ///   - point: Deck coordinates.
    ///   - velocity: The pointer's velocity in points per second, when the host measured it from
    ///     its input events' own timestamps (toolkits deliver motion in batches, which makes
    ///     arrival times a poor clock); `nil` uses the deck's estimate from the times of
    ///     ``moveDrag(to:)``. Measure with a ``VelocityTracker`` for the same estimate.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point or velocity.
    public func endDrag(at point: Point, velocity: Vector? = nil) throws(KolodaError) {
        try perform(.endDrag(at: point, velocity: velocity))
    }

    /// The system cancelled the drag (for example, the window lost the pointer): the card springs
    /// back from where it is.
    public func cancelDrag() { _ = try? perform(.cancelDrag) }

    /// A press and release without movement at `point`: selects the top card if the point is on it.
    ///
    /// - Returns: Whether the top card was selected.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func tap(at point: Point) throws(KolodaError) -> Bool { try perform(.tap(at: point)) }

    /// Swipes the top card in `direction`, as if the user had.
    ///
    /// Accepted while earlier cards are still flying off: each call swipes the next card. The card
    /// flies off over the data source's ``DragSpeed`` duration and turns to `direction.point.x · π/4`.
    ///
    /// - Parameters:
    ///   - direction: Must be allowed for the top card.
    ///   - force: Swipe even if the delegate's `shouldSwipeCardAt` says no.
    /// - Returns: Whether the card was swiped; false with no top card, during a user drag, or for a
    ///   direction that is not allowed or not agreed to.
    @discardableResult
    public func swipe(_ direction: SwipeResultDirection, force: Bool = false) -> Bool { (try? perform(.swipe(direction, force: force))) ?? false }

    /// Brings back the last swiped card.
    ///
    /// The card returns from the direction it left in (or from `direction`, when given) over
    /// ``DeckOptions/reverseAnimationDuration``; a card still flying off turns back from where it
    /// is. Undo depth is unlimited and rapid calls are accepted.
    ///
    /// - Returns: Whether a card came back; false at index 0 with an empty history, or during a
    ///   user drag.
    @discardableResult
    public func revertAction(direction: SwipeResultDirection? = nil) -> Bool { (try? perform(.revert(direction: direction))) ?? false }

    /// Re-reads the number of cards and re-creates the visible cards at the current index
    /// (clamped to the new count), without the appear animation. The history is kept.
    public func reloadData() { _ = try? perform(.reloadData) }

    /// Goes back to the first card: clears the history, re-creates the cards and plays the
    /// appear animation when the delegate's `kolodaShouldApplyAppearAnimation` agrees.
    public func resetCurrentCardIndex() { _ = try? perform(.resetCurrentCardIndex) }

    /// Plays the deck's appear animation (scale 0.1 → 1, alpha 0 → 1 over
    /// ``DeckOptions/appearanceAnimationDuration``) if the delegate agrees and motion is not reduced.
    public func applyAppearAnimationIfNeeded() { _ = try? perform(.applyAppearAnimation) }

    /// Makes the card at `index` the top card; cards that stay visible move to their new slots
    /// and the others fade.
    ///
    /// - Throws: ``KolodaError/indexOutOfBounds(operation:index:count:)``; nothing changes.
    public func showCard(at index: Int) throws(KolodaError) { try perform(.showCard(at: index)) }

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

    /// Tells the deck that the content of the cards at `range` changed: cards there that hold a
    /// view get a new ``CardID``, so the host asks its data source for them again. A drag of the
    /// top card goes on.
    ///
    /// - Throws: ``KolodaError/rangeOutOfBounds(operation:range:count:)``; nothing changes.
    public func reloadCardsInIndexRange(_ range: Range<Int>) throws(KolodaError) { try perform(.reloadRange(range)) }

    /// Changes the deck's size. Cards at rest move to the new slots at once; animations go on
    /// toward the new slots.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite or
    ///   negative size; nothing changes.
    public func resize(to size: Size) throws(KolodaError) { try perform(.resize(to: size)) }

    /// Replaces the options after validating them. Cards move to the new layout's slots.
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)``; nothing changes.
    public func setOptions(_ newOptions: DeckOptions) throws(KolodaError) { try perform(.setOptions(newOptions)) }

    /// What the deck has announced, to save: the current index, the count and every swipe not
    /// undone. A swipe or an undo in flight counts as done. See <doc:SavingAndRestoring>.
    ///
    /// - Complexity: O(h) in the history's length.
    public var deckState: DeckState { cursor.state }

    /// Puts back a state saved with ``deckState``: the saved top card shows (without the appear
    /// animation), and undo brings back the saved swipes from the sides they left. The data
    /// source may have more cards than when the state was taken (appended since), not fewer.
    ///
    /// - Throws: ``KolodaError/stateDoesNotFit(_:)`` naming what does not fit; nothing changes.
    /// - Complexity: O(h) in the history's length.
    public func restoreDeckState(_ state: DeckState) throws(KolodaError) { try perform(.restore(state)) }
}
