// SPDX-License-Identifier: MIT

import ArgumentParser
import Foundation
import KolodaScenario

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario through the deck engine and write its trace.",
        discussion: "Exits with status 2 and one line naming the problem and its JSON path when the scenario is invalid; nothing is written then.")

    @Argument(help: "The scenario JSON file, or - for standard input.")
    var scenario: String

    @Option(name: .shortAndLong, help: "Where to write the trace (default: standard output).")
    var output: String?

    func run() {
        let trace = ScenarioRunner.run(loadScenario(scenario))
        let text: String
        do { text = try trace.jsonText() } catch { fail("\(scenario): \(error.description)") }
        let data = Data(text.utf8)
        if let output {
            write(data, to: output)
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
