// SPDX-License-Identifier: MIT

/// How the deck talks to its delegate safely: events waiting to be delivered, how deep the deck
/// is in questions to its delegate and data source, and actions performed from inside them.
struct EventDispatch {
    /// Events not yet delivered; `queue[head...]` are waiting.
    private(set) var queue: [TimedDeckEvent] = []
    private var head = 0
    /// Whether events are being delivered now (operations from callbacks queue behind them).
    var isDelivering = false
    /// Whether deferred operations are being run now.
    var isRunningDeferred = false
    /// Deferred operations run and events delivered since the outermost operation began to
    /// complete: bounded, whatever the app does.
    var workDone = 0
    /// Whether the delegate was told that work was left for later, since the last time none was.
    var toldRunaway = false
    /// How many questions are being answered now; operations called meanwhile are deferred.
    var questionDepth = 0
    /// Operations called while a question was being answered, to run after the operation, in the
    /// order they were called.
    private var deferred: [Deferred] = []
    private var deferredHead = 0

    /// An operation called from inside a question.
    enum Deferred {
        /// A deck action.
        case action(DeckAction)
        /// The clock moved on to a time.
        case advance(Double)
        /// A host's operation of its own (a data source set, a composite reload).
        case work(() -> Void)
    }

    init() { queue.reserveCapacity(32) }

    /// Whether operations called during a question wait to run.
    var hasDeferredActions: Bool { deferredHead < deferred.count }

    mutating func append(_ event: TimedDeckEvent) { queue.append(event) }

    /// Whether events wait to be delivered.
    var hasEvents: Bool { head < queue.count }

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

    /// Keeps an operation called during a question for after the operation.
    mutating func postpone(_ operation: Deferred) { deferred.append(operation) }

    /// The operation called first of those waiting; when none is left the queue is emptied.
    mutating func nextDeferred() -> Deferred? {
        guard deferredHead < deferred.count else {
            deferred.removeAll(keepingCapacity: true)
            deferredHead = 0
            return nil
        }
        deferredHead += 1
        return deferred[deferredHead - 1]
    }
}
