// SPDX-License-Identifier: MIT

/// Koloda v2's layout: a centred front card with a single stretched card behind it.
///
/// Slot 0 is inset 10 points from the sides and 20 from the top, with a height of 1.25 times its
/// width. Every other slot is 1.5 times the deck's width, centred horizontally, at the top, again
/// with a height of 1.25 times its width. Use it with ``DeckOptions/background`` for the rest of
/// v2's defaults (two visible cards, alpha 0.1, background cards that stay put during a drag and
/// a bouncy re-layout).
public struct BackgroundCardLayout: CardLayout, Hashable {
    /// Creates the background layout.
    public init() {}

    /// The frame of a slot. See the type's discussion for the formulas.
    public func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
        if slot == 0 {
            let width = max(bounds.width - 2 * 10, 0)
            return Rect(x: 10, y: 20, width: width, height: width * 1.25)
        }
        let width = 1.5 * bounds.width
        return Rect(x: -0.25 * bounds.width, y: 0, width: width, height: width * 1.25)
    }
}
