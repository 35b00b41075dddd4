// SPDX-License-Identifier: MIT

import KolodaEngine

extension KolodaDeck {
    /// What assistive technology should call the deck and its top card: "Card 3 of 20" followed
    /// by the host's own label for the card, "No cards", or "No more cards".
    ///
    /// - Parameters:
    ///   - words: The words in the user's language (English by default).
    ///   - cardLabel: The app's label for a card index (its title, say), or `nil`.
    public func accessibilityLabel(words: DeckWords = .english, cardLabel: (Int) -> String?) -> String {
        guard let index = topCardIndex else { return countOfCards == 0 ? words.tr("No cards") : words.tr("No more cards") }
        if let label = cardLabel(index) {
            // TRANSLATORS: %1$s is the top card's place in the deck, %2$s the number of cards,
            // %3$s the app's name of the card: "Card 3 of 20: Kyoto".
            return words.tr("Card %1$s of %2$s: %3$s", String(index + 1), String(countOfCards), label)
        }
        // TRANSLATORS: %1$s is the top card's place in the deck, %2$s the number of cards.
        return words.tr("Card %1$s of %2$s", String(index + 1), String(countOfCards))
    }
}

extension SwipeResultDirection {
    /// The direction in words, for assistive technology: "left", "up and to the right".
    public var spokenName: String { spokenName(in: .english) }

    /// The direction in `words`: "left", "up and to the right".
    public func spokenName(in words: DeckWords) -> String {
        switch self {
        // TRANSLATORS: a direction a card is swiped in, in "Swipe the top card left or right".
        case .left: words.tr("left")
        case .right: words.tr("right")
        case .up: words.tr("up")
        case .down: words.tr("down")
        case .topLeft: words.tr("up and to the left")
        case .topRight: words.tr("up and to the right")
        case .bottomLeft: words.tr("down and to the left")
        case .bottomRight: words.tr("down and to the right")
        }
    }
}
