// SPDX-License-Identifier: MIT

import CGtk
import KolodaEngine

/// Supplies a ``KolodaView``'s cards, with Koloda's method names.
///
/// The view asks for a card's widget only when the card becomes visible, never for all of them,
/// and lets go of it when the card has left.
public protocol KolodaViewDataSource: AnyObject {
    /// How many cards the deck has.
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int
    /// The widget of the card at `index`: any GtkWidget. The view takes ownership of it.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget>
    /// An overlay drawn over the card at `index` while it is dragged (LIKE / NOPE), or `nil`.
    /// Default `nil`.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
    /// How fast swiped cards fly off. Default `DragSpeed/default`.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed
    /// What assistive technology calls the card at `index` (its title, say), or `nil`.
    /// The deck announces "Card 3 of 20: <label>". Default `nil`.
    func koloda(_ koloda: KolodaView, accessibleLabelForCardAt index: Int) -> String?
}

public extension KolodaViewDataSource {
    /// Returns `nil`.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
    /// Returns `DragSpeed/default`.
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .default }
    /// Returns `nil`.
    func koloda(_ koloda: KolodaView, accessibleLabelForCardAt index: Int) -> String? { nil }
}
