// SPDX-License-Identifier: MIT

import KolodaEngine

/// Koloda's named settings, as every host's view offers them: each reads the option the deck
/// uses and changes it through `DeckAction/setOptions(_:)`. A value the deck refuses changes
/// nothing and reaches the delegate's diagnostics; a count of cards is clamped to what a deck
/// shows.
extension DeckController {
    /// Changes the options; a refusal is reported as a diagnostic.
    public func changeOptions(_ change: (inout DeckOptions) -> Void) {
        var options = deck.options
        change(&options)
        do { try perform(.setOptions(options), sizeSource: "") } catch { report(error.description) }
    }

    /// How many cards show at once, clamped to 0...`DeckOptions.maximumVisibleCards`.
    public var countOfVisibleCards: Int {
        get { deck.options.countOfVisibleCards }
        set { changeOptions { $0.countOfVisibleCards = min(max(newValue, 0), DeckOptions.maximumVisibleCards) } }
    }

    /// Whether the deck starts again from the first card after the last.
    public var isLoop: Bool {
        get { deck.options.isLoop }
        set { changeOptions { $0.isLoop = newValue } }
    }

    /// The top card's opacity.
    public var alphaValueOpaque: Double {
        get { deck.options.alphaValueOpaque }
        set { changeOptions { $0.alphaValueOpaque = newValue } }
    }

    /// The opacity of the cards below the top one when the delegate makes them see-through.
    public var alphaValueSemiTransparent: Double {
        get { deck.options.alphaValueSemiTransparent }
        set { changeOptions { $0.alphaValueSemiTransparent = newValue } }
    }

    /// How long the appear animation takes, in seconds.
    public var appearanceAnimationDuration: Double {
        get { deck.options.appearanceAnimationDuration }
        set { changeOptions { $0.appearanceAnimationDuration = newValue } }
    }

    /// How long an undone card takes to come back, in seconds.
    public var reverseAnimationDuration: Double {
        get { deck.options.reverseAnimationDuration }
        set { changeOptions { $0.reverseAnimationDuration = newValue } }
    }

    /// How long background cards take to move to their new slots, in seconds; 0 while they move
    /// on a spring (`DeckOptions/relayoutAnimation`), which has no set duration. Setting it keeps
    /// the curve of a timed re-layout, or eases out.
    public var backgroundCardFrameAnimationDuration: Double {
        get {
            if case .timed(let duration, _) = deck.options.relayoutAnimation { return duration }
            return 0
        }
        set {
            changeOptions {
                if case .timed(_, let curve) = $0.relayoutAnimation {
                    $0.relayoutAnimation = .timed(duration: newValue, curve: curve)
                } else {
                    $0.relayoutAnimation = .timed(duration: newValue, curve: .easeOut)
                }
            }
        }
    }

    /// The stacked layout the deck uses, or Koloda's default one while it uses another: Koloda's
    /// layout properties read it, and setting one of them makes the deck stacked.
    public var stackedLayout: StackedCardLayout { deck.options.layout as? StackedCardLayout ?? StackedCardLayout() }

    /// How far each background card peeks out from the one above it, in points.
    public var backgroundCardsTopMargin: Double {
        get { stackedLayout.topMargin }
        set { changeStackedLayout { $0.topMargin = newValue } }
    }

    /// How much smaller each background card is than the one above it.
    public var backgroundCardsScalePercent: Double {
        get { stackedLayout.scalePercent }
        set { changeStackedLayout { $0.scalePercent = newValue } }
    }

    /// Where the background cards peek out.
    public var visibleCardsDirection: VisibleCardsDirection {
        get { stackedLayout.direction }
        set { changeStackedLayout { $0.direction = newValue } }
    }

    private func changeStackedLayout(_ change: (inout StackedCardLayout) -> Void) {
        var layout = stackedLayout
        change(&layout)
        changeOptions { $0.layout = layout }
    }

    /// How much of the drag's full rotation the card turns at most.
    public var rotationMax: Double {
        get { deck.options.drag.rotationMax }
        set { changeOptions { $0.drag.rotationMax = newValue } }
    }

    /// The card's rotation at a full drag, in radians.
    public var rotationAngle: Double {
        get { deck.options.drag.rotationAngle }
        set { changeOptions { $0.drag.rotationAngle = newValue } }
    }

    /// The smallest scale of a dragged card.
    public var scaleMin: Double {
        get { deck.options.drag.scaleMin }
        set { changeOptions { $0.drag.scaleMin = newValue } }
    }
}
