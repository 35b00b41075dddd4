// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppSupport
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// The command line, parsed by GLib (`koloda-demo --help` writes it). `--events`,
/// `--frame-stats` and `--save-pictures` are for the tests and the benchmarks (`AppProbe`), and
/// hidden.
struct Arguments {
    static let options = [
        ApplicationOption("size", "The window's size, at least 200x300", argument: .string(placeholder: "WxH")),
        ApplicationOption("cards", "How many places the deck has (24)", argument: .string(placeholder: "N")),
        ApplicationOption("layout", "The deck's layout", argument: .string(placeholder: "stacked|background")),
        ApplicationOption("tune", "Open the Tune panel"),
        ApplicationOption("options", "Start from a deck file's options; the Tune panel's Save replaces it", argument: .string(placeholder: "FILE")),
        ApplicationOption("record", "Record the session as a scenario", argument: .string(placeholder: "FILE")),
        ApplicationOption("events", "Write the app's events to standard output, one JSON object a line", isHidden: true),
        ApplicationOption("frame-stats", "Measure the view's own work per frame", isHidden: true),
        ApplicationOption(
            "save-pictures", "Save what the deck is drawn from, for Benchmarks/floor.py", argument: .string(placeholder: "DIR"), isHidden: true),
    ]

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
    /// Where to save the pictures of `--save-pictures`.
    var savePictures: String?

    /// The demo's settings from the options GLib parsed, or what is wrong with them.
    static func parse(_ parsed: ApplicationOptions) -> Result<Arguments, DemoProblem> {
        var arguments = Arguments()
        arguments.events = parsed.isSet("events")
        arguments.frameStats = parsed.isSet("frame-stats")
        arguments.tune = parsed.isSet("tune")
        arguments.options = parsed.string("options")
        arguments.record = parsed.string("record")
        arguments.savePictures = parsed.string("save-pictures")
        guard parsed.files.isEmpty else { return .failure(DemoProblem("unknown argument \(parsed.files[0])")) }
        if let size = parsed.string("size") {
            guard let size = WindowSize.parse(size, minimum: (200, 300)) else {
                return .failure(DemoProblem("--size takes WxH of at least 200x300"))
            }
            arguments.size = size
            arguments.sizeGiven = true
        }
        if let cards = parsed.string("cards") {
            guard let count = Int(cards), count >= 0 else { return .failure(DemoProblem("--cards takes a number, 0 or more")) }
            arguments.cards = count
        }
        if let layout = parsed.string("layout") {
            guard ["stacked", "background"].contains(layout) else { return .failure(DemoProblem("--layout takes stacked or background")) }
            arguments.layout = layout
        }
        return .success(arguments)
    }
}

/// What is wrong with the command line, in one line.
struct DemoProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }

    /// Says the problem on standard error; the demo ends with status 2.
    func report() -> Int32 {
        FileHandle.standardError.write(Data("koloda-demo: \(message)\n".utf8))
        return 2
    }
}

g_set_application_name("Koloda Places")
var demo: DemoWindow?
var arguments = Arguments()
var fileOptions: DeckConfiguration?
let app = Application(id: "org.koloda.Places", title: "Koloda · Places", width: 460, height: 780) { window in
    installStyle()
    demo = DemoWindow(window: window, arguments: arguments, options: fileOptions)
    demo?.present()
}
app.addOptions(Arguments.options, files: "", summary: "Koloda's deck of places, with the Tune panel (Ctrl+Shift+T).")
app.onLocalOptions = { parsed in
    switch Arguments.parse(parsed) {
    case .failure(let problem): return problem.report()
    case .success(let parsedArguments): arguments = parsedArguments
    }
    // A bad deck file stops the demo before it opens a window, with one line naming the problem.
    if let path = arguments.options {
        switch DemoOptions.load(path) {
        case .failure(let problem): return problem.report()
        case .success(let configuration): fileOptions = configuration
        }
    }
    // The Tune panel's two columns beside the deck.
    app.windowSize = (arguments.tune && !arguments.sizeGiven ? 1240 : arguments.size.width, arguments.size.height)
    // Named as its desktop file, once `--help` has been written with the command's name.
    g_set_prgname("org.koloda.Places")
    return nil
}
app.run()
