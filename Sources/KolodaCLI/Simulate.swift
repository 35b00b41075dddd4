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

    /// Streams the trace into a staging file, then moves it into place (or copies it to standard
    /// output), so that a failure writes nothing and a long trace is never held whole in memory.
    func run() {
        let trace = ScenarioRunner.run(loadScenario(scenario))
        let staging = OutputStaging()
        do {
            let file = try output.map(staging.file) ?? staging.temporaryFile()
            let handle = try FileHandle(forWritingTo: file)
            var failure: ScenarioError?
            do { try trace.writeJSON { handle.write(Data($0.utf8)) } } catch { failure = error }
            try handle.close()
            if let failure { throw StagingError("\(scenario): \(failure.description)") }
            if output != nil {
                try staging.commit()
            } else {
                try staging.copy(file, to: FileHandle.standardOutput)
                staging.rollback()
            }
        } catch {
            staging.rollback()
            fail("\(error)")
        }
    }
}
