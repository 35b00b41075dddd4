// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario

/// The demo's starting decks, and the deck file of `--options FILE`.
enum DemoOptions {
    /// The demo's options for a layout (`"stacked"` or `"background"`): the stacked deck peeks out
    /// a little more than Koloda's 4 pt, with opaque cards so that the ones below do not show
    /// through; the background deck is Koloda's.
    static func preset(layout: String) -> DeckOptions {
        guard layout == "stacked" else { return .background }
        var options = DeckOptions.stacked
        options.layout = StackedCardLayout(topMargin: 12)
        options.shouldTransparentizeNextCard = false
        return options
    }

    /// The demo's deck for a layout, with Koloda's answers.
    static func configuration(layout: String) -> DeckConfiguration { DeckConfiguration(options: preset(layout: layout)) }

    /// Reads the deck block of a scenario or deck file, or says in one line what is wrong, as
    /// `koloda` does.
    static func load(_ path: String) -> Result<DeckConfiguration, DemoProblem> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(DemoProblem("\(path): cannot read the file")) }
        do {
            return .success(try Scenario.parse(data).deck)
        } catch {
            return .failure(DemoProblem("\(path): \(error.description)"))
        }
    }
}
