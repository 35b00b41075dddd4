// SPDX-License-Identifier: MIT

import ArgumentParser
import Foundation
import KolodaScenario

@main
struct Koloda: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tools for the Koloda card deck.",
        version: "koloda 0.2.0",
        subcommands: [Simulate.self, Preview.self, Options.self])
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
    let name = path == "-" ? "<stdin>" : path
    let scenario: Scenario
    do {
        scenario = try Scenario.parse(data)
    } catch {
        fail("\(name): \(error.description)")
    }
    let late = scenario.events.count { $0.time > scenario.duration }
    if late > 0 {
        warn("\(name): \(late) event\(late == 1 ? "" : "s") after the duration (\(scenario.duration) s) will not run; raise \"duration\" to see them")
    }
    let frames = Int(scenario.duration * scenario.fps) + 1
    if frames > 100_000 {
        warn("\(name): \(frames) frames (duration × fps); the trace will be large and slow to write")
    }
    return scenario
}

/// Writes one printable warning line to standard error; the command goes on.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("koloda: warning: \(ScenarioError.printable(message))\n".utf8))
}

/// Writes one printable line to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("koloda: \(ScenarioError.printable(message))\n".utf8))
    exit(2)
}
