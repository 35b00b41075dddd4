// SPDX-License-Identifier: MIT

import KolodaEngine

/// The settings every host's view offers under Koloda's names: each reads the option the deck
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

    /// An option, as the deck uses it; a new value goes through ``changeOptions(_:)``. The hosts'
    /// views give Koloda's names to the options with it (`controller[option: \.isLoop]`).
    public subscript<Value>(option option: WritableKeyPath<DeckOptions, Value>) -> Value {
        get { deck.options[keyPath: option] }
        set { changeOptions { $0[keyPath: option] = newValue } }
    }

    /// A property of ``stackedLayout``; a new value makes the deck stacked, with the stacked
    /// layout's other properties as they read.
    public subscript<Value>(stacked property: WritableKeyPath<StackedCardLayout, Value>) -> Value {
        get { stackedLayout[keyPath: property] }
        set {
            var layout = stackedLayout
            layout[keyPath: property] = newValue
            changeOptions { $0.layout = layout }
        }
    }

    /// How many cards show at once, clamped to 0...`DeckOptions.maximumVisibleCards`.
    public var countOfVisibleCards: Int {
        get { deck.options.countOfVisibleCards }
        set { changeOptions { $0.countOfVisibleCards = min(max(newValue, 0), DeckOptions.maximumVisibleCards) } }
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
}
