// SPDX-License-Identifier: MIT

/// The pointer's operations and the deck's size, which a host drives from its own input and
/// layout. Each one performs its ``DeckAction`` through ``perform(_:)``; Koloda's named
/// operations, which every host shares, are ``KolodaOperations``'.
extension KolodaDeck {
    /// The pointer went down at `point`. Starts a drag if the point is on the top card, the
    /// delegate lets it be dragged and the appear animation is not playing. A card that is moving
    /// (springing back, returning from an undo, moving up into the top slot) stops where it is:
    /// from now on the grabbed point stays under the pointer and nothing else moves the card. The
    /// delegate's threshold and whether background cards follow are asked now, for the whole drag.
    ///
    /// - Parameters:
    ///   - point: Deck coordinates.
    ///   - stamp: The input event's own timestamp in seconds, when the host has one: the deck
    ///     measures the pointer's velocity from the stamps of the drag's press, moves and release
    ///     (toolkits deliver motion in batches, and late after a busy frame, which makes the times
    ///     the deck handles them a poor clock); `nil` measures on the deck's clock. Give every
    ///     event of a drag a stamp, on one clock, or none; a stamp earlier than the drag's last
    ///     counts as that one.
    /// - Returns: Whether a drag began. The host should follow with ``moveDrag(to:stamp:)`` and
    ///   ``endDrag(at:velocity:stamp:)`` only when it did.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point or
    ///   stamp.
    @discardableResult
    public func beginDrag(at point: Point, stamp: Double? = nil) throws(KolodaError) -> Bool {
        try perform(.beginDrag(at: point, stamp: stamp))
    }

    /// The pointer moved to `point` during a drag: the card follows, and the delegate hears the
    /// percentage when the drag points along an allowed direction. `stamp` is the input event's
    /// own timestamp, as for ``beginDrag(at:stamp:)``.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point or
    ///   stamp.
    public func moveDrag(to point: Point, stamp: Double? = nil) throws(KolodaError) { try perform(.moveDrag(to: point, stamp: stamp)) }

    /// The pointer went up at `point`: the card is swiped if it went past the threshold or was
    /// flung along an allowed direction and the delegate agrees; otherwise it springs back.
    ///
    /// - Parameters:
    ///   - point: Deck coordinates.
    ///   - velocity: The pointer's velocity in points per second, when the toolkit measured it
    ///     itself (UIKit's pan gesture); `nil` uses the deck's estimate from the drag's last
    ///     100 ms, on its stamps (``beginDrag(at:stamp:)``) or its clock.
    ///   - stamp: The input event's own timestamp, as for ``beginDrag(at:stamp:)``.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point,
    ///   velocity or stamp.
    public func endDrag(at point: Point, velocity: Vector? = nil, stamp: Double? = nil) throws(KolodaError) {
        try perform(.endDrag(at: point, velocity: velocity, stamp: stamp))
    }

    /// The system cancelled the drag (for example, the window lost the pointer): the card springs
    /// back from where it is.
    public func cancelDrag() { _ = try? perform(.cancelDrag) }

    /// A press and release without movement at `point`: selects the top card if the point is on it
    /// and the appear animation is not playing.
    ///
    /// - Returns: Whether the top card was selected.
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite point.
    @discardableResult
    public func tap(at point: Point) throws(KolodaError) -> Bool { try perform(.tap(at: point)) }

    /// Changes the deck's size. Cards at rest move to the new slots at once; animations go on
    /// toward the new slots.
    ///
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a non-finite or
    ///   negative size; nothing changes.
    public func resize(to size: Size) throws(KolodaError) { try perform(.resize(to: size)) }

    /// What the deck has announced, to save: the current index, the count and every swipe not
    /// undone. A swipe or an undo in flight counts as done. See <doc:SavingAndRestoring>.
    ///
    /// - Complexity: O(h) in the history's length.
    public var deckState: DeckState { stateForFirstLoad ?? cursor.state }
}
