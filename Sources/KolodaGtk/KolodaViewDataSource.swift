// SPDX-License-Identifier: MIT

import CGtk
import KolodaEngine

/// Supplies a ``KolodaView``'s cards: Koloda's data source (the count and the fly-off speed,
/// from `KolodaDataSource`) plus each card's widget.
///
/// The view asks for a card's widget only when the card becomes visible, never for all of them,
/// and lets go of it when the card has left.
public protocol KolodaViewDataSource: KolodaDataSource where Koloda == KolodaView {
    /// The widget of the card at `index`: any GtkWidget. The view takes ownership of it.
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget>
    /// An overlay drawn over the card at `index` while it is dragged (LIKE / NOPE), or `nil`.
    /// Default `nil`.
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView?
    /// What assistive technology calls the card at `index` (its title, say), or `nil`.
    /// The deck announces "Card 3 of 20: <label>". Default `nil`.
    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String?
}

extension KolodaViewDataSource {
    /// Returns `nil`.
    public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { nil }
    /// Returns `nil`.
    public func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? { nil }
}
