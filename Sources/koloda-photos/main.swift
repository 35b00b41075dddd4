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
///     koloda-photos --copy-kept-to DEST FOLDER  copy the kept photos, RAW twins and sidecars to DEST
///     koloda-photos --move-kept-to DEST FOLDER  move them there
///
/// `--events` (hidden) writes the app's events to standard output for the end-to-end tests, and
/// `--frame-stats` (hidden) adds every frame interval while the deck moves, for the benchmarks.
enum Options {
    static let all = [
        ApplicationOption("size", tr("The window's size, at least 200x300"), argument: .string(placeholder: tr("WxH"))),
        ApplicationOption("trash-passed", tr("Move the folder's passed photos to the Trash, print each one moved, and quit")),
        ApplicationOption("export-kept", tr("Print the paths of the folder's kept photos, and quit")),
        ApplicationOption("write-ratings", tr("Write the folder's decisions to its photos' XMP sidecars as ratings, and quit")),
        ApplicationOption(
            "copy-kept-to",
            tr("Copy the folder's kept photos, with their RAW twins and sidecars, to the folder DESTINATION, print each file copied, and quit"),
            argument: .string(placeholder: tr("DESTINATION"))),
        ApplicationOption(
            "move-kept-to",
            tr("Move the folder's kept photos, with their RAW twins and sidecars, to the folder DESTINATION, print each file moved, and quit"),
            argument: .string(placeholder: tr("DESTINATION"))),
        ApplicationOption("events", "Write the app's events to standard output, one JSON object a line", isHidden: true),
        ApplicationOption("frame-stats", "With --events, write every frame interval while the deck moves", isHidden: true),
    ]

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("koloda-photos: \(message)\n".utf8))
        return 2
    }
}

/// The command-line modes, at most one a launch.
let scriptModes = ["trash-passed", "export-kept", "write-ratings", "copy-kept-to", "move-kept-to"]

/// The command-line modes that take a destination folder, and what they do with the kept photos.
let transferModes: [String: PhotoCopy.Kind] = ["copy-kept-to": .copy, "move-kept-to": .move]

extension ApplicationOptions {
    /// Whether the command-line mode `mode` was asked for.
    func asks(_ mode: String) -> Bool { isSet(mode) || string(mode) != nil }

    /// Whether the mode asked for leaves the decisions as they are.
    var changesNothing: Bool { asks("export-kept") || asks("copy-kept-to") }
}

/// The saved decisions on the folder at `path`, for a command-line mode, or why there are none.
func savedState(of path: String) -> Result<FolderState, PhotoSortError> {
    let folder: String
    switch PhotoFolder.resolve(path) {
    case .success(let resolved): folder = resolved
    case .failure(let problem): return .failure(problem)
    }
    let (state, problem) = PhotoFolder.loadState(for: folder)
    guard let state else { return .failure(PhotoSortError(problem ?? tr("no decisions are saved for %s", FileName.display(folder)))) }
    return .success(state)
}

/// Runs the command-line mode of `options` on `state`, writing what it prints with `write` (the
/// text, and whether it goes to standard error), and returns its exit status. `--trash-passed`,
/// `--write-ratings` and `--move-kept-to` change `state`, which the caller saves.
@MainActor
func runScript(_ options: ApplicationOptions, on state: inout FolderState, write: (String, Bool) -> Void) -> Int32 {
    if options.isSet("write-ratings") {
        // Each decided photo's rating and labels, where darktable, digiKam, Lightroom and Capture
        // One read them: in the sidecar layout chosen, every other property of a sidecar kept.
        let layout: SidecarLayout
        do {
            layout = try PhotoSortSettings.shared().sidecarLayout
        } catch {
            write("koloda-photos: \(error)\n", true)
            return 1
        }
        let (written, problems) = state.writeRatings(layout: layout)
        for name in written { write("\(state.folder)/\(name)\n", false) }
        for problem in problems { write("koloda-photos: \(problem)\n", true) }
        return problems.isEmpty ? 0 : 1
    } else if options.isSet("export-kept") {
        let refused = Set(state.namesOutsideFolder)
        for name in state.kept where refused.contains(name) {
            write("koloda-photos: " + tr("not exported: %s is not a file directly in %s", name, state.folder) + "\n", true)
        }
        write(state.keptList, false)
        return refused.isDisjoint(with: state.kept) ? 0 : 1
    } else if let (mode, kind) = transferModes.first(where: { options.string($0.key) != nil }), let destination = options.string(mode) {
        let target: String
        switch PhotoCopy.destination(destination, for: state.folder) {
        case .success(let resolved): target = resolved
        case .failure(let problem):
            write("koloda-photos: \(problem)\n", true)
            return 1
        }
        let files = state.keptWithSidecars(listing: PhotoFolder.names(in: state.folder))
        let outcome = PhotoCopy.transfer(kind, files, from: state.folder, to: target) { name, problem in
            if let problem {
                let path = "\(state.folder)/\(name)"
                write(
                    "koloda-photos: " + (kind == .copy ? tr("cannot copy %s: %s", path, problem) : tr("cannot move %s: %s", path, problem)) + "\n",
                    true)
            } else {
                write("\(target)/\(name)\n", false)
            }
        }
        if kind == .move { state.noteMoved(outcome.done, to: target) }
        return outcome.failed.isEmpty ? 0 : 1
    }
    let folder = state.folder
    let outcome = PhotoTrash.move(state.passedWithSidecars(listing: PhotoFolder.names(in: folder)), in: folder) { name, problem in
        if let problem {
            write("koloda-photos: " + tr("cannot move %s to the Trash: %s", "\(folder)/\(name)", problem) + "\n", true)
        } else {
            write("\(folder)/\(name)\n", false)
        }
    }
    state.trashed += outcome.moved
    return outcome.failed.isEmpty ? 0 : 1
}

