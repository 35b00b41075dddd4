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
    ///   - words: The words in the user's language (English by default).
    ///   - cardLabel: The app's label of a card index, or `nil`.
    public init(
        deck: KolodaDeck, topCardIndex top: Int?, keyboard: KeyboardConventions, words: DeckWords = .english, cardLabel: (Int) -> String?
    ) {
        label = deck.accessibilityLabel(words: words, cardLabel: cardLabel)
        swipeDirections = top.map { deck.allowedDirections(for: $0) } ?? []
        hint = keyboard.hint(top == nil ? nil : swipeDirections, words: words)
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
        undo: N_("Backspace or Ctrl+Z"), arrowNames: arrows,
        keyNames: [.home: N_("Home"), .pageUp: N_("Page Up"), .end: N_("End"), .pageDown: N_("Page Down")])

    /// Apple's keyboards: Delete (the key Apple's keyboards name so) or ⌘Z undo; the arrows, and
    /// Home, Page Up, End and Page Down where the keyboard has them.
    public static let apple = KeyboardConventions(
        undo: N_("Delete or ⌘Z"), arrowNames: arrows,
        keyNames: [.home: N_("Home"), .pageUp: N_("Page Up"), .end: N_("End"), .pageDown: N_("Page Down")])

    // TRANSLATORS: the name of an arrow key, in "the Left and Right arrow keys".
    private static let arrows: [DeckKey: String] = [.left: N_("Left"), .right: N_("Right"), .up: N_("Up"), .down: N_("Down")]

    /// "Swipe the top card left or right (the Left and Right arrow keys); Backspace or Ctrl+Z
    /// brings the last card back", in `words`.
    ///
    /// - Parameter allowed: The directions the top card may go, or `nil` with no top card.
    func hint(_ allowed: [SwipeResultDirection]?, words: DeckWords = .english) -> String {
        // TRANSLATORS: %s is the keys that undo: "Backspace or Ctrl+Z".
        let undo = words.tr("%s brings the last card back", words.translate(self.undo))
        guard let allowed else { return undo }
        // TRANSLATORS: %s is the sentence on the keys that undo.
        guard !allowed.isEmpty else { return words.tr("The top card cannot be swiped; %s", undo) }
        let keys = DeckKey.allCases.filter { key in key.direction.map(allowed.contains) ?? false }
        let arrows = keys.compactMap { arrowNames[$0].map(words.translate) }
        var names = keys.compactMap { keyNames[$0].map(words.translate) }
        if arrows.count == 1 {
            // TRANSLATORS: %s is the name of an arrow key: "the Left arrow key".
            names.insert(words.tr("the %s arrow key", arrows[0]), at: 0)
        } else if !arrows.isEmpty {
            // TRANSLATORS: %s is a list of arrow keys' names: "the Left and Right arrow keys".
            names.insert(words.tr("the %s arrow keys", words.list(arrows, and: true)), at: 0)
        }
        // TRANSLATORS: %1$s is the directions ("left or right"), %2$s the keys that swipe there
        // ("the Left and Right arrow keys"), %3$s the sentence on the keys that undo.
        return words.tr(
            "Swipe the top card %1$s (%2$s); %3$s", words.list(allowed.map { $0.spokenName(in: words) }), words.list(names, and: true), undo)
    }
}

/// Marks `text` for translation without translating it (gettext's `N_`): the text is looked up
/// where it is used.
func N_(_ text: String) -> String { text }

/// What the accessibility text was last made from: a host makes it again, and asks the app for
/// the top card's label again, only when this changes, not at every frame.
public struct AccessibilityState: Equatable, Sendable {
    /// The top card's view.
    public var topCard: CardID?
    /// How many cards the data source has.
    public var count: Int
    /// How many cards are shown.
    public var cards: Int

    /// The state of `deck`, drawn as `model`.
    public init(deck: KolodaDeck, model: RenderModel) {
        topCard = model.topCard?.id
        count = deck.countOfCards
        cards = model.cards.count
    }
}
