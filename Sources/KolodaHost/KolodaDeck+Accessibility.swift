// SPDX-License-Identifier: MIT

import KolodaEngine

extension KolodaDeck {
    /// What assistive technology should call the deck and its top card: "Card 3 of 20" followed
    /// by the host's own label for the card, "No cards", or "No more cards".
    ///
    /// - Parameter cardLabel: The app's label for a card index (its title, say), or `nil`.
    public func accessibilityLabel(cardLabel: (Int) -> String?) -> String {
        guard let index = topCardIndex else { return countOfCards == 0 ? "No cards" : "No more cards" }
        return "Card \(index + 1) of \(countOfCards)" + (cardLabel(index).map { ": \($0)" } ?? "")
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
