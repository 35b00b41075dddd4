// SPDX-License-Identifier: MIT

import ArgumentParser
import Foundation
import KolodaScenario

@main
struct Koloda: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tools for the Koloda card deck.",
        subcommands: [Simulate.self, Preview.self])
}

/// Reads a scenario file (or standard input for `-`), exiting with status 2 and one line on
/// standard error when it cannot be read or is not a valid scenario.
func loadScenario(_ path: String) -> Scenario {
    let data: Data
    if path == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        guard let contents = FileManager.default.contents(atPath: path) else {
            fail("\(path): cannot read the file")
        }
        data = contents
    }
    do {
        return try Scenario.parse(data)
    } catch {
        fail("\(path == "-" ? "<stdin>" : path): \(error.description)")
    }
}

/// Writes one printable line to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("koloda: \(ScenarioError.printable(message))\n".utf8))
    exit(2)
}
