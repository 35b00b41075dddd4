// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaEngine
import PhotoSortModel

/// What Photo Sort keeps of one folder: its photos in the deck's order, the deck's state (every
/// decision not undone, oldest first, so undo reaches back across restarts), and the photos it
/// moved to the Trash.
///
/// The file lives in the user's state directory, one per folder
/// (`$XDG_STATE_HOME/koloda-photos/folders/SHA256-OF-PATH.json`), and is replaced atomically after
/// every decision and undo.
struct FolderState: Codable, Equatable {
    /// The folder's absolute path.
    var folder: String
    /// The photos' file names, in the deck's order: sorted when the folder was first opened, and
    /// photos added since appended in their sorted order. A photo that is gone stays (shown as
    /// missing), so that the deck's indexes keep their meaning.
    var photos: [String]
    /// The deck's state: its current card and the decisions, as swipes of indexes into `photos`.
    var deck: DeckState
    /// The photos moved to the Trash by Photo Sort.
    var trashed: [String]
    /// The ratings the photos' sidecars had before Photo Sort first wrote one (`nil` for none),
    /// by photo: what an undone decision puts back. Absent from states saved before ratings.
    var ratingsBefore: [String: Int?]?

    /// A state for a folder seen for the first time.
    init(folder: String, photos: [String]) {
        self.folder = folder
        self.photos = photos
        deck = DeckState(currentIndex: 0, count: photos.count, history: [])
        trashed = []
    }

    /// The decisions not undone, oldest first: each photo's name and whether it is kept.
    var decisions: [(name: String, kept: Bool)] {
        deck.history.map { (photos[$0.index], $0.direction == .right) }
    }

    /// The photos kept, in the order they were decided on.
    var kept: [String] { decisions.filter(\.kept).map(\.name) }

    /// The kept photos' paths, one a line: the exported list. Only names of files directly in the
    /// folder are listed (see ``isNameInFolder(_:)``); ``namesOutsideFolder`` are not.
    var keptList: String { kept.filter(Self.isNameInFolder).map { folder + "/" + $0 + "\n" }.joined() }

    /// The names the state lists that do not name a file directly in the folder (a path, `..`):
    /// a state file edited, corrupted or synced from elsewhere. Photo Sort never acts on them.
    var namesOutsideFolder: [String] { photos.filter { !Self.isNameInFolder($0) } }

    /// Whether `name` names a file directly in a folder: not empty, no separator, not `.` or
    /// `..`, no NUL. Whatever a state file says, only such names are trashed, exported or shown.
    static func isNameInFolder(_ name: String) -> Bool { SidecarRatings.isNameInFolder(name) }

    /// Writes each photo's decision to its XMP sidecar as a rating (see `SidecarRatings`), and
    /// puts back the rating of a photo whose decision was undone; `names` limits it to those
    /// photos.
    ///
    /// - Returns: The sidecars written, and a problem for each that could not be.
    mutating func writeRatings(of names: [String]? = nil) -> (written: [String], problems: [PhotoSortProblem]) {
        let kept = Dictionary(decisions.map { ($0.name, $0.kept) }, uniquingKeysWith: { $1 })
        var before = ratingsBefore ?? [:]
        var written: [String] = []
        var problems: [PhotoSortProblem] = []
        for name in names ?? photos {
            do {
                if try SidecarRatings.apply(name, in: folder, kept: kept[name], before: &before) { written.append(name + ".xmp") }
            } catch {
                problems.append(error)
            }
        }
        ratingsBefore = before.isEmpty ? nil : before
        return (written, problems)
    }

    /// The photos passed and not yet moved to the Trash, in the order they were decided on.
    var passedInFolder: [String] {
        let trashed = Set(trashed)
        return decisions.filter { !$0.kept && !trashed.contains($0.name) }.map(\.name)
    }

    /// What is wrong with a state read from a file, or nil when it is whole.
    var problem: String? {
        if let problem = deck.problem(withAvailableCards: photos.count) { return "\(problem)" }
        if Set(photos).count != photos.count { return "a photo is listed twice" }
        return nil
    }