/// Runs the command-line mode of `options` on the saved decisions of the folder at `path`, and
/// saves what it changed; returns its exit status (1 too when there are no decisions, or they
/// cannot be read or saved).
@MainActor
func runScript(_ options: ApplicationOptions, onSavedStateOf path: String, write: (String, Bool) -> Void) -> Int32 {
    var state: FolderState
    switch savedState(of: path) {
    case .success(let saved): state = saved
    case .failure(let problem):
        write("koloda-photos: \(problem)\n", true)
        return 1
    }
    let status = runScript(options, on: &state, write: write)
    if !options.changesNothing, let problem = PhotoFolder.stateFile(for: state.folder).save(state) {
        write("koloda-photos: \(problem)\n", true)
        return 1
    }
    return status
}

/// Runs a command-line mode on the saved decisions of the folder at `path` in this process, when
/// no Photo Sort is running (one that is hears the launch, and acts on the folder it has open
/// through its window, so that one process writes a folder's decisions), and ends the process.
@MainActor
func runScriptHere(_ options: ApplicationOptions, on path: String) -> Never {
    exit(
        runScript(options, onSavedStateOf: path) { text, error in
            // File names as the file system has them, byte for byte (see FileName).
            (error ? FileHandle.standardError : FileHandle.standardOutput).write(Data(FileName.bytes(text)))
        })
}

#if canImport(Glibc)
    // Every allocation of a megabyte or more (a photo's pixels, decoded at the size it is drawn) gets
    // pages of its own, given back to the system when it is freed. glibc's default threshold rises to
    // the largest block freed (up to 32 MiB), after which photos were taken from the heap of whichever
    // decoding thread had them, and a freed one's pages stayed: culling 600 photos of 45 MP, the
    // process grew by a quarter from the 100th photo to the 600th (Benchmarks/photo_pace.py --shoot:
    // 498 → 624 MiB); with this, by nothing (406 → 406 MiB).
    mallopt(M_MMAP_THRESHOLD, 1 << 20)
#endif

// Photo Sort's text in the user's language, from the catalogues in its resource bundle.
Translation.bind(domain: "koloda-photos", folder: Bundle.main.bundleURL.appendingPathComponent("Koloda_koloda-photos.resources/locale").path)
g_set_application_name(tr("Photo Sort"))
var photos: PhotosWindow?
var events = false
var frameStats = false
var givenSize = false
let app = Application(id: "org.koloda.PhotoSort", title: tr("Photo Sort"), width: 460, height: 780) { window in
    photos = try PhotosWindow(window: window, events: events, frameStats: frameStats, givenSize: givenSize)
}
app.addOptions(Options.all, files: tr("[FOLDER]"), summary: tr("Sorts a folder of photos by swiping: right keeps a photo, left passes it."))
// In the launching process: the command-line modes run here and quit; a launch that sorts goes
// on to the running Photo Sort (this process, the first time).
app.onLocalOptions = { options in
    let scripts = scriptModes.filter(options.asks)
    guard scripts.count <= 1 else {
        return Options.fail(tr("one of --trash-passed, --export-kept, --write-ratings, --copy-kept-to and --move-kept-to at a time"))
    }
    guard options.files.count <= 1 else { return Options.fail(tr("one folder at a time")) }
    if !scripts.isEmpty {
        guard let folder = options.files.first else {
            return Options.fail(tr("which folder? --%s FOLDER", transferModes[scripts[0]] != nil ? scripts[0] + " " + tr("DESTINATION") : scripts[0]))
        }
        // A copy changes no decision: it reads the saved ones here, a window open or not, and
        // copies on this process's time, not the window's.
        if options.asks("copy-kept-to") { runScriptHere(options, on: folder) }
        // A running Photo Sort hears the launch (below); without one, the mode runs here. A plain
        // GApplication of the same id asks, as registering the GtkApplication here would start
        // GTK, which needs a display: over SSH or in a script there is none.
        let probe = g_application_new("org.koloda.PhotoSort", GApplicationFlags(G_APPLICATION_HANDLES_COMMAND_LINE.rawValue))!
        let isRunning = g_application_register(probe, nil, nil) != 0 && g_application_get_is_remote(probe) != 0
        guard isRunning else { runScriptHere(options, on: folder) }
        g_object_unref(UnsafeMutableRawPointer(probe))
        return nil
    }
    if let text = options.string("size") {
        guard let size = WindowSize.parse(text, minimum: (200, 300)) else { return Options.fail(tr("--size takes WxH of at least 200x300")) }
        app.windowSize = size
        givenSize = true
    } else if let saved = WindowState.saved() {
        app.windowSize = (saved.width, saved.height)
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
    let folder = launch.options.files.first.map { launch.path(of: $0) ?? $0 }
    if let folder, scriptModes.contains(where: launch.options.asks) { return photos?.performScript(of: launch, on: folder) ?? 1 }
    photos?.present(opening: folder)
    return 0
}
app.run()
