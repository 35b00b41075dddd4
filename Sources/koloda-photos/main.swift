// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk

/// The command line: `koloda-photos [--events] [--size WxH] FOLDER`.
struct Arguments {
    static let usage = "usage: koloda-photos [--events] [--size WxH] FOLDER"

    var events = false
    var size = (width: 460, height: 780)
    var folder = ""

    init(_ arguments: [String]) {
        var rest = arguments.dropFirst()
        var folder: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--events": events = true
            case "--size":
                let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 200, parts[1] >= 300 else { Self.fail("--size takes WxH of at least 200x300") }
                size = (parts[0], parts[1])
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            case _ where argument.hasPrefix("-"): Self.fail("unknown option \(argument)")
            default:
                guard folder == nil else { Self.fail("one folder at a time: \(argument)") }
                folder = argument
            }
        }
        guard let folder else { Self.fail("which folder? \(Self.usage)") }
        self.folder = folder
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("koloda-photos: \(message)\n".utf8))
        exit(2)
    }
}

let arguments = Arguments(CommandLine.arguments)
g_set_prgname("org.koloda.PhotoSort")
g_set_application_name("Photo Sort")
var photos: PhotosWindow?
let app = Application(id: "org.koloda.PhotoSort", title: "Photo Sort", width: arguments.size.width, height: arguments.size.height) { window in
    photos = PhotosWindow(window: window, arguments: arguments)
    photos?.present()
}
app.run()
