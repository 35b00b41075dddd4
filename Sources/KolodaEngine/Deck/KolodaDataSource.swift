// SPDX-License-Identifier: MIT

/// Supplies the number of cards and their fly-off speed, with Koloda's names.
///
/// Declared once for every host: `Koloda` is whatever sends the calls, ``KolodaDeck`` itself or
/// a host's view of it (the GTK `KolodaView`), so a Koloda data source ports with its
/// signatures unchanged. The type is inferred from the methods' first parameter. Hosts add what
/// they need on top (the GTK view's data source also supplies each card's widget).
public protocol KolodaDataSource<Koloda>: AnyObject {
    /// The deck or view that asks.
    associatedtype Koloda: KolodaSender
    /// How many cards the deck has. Negative answers count as 0.
    func kolodaNumberOfCards(_ koloda: Koloda) -> Int
    /// How fast swiped cards fly off. Default ``DragSpeed/default``.
    func kolodaSpeedThatCardShouldDrag(_ koloda: Koloda) -> DragSpeed
    /// The cards at `indexes` will be needed soon, in that order: start loading their content
    /// (see <doc:DeckModel>). They are the ``DeckOptions/prefetchCount`` cards after the visible
    /// ones and the card the next undo would bring back; each is named once until it is shown or
    /// cancelled. As UITableView's `prefetchRowsAt`. Default: does nothing.
    func koloda(_ koloda: Koloda, prefetchCardsAt indexes: [Int])
    /// The cards at `indexes`, named by ``koloda(_:prefetchCardsAt:)``, are no longer expected
    /// (a jump, an undo, an edit moved the deck elsewhere): stop loading them. A prefetched card
    /// that became visible is not cancelled. Default: does nothing.
    func koloda(_ koloda: Koloda, cancelPrefetchingCardsAt indexes: [Int])
}

extension KolodaDataSource {
    /// Returns ``DragSpeed/default``.
    public func kolodaSpeedThatCardShouldDrag(_ koloda: Koloda) -> DragSpeed { .default }
    /// Does nothing.
    public func koloda(_ koloda: Koloda, prefetchCardsAt indexes: [Int]) {}
    /// Does nothing.
    public func koloda(_ koloda: Koloda, cancelPrefetchingCardsAt indexes: [Int]) {}
}

/// What sends the data source's and the delegate's calls: a deck, or a host's view of one.
public protocol KolodaSender: AnyObject {
    /// The deck's configuration, which answers the questions Koloda asked its delegate
    /// (``KolodaDelegate/kolodaShouldMoveBackgroundCard(_:)`` and the like) by default.
    var options: DeckOptions { get }
}
