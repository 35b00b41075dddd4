// SPDX-License-Identifier: MIT

extension KolodaDeck {
    /// What assistive technology should call the deck and its top card: "Card 3 of 20" followed
    /// by the host's own label for the card, "No cards", or "No more cards".
    ///
    /// - Parameter cardLabel: The app's label for a card index (its title, say), or `nil`.
    public func accessibilityLabel(cardLabel: (Int) -> String?) -> String {
        guard let index = stack.top?.index else { return countOfCards == 0 ? "No cards" : "No more cards" }
        return "Card \(index + 1) of \(countOfCards)" + (cardLabel(index).map { ": \($0)" } ?? "")
    }

    /// How to use the deck, for assistive technology: the directions the top card may be swiped in
    /// (the delegate's `allowedDirectionsForIndex`) and the keys that swipe it there, then undo.
    /// "Swipe the top card left or right (the Left and Right arrow keys); Backspace or Ctrl+Z
    /// brings the last card back".
    public var accessibilityHint: String {
        let undo = "Backspace or Ctrl+Z brings the last card back"
        guard let top = stack.top else { return undo }
        let allowed = allowedDirections(for: top.index)
        guard !allowed.isEmpty else { return "The top card cannot be swiped; " + undo }
        let keys = DeckKey.allCases.filter { key in key.direction.map(allowed.contains) ?? false }
        let arrows = keys.filter { [.left, .right, .up, .down].contains($0) }.map(\.spokenName)
        var keyNames = keys.filter { ![.left, .right, .up, .down].contains($0) }.map(\.spokenName)
        if !arrows.isEmpty { keyNames.insert("the \(Self.list(arrows, and: true)) arrow key\(arrows.count > 1 ? "s" : "")", at: 0) }
        return "Swipe the top card \(Self.list(allowed.map(\.spokenName))) (\(Self.list(keyNames, and: true))); " + undo
    }

    /// "a", "a or b", "a, b or c" (with "and" when `and`).
    private static func list(_ words: [String], and: Bool = false) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + (and ? " and " : " or ") + last
    }
}

extension SwipeResultDirection {
    /// The direction in words, for assistive technology: "left", "up and to the right".
    public var spokenName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        case .topLeft: "up and to the left"
        case .topRight: "up and to the right"
        case .bottomLeft: "down and to the left"
        case .bottomRight: "down and to the right"
        }
    }
}

extension DeckKey {
    /// The key as its label reads: "Left" (an arrow key), "Page Up".
    var spokenName: String {
        switch self {
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .pageUp: "Page Up"
        case .end: "End"
        case .pageDown: "Page Down"
        case .backspace: "Backspace"
        case .z: "Z"
        case .select: "Return"
        }
    }
}
