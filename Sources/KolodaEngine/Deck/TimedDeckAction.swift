// SPDX-License-Identifier: MIT

/// A ``DeckAction`` with the deck time at which the deck performed it, in seconds.
public struct TimedDeckAction: Equatable, Sendable {
    /// When the deck performed the action.
    public var time: Double
    /// What it performed.
    public var action: DeckAction

    /// Creates a timed action.
    public init(time: Double, action: DeckAction) {
        self.time = time
        self.action = action
    }
}
