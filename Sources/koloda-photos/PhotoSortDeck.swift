// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppSupport
import KolodaGtk
import PhotoSortModel

/// One folder's photos as a deck to sort: a swipe to the right keeps a photo, to the left passes
/// it. The photos are never changed. Every decision and undo is saved at once, atomically, in the
/// folder's state (``FolderState``), which is restored before the deck first loads: after a
/// close, a crash or SIGKILL the same photo is on top and undo reaches back across the restart.
@MainActor
final class PhotoSortDeck: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    /// The folder's absolute path.
    let folder: String
    private(set) var state: FolderState
    private let file: SavedFile<FolderState>
    private let log: EventLog
    /// Hears every change of the decisions or the current photo.
    var onChange: () -> Void = {}
    /// Hears a problem to show the user (a state that could not be saved).
    var onProblem: (String) -> Void = { _ in }
    /// Hears the index of a photo whose file another program changed or deleted, once its card
    /// has been made again, and the photo as it is now (nil when its file cannot be read).
    var onPhotoChanged: (Int, CardPhoto?) -> Void = { _, _ in }
    /// Whether each decision and undo is written to the photo's XMP sidecar as a rating.
    var writesRatings = false {
        didSet { if writesRatings && !oldValue { writeRatings(of: nil) } }
    }
    /// Which sidecar of a RAW file is written: darktable's `NAME.EXT.xmp` or Lightroom's `NAME.xmp`.
    var sidecarLayout = SidecarLayout.darktable {
        didSet { if writesRatings && oldValue != sidecarLayout { writeRatings(of: nil) } }
    }
    /// Whether the cards show their file's name and EXIF line.
    var showsInfo = true
    /// The problems with sidecars already said: each is said once, and sorting goes on.
    private var saidRatingProblems: Set<String> = []
    /// Hears the view's every action, to save a decision or an undo as it is made.
    private var observation: KolodaViewObservation?
    /// Watches the folder for photos another program replaces, writes again or deletes; set
    /// once on the main thread, and let go of in `deinit` (GIO's reference counting is
    /// thread-safe).
    private nonisolated(unsafe) var monitor: UnsafeMutablePointer<GFileMonitor>?
    /// The file each photo's card was last made from, by name: a change that leaves a photo's
    /// file as its card shows it (a photo Photo Sort itself brought back from the Trash) makes
    /// no new card.
    private var shownFiles: [String: FileSignature?] = [:]

    init(folder: String, state: FolderState, log: EventLog) {
        self.folder = folder
        self.state = state
        file = PhotoFolder.stateFile(for: folder)
        self.log = log
    }

    /// Becomes the view's delegate and data source, the deck starting at the saved photo.
    func connect(_ koloda: KolodaView) {
        koloda.delegate = self
        do {
            try koloda.restoreDeckState(state.cardDeck)
        } catch {
            onProblem(tr("The saved place in this folder could not be restored (%s); starting from its first photo.", "\(error)"))
        }
        koloda.dataSource = self
        observation = koloda.observe(actions: { [unowned self, unowned koloda] _ in follow(koloda) })
        save(koloda)
        watchFolder(koloda)
    }

    deinit {
        guard let monitor else { return }
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
    }

    /// Watches the folder: a photo another program replaces, writes again or deletes while the
    /// folder is open has its card made again from its file as it is now, so that the picture
    /// judged is the file the decision goes to, and a photo gone shows as missing.
    private func watchFolder(_ koloda: KolodaView) {
        guard monitor == nil else { return }
        let directory = FileName.withPath(folder) { g_file_new_for_path($0)! }
        defer { g_object_unref(UnsafeMutableRawPointer(directory)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(directory, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            // Sorting goes on; only another program's changes are not followed.
            log.write("unwatched", ["problem": .text(error.map { String(cString: $0.pointee.message) } ?? "")])
            g_clear_error(&error)
            return
        }
        self.monitor = monitor
        Gtk.connectFileMonitor(UnsafeMutableRawPointer(monitor)) { [weak self, weak koloda] name, other, event in
            guard let self, let koloda else { return }
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_CREATED,
                G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_RENAMED:
                for name in [name, other].compactMap({ $0 }) { fileChanged(FileName.string(cString: name), koloda) }
            default: break
            }
        }
    }

    /// Makes the card of the photo `name` again, forgetting its decoded picture, when it is one
    /// of the folder's photos and its file is no longer the one its card was made from.
    private func fileChanged(_ name: String, _ koloda: KolodaView) {
        guard koloda.dataSource === self, let index = state.cards.firstIndex(of: name) else { return }
        // A photo not shown yet may have been decoded ahead: that picture is forgotten too.
        if let shown = shownFiles[name], shown == path(at: index).flatMap(FileSignature.init) { return }
        log.write("fileChanged", ["index": .integer(index)])
        if let photo = photo(at: index) { koloda.forgetPhotos([photo]) }
        try? koloda.reloadCardsInIndexRange(index..<index + 1)
        onPhotoChanged(index, readablePhoto(at: index)?.photo)
    }

    /// The path of the photo at `index` (in the folder, or where Photo Sort moved it), or nil
    /// for a name that is not a file directly in the folder: its card shows the photo as
    /// missing, and nothing outside the folder is read.
    func path(at index: Int) -> String? {
        let name = state.cards[index]
        return PhotoFolder.isNameInFolder(name) ? state.path(of: name) : nil
    }

    /// The photo of the card at `index` and its path, when its file can be read; nil for a file
    /// gone or unreadable, whose card shows the photo as missing.
    private func readablePhoto(at index: Int) -> (photo: CardPhoto, path: String)? {
        guard let photo = photo(at: index), let path = path(at: index), FileName.withPath(path, { access($0, R_OK) }) == 0 else { return nil }
        return (photo, path)
    }

    /// The file an editor opens for the card at `index`: its RAW file when it has one (the editor
    /// develops that), else its own; nil for a name that is not a file directly in the folder.
    func fileToEdit(at index: Int) -> String? {
        let name = state.files(of: state.cards[index]).first(where: RawPhoto.isRaw) ?? state.cards[index]
        return PhotoFolder.isNameInFolder(name) ? state.path(of: name) : nil
    }

    /// The photo of the card at `index`: its file, or for a RAW file the picture LibRaw reads
    /// from it on the decoding thread; nil for a name that is not a file directly in the folder.
    func photo(at index: Int) -> CardPhoto? {
        guard let path = path(at: index) else { return nil }
        // A name that is not UTF-8 reaches GIO as a URI, which keeps its bytes.
        guard RawPhoto.isRaw(path) else { return FileName.bytes(path) == Array(path.utf8) ? .file(path) : .location(uri: FileName.uri(path)) }
        return .reader(key: path) {
            let picture = try RawPhoto.picture(at: path)
            return EncodedPhoto(bytes: picture.bytes, orientation: picture.orientation)
        }
    }

    /// Changes the folder's state with `change` (a command-line mode another launch asked for),
    /// and saves it; returns what `change` returns.
    func change<Result>(_ change: (inout FolderState) -> Result) -> Result {
        let result = change(&state)
        write()
        return result
    }

    /// Notes that the files `names` were moved to the folder `destination`, and saves it.
    func noteMoved(_ names: [String], to destination: String) {
        guard !names.isEmpty else { return }
        state.noteMoved(names, to: destination)
        write()
    }

    /// Notes that `names` were moved to the Trash, and saves it.
    func noteTrashed(_ names: [String]) {
        guard !names.isEmpty else { return }
        state.trashed += names
        write()
    }

    // MARK: Data source

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { state.cards.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        shownFiles[state.cards[index]] = path(at: index).flatMap(FileSignature.init)
        guard let (photo, path) = readablePhoto(at: index) else {
            log.write("missing", ["index": .integer(index)])
            return Self.missingCard(state.cards[index], trashed: state.trashed.contains(state.cards[index]))
        }
        // The whole photo, landscape or portrait: a photo is judged whole.
        let card = koloda.photoCard(photo, fit: .contain) { [log] loaded in
            log.write("photoShown", ["index": .integer(index), "loaded": .integer(loaded ? 1 : 0)])
        }
        let (rating, colors) = state.shownMarks(of: state.cards[index], layout: sidecarLayout)
        if let rating { log.write("cardRating", ["index": .integer(index), "stars": .integer(rating)]) }
        if !colors.isEmpty { log.write("cardColors", ["index": .integer(index), "colors": .text(colors.map(\.name).joined(separator: " "))]) }
        var info: String?
        if showsInfo {
            let name = FileName.display(state.cards[index])
            info = PhotoInfo.line(of: path).map { name + " · " + $0 } ?? name
            log.write("cardInfo", ["index": .integer(index), "text": .text(info!)])
        }
        guard rating != nil || !colors.isEmpty || info != nil else { return card }
        return Self.decorated(card, rating: rating, colors: colors, info: info)
    }

    /// Gives the photo on top a rating, 0 to 5 stars or -1 for a reject, as the number keys and R
    /// do: saved with the decisions, written to its sidecars when ratings are written, and shown
    /// on its card.
    func rate(_ koloda: KolodaView, stars: Int) {
        let index = koloda.currentCardIndex
        guard koloda.dataSource === self, !koloda.isRunOut, index < state.cards.count else { return }
        let name = state.cards[index]
        state.rate(name, stars: stars)
        marked(name, at: index, in: koloda)
    }

    /// Puts the colour label `color` on the photo on top, or takes it off, as F1 to F5 do: saved
    /// with the decisions, written to its sidecars when ratings are written, and shown on its card.
    func toggle(_ color: ColorLabel, _ koloda: KolodaView) {
        let index = koloda.currentCardIndex
        guard koloda.dataSource === self, !koloda.isRunOut, index < state.cards.count else { return }
        let name = state.cards[index]
        state.toggle(color, of: name, layout: sidecarLayout)
        marked(name, at: index, in: koloda)
    }

    /// Saves a rating or label given to the photo `name` at `index`, writes it to its sidecars
    /// when ratings are written, and shows it on its card.
    private func marked(_ name: String, at index: Int, in koloda: KolodaView) {
        if writesRatings { writeRatings(of: [name]) }
        write()
        try? koloda.reloadCardsInIndexRange(index..<index + 1)
    }

    /// Shows or hides the file name and EXIF line on the cards, those on screen at once.
    func showInfo(_ shown: Bool, in koloda: KolodaView) {
        showsInfo = shown
        guard koloda.dataSource === self, !koloda.isRunOut else { return }
        let first = koloda.currentCardIndex
        try? koloda.reloadCardsInIndexRange(first..<min(first + koloda.options.countOfVisibleCards, state.cards.count))
    }

    /// `card` with its rating (stars, or that it is rejected) and colour labels over its top, and
    /// its file name and EXIF line over its bottom.
    private static func decorated(
        _ card: UnsafeMutablePointer<GtkWidget>, rating: Int?, colors: [ColorLabel], info: String?
    ) -> UnsafeMutablePointer<GtkWidget> {
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), card)
        let top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(top, GTK_ALIGN_START)
        gtk_widget_set_valign(top, GTK_ALIGN_START)
        gtk_widget_add_css_class(top, "photo-marks")
        if let rating {
            let text = rating < 0 ? tr("Rejected") : String(repeating: "★", count: min(rating, 5)) + String(repeating: "☆", count: 5 - min(rating, 5))
            let label = gtk_label_new(text)!
            gtk_widget_add_css_class(label, "photo-rating")
            if rating < 0 { gtk_widget_add_css_class(label, "rejected") }
            gtk_box_append(Gtk.cast(top), label)
        }
        for color in colors {
            let dot = gtk_label_new(nil)!
            gtk_widget_add_css_class(dot, "photo-label")
            gtk_widget_add_css_class(dot, color.name)
            gtk_widget_set_valign(dot, GTK_ALIGN_CENTER)
            gtk_box_append(Gtk.cast(top), dot)
        }
        if rating != nil || !colors.isEmpty { gtk_overlay_add_overlay(OpaquePointer(overlay), top) }
        if let info {
            let label = gtk_label_new(info)!
            gtk_widget_add_css_class(label, "photo-info")
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_MIDDLE)
            gtk_widget_set_valign(label, GTK_ALIGN_END)
            gtk_overlay_add_overlay(OpaquePointer(overlay), label)
        }
        return overlay
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        TextOverlayView(texts: [.right: tr("KEEP"), .left: tr("PASS")])
    }

    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        let files = state.files(of: state.cards[index]).map(FileName.display)
        // TRANSLATORS: a RAW file and the JPEG beside it, one card: "IMG_0001.CR2 and IMG_0001.JPG".
        let name = files.dropFirst().reduce(files[0]) { tr("%s and %s", $0, $1) }
        let marks = state.shownMarks(of: state.cards[index], layout: sidecarLayout)
        var parts = [name]
        if let rating = marks.rating { parts.append(rating < 0 ? tr("rejected") : trn("%s star", "%s stars", rating, String(rating))) }
        parts += marks.colors.map(\.spoken)
        // TRANSLATORS: the place of a card in the folder, said by a screen reader: "3 of 20".
        parts.append(tr("%s of %s", PhotoSortDeck.grouped(index + 1), PhotoSortDeck.grouped(state.cards.count)))
        return parts.joined(separator: ", ")
    }

    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
        koloda.prefetchPhotos(indexes.compactMap(photo(at:)), fit: .contain)
    }

    func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) {
        koloda.cancelPrefetchingPhotos(indexes.compactMap(photo(at:)))
    }

    // MARK: Delegate

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { [.left, .right] }

    /// Saves the deck's decisions and place when they changed, with the sidecars of the photos
    /// whose decision changed, after each of the view's actions (``connect(_:)`` observes them):
    /// as the swipe or the undo is made, not when its card comes to rest, so that a window
    /// closed or a process ended while a card still moves loses nothing.
    private func follow(_ koloda: KolodaView) {
        guard koloda.dataSource === self else { return }
        let now = koloda.deckState
        guard now != state.cardDeck else { return }
        let before = Dictionary(state.cardDeck.history.map { ($0.index, $0.direction) }, uniquingKeysWith: { $1 })
        let after = Dictionary(now.history.map { ($0.index, $0.direction) }, uniquingKeysWith: { $1 })
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        state.cardDeck = now
        // Undone, or decided again the other way (gone back to with Go to Photo): a photo kept
        // comes out of the Trash, and one passed back from where the kept photos were moved.
        for index in changed where after[index] != .left { bringBack(index, koloda) }
        for index in changed where after[index] != .right { bringBackMoved(index, koloda) }
        if writesRatings, !changed.isEmpty { writeRatings(of: changed.map { state.cards[$0] }) }
        write()
    }

    /// Brings the files of the photo at `index` back from the Trash, with their sidecars, when
    /// its decision is undone after it was moved there (undo puts back what the decision did), or
    /// it is kept after all.
    private func bringBack(_ index: Int, _ koloda: KolodaView) {
        let files = state.trashedFiles(of: state.cards[index])
        guard !files.isEmpty else { return }
        let outcome = PhotoTrash.restore(files, in: folder)
        let back = Set(outcome.moved)
        state.trashed.removeAll(where: back.contains)
        log.write("restored", ["moved": .integer(outcome.moved.count), "failed": .integer(outcome.failed.count)])
        if !outcome.failed.isEmpty {
            let list = outcome.failed.map { "\(FileName.display($0.name)): \($0.reason)" }.joined(separator: "\n")
            onProblem(tr("These could not be brought back from the Trash:\n%s", list))
        }
        guard !back.isEmpty else { return }
        // Asked for while it was in the Trash, its photo was found broken.
        if let photo = photo(at: index) { koloda.forgetPhotos([photo]) }
        try? koloda.reloadCardsInIndexRange(index..<index + 1)
    }

    /// Moves the files of the photo at `index` back into the folder, with their sidecars, from
    /// the folder its kept photos were moved to, when its decision is undone or it is passed.
    private func bringBackMoved(_ index: Int, _ koloda: KolodaView) {
        let away = state.movedFiles(of: state.cards[index])
        guard !away.isEmpty else { return }
        let shown = photo(at: index)
        var outcome = PhotoCopy.Outcome()
        for (place, files) in away.sorted(by: { $0.key < $1.key }) {
            let back = PhotoCopy.transfer(.move, files, from: place, to: folder)
            state.noteMoved(back.done, to: folder)
            outcome.done += back.done
            outcome.failed += back.failed
        }
        log.write("movedBack", ["moved": .integer(outcome.done.count), "failed": .integer(outcome.failed.count)])
        if !outcome.failed.isEmpty {
            let list = outcome.failed.map { "\(FileName.display($0.name)): \($0.reason)" }.joined(separator: "\n")
            onProblem(tr("These could not be moved back to the folder:\n%s", list))
        }
        guard !outcome.done.isEmpty else { return }
        if let shown { koloda.forgetPhotos([shown]) }
        try? koloda.reloadCardsInIndexRange(index..<index + 1)
    }

    /// Writes the ratings of `names` (every photo's with `nil`) to their sidecars; a problem is
    /// said once (a read-only folder would say it at every swipe), and the deck goes on.
    private func writeRatings(of names: [String]?) {
        let (written, problems) = state.writeRatings(of: names, layout: sidecarLayout)
        for name in written { log.write("rated", ["sidecar": .text(name)]) }
        for problem in problems where saidRatingProblems.insert(problem.reason).inserted {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
            onProblem(tr("Ratings cannot be written: %s", "\(problem)"))
        }
        if names == nil { write() }
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { onChange() }

    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { onChange() }

    /// No appear animation: someone coming back to a folder goes on sorting, and the photo they
    /// left on top is there at once, at its size, not zooming in for 0.8 s on every launch.
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { false }

    /// The photos behind the top one as they are, not see-through: a photo is judged on its own,
    /// where Koloda's see-through next card showed it over the one behind it (two photos at once)
    /// while the card before it flew off.
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { false }

    /// Saves the deck's state: the decisions and the current photo.
    private func save(_ koloda: KolodaView) {
        state.cardDeck = koloda.deckState
        write()
    }

    /// Why the last save failed (a full disk, a folder gone), while the decisions since are not
    /// saved; nil once a save succeeds.
    private(set) var unsavedProblem: String?

    /// Saves the decisions again if the last save failed; returns why they still cannot be.
    func saveAgain() -> String? {
        guard unsavedProblem != nil else { return nil }
        write()
        return unsavedProblem
    }

    private func write() {
        unsavedProblem = file.save(state)
        if let problem = unsavedProblem {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
            onProblem(tr("Your decisions could not be saved: %s", problem))
            log.write("unsaved", ["problem": .text(problem)])
            return onChange()
        }
        log.write(
            "saved",
            [
                "decisions": .integer(state.cardDeck.history.count), "kept": .integer(state.kept.count),
                "current": .integer(state.cardDeck.currentIndex),
            ])
        onChange()
    }

    /// A card for a photo that is no longer in the folder (deleted or renamed by another program,
    /// or moved to the Trash): it can be swiped like any other, and its decision is kept.
    private static func missingCard(_ name: String, trashed: Bool) -> UnsafeMutablePointer<GtkWidget> {
        do {
            let builder = try Builder("missing-card.ui")
            gtk_label_set_text(OpaquePointer(try builder.widget("title")), trashed ? tr("In the Trash") : tr("Missing"))
            gtk_label_set_text(OpaquePointer(try builder.widget("name")), FileName.display(name))
            return try builder.newWidget("card")
        } catch {
            FileHandle.standardError.write(Data("koloda-photos: \(error)\n".utf8))
            return gtk_label_new(FileName.display(name))
        }
    }

    /// `number` as the user's locale writes it: "2,000" in English, "2.000" in German.
    static func grouped(_ number: Int) -> String { NumberText.grouped(number) }
}

/// Which file a path names, and which version of it: its device, inode, size and modification
/// time. A file saved over, written again or deleted has another signature (or none).
struct FileSignature: Equatable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let seconds: Int
    private let nanoseconds: Int

    /// The signature of the file at `path`, or nil when there is none.
    init?(path: String) {
        var status = stat()
        guard FileName.withPath(path, { stat($0, &status) }) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
    }
}
