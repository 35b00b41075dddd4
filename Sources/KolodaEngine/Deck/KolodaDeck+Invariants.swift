// SPDX-License-Identifier: MIT

extension KolodaDeck {
    /// Checks the deck's consistency rules after every operation and every ``advance(to:)`` in
    /// debug builds (and so in tests), and reports a broken rule to `invariantFailureHandler`.
    /// Release builds compile it to nothing.
    ///
    /// A check costs O(v + l) in the cards on screen. So that thousands of operations on a deck
    /// with thousands of cards in flight stay linear in debug builds too, the check then runs
    /// once every l / 256 operations: amortized O(1) per operation, and every check while the
    /// deck shows a realistic number of cards.
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            let cost = stack.cards.count + stack.leaving.count
            invariantCheckCredit += 256
            guard invariantCheckCredit >= cost else { return }
            invariantCheckCredit = 0
            let problems = invariantViolations()
            if !problems.isEmpty { invariantFailureHandler(problems) }
        #endif
    }

    /// The deck's internal consistency rules, each broken one described; empty when all hold.
    /// Debug builds check them after every operation; a host's or an app's test can ask at any
    /// time (the re-entrancy tests do, after every step of an app that calls the deck from its
    /// callbacks). O(v + l) in the visible and leaving cards.
    ///
    /// Each owner of state checks its own rules (`DeckCursor`, `CardStack` and `Pointer`, each in
    /// its `+Invariants` file); the deck adds those between them: the top card's pending
    /// announcement is not overdue, views are held only by visible and leaving cards, no two
    /// cards of a frame share an index (of the stack, under Koloda's timing model), and every
    /// number in the render model is finite.
    public func invariantViolations() -> [String] {
        let window = cursor.window(visibleCount: options.countOfVisibleCards, isLoop: options.isLoop)
        var problems = cursor.invariantViolations(isLoop: options.isLoop)
        problems += stack.invariantViolations(window: window, currentIndex: currentCardIndex, heldCardID: pointer.grip?.cardID)
        problems += pointer.invariantViolations(topCardID: stack.cards.first?.id)
        if stack.top?.announcement != nil, let due = announcementTime(), due <= time {
            problems.append("the top card's announcement was due at \(due) and has not fired by \(time)")
        }
        let model = renderModel
        let visibleCount = stack.cards.count
        let leavingCount = stack.leaving.reduce(0) { count, _ in count + 1 }
        if model.cards.count != visibleCount + leavingCount {
            problems.append("\(model.cards.count) views held for \(visibleCount) visible and \(leavingCount) leaving cards")
        }
        // Under Koloda's model a small looping deck asks anew for a card still flying off, as
        // Koloda did: only the stack's cards must differ.
        let indexes = timingModel.isKoloda ? stack.cards.map { $0.index } : model.cards.compactMap { $0.index }
        if Set(indexes).count != indexes.count { problems.append("two cards of the frame share an index: \(indexes)") }
        for card in model.cards {
            let numbers = [
                card.center.x, card.center.y, card.size.width, card.size.height, card.scale.dx, card.scale.dy, card.rotation, card.alpha,
                card.overlay?.progress ?? 0,
            ]
            if !numbers.allSatisfy({ $0.isFinite }) { problems.append("card \(card.id) has a non-finite number: \(card)") }
        }
        if !(model.deckScale.isFinite && model.deckAlpha.isFinite) { problems.append("the deck transform is not finite") }
        return problems
    }
}
