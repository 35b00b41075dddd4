// SPDX-License-Identifier: MIT

import KolodaEngine

/// Tells double-clicks from the presses and releases as the windowing system gave them, by their
/// own timestamps and places: a click is a press released where it was (not a drag), and two
/// clicks whose presses are close enough in time and space are a double-click; a third starts
/// over.
///
/// A toolkit's own count of presses runs on the app's clock, and starts over when the widget
/// under the pointer changes (a page shown by the first double-click) and the toolkit cancels the
/// press. The input events' timestamps say when the user pressed.
///
/// ```swift
/// var clicks = DoubleClick(interval: 0.4, distance: 5)
/// clicks.press(at: point, time: event.time)                       // on a press
/// if clicks.release(at: point, time: event.time) { /* a double-click */ }
/// ```
public struct DoubleClick: Sendable {
    /// The longest time between the two presses, in seconds.
    public var interval: Double
    /// The farthest a release or the second press may land from the first press, in points.
    public var distance: Double
    /// The press not released yet.
    private var pressed: (point: Point, time: Double)?
    /// The press of the last click that may begin a double-click.
    private var first: (point: Point, time: Double)?

    /// A recognizer of double-clicks within `interval` seconds and `distance` points.
    public init(interval: Double, distance: Double) {
        self.interval = interval
        self.distance = distance
    }

    /// A press at `point`, at `time` (the input event's timestamp, in seconds).
    public mutating func press(at point: Point, time: Double) {
        pressed = (point, time)
    }

    /// A release at `point`, at `time`.
    ///
    /// - Returns: Whether it ends the second click of a double-click.
    public mutating func release(at point: Point, time: Double) -> Bool {
        defer { pressed = nil }
        guard let pressed, (point - pressed.point).length <= distance, time >= pressed.time else {
            // A drag, or a release without its press: no click.
            first = nil
            return false
        }
        if let first, pressed.time >= first.time, pressed.time - first.time <= interval, (pressed.point - first.point).length <= distance {
            self.first = nil
            return true
        }
        first = pressed
        return false
    }
}
