// SPDX-License-Identifier: MIT

import KolodaGtk
import KolodaScenario

extension KolodaView {
    /// The live deck in the scenario format's terms: its options, size and number of cards, and
    /// what its data source and delegate answer now (the fly-off speed, the top card's allowed
    /// directions, the appear animation). What Save writes and what a recording starts from.
    var liveConfiguration: DeckConfiguration {
        var configuration = DeckConfiguration(options: options)
        configuration.width = deckFrame.size.width
        configuration.height = deckFrame.size.height
        configuration.cards = countOfCards
        if let dataSource { configuration.dragSpeed = dataSource.kolodaSpeedThatCardShouldDrag(self) }
        if let delegate {
            configuration.allowedDirections = .all(delegate.koloda(self, allowedDirectionsForIndex: currentCardIndex))
            configuration.appearAnimation = delegate.kolodaShouldApplyAppearAnimation(self)
        }
        return configuration
    }
}
