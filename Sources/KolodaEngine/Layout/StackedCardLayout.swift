// SPDX-License-Identifier: MIT

/// Koloda v1's layout: cards stacked on top of each other, each one smaller than the one above,
/// peeking out below (or above) it.
///
/// For slot i, with N visible cards, deck size W × H, margin m and scale s:
/// `width = W·sⁱ`, `x = (W − width)/2`, `height = (H − m·(N−1))·sⁱ`; with
/// ``VisibleCardsDirection/bottom`` each card's bottom edge peeks m below the one above it and
/// the last one ends at H; with ``VisibleCardsDirection/top`` `y = (N−1−i)·m`.
///
/// In a 300 × 400 deck with the defaults, slot 0 is (0, 0, 300, 392), slot 1 (7.5, 23.6, 285,
/// 372.4) and slot 2 (14.625, 46.22, 270.75, 353.78).
public struct StackedCardLayout: CardLayout, Hashable {
    /// How far each background card peeks out from under the card above it, in points.
    /// Koloda's `backgroundCardsTopMargin`. Default 4; any finite number, as in Koloda (a negative
    /// margin makes the cards taller than the deck, by the margin times the cards behind).
    public var topMargin: Double
    /// How much smaller each card is than the one above it: 0 or more, as in Koloda (0 hides the
    /// cards behind; above 1 they grow). Koloda's `backgroundCardsScalePercent`. Default 0.95.
    public var scalePercent: Double
    /// Where the background cards peek out. Default ``VisibleCardsDirection/bottom``.
    public var direction: VisibleCardsDirection

    /// Creates a stacked layout.
    public init(topMargin: Double = 4, scalePercent: Double = 0.95, direction: VisibleCardsDirection = .bottom) {
        self.topMargin = topMargin
        self.scalePercent = scalePercent
        self.direction = direction
    }

    /// The frame of a slot. See the type's discussion for the formulas.
    public func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
        let peekCount = Double(max(visibleCount - 1, 0))
        // scalePercent to the power of slot, by squaring: libm's pow and its tables would be 3 KB
        // of the web page's download, gzipped.
        var factor = 1.0
        var power = slot < 0 ? 1 / scalePercent : scalePercent
        var exponent = slot.magnitude
        while exponent > 0 {
            if exponent & 1 == 1 { factor *= power }
            power *= power
            exponent >>= 1
        }
        let topHeight = max(bounds.height - topMargin * peekCount, 0)
        let width = bounds.width * factor
        let height = topHeight * factor
        let y: Double
        switch direction {
        case .bottom: y = topHeight - height + Double(slot) * topMargin
        case .top: y = max(peekCount - Double(slot), 0) * topMargin
        }
        return Rect(x: (bounds.width - width) / 2, y: y, width: width, height: height)
    }

    /// Checks that the margin is finite and the scale finite and not negative, as the
    /// ``DeckOptions/catalogue``'s `layout.` entries require.
    public func validate() throws(KolodaError) {
        var options = DeckOptions()
        options.setLayout(self)
        for option in DeckOptions.catalogue where option.isStackedLayoutParameter { try option.validate(options) }
    }
}
