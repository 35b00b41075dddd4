// SPDX-License-Identifier: MIT

/// Every operation a host or a scenario can perform on a deck, as a value.
///
/// ``KolodaDeck/perform(_:)`` applies one; Koloda's named methods (``KolodaDeck/swipe(_:force:)``,
/// ``KolodaDeck/revertAction(direction:)``, …) are thin wrappers around it. Actions performed
/// while the deck asks its delegate a question run right after the operation that asked.
public enum DeckAction: Equatable, Sendable {
    /// The pointer went down at a deck point, with the input event's own timestamp when the host
    /// has one. See ``KolodaDeck/beginDrag(at:stamp:)``.
    case beginDrag(at: Point, stamp: Double? = nil)
    /// The pointer moved during a drag. See ``KolodaDeck/moveDrag(to:stamp:)``.
    case moveDrag(to: Point, stamp: Double? = nil)
    /// The pointer went up, with its velocity in points per second when the host measured it
    /// itself. See ``KolodaDeck/endDrag(at:velocity:stamp:)``.
    case endDrag(at: Point, velocity: Vector? = nil, stamp: Double? = nil)
    /// The system cancelled the drag. See ``KolodaDeck/cancelDrag()``.
    case cancelDrag
    /// A press and release without movement. See ``KolodaDeck/tap(at:)``.
    case tap(at: Point)
    /// A programmatic swipe of the top card. See ``KolodaDeck/swipe(_:force:)``.
    case swipe(SwipeResultDirection, force: Bool)
    /// A short push of the top card in a direction that springs back at once: "not that way",
    /// for a key whose swipe is not allowed. No event fires.
    case nudge(SwipeResultDirection)
    /// Undo one swipe. See ``KolodaDeck/revertAction(direction:)``.
    case revert(direction: SwipeResultDirection?)
    /// Re-read the count and re-create the visible cards. See ``KolodaOperations/reloadData()``.
    case reloadData
    /// Back to the first card. See ``KolodaOperations/resetCurrentCardIndex()``.
    case resetCurrentCardIndex
    /// Play the appear animation. See ``KolodaOperations/applyAppearAnimationIfNeeded()``.
    case applyAppearAnimation
    /// Jump to a card. See ``KolodaDeck/showCard(at:)``.
    case showCard(at: Int)
    /// Cards were inserted in the data. See ``KolodaDeck/insertCardAtIndexRange(_:animated:)``.
    case insert(Range<Int>, animated: Bool)
    /// Cards were removed from the data. See ``KolodaDeck/removeCardInIndexRange(_:animated:)``.
    case remove(Range<Int>, animated: Bool)
    /// The content of cards changed. See ``KolodaDeck/reloadCardsInIndexRange(_:)``.
    case reloadRange(Range<Int>)
    /// New deck bounds. See ``KolodaDeck/resize(to:)``.
    case resize(to: Size)
    /// New options. See ``KolodaDeck/setOptions(_:)``.
    case setOptions(DeckOptions)
    /// Put back a saved state. See ``KolodaDeck/restoreDeckState(_:)``.
    case restore(DeckState)

    /// The action's name, spelled as its case: `beginDrag`, `swipe`, `revert`, …. A
    /// ``KolodaError`` names the operation it refused by it, and the deck's function that
    /// carries the action out is `perform` followed by it (`performRevert`).
    public var name: String {
        switch self {
        case .beginDrag: "beginDrag"
        case .moveDrag: "moveDrag"
        case .endDrag: "endDrag"
        case .cancelDrag: "cancelDrag"
        case .tap: "tap"
        case .swipe: "swipe"
        case .nudge: "nudge"
        case .revert: "revert"
        case .reloadData: "reloadData"
        case .resetCurrentCardIndex: "resetCurrentCardIndex"
        case .applyAppearAnimation: "applyAppearAnimation"
        case .showCard: "showCard"
        case .insert: "insert"
        case .remove: "remove"
        case .reloadRange: "reloadRange"
        case .resize: "resize"
        case .setOptions: "setOptions"
        case .restore: "restore"
        }
    }
}
