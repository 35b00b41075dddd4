// SPDX-License-Identifier: MIT

import KolodaEngine

/// Tells double-clicks from the presses' own timestamps and places: two presses close enough in
/// time and space are a double-click, and a third starts over.
///
/// A toolkit's own count of presses runs on the app's clock: a press handled late, or a sequence
/// the toolkit cancels when the widget under the pointer changes (a page shown by the first
/// double-click), counts wrong. The input events' timestamps say when the user pressed.
///
/// ```swift
/// var clicks = DoubleClick(interval: 0.4, distance: 5)
/// if clicks.press(at: point, time: event.time) { /* a double-click */ }
/// ```
public struct DoubleClick: Sendable {
    /// The longest time between the two presses, in seconds.
    public var interval: Double
    /// The farthest the second press may land from the first, in points.
    public var distance: Double
    /// The last press that may begin a double-click.
    private var first: (point: Point, time: Double)?

    /// A recognizer of double-clicks within `interval` seconds and `distance` points.
    public init(interval: Double, distance: Double) {
        self.interval = interval
        self.distance = distance
    }

    /// A press at `point`, at `time` (the input event's timestamp, in seconds).
    ///
    /// - Returns: Whether it is the second press of a double-click.
    public mutating func press(at point: Point, time: Double) -> Bool {
        if let first, time >= first.time, time - first.time <= interval, (point - first.point).length <= distance {
            self.first = nil
            return true
        }
        first = (point, time)
        return false
    }
}
