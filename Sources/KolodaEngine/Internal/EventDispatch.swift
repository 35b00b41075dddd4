// SPDX-License-Identifier: MIT

/// How the deck talks to its delegate safely: events waiting to be delivered, how deep the deck
/// is in questions to its delegate and data source, and actions performed from inside them.
struct EventDispatch {
    /// Events not yet delivered; `queue[head...]` are waiting.
    private(set) var queue: [TimedDeckEvent] = []
    private var head = 0
    /// Whether events are being delivered now (operations from callbacks queue behind them).
    var isDelivering = false
    /// How many questions are being answered now; actions performed meanwhile are deferred.
    var questionDepth = 0
    /// Actions performed while a question was being answered, to run after the operation.
    private var deferred: [DeckAction] = []

    init() { queue.reserveCapacity(32) }

    /// Whether actions performed during a question wait to run.
    var hasDeferredActions: Bool { !deferred.isEmpty }

    mutating func append(_ event: TimedDeckEvent) { queue.append(event) }

    /// The next event to deliver; when none is left the queue is emptied, keeping its storage.
    @inline(__always)
    mutating func nextEvent() -> TimedDeckEvent? {
        guard head < queue.count else {
            queue.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }
        head += 1
        return queue[head - 1]
    }

    /// Keeps an action performed during a question for after the operation.
    mutating func postpone(_ action: DeckAction) { deferred.append(action) }

    mutating func nextDeferredAction() -> DeckAction { deferred.removeFirst() }
}
