// SPDX-License-Identifier: MIT

/// Supplies the number of cards and their fly-off speed. Koloda's `KolodaViewDataSource`, less
/// the views: hosts ask their own data source for a view when a card appears in the render model.
public protocol KolodaDataSource: AnyObject {
    /// How many cards the deck has. Negative answers count as 0.
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int
    /// How fast swiped cards fly off. Default ``DragSpeed/default``.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed
}

public extension KolodaDataSource {
    /// Returns ``DragSpeed/default``.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { .default }
}
