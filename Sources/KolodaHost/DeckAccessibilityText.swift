// SPDX-License-Identifier: MIT

import KolodaEngine

/// What assistive technology is told about a deck: its name, how to use it and the actions it
/// offers, in the words of the platform's keyboard.
public struct DeckAccessibilityText: Equatable, Sendable {
    /// "Card 3 of 20: Kyoto", "No cards" or "No more cards".
    public var label: String
    /// How to use the deck: the directions the top card may be swiped in, the keys that swipe
    /// it there, and the keys that undo.
    public var hint: String
    /// The directions the top card may be swiped in, for a platform's custom actions (VoiceOver's
    /// "Swipe left").
    public var swipeDirections: [SwipeResultDirection]

    /// The text for `deck` now.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - top: The index of the top card, if one is on top.
    ///   - keyboard: The platform's names of the deck's keys.
    ///   - cardLabel: The app's label of a card index, or `nil`.
    public init(deck: KolodaDeck, topCardIndex top: Int?, keyboard: KeyboardConventions, cardLabel: (Int) -> String?) {
        label = deck.accessibilityLabel(cardLabel: cardLabel)
        swipeDirections = top.map { deck.allowedDirections(for: $0) } ?? []
        hint = keyboard.hint(top == nil ? nil : swipeDirections)
    }
}

/// The names a platform gives the deck's keys: GTK's ("Backspace or Ctrl+Z") or Apple's
/// ("Delete or ⌘Z").
public struct KeyboardConventions: Sendable, Equatable {
    /// The keys that undo, in words.
    public var undo: String
    /// An arrow key's name: "Left".
    public var arrowNames: [DeckKey: String]
    /// The other keys' names: "Home", "Page Up".
    public var keyNames: [DeckKey: String]

    /// GNOME's: Backspace or Ctrl+Z undo; arrows, Home, Page Up, End and Page Down.
    public static let gtk = KeyboardConventions(
        undo: "Backspace or Ctrl+Z", arrowNames: [.left: "Left", .right: "Right", .up: "Up", .down: "Down"],
        keyNames: [.home: "Home", .pageUp: "Page Up", .end: "End", .pageDown: "Page Down"])

    /// Apple's keyboards: Delete (the key Apple's keyboards name so) or ⌘Z undo; the arrows, and
    /// Home, Page Up, End and Page Down where the keyboard has them.
    public static let apple = KeyboardConventions(
        undo: "Delete or ⌘Z", arrowNames: [.left: "Left", .right: "Right", .up: "Up", .down: "Down"],
        keyNames: [.home: "Home", .pageUp: "Page Up", .end: "End", .pageDown: "Page Down"])

    /// "Swipe the top card left or right (the Left and Right arrow keys); Backspace or Ctrl+Z
    /// brings the last card back".
    ///
    /// - Parameter allowed: The directions the top card may go, or `nil` with no top card.
    func hint(_ allowed: [SwipeResultDirection]?) -> String {
        let undo = "\(self.undo) brings the last card back"
        guard let allowed else { return undo }
        guard !allowed.isEmpty else { return "The top card cannot be swiped; " + undo }
        let keys = DeckKey.allCases.filter { key in key.direction.map(allowed.contains) ?? false }
        let arrows = keys.compactMap { arrowNames[$0] }
        var names = keys.compactMap { keyNames[$0] }
        if !arrows.isEmpty { names.insert("the \(Self.list(arrows, and: true)) arrow key\(arrows.count > 1 ? "s" : "")", at: 0) }
        return "Swipe the top card \(Self.list(allowed.map(\.spokenName))) (\(Self.list(names, and: true))); " + undo
    }

    /// "a", "a or b", "a, b or c" (with "and" when `and`).
    private static func list(_ words: [String], and: Bool = false) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + (and ? " and " : " or ") + last
    }
}
