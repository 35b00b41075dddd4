// SPDX-License-Identifier: MIT

import KolodaEngine

extension DeckOptions {
    /// Koloda's options (``DeckOptions/stacked``) but for the card beneath the top one, which is
    /// opaque, so that the text of the card under it does not show through: the defaults of the
    /// GTK deck and the web deck, whose cards are an app's own widgets or elements.
    public static var opaqueNextCard: DeckOptions {
        var options = DeckOptions.stacked
        options.shouldTransparentizeNextCard = false
        return options
    }
}
