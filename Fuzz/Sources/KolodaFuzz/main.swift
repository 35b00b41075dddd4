// SPDX-License-Identifier: MIT

import CFuzzer
import Foundation
import KolodaScenario

/// One fuzz input: bytes in, a scenario out when they parse, run through the engine.
///
/// Built in debug with `-sanitize=fuzzer,address`, so the deck checks its invariants after every
/// operation and every advance and traps on the first broken one. It also traps when an error
/// is not one printable line, a trace would hold a number that is not finite, or a scenario
/// does not read back as itself once written.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let scenario: Scenario
    do {
        scenario = try Scenario.parse(Data(bytes: data, count: size))
    } catch {
        let line = error.description
        let isPrintable = line.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: false
            default: true
            }
        }
        precondition(isPrintable, "an error is not one printable line: \(line)")
        return 0
    }
    do {
        let written = try scenario.jsonText()
        let readBack = try Scenario.parse(Data(written.utf8))
        precondition(readBack == scenario, "a scenario does not read back as itself: \(written)")
    } catch {
        preconditionFailure("a parsed scenario cannot be written and read back: \(error)")
    }
    // Long scenarios are valid but slow to run; the fuzzer learns more from many short ones.
    guard scenario.duration * scenario.fps <= 2_000 else { return 0 }
    let trace = ScenarioRunner.run(scenario)
    do {
        _ = try trace.jsonText()
    } catch {
        preconditionFailure("a trace is not valid JSON: \(error)")
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzz($0, size) } ?? 0 })
