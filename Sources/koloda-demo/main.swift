// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaEngine
import KolodaGtk

/// The command line: `koloda-demo [--events] [--frame-stats] [--size WxH] [--cards N] [--layout stacked|background]`.
/// `--frame-stats` adds a `frameStats` event (the deck's own work per frame) whenever it comes to rest.
struct Arguments {
    var events = false
    var size = (width: 460, height: 780)
    var cards = 24
    var layout = "stacked"
    var frameStats = false
    /// A folder of photos to sort, instead of the places.
    var photos: String?
    /// Whether photo cards are plain `GtkPicture`s of the files, as a first deck would make them:
    /// the benchmarks' point of comparison.
    var naivePhotos = false

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
            case "--photos": photos = value(argument)
            case "--naive-photos": naivePhotos = true
            case "--size":
                let parts = value(argument).split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 200, parts[1] >= 300 else { Self.fail("--size takes WxH of at least 200x300") }
                size = (parts[0], parts[1])
            case "--cards":
                guard let count = Int(value(argument)), count >= 0 else { Self.fail("--cards takes a number, 0 or more") }
                cards = count
            case "--layout":
                layout = value(argument)
                guard ["stacked", "background"].contains(layout) else { Self.fail("--layout takes stacked or background") }
            case "--help", "-h":
                print(
                    "usage: koloda-demo [--events] [--frame-stats] [--size WxH] [--cards N] [--layout stacked|background]"
                        + " [--photos DIR [--naive-photos]]")
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
g_set_prgname("org.koloda.Places")
g_set_application_name("Koloda Places")
var demo: DemoWindow?
let app = Application(
    id: "org.koloda.Places", title: "Koloda · Places", width: arguments.size.width, height: arguments.size.height
) { window in
    installStyle()
    demo = DemoWindow(window: window, arguments: arguments)
    demo?.present()
}
app.run()
