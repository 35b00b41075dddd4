// SPDX-License-Identifier: MIT

/// How the deck talks to its delegate safely: events waiting to be delivered, how deep the deck
/// is in questions to its delegate and data source, and actions performed from inside them.
struct EventDispatch {
    /// Events not yet delivered; `queue[head...]` are waiting.
    var queue: [TimedDeckEvent] = []
    var head = 0
    /// Whether events are being delivered now (operations from callbacks queue behind them).
    var isDelivering = false
    /// How many questions are being answered now; actions performed meanwhile are deferred.
    var questionDepth = 0
    /// Actions performed while a question was being answered, to run after the operation.
    var deferred: [DeckAction] = []

    init() { queue.reserveCapacity(32) }
}
