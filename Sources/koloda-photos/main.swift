// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk

/// The command line:
///
///     koloda-photos [--events] [--size WxH] [FOLDER]   sort a folder (the last one when none is given)
///     koloda-photos --trash-passed FOLDER              move the folder's passed photos to the Trash
///     koloda-photos --export-kept FOLDER               print the paths of the folder's kept photos
///     koloda-photos --write-ratings FOLDER             write the decisions to the photos' XMP sidecars
struct Arguments {
    static let usage = """
        usage: koloda-photos [--events] [--size WxH] [FOLDER]
               koloda-photos --trash-passed FOLDER
               koloda-photos --export-kept FOLDER
               koloda-photos --write-ratings FOLDER
        """

    enum Command {
        case sort(String?)
        case trashPassed(String)
        case exportKept(String)
        case writeRatings(String)
    }

    var events = false
    var size = (width: 460, height: 780)
    var command = Command.sort(nil)

    /// What was wrong with the arguments, or the request for help.
    enum Problem: Error {
        case help
        case invalid(String)
    }

    /// The arguments of this process: a problem is said on standard error and ends it (status 2),
    /// `--help` prints the usage and ends it.
    init(_ arguments: [String]) {
        switch Self.parse(arguments) {
        case .success(let parsed): self = parsed
        case .failure(.help):
            print(Self.usage)
            exit(0)
        case .failure(.invalid(let message)): Self.fail(message)
        }
    }

    private init() {}

    /// Reads arguments (the program's name first) without acting on them: the running Photo Sort
    /// reads another launch's this way.
    static func parse(_ arguments: [String]) -> Result<Arguments, Problem> {
        var parsed = Arguments()
        var rest = arguments.dropFirst()
        var folder: String?
        var script: ((String) -> Command)?
        while let argument = rest.popFirst() {
            switch argument {
            case "--events": parsed.events = true
            case "--size":
                let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 200, parts[1] >= 300 else { return .failure(.invalid("--size takes WxH of at least 200x300")) }
                parsed.size = (parts[0], parts[1])
            case "--trash-passed": script = Command.trashPassed
            case "--export-kept": script = Command.exportKept
            case "--write-ratings": script = Command.writeRatings
            case "--help", "-h": return .failure(.help)
            case _ where argument.hasPrefix("-"): return .failure(.invalid("unknown option \(argument)\n\(Self.usage)"))
            default:
                guard folder == nil else { return .failure(.invalid("one folder at a time: \(argument)")) }
                folder = argument
            }
        }
        if let script {
            guard let folder else { return .failure(.invalid("which folder?\n\(Self.usage)")) }
            parsed.command = script(folder)
        } else {
            parsed.command = .sort(folder)
        }
        return .success(parsed)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("koloda-photos: \(message)\n".utf8))
        exit(2)
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

let arguments = Arguments(CommandLine.arguments)
switch arguments.command {
case .trashPassed(let path):
    var state = savedState(of: path)
    let outcome = PhotoTrash.move(state.passedInFolder, in: state.folder) { name, problem in
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
case .writeRatings(let path):
    // Each decided photo's rating, where darktable, digiKam, Lightroom and Capture One read it:
    // NAME.EXT.xmp beside it, every other property of an existing sidecar kept.
    var state = savedState(of: path)
    let (written, problems) = state.writeRatings()
    for name in written { print("\(state.folder)/\(name)") }
    for problem in problems { FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8)) }
    if let problem = PhotoFolder.stateFile(for: state.folder).save(state) {
        FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        exit(1)
    }
    exit(problems.isEmpty ? 0 : 1)
case .exportKept(let path):
    let state = savedState(of: path)
    let refused = Set(state.namesOutsideFolder)
    for name in state.kept where refused.contains(name) {
        FileHandle.standardError.write(Data("koloda-photos: not exported: \(name) is not a file directly in \(state.folder)\n".utf8))
    }
    print(state.keptList, terminator: "")
    exit(refused.isDisjoint(with: state.kept) ? 0 : 1)
case .sort:
    g_set_prgname("org.koloda.PhotoSort")
    g_set_application_name("Photo Sort")
    var photos: PhotosWindow?
    let app = Application(id: "org.koloda.PhotoSort", title: "Photo Sort", width: arguments.size.width, height: arguments.size.height) { window in
        photos = PhotosWindow(window: window, arguments: arguments)
    }
    // Every launch reaches the running Photo Sort, this one included: a later launch (the command
    // line again, the launcher, a file manager's Open With) opens its folder in the same window,
    // whose process goes on; a launch naming no folder only brings the window forward.
    app.onLaunch = { launch in
        guard case .success(let launched) = Arguments.parse(launch.arguments), case .sort(let argument) = launched.command else { return 2 }
        photos?.present(opening: argument.map { launch.path(of: $0) ?? $0 })
        return 0
    }
    app.run()
}
