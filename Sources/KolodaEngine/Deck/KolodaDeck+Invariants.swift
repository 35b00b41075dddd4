// SPDX-License-Identifier: MIT

extension KolodaDeck {
    /// The deck's internal consistency rules, each broken one described; empty when all hold.
    ///
    /// The index is in range, the stack shows exactly the window's cards in order, at most one
    /// card is interactive and it is the top card, no view identity is used twice, only visible
    /// and leaving cards hold views, and every number in the render model is finite.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if options.isLoop {
            if countOfCards > 0, !(0..<countOfCards).contains(currentCardIndex) {
                problems.append("looping index \(currentCardIndex) outside 0..<\(countOfCards)")
            }
        } else if !(0...countOfCards).contains(currentCardIndex) {
            problems.append("index \(currentCardIndex) outside 0...\(countOfCards)")
        }
        if visible.map(\.index) != windowIndexes() {
            problems.append("stack \(visible.map(\.index)) is not the window \(windowIndexes())")
        }
        if let grip = gesture.grip, grip.cardID != visible.first?.id {
            problems.append("the gesture holds \(grip.cardID), which is not the top card")
        }
        let ids = visible.map(\.id) + leaving.map(\.id)
        if Set(ids).count != ids.count { problems.append("a card identity is used twice: \(ids)") }
        let model = renderModel
        if model.cards.count != visible.count + leaving.count {
            problems.append("\(model.cards.count) views held for \(visible.count) visible and \(leaving.count) leaving cards")
        }
        for card in model.cards {
            let numbers = [
                card.center.x, card.center.y, card.size.width, card.size.height, card.scale.dx, card.scale.dy, card.rotation, card.alpha,
                card.overlay?.progress ?? 0,
            ]
            if !numbers.allSatisfy(\.isFinite) { problems.append("card \(card.index) has a non-finite number: \(card)") }
        }
        if !(model.deckScale.isFinite && model.deckAlpha.isFinite) { problems.append("the deck transform is not finite") }
        return problems
    }
}
