// SPDX-License-Identifier: MIT

import KolodaEngine

/// A key press a host forwards to the deck, named for what it means on a deck. A host maps its
/// toolkit's key codes to these and asks `KolodaDeck.action(for:control:)` what to do.
public enum DeckKey: Hashable, Sendable, CaseIterable {
    /// An arrow key: swipes in its direction.
    case left, right, up, down
    /// Home, Page Up, End and Page Down: the diagonals top-left, top-right, bottom-left and
    /// bottom-right, laid out as on a keypad.
    case home, pageUp, end, pageDown
    /// Backspace: undoes a swipe.
    case backspace
    /// The Z key: undoes a swipe with Control held (Ctrl+Z).
    case z
    /// Return, Enter or Space: selects the top card.
    case select

    /// The direction the key swipes in, for the arrow and diagonal keys.
    public var direction: SwipeResultDirection? {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .home: .topLeft
        case .pageUp: .topRight
        case .end: .bottomLeft
        case .pageDown: .bottomRight
        case .backspace, .z, .select: nil
        }
    }
}

extension KolodaDeck {
    /// Performs what a key press means, and says whether the key was the deck's: a host stops a
    /// key the deck took from moving focus. A direction key whose swipe is not allowed (or that
    /// the delegate refuses) nudges the card instead, so that the key stays in the deck and the
    /// user sees "not that way".
    ///
    /// - Returns: Whether the key belongs to the deck.
    @discardableResult
    public func press(_ key: DeckKey, control: Bool) -> Bool {
        guard let action = action(for: key, control: control) else { return false }
        let done = (try? perform(action)) ?? false
        if !done, case .swipe(let direction, _) = action { _ = try? perform(.nudge(direction)) }
        return true
    }

    /// What a key press means for the deck: the action to perform, or `nil` when the key is not
    /// the deck's (the host then lets it through, to move focus for example).
    ///
    /// Arrow and diagonal keys swipe the top card (without Control); Backspace and Ctrl+Z undo;
    /// Return and Space tap the top card's centre, selecting it.
    public func action(for key: DeckKey, control: Bool) -> DeckAction? {
        if let direction = key.direction { return control ? nil : .swipe(direction, force: false) }
        switch key {
        case .backspace: return .revert(direction: nil)
        case .z: return control ? .revert(direction: nil) : nil
        case .select: return renderModel.topCard.map { .tap(at: $0.center) }
        default: return nil
        }
    }
}
