// SPDX-License-Identifier: MIT

/// Koloda's named operations, written once for the engine and every host: each one performs its
/// ``DeckAction`` through ``perform(_:)``. ``KolodaDeck`` adopts it, and so does each host's
/// view (the GTK `KolodaView`, the UIKit `KolodaView`), whose `perform(_:)` brings the deck to the
/// present first and shows the result.
public protocol KolodaOperations {
    /// Applies an action to the deck.
    ///
    /// - Returns: Whether the action took effect (a card was swiped, brought back, …).
    /// - Throws: ``KolodaError`` for invalid input; nothing changes.
    @discardableResult
    func perform(_ action: DeckAction) throws(KolodaError) -> Bool
}

extension KolodaOperations {
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
    /// forgets the removed cards. A removal that leaves a deck that is not looping no card to show
    /// runs it out, as a swipe of the last card does: the delegate hears `didRunOutOfCards` (not
    /// under Koloda's timing model, where Koloda says nothing).
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

    /// Replaces the options after validating them. Cards move to the new layout's slots.
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)``; nothing changes.
    public func setOptions(_ newOptions: DeckOptions) throws(KolodaError) { try perform(.setOptions(newOptions)) }

    /// Puts back a state saved from the deck's state (`deckState`): the saved top card shows
    /// (without the appear animation), and undo brings back the saved swipes from the sides they
    /// left. The data source may have more cards than when the state was taken (appended since),
    /// not fewer.
    ///
    /// Restore before setting the data source, and the first load starts on the saved card: the
    /// first card announced (`didShow`) and asked for is the saved one. A state that then does
    /// not fit the data source's cards is reported to the delegate's `diagnostic`, and the deck
    /// loads from the first card.
    ///
    /// - Throws: ``KolodaError/stateDoesNotFit(_:)`` naming what does not fit (with no data
    ///   source yet, what does not agree within the state); nothing changes.
    /// - Complexity: O(h) in the history's length.
    public func restoreDeckState(_ state: DeckState) throws(KolodaError) { try perform(.restore(state)) }
}

/// Koloda's named operations with Koloda's own signatures, none of which throws: for a host whose
/// users port Koloda code unchanged (the UIKit `KolodaView`). An operation the deck refuses
/// changes nothing, as with ``KolodaOperations``, and its error goes to ``report(_:)`` (the
/// delegate's diagnostics) instead of being thrown; ``KolodaOperations/perform(_:)`` still throws
/// the typed error for code that wants it.
///
/// These methods take precedence over ``KolodaOperations``' throwing ones of the same names for
/// any type that adopts this protocol.
public protocol KolodaReportingOperations: KolodaOperations {
    /// Hears why the deck refused an operation.
    func report(_ error: KolodaError)
}

extension KolodaReportingOperations {
    /// ``KolodaOperations/insertCardAtIndexRange(_:animated:)``, reporting a refusal. An insertion
    /// the deck refuses because its count and the data source's disagree (data replaced rather
    /// than added to) is reported, then the deck follows the data source, as a refused removal
    /// does.
    public func insertCardAtIndexRange(_ range: Range<Int>, animated: Bool = true) {
        perform(followingTheDataSource: .insert(range, animated: animated))
    }

    /// ``KolodaOperations/removeCardInIndexRange(_:animated:)``, reporting a refusal. A removal the
    /// deck refuses because its count and the data source's disagree (an app that emptied its
    /// data and names a range the deck no longer has) is reported, then the deck follows the data
    /// source (``KolodaOperations/reloadData()``): no card stays on screen for data that is gone.
    public func removeCardInIndexRange(_ range: Range<Int>, animated: Bool) {
        perform(followingTheDataSource: .remove(range, animated: animated))
    }

    /// Performs a change of the data; when the deck refuses it because its count and the data
    /// source's disagree, reports it and reloads from the data source.
    private func perform(followingTheDataSource action: DeckAction) {
        do { try perform(action) } catch {
            report(error)
            switch error {
            case .rangeOutOfBounds, .countMismatch: reloadData()
            default: break
            }
        }
    }

    /// ``KolodaOperations/reloadCardsInIndexRange(_:)``, reporting a refusal.
    public func reloadCardsInIndexRange(_ range: Range<Int>) { perform(reporting: .reloadRange(range)) }

    /// ``KolodaOperations/showCard(at:)``, reporting a refusal.
    public func showCard(at index: Int) { perform(reporting: .showCard(at: index)) }

    private func perform(reporting action: DeckAction) {
        do { try perform(action) } catch { report(error) }
    }
}
