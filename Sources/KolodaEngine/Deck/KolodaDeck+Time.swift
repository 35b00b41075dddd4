// SPDX-License-Identifier: MIT

/// Time, and the events that fall due as it passes.
extension KolodaDeck {
    /// Moves the deck's clock forward to `time`, completing every animation and firing every
    /// event that falls due on the way, each at its own exact time.
    ///
    /// Called from inside a question to the data source or the delegate, the clock moves right
    /// after the operation that asked, as every operation called there does.
    ///
    /// - Parameter time: Seconds; finite and not before ``time``.
    /// - Throws: ``KolodaError`` when `time` is not finite or goes backwards; nothing changes.
    /// - Complexity: O(v + l) in the visible and leaving cards, independent of the deck's size.
    public func advance(to time: Double) throws(KolodaError) {
        guard time.isFinite else {
            throw .invalidValue(operation: "advance", description: "time \(time) is not finite")
        }
        guard time >= self.time else { throw .timeWentBackwards(requested: time, current: self.time) }
        // Asked from inside a question: the clock moves right after the operation that asked.
        guard dispatch.questionDepth == 0 else { return dispatch.postpone(.advance(time)) }
        while let due = nextTimer(notAfter: time) {
            self.time = due
            fireTimers()
            finishOperation()
        }
        // A delegate that heard an event on the way may have moved the clock further already.
        self.time = max(self.time, time)
        stack.dropFinishedAnimations(at: self.time)
        finishOperation()
    }

    /// The earliest timer due by `limit`, never before the current time.
    func nextTimer(notAfter limit: Double) -> Double? {
        var earliest = Double.infinity
        if let end = pointer.resetEndTime { earliest = min(earliest, end) }
        if let due = announcementTime() { earliest = min(earliest, due) }
        for completion in kolodaCompletions { earliest = min(earliest, completion.due) }
        if kolodaLayoutScale != nil, let end = appearEnd { earliest = min(earliest, end) }
        return earliest <= limit ? max(earliest, time) : nil
    }

    /// When the top card comes to rest and fires its announcement: when its motion ends, or when
    /// the reset of a released card settles; nil while it is held or has nothing to announce.
    func announcementTime() -> Double? {
        guard let top = stack.top, top.announcement != nil else { return nil }
        let due = top.motion?.endTime ?? time
        guard pointer.heldCardID == top.id else { return due }
        if let end = pointer.resetEndTime { return max(due, end) }
        return nil
    }

    /// Fires, in a fixed order, every timer due now: a settled reset, Koloda's animation
    /// completions (under its model), then the top card's announcement (`didRewind` for a card
    /// back from an undo, then `didShow`).
    func fireTimers() {
        if pointer.settle(by: time) { emit(.didReset) }
        finishKolodaAppearLayout()
        completeKolodaAnimations { $0.due <= time }
        if let due = announcementTime(), due <= time, let top = stack.top, let announcement = stack.takeAnnouncement() {
            if announcement == .rewind { announceRewind(of: top.index) }
            emit(.didShow(index: top.index))
        }
    }

    /// Runs Koloda's animation completions that `isDone` says are over, in the order they began:
    /// each announces its swipe or revert, then the deck's current card.
    func completeKolodaAnimations(where isDone: (KolodaCompletion) -> Bool) {
        while let position = kolodaCompletions.firstIndex(where: isDone) {
            let completion = kolodaCompletions.remove(at: position)
            switch completion.kind {
            case .swipe(let index, let direction): emit(.didSwipe(index: index, direction: direction))
            case .rewind: announceRewind(of: currentCardIndex)
            case .backgroundReset:
                if ask({ binding.shouldTransparentizeNextCard() }) ?? options.shouldTransparentizeNextCard { stack.forgetKeptAlphas() }
                continue
            }
            emit(.didShow(index: currentCardIndex))
        }
    }
}
