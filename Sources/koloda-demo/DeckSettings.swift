// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// The deck's settings as the demo keeps them, in the scenario format's terms: the options, and
/// what the data source and delegate answer (allowed directions, drag speed, appear animation).
/// The Tune panel, the layout switch and `--options FILE` change them only through ``apply(_:)``.
///
/// Reduced motion is the view's alone (`KolodaView.reduceMotion`: the app's choice, else the
/// desktop's): the options here always carry the view's value, and the Tune panel sets the
/// choice with ``chooseReducedMotion(_:)``.
@MainActor
final class DeckSettings {
    let koloda: KolodaView
    let deck: any DemoDeck
    /// The settings in force.
    private(set) var current: DeckConfiguration
    /// Told after every change that took effect.
    var onChange: [(DeckConfiguration) -> Void] = []

    init(koloda: KolodaView, deck: any DemoDeck, initial: DeckConfiguration) {
        self.koloda = koloda
        self.deck = deck
        current = initial
        deck.answers = DeckAnswers(configuration: initial)
        // A deck file that asks for reduced motion is the app's choice; otherwise the desktop's.
        if initial.options.reduceMotion { koloda.reduceMotion = true }
        current.options = koloda.options
    }

    /// The demo's starting options for a layout: the stacked deck peeks out a little more than
    /// Koloda's 4 pt, with opaque cards so that the ones below do not show through. The answers
    /// (directions, drag speed, appear animation) are kept from `settings`.
    static func preset(_ layout: String, keeping settings: DeckConfiguration = DeckConfiguration()) -> DeckConfiguration {
        var options = DeckOptions.background
        if layout == "stacked" {
            options = .stacked
            options.layout = StackedCardLayout(topMargin: 12)
            options.shouldTransparentizeNextCard = false
        }
        var preset = settings
        preset.options = options
        return preset
    }

    /// Reads the deck block of a scenario or deck file, or exits with status 2 and one line
    /// naming the problem, as `koloda` does.
    static func load(_ path: String) -> DeckConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else { Arguments.fail("\(path): cannot read the file") }
        do {
            return try Scenario.parse(data).deck
        } catch {
            Arguments.fail("\(path): \(error.description)")
        }
    }

    /// Puts `next` in force on the live deck, keeping its index and history, mid-drag too.
    ///
    /// - Returns: Why the deck refused the settings (nothing changed then), or `nil`.
    @discardableResult
    func apply(_ next: DeckConfiguration) -> String? {
        do {
            try koloda.setOptions(next.options)
        } catch {
            return error.description
        }
        current = next
        changed()
        return nil
    }

    /// Makes reduced motion the app's choice (`true` or `false`), or the desktop's again (`nil`).
    func chooseReducedMotion(_ choice: Bool?) {
        koloda.reduceMotion = choice
        changed()
    }

    /// The options in force are the view's; the answers follow the settings.
    private func changed() {
        current.options = koloda.options
        deck.answers = DeckAnswers(configuration: current)
        for observer in onChange { observer(current) }
    }

    /// Switches to another layout's preset (`"stacked"` or `"background"`), as a deck file's
    /// `layout` chooses the defaults of the keys it leaves out.
    func switchLayout(to layout: String) { apply(Self.preset(layout, keeping: current)) }

    /// The settings with the live deck's size and number of cards: what Save writes and what a
    /// recording starts from.
    var live: DeckConfiguration {
        var configuration = current
        configuration.options = koloda.options
        configuration.width = koloda.deckFrame.size.width
        configuration.height = koloda.deckFrame.size.height
        configuration.cards = koloda.countOfCards
        return configuration
    }
}
