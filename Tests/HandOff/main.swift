// SPDX-License-Identifier: MIT

// The hand-off check's program (scripts/check-swift-handoff.sh): `HandOff NAME SCENARIO.json`
// runs the scenario with the options that the code `koloda options --swift` printed for it
// builds (the generated `handedOff[NAME]`), after checking that they equal the file's, and prints
// the trace, which must be byte for byte the one `koloda simulate` writes.

import Foundation
import KolodaEngine
import KolodaScenario

let arguments = CommandLine.arguments
guard arguments.count == 3, let makeOptions = handedOff[arguments[1]] else {
    FileHandle.standardError.write(Data("usage: HandOff NAME SCENARIO.json\n".utf8))
    exit(2)
}
var scenario = try Scenario.parse(Data(contentsOf: URL(fileURLWithPath: arguments[2])))
let options = makeOptions()
guard options == scenario.deck.options else {
    FileHandle.standardError.write(Data("\(arguments[1]): the code builds other options than the file's\n".utf8))
    exit(1)
}
scenario.deck.options = options
print(try ScenarioRunner.run(scenario).jsonText(), terminator: "")
