// SPDX-License-Identifier: MIT

/// The data source and the delegate: the questions the deck asks them, and the delivery of its
/// events, safely re-entrant.
extension KolodaDeck {
    /// Connects the data source and the delegate that the deck asks and tells, with the object
    /// they are told about: the deck itself (what ``dataSource`` and ``delegate`` do), or a
    /// host's view of the deck, so that the host's users implement the same protocols with the
    /// view as the sender. Both are held weakly. A new data source loads the deck from index 0
    /// with the appear animation, as Koloda does.
    ///
    /// - Parameters:
    ///   - sender: What the calls name as `koloda`; held weakly.
    ///   - dataSource: Supplies the count and the fly-off speed.
    ///   - delegate: Answers the questions and hears the events.
    ///   - reload: Load the deck again even if the data source is the one it had (setting a
    ///     data source property does that, as in Koloda).
    public func connect<Sender: KolodaSender>(
        to sender: Sender, dataSource: (any KolodaDataSource<Sender>)?, delegate: (any KolodaDelegate<Sender>)?, reload: Bool
    ) {
        // Connected from inside a question: the binding being asked stays until it has answered,
        // and the new one takes over right after the operation that asked (the deck runs it then,
        // so holding the deck until then keeps nothing alive longer).
        guard !isAskingQuestion else {
            runWhenQuestionsAnswered { self.connect(to: sender, dataSource: dataSource, delegate: delegate, reload: reload) }
            return
        }
        let previousSource = binding.dataSourceIdentity
        binding = Binding(sender: sender, dataSource: dataSource, delegate: delegate)
        layOutSlots()
        guard reload || binding.dataSourceIdentity != previousSource else { return }
        if binding.dataSourceIdentity != nil, let state = stateForFirstLoad {
            stateForFirstLoad = nil
            do {
                try perform(.restore(state))
                return
            } catch {
                emit(.diagnostic(message: "\(error); starting from the first card"))
            }
        }
        resetCurrentCardIndex()
    }

    // MARK: Questions

    /// Asks the delegate or the data source a question; deck operations it calls are deferred.
    func ask<Answer>(_ question: () -> Answer) -> Answer {
        dispatch.questionDepth += 1
        defer { dispatch.questionDepth -= 1 }
        return question()
    }

    /// The directions the card at `index` may be swiped in, as the delegate answers
    /// `allowedDirectionsForIndex` (``SwipeResultDirection/defaultAllowed`` without a delegate),
    /// asked as every question is: a deck operation the delegate calls meanwhile is deferred.
    public func allowedDirections(for index: Int) -> [SwipeResultDirection] {
        ask { binding.allowedDirections(for: index) } ?? SwipeResultDirection.defaultAllowed
    }

    func shouldSwipe(_ index: Int, _ direction: SwipeResultDirection) -> Bool {
        ask { binding.shouldSwipe(index, direction) } ?? true
    }

    func dragSpeed() -> DragSpeed { ask { binding.dragSpeed() } }

    func reportedCount() -> Int { ask { binding.numberOfCards() } }

    // MARK: Events

    func emit(_ event: DeckEvent) {
        dispatch.append(TimedDeckEvent(time: time, event: event))
    }

