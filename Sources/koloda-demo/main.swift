// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaEngine
import KolodaGtk

/// The command line (see `usage`). `--events` and `--frame-stats` are for the tests and the
/// benchmarks (`AppProbe`).
struct Arguments {
    static let usage = """
        usage: koloda-demo [--events] [--frame-stats] [--size WxH] [--cards N] [--layout stacked|background]
                           [--tune] [--options FILE] [--record FILE]
        """

    var events = false
    var size = (width: 460, height: 780)
    /// Whether `--size` was given: otherwise the Tune panel makes the window wider.
    var sizeGiven = false
    /// Whether the Tune panel is open at start.
    var tune = false
    /// A scenario or deck file whose deck block the deck starts with, and which Save replaces.
    var options: String?
    /// Where to record the session as a scenario.
    var record: String?
    var cards = 24
    var layout = "stacked"
    var frameStats = false

    init(_ arguments: [String]) {
        var rest = arguments.dropFirst()
        func value(_ flag: String) -> String {
            guard let value = rest.popFirst() else { Self.fail("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--events": events = true
            case "--frame-stats": frameStats = true
            case "--tune": tune = true
            case "--options": options = value(argument)
            case "--record": record = value(argument)
            case "--size":
                let parts = value(argument).split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 200, parts[1] >= 300 else { Self.fail("--size takes WxH of at least 200x300") }
                size = (parts[0], parts[1])
                sizeGiven = true
            case "--cards":
                guard let count = Int(value(argument)), count >= 0 else { Self.fail("--cards takes a number, 0 or more") }
                cards = count
            case "--layout":
                layout = value(argument)
                guard ["stacked", "background"].contains(layout) else { Self.fail("--layout takes stacked or background") }
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: Self.fail("unknown argument \(argument)")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("koloda-demo: \(message)\n".utf8))
        exit(2)
    }
}

let arguments = Arguments(CommandLine.arguments)
// A bad deck file stops the demo before it opens a window, with one line naming the problem.
let fileOptions = arguments.options.map { DemoOptions.load($0) }
g_set_prgname("org.koloda.Places")
g_set_application_name("Koloda Places")
var demo: DemoWindow?
// The Tune panel's two columns beside the deck.
let width = arguments.tune && !arguments.sizeGiven ? 1240 : arguments.size.width
let app = Application(id: "org.koloda.Places", title: "Koloda · Places", width: width, height: arguments.size.height) { window in
    installStyle()
    demo = DemoWindow(window: window, arguments: arguments, options: fileOptions)
    demo?.present()
}
app.run()
