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

    /// How to use the deck, for assistive technology.
    public var accessibilityHint: String {
        "Swipe the top card, or use the arrow keys; Backspace or Ctrl+Z brings the last card back"
    }
}