    /// The photos of `names` that are not in the deck yet, appended in sorted order.
    mutating func add(_ names: [String]) {
        let known = Set(photos)
        photos += names.filter { !known.contains($0) }.sorted()
    }
}

/// A folder of photos as Photo Sort sees it: which files are photos, where its state is kept.
enum PhotoFolder {
    /// The file name extensions of the photo formats GdkPixbuf can load here: JPEG, PNG and WebP,
    /// and HEIC, HEIF or AVIF where their loaders are installed.
    static let extensions: Set<String> = {
        let photoFormats: Set<String> = ["jpeg", "png", "webp", "heif", "heic", "avif"]
        var found: Set<String> = []
        var formats = gdk_pixbuf_get_formats()
        defer { g_slist_free(formats) }
        while let link = formats {
            let format = OpaquePointer(link.pointee.data)
            let name = String(cString: gdk_pixbuf_format_get_name(format))
            if photoFormats.contains(name.lowercased()), let list = gdk_pixbuf_format_get_extensions(format) {
                var index = 0
                while let item = list[index] {
                    found.insert(String(cString: item).lowercased())
                    index += 1
                }
                g_strfreev(list)
            }
            formats = link.pointee.next
        }
        return found
    }()

    /// Whether a file name is a photo's, by its extension.
    static func isPhoto(_ name: String) -> Bool {
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The folder's absolute path with symbolic links resolved, or why there is none.
    static func resolve(_ path: String) -> Result<String, PhotoSortError> {
        guard let resolved = realpath(path, nil) else {
            return .failure(PhotoSortError("\(path): \(String(cString: strerror(errno)))"))
        }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .failure(PhotoSortError("\(path) is not a folder"))
        }
        return .success(String(cString: resolved))
    }

    /// The folder in which Photo Sort keeps its states.
    static var stateFolder: String { String(cString: g_get_user_state_dir()) + "/koloda-photos" }

    /// The file that keeps the state of the folder at `path` (absolute).
    static func stateFile(for path: String) -> SavedFile<FolderState> {
        let digest = g_compute_checksum_for_string(G_CHECKSUM_SHA256, path, -1)!
        defer { g_free(digest) }
        return SavedFile(path: stateFolder + "/folders/" + String(cString: digest) + ".json")
    }

    /// The file whose presence turns on writing ratings to sidecars.
    static var writesRatingsFile: String { stateFolder + "/write-ratings" }

    /// Whether decisions are written to the photos' XMP sidecars as ratings: a setting that
    /// stays on once chosen.
    static var writesRatings: Bool { access(writesRatingsFile, F_OK) == 0 }

    /// Turns writing ratings on or off; returns why it could not be saved, or nil.
    static func setWritesRatings(_ on: Bool) -> String? {
        if on { return AtomicFile.replace(writesRatingsFile, with: "on\n", mode: 0o600) }
        return unlink(writesRatingsFile) == 0 || errno == ENOENT ? nil : String(cString: strerror(errno))
    }

    /// The file that names the folder open when Photo Sort last ran.
    static var lastFolderFile: String { stateFolder + "/last-folder" }

    /// Reads the state saved for a folder: nil when there is none; a file that cannot be used is
    /// set aside, and the problem returned.
    static func loadState(for path: String) -> (state: FolderState?, setAside: String?) {
        let file = stateFile(for: path)
        switch file.load(fits: { $0.folder == path ? $0.problem : "it is the state of another folder, \($0.folder)" }) {
        case .none: return (nil, nil)
        case .contents(let state): return (state, nil)
        case .setAside(let problem, let aside):
            let whereTo = aside.map { "it was moved to \($0)" } ?? "it could not be moved aside"
            return (nil, "The saved decisions for this folder could not be used: \(problem); \(whereTo).")
        }
    }
}

/// A problem Photo Sort reports to its user.
struct PhotoSortError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