    /// Completes a public operation: fires timers already due, runs operations deferred from
    /// delegate questions, then delivers queued events. Operations that delegate callbacks call
    /// run at once on a fully updated deck and queue their events behind the current one.
    ///
    /// The work is bounded whatever the app does: an app that answers every question with an
    /// operation that asks again, or every event with one that emits another, has at most
    /// `pendingWorkLimit` of them run or delivered here; the rest wait for the deck's next
    /// operation or ``advance(to:)`` (``hasPendingWork``), and a diagnostic says so.
    ///
    /// Under Koloda's timing model an operation called from inside an event delivers its own
    /// events at once, before the rest of the events of the operation around it, as Koloda calls
    /// its delegate in the middle of its own work (a reset from `didSwipeCardAt` announces its
    /// card before `didRunOutOfCards`): `mark` is where its events began.
    func finishOperation(nestedFrom mark: Int? = nil) {
        guard dispatch.questionDepth == 0 else { return }
        // The outermost completion starts a new budget; those nested in it share it.
        if !dispatch.isDelivering, !dispatch.isRunningDeferred { dispatch.workDone = 0 }
        runDueWork()
        checkInvariants()
        guard !dispatch.isDelivering else {
            guard timingModel.isKoloda, let mark else { return }
            var nested = dispatch.takeEvents(from: mark)[...]
            while dispatch.workDone < Self.pendingWorkLimit, let event = nested.popFirst() {
                dispatch.workDone += 1
                binding.deliver(event.event)
                eventHandler?(event)
            }
            // Past the budget the rest waits in the queue, for the delivery around it.
            for event in nested { dispatch.append(event) }
            return
        }
        dispatch.isDelivering = true
        defer { dispatch.isDelivering = false }
        while dispatch.workDone < Self.pendingWorkLimit, let event = dispatch.nextEvent() {
            dispatch.workDone += 1
            binding.deliver(event.event)
            eventHandler?(event)
            runDueWork()
        }
        // Work left over because the budget ran out: the delegate hears of it once, at once. (An
        // operation deferred from a question that completes inside the running of the deferred
        // ones leaves those after it to that loop, which goes on.)
        guard hasPendingWork else { return dispatch.toldRunaway = false }
        guard dispatch.workDone >= Self.pendingWorkLimit, !dispatch.toldRunaway else { return }
        dispatch.toldRunaway = true
        let told = TimedDeckEvent(time: time, event: .diagnostic(message: Self.runawayMessage))
        binding.deliver(told.event)
        eventHandler?(told)
    }

    /// How many deferred operations and events one operation runs and delivers at most.
    static let pendingWorkLimit = 1_024

    static let runawayMessage =
        "the app answers the deck's callbacks with operations that call them again; the rest runs at the next operation or frame"

    /// Fires timers already due and runs operations deferred from delegate questions, unless an
    /// outer call is running them (an operation deferred from a question asked by a deferred
    /// operation runs after it, not inside it).
    private func runDueWork() {
        if nextTimer(notAfter: time) != nil { fireTimers() }
        guard !dispatch.isRunningDeferred, dispatch.hasDeferredActions else { return }
        dispatch.isRunningDeferred = true
        defer { dispatch.isRunningDeferred = false }
        while dispatch.workDone < Self.pendingWorkLimit, let operation = dispatch.nextDeferred() {
            dispatch.workDone += 1
            runDeferred(operation)
        }
    }

    /// Runs an operation deferred from a question. One that its turn finds invalid (a range the
    /// deck no longer has) changes nothing, and the delegate hears why; an insert or a removal
    /// refused so (the data changed again meanwhile) leaves the deck following the data source,
    /// which it reloads, so that no change of the data is lost.
    private func runDeferred(_ operation: EventDispatch.Deferred) {
        switch operation {
        case .action(let action):
            do {
                try perform(action)
            } catch {
                let isDataChange: Bool
                switch action {
                case .insert, .remove: isDataChange = true
                default: isDataChange = false
                }
                emit(
                    .diagnostic(
                        message: "\(action.name), called from inside a question, was refused when its turn came: \(error)"
                            + (isDataChange ? "; the deck follows the data source" : "")))
                if isDataChange { _ = try? perform(.reloadData) }
            }
        case .advance(let time):
            try? advance(to: max(time, self.time))
        case .work(let work):
            work()
        }
    }

    /// Whether work is waiting: operations deferred from questions, or events not yet delivered,
    /// that the deck's next operation or ``advance(to:)`` runs (only after an app whose callbacks
    /// kept calling the deck past the limit of 1,024 deferred operations and events an operation runs).
    public var hasPendingWork: Bool { dispatch.hasDeferredActions || dispatch.hasEvents }
}
