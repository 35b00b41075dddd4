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
    func finishOperation() {
        guard dispatch.questionDepth == 0 else { return }
        runDueWork()
        checkInvariants()
        guard !dispatch.isDelivering else { return }
        dispatch.isDelivering = true
        defer { dispatch.isDelivering = false }
        while let event = dispatch.nextEvent() {
            binding.deliver(event.event)
            eventHandler?(event)
            runDueWork()
        }
    }

    /// Fires timers already due and runs actions deferred from delegate questions.
    private func runDueWork() {
        if nextTimer(notAfter: time) != nil { fireTimers() }
        while dispatch.hasDeferredActions {
            _ = try? perform(dispatch.nextDeferredAction())
        }
    }
}
