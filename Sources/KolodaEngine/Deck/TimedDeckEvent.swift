// SPDX-License-Identifier: MIT

/// A ``DeckEvent`` with the deck time at which it happened, in seconds.
public struct TimedDeckEvent: Hashable, Sendable {
    /// When the event happened.
    public var time: Double
    /// What happened.
    public var event: DeckEvent

    /// Creates a timed event.
    public init(time: Double, event: DeckEvent) {
        self.time = time
        self.event = event
    }
}
