// SPDX-License-Identifier: MIT

import KolodaEngine

/// One press, drag and release of the pointer on the deck, as a host receives it.
///
/// It tells a tap from a drag (the press becomes a drag only once the pointer has moved
/// ``dragSlop`` points, so that taps and buttons inside a card keep working) and forwards the drag
/// to the deck with the input events' own timestamps, from which the deck measures the release
/// velocity: toolkits deliver motion in batches, so the times events arrive at are a poor clock.
///
/// ```swift
/// var sequence = PointerSequence(pressedAt: point, time: event.time)   // on press
/// if !sequence.move(to: point, time: event.time, on: deck) { /* give the pointer back */ }
/// sequence.release(at: point, time: event.time, on: deck)             // tap or drag end
/// ```
public struct PointerSequence: Sendable {
    /// How far the pointer must move, in points, before a press becomes a drag.
    public static let dragSlop = 4.0

    /// Where the press landed, in deck coordinates.
    public let pressPoint: Point
    /// The press's timestamp.
    private let pressTime: Double
    /// Whether the deck is dragging its top card for this sequence.
    public private(set) var isDragging = false
    private var isPending = true

    /// Starts a sequence at a press.
    ///
    /// - Parameters:
    ///   - point: Deck coordinates.
    ///   - time: The input event's timestamp, in seconds on any clock the host keeps using for
    ///     the sequence.
    public init(pressedAt point: Point, time: Double) {
        pressPoint = point
        pressTime = time
    }

    /// The pointer moved. Begins the drag once the pointer is past the slop, then moves it.
    ///
    /// - Returns: `false` when the deck refused the drag (the press was not on a draggable top
    ///   card): the host should stop the sequence and let the pointer go to other widgets.
    public mutating func move(to point: Point, time: Double, on deck: KolodaDeck) -> Bool {
        if isPending, (point - pressPoint).length >= Self.dragSlop, !beginDrag(on: deck) { return false }
        if isDragging { try? deck.moveDrag(to: point, stamp: time) }
        return true
    }

    /// The toolkit recognized the drag itself (UIKit's pan, past its own slop): the drag begins
    /// now, where and when the press landed, without waiting for this sequence's slop.
    ///
    /// - Returns: `false` when the deck refused the drag.
    public mutating func beginDrag(on deck: KolodaDeck) -> Bool {
        guard isPending else { return isDragging }
        isPending = false
        isDragging = (try? deck.beginDrag(at: pressPoint, stamp: pressTime)) ?? false
        return isDragging
    }

    /// The pointer went up: ends the drag, or taps if it never moved past the slop.
    public mutating func release(at point: Point, time: Double, on deck: KolodaDeck) {
        if isDragging {
            try? deck.endDrag(at: point, stamp: time)
        } else if isPending {
            _ = try? deck.tap(at: pressPoint)
        }
        isDragging = false
        isPending = false
    }

    /// The system took the pointer away: a drag springs back.
    public mutating func cancel(on deck: KolodaDeck) {
        if isDragging { deck.cancelDrag() }
        isDragging = false
        isPending = false
    }
}
