// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk
import PhotoSortModel

/// The command line, parsed by GLib (`koloda-photos --help` writes it):
///
///     koloda-photos [--size WxH] [FOLDER]       sort a folder (the last one when none is given)
///     koloda-photos --trash-passed FOLDER       move the folder's passed photos to the Trash
///     koloda-photos --export-kept FOLDER        print the paths of the folder's kept photos
///     koloda-photos --write-ratings FOLDER      write the decisions to the photos' XMP sidecars
///
/// `--events` (hidden) writes the app's events to standard output for the end-to-end tests, and
/// `--frame-stats` (hidden) adds every frame interval while the deck moves, for the benchmarks.
enum Options {
    static let all = [
        ApplicationOption("size", "The window's size, at least 200x300", argument: .string(placeholder: "WxH")),
        ApplicationOption("trash-passed", "Move the folder's passed photos to the Trash, print each one moved, and quit"),
        ApplicationOption("export-kept", "Print the paths of the folder's kept photos, and quit"),
        ApplicationOption("write-ratings", "Write the folder's decisions to its photos' XMP sidecars as ratings, and quit"),
        ApplicationOption("events", "Write the app's events to standard output, one JSON object a line", isHidden: true),
        ApplicationOption("frame-stats", "With --events, write every frame interval while the deck moves", isHidden: true),
    ]

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("koloda-photos: \(message)\n".utf8))
        return 2
    }
}

/// The saved decisions on a folder, for the command line: exits with 1 and says why when there
/// are none or they cannot be read.
func savedState(of path: String) -> FolderState {
    let folder: String
    switch PhotoFolder.resolve(path) {
    case .success(let resolved): folder = resolved
    case .failure(let problem):
        FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        exit(1)
    }
    let (state, problem) = PhotoFolder.loadState(for: folder)
    guard let state else {
        FileHandle.standardError.write(Data("koloda-photos: \(problem ?? "no decisions are saved for \(folder)")\n".utf8))
        exit(1)
    }
    return state
}

/// Runs a command-line mode on `path` and ends the process with its status.
func runScript(_ options: ApplicationOptions, on path: String) -> Never {
    if options.isSet("write-ratings") {
        // Each decided photo's rating, where darktable, digiKam, Lightroom and Capture One read
        // it: NAME.EXT.xmp beside it, every other property of an existing sidecar kept.
        var state = savedState(of: path)
        let (written, problems) = state.writeRatings()
        for name in written { print("\(state.folder)/\(name)") }
        for problem in problems { FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8)) }
        if let problem = PhotoFolder.stateFile(for: state.folder).save(state) {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
            exit(1)
        }
        exit(problems.isEmpty ? 0 : 1)
    } else if options.isSet("export-kept") {
        let state = savedState(of: path)
        let refused = Set(state.namesOutsideFolder)
        for name in state.kept where refused.contains(name) {
            FileHandle.standardError.write(Data("koloda-photos: not exported: \(name) is not a file directly in \(state.folder)\n".utf8))
        }
        print(state.keptList, terminator: "")
        exit(refused.isDisjoint(with: state.kept) ? 0 : 1)
    }
    var state = savedState(of: path)
    let moving = state.passedWithSidecars(listing: PhotoFolder.names(in: state.folder))
    let outcome = PhotoTrash.move(moving, in: state.folder) { name, problem in
        if let problem {
            FileHandle.standardError.write(Data("koloda-photos: cannot move \(state.folder)/\(name) to the Trash: \(problem)\n".utf8))
        } else {
            print("\(state.folder)/\(name)")
        }
    }
    state.trashed += outcome.moved
    if let problem = PhotoFolder.stateFile(for: state.folder).save(state) {
        FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        exit(1)
    }
    exit(outcome.failed.isEmpty ? 0 : 1)
}

g_set_application_name("Photo Sort")
var photos: PhotosWindow?
var events = false
var frameStats = false
let app = Application(id: "org.koloda.PhotoSort", title: "Photo Sort", width: 460, height: 780) { window in
    photos = try PhotosWindow(window: window, events: events, frameStats: frameStats)
}
app.addOptions(Options.all, files: "[FOLDER]", summary: "Sorts a folder of photos by swiping: right keeps a photo, left passes it.")
// In the launching process: the command-line modes run here and quit; a launch that sorts goes
// on to the running Photo Sort (this process, the first time).
app.onLocalOptions = { options in
    let scripts = ["trash-passed", "export-kept", "write-ratings"].filter(options.isSet)
    guard scripts.count <= 1 else { return Options.fail("one of --trash-passed, --export-kept and --write-ratings at a time") }
    guard options.files.count <= 1 else { return Options.fail("one folder at a time") }
    if !scripts.isEmpty {
        guard let folder = options.files.first else { return Options.fail("which folder? --\(scripts[0]) FOLDER") }
        runScript(options, on: folder)
    }
    if let text = options.string("size") {
        guard let size = WindowSize.parse(text, minimum: (200, 300)) else { return Options.fail("--size takes WxH of at least 200x300") }
        app.windowSize = size
    }
    events = options.isSet("events")
    frameStats = options.isSet("frame-stats")
    // Named as its desktop file, once `--help` has been written with the command's name.
    g_set_prgname("org.koloda.PhotoSort")
    return nil
}
// Every launch reaches the running Photo Sort, the first included: a later one (the command line
// again, the launcher, a file manager's Open With) opens its folder in the same window, whose
// process goes on; a launch naming no folder only brings the window forward.
app.onLaunch = { launch in
    photos?.present(opening: launch.options.files.first.map { launch.path(of: $0) ?? $0 })
    return 0
}
app.run()
