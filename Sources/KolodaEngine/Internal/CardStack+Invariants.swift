// SPDX-License-Identifier: MIT

extension CardStack {
    /// The stack's own rules, each broken one described; empty when all hold: it shows exactly
    /// the cards of `window`, in order; no view identity is used twice among the visible and
    /// leaving cards; only the top card has a pending announcement; and a pending `didRewind`
    /// belongs to the card at `currentIndex` while it is still returning (or held by the pointer,
    /// `heldCardID`).
    func invariantViolations(window: [Int], currentIndex: Int, heldCardID: CardID?) -> [String] {
        var problems: [String] = []
        if cards.map({ $0.index }) != window { problems.append("stack \(cards.map { $0.index }) is not the window \(window)") }
        let ids = cards.map { $0.id } + leaving.map { $0.id }
        if Set(ids).count != ids.count { problems.append("a card identity is used twice: \(ids)") }
        if cards.dropFirst().contains(where: { $0.announcement != nil }) {
            problems.append("a card below the top has a pending announcement")
        }
        if let top = cards.first, top.announcement == .rewind {
            if top.index != currentIndex { problems.append("a pending didRewind(\(top.index)) while \(currentIndex) is current") }
            if top.motion == nil, heldCardID != top.id { problems.append("a pending didRewind(\(top.index)) for a card that is not returning") }
        }
        return problems
    }
}
