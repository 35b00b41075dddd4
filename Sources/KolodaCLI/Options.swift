// SPDX-License-Identifier: MIT

import ArgumentParser
import Foundation
import KolodaScenario

struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the deck block of a scenario or a deck file, as a deck file or as Swift code.",
        discussion: """
            The deck file has every key a trace writes, one per line; `--swift` prints statements that declare `options`, \
            a DeckOptions equal to the deck's options, for an app that depends on KolodaEngine. Exits with status 2 and one \
            line naming the problem when the file is not a valid scenario.
            """)

    @Argument(help: "The scenario or deck file, or - for standard input.")
    var file: String

    @Flag(help: "Print Swift code instead of a deck file.")
    var swift = false

    func run() {
        let deck = loadScenario(file).deck
        do {
            print(try swift ? deck.swiftCode() : deck.deckFileText(), terminator: "")
        } catch {
            fail("\(file): \(error.description)")
        }
    }
}
