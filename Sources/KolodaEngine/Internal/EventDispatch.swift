// SPDX-License-Identifier: MIT

/// How the deck talks to its delegate safely: events waiting to be delivered, how deep the deck
/// is in questions to its delegate and data source, and operations called from inside them.
struct EventDispatch {
    /// Events not yet delivered.
    private var events = Queue<TimedDeckEvent>(capacity: 32)
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
    private var deferred = Queue<Deferred>(capacity: 0)

    /// An operation called from inside a question.
    enum Deferred {
        /// A deck action.
        case action(DeckAction)
        /// The clock moved on to a time.
        case advance(Double)
        /// A host's operation of its own (a data source set, a composite reload).
        case work(() -> Void)
    }

    /// Whether operations called during a question wait to run.
    var hasDeferredActions: Bool { !deferred.isEmpty }

    /// Whether events wait to be delivered.
    var hasEvents: Bool { !events.isEmpty }

    mutating func append(_ event: TimedDeckEvent) { events.append(event) }

    /// Where the events appended from now on will start: a mark for ``takeEvents(from:)``.
    var eventMark: Int { events.endIndex }

    /// Takes the events appended since `mark` out of the queue, in order.
    mutating func takeEvents(from mark: Int) -> [TimedDeckEvent] { events.takeAll(from: mark) }

    /// The next event to deliver.
    @inline(__always)
    mutating func nextEvent() -> TimedDeckEvent? { events.next() }

    /// Keeps an operation called during a question for after the operation.
    mutating func postpone(_ operation: Deferred) { deferred.append(operation) }

    /// The operation called first of those waiting.
    mutating func nextDeferred() -> Deferred? { deferred.next() }
}

/// First in, first out, without moving the elements left: `items[head...]` wait; once none is
/// left the storage is emptied and kept.
private struct Queue<Element> {
    private var items: [Element] = []
    private var head = 0

    init(capacity: Int) { items.reserveCapacity(capacity) }

    var isEmpty: Bool { head == items.count }

    mutating func append(_ item: Element) { items.append(item) }

    /// Where the next appended element will be.
    var endIndex: Int { items.count }

    /// Removes and returns the waiting elements from `mark` on (those appended since `mark` was
    /// read, while none was taken meanwhile).
    mutating func takeAll(from mark: Int) -> [Element] {
        let start = max(mark, head)
        guard start < items.count else { return [] }
        defer { items.removeSubrange(start...) }
        return Array(items[start...])
    }

    @inline(__always)
    mutating func next() -> Element? {
        guard head < items.count else {
            items.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }
        head += 1
        return items[head - 1]
    }
}
