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
    ///
    /// The index is in range; the stack shows exactly the window's cards in order; at most one
    /// card is interactive and it is the top card; no view identity is used twice and no two
    /// cards of a frame share an index; views are held only by visible and leaving cards; only
    /// the top card has a pending announcement, it is not overdue, and a pending `didRewind`
    /// belongs to the card at the current index while it is still returning; every number in
    /// the render model is finite.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let window = cursor.window(visibleCount: options.countOfVisibleCards, isLoop: options.isLoop)
        let visible = stack.cards
        let leaving = stack.leaving
        if options.isLoop {
            if countOfCards > 0, !(0..<countOfCards).contains(currentCardIndex) {
                problems.append("looping index \(currentCardIndex) outside 0..<\(countOfCards)")
            }
        } else if !(0...countOfCards).contains(currentCardIndex) {
            problems.append("index \(currentCardIndex) outside 0...\(countOfCards)")
        }
        if visible.map(\.index) != window {
            problems.append("stack \(visible.map(\.index)) is not the window \(window)")
        }
        if let grip = pointer.grip, grip.cardID != visible.first?.id {
            problems.append("the gesture holds \(grip.cardID), which is not the top card")
        }
        let ids = visible.map(\.id) + leaving.map(\.id)
        if Set(ids).count != ids.count { problems.append("a card identity is used twice: \(ids)") }
        problems += announcementViolations()
        let model = renderModel
        let leavingCount = leaving.reduce(0) { count, _ in count + 1 }
        if model.cards.count != visible.count + leavingCount {
            problems.append("\(model.cards.count) views held for \(visible.count) visible and \(leavingCount) leaving cards")
        }
        let indexes = model.cards.compactMap(\.index)
        if Set(indexes).count != indexes.count { problems.append("two cards of the frame share an index: \(indexes)") }
        for card in model.cards {
            let numbers = [
                card.center.x, card.center.y, card.size.width, card.size.height, card.scale.dx, card.scale.dy, card.rotation, card.alpha,
                card.overlay?.progress ?? 0,
            ]
            if !numbers.allSatisfy(\.isFinite) { problems.append("card \(card.id) has a non-finite number: \(card)") }
        }
        if !(model.deckScale.isFinite && model.deckAlpha.isFinite) { problems.append("the deck transform is not finite") }
        return problems
    }

    private func announcementViolations() -> [String] {
        var problems: [String] = []
        let visible = stack.cards
        if visible.dropFirst().contains(where: { $0.announcement != nil }) {
            problems.append("a card below the top has a pending announcement")
        }
        guard let top = visible.first, let announcement = top.announcement else { return problems }
        if let due = announcementTime(), due <= time {
            problems.append("the top card's announcement was due at \(due) and has not fired by \(time)")
        }
        if announcement == .rewind {
            let isHeld = pointer.grip?.cardID == top.id
            if top.index != currentCardIndex { problems.append("a pending didRewind(\(top.index)) while \(currentCardIndex) is current") }
            if top.motion == nil, !isHeld { problems.append("a pending didRewind(\(top.index)) for a card that is not returning") }
        }
        return problems
    }
}
