// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppSupport
import KolodaEngine
import KolodaGtk
import KolodaHost
import PhotoSortModel

/// Photo Sort's window: a header with where the user is ("312 of 2,000 · 140 kept"), the deck of
/// the folder's photos, pass / undo / keep buttons, and the folder's actions (open another folder,
/// export the kept list, copy or move the kept photos to a folder, move the passed photos to the
/// Trash) in the main menu (F10) and on the page shown when every photo is sorted.
///
/// The window shows at once; the folder is read off the main thread, then the deck starts at the
/// photo the user was on.
@MainActor
final class PhotosWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let koloda: KolodaView
    let probe: AppProbe
    private var deck: PhotoSortDeck?
    /// Whether the user chose to close the window though decisions could not be saved.
    private var closingConfirmed = false
    private var reader: FolderReader?

    /// The window's parts, from `window.ui`.
    private let builder: Builder
    private let status: UnsafeMutablePointer<GtkWidget>
    private let pages: UnsafeMutablePointer<GtkWidget>
    /// The presses on the pages, told into double-clicks as the desktop's settings say.
    private lazy var doubleClicks = DoubleClick(
        interval: Double(koloda_settings_int(pages, "gtk-double-click-time")) / 1000,
        distance: Double(koloda_settings_int(pages, "gtk-double-click-distance")))
    private let emptyText: UnsafeMutablePointer<GtkWidget>
    private let notice: UnsafeMutablePointer<GtkWidget>
    private let noticeText: UnsafeMutablePointer<GtkWidget>
    private let finished: UnsafeMutablePointer<GtkWidget>
    private let finishedTitle: UnsafeMutablePointer<GtkWidget>
    private let endReviewButton: UnsafeMutablePointer<GtkWidget>
    private let trashButton: UnsafeMutablePointer<GtkWidget>
    /// Go to Photo: the header's place, and the popover it opens.
    private let goToButton: UnsafeMutablePointer<GtkWidget>
    private let goToEntry: UnsafeMutablePointer<GtkWidget>
    private let goToProblem: UnsafeMutablePointer<GtkWidget>
    /// The top photo at 100 %.
    private let zoom: PhotoZoom
    private let histogram: PhotoHistogram

    /// Whether the window's size was given (`--size`) rather than the one the user left.
    private let usesGivenSize: Bool
    private let settings: PhotoSortSettings

    /// - Parameter events: Whether the app's events go to standard output (for the tests).
    /// - Throws: Why the window's GtkBuilder file cannot be built.
    init(window: Window, events: Bool, frameStats: Bool, givenSize: Bool) throws(BuilderError) {
        self.window = window.widget
        usesGivenSize = givenSize
        settings = try PhotoSortSettings.shared()
        builder = try Builder("window.ui", "shortcuts.ui")
        status = try builder.widget("status")
        pages = try builder.widget("pages")
        emptyText = try builder.widget("empty-text")
        notice = try builder.widget("notice")
        noticeText = try builder.widget("notice-text")
        finished = try builder.widget("finished")
        finishedTitle = try builder.widget("finished-title")
        endReviewButton = try builder.widget("end-review-button")
        trashButton = try builder.widget("trash-button")
        goToButton = try builder.widget("go-to-button")
        goToEntry = try builder.widget("go-to-entry")
        goToProblem = try builder.widget("go-to-problem")
        koloda = try! KolodaView(options: .stacked)
        // The card's shape follows the window's: 3:2 when the deck's room is wider than 4:3, else
        // 3:4. A card no larger than its photos need keeps a swipe's drawing cheap.
        koloda.cardAspectRatioForRoom = { room in room.width > room.height * 4 / 3 ? Self.landscapeCard : Self.portraitCard }
        probe = AppProbe(window: window.widget, koloda: koloda, events: events, frameStats: frameStats)
        zoom = PhotoZoom(
            widget: try builder.widget("zoom"), picture: try builder.widget("zoom-picture"),
            next: (try builder.widget("zoom-next"), try builder.widget("zoom-next-picture")), log: probe.log)
        histogram = PhotoHistogram(area: try builder.widget("histogram"), log: probe.log)
        // Under test, a window of a given size keeps it (no window manager may be there to).
        if events, givenSize { gtk_window_set_resizable(window.pointer, 0) }

        gtk_window_set_titlebar(window.pointer, try builder.widget("header"))
        gtk_overlay_set_child(OpaquePointer(try builder.widget("stage")), koloda.widget)
        window.setChild(try builder.widget("content"))
        zoom.onClose = { [unowned self] in toggleZoom() }
        zoom.nextPhoto = { [unowned self] in
            guard let deck, let index = topIndex, index + 1 < deck.state.cards.count else { return nil }
            return deck.photo(at: index + 1)
        }
        Gtk.connect(Gtk.raw(try builder.widget("notice-close")), "clicked") { [unowned self] in hideNotice() }
        if let menu = gtk_menu_button_get_popover(OpaquePointer(try builder.widget("main-menu-button"))) {
            Gtk.connect(Gtk.raw(menu), "map") { [unowned self] in probe.log.write("menu", ["open": .integer(1)]) }
            Gtk.connect(Gtk.raw(menu), "closed") { [unowned self] in giveKeysBackAfterMenu() }
        }
        // A double-click on the photo shows it at 100 %, and another there goes back. The pages
        // hear the presses and releases as the windowing system gives them, before their
        // widgets: until the pointer moves after the page changed, the new page's gestures do
        // not get them, and a gesture on the pages had its press cancelled before the release;
        // and GTK's count of presses runs on the app's clock. The events' own timestamps tell the
        // double-clicks, and a press released elsewhere (a drag of the card) is no click.
        let events = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(events, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(pages, events)
        Gtk.connectEvent(Gtk.raw(events)) { [unowned self] event in
            heardClick(event)
            return false
        }
        addActions()
        addSettings()
        try addGoTo()
        // Ctrl+? and the menu's Keyboard Shortcuts (the window's show-help-overlay action).
        let shortcuts = try builder.widget("shortcuts")
        gtk_application_window_set_help_overlay(Gtk.cast(window.widget), OpaquePointer(shortcuts))
        Gtk.connectIgnoringArgument(Gtk.raw(shortcuts), "notify::visible") { [probe] in
            probe.log.write("shortcuts", ["shown": .integer(Int(gtk_widget_get_visible(shortcuts)))])
        }
        followWindowState()
        showEmpty(tr("Open a folder of photos to sort them.\nRight keeps a photo, left passes it."))
    }

    /// Shows the window, then opens `folder`; with none, the folder of the last run when no folder
    /// is open yet.
    func present(opening folder: String?) {
        gtk_window_present(Gtk.cast(window))
        probe.start()
        if let folder {
            open(folder)
        } else if deck == nil, reader == nil, let last = settings.lastFolder, case .success = PhotoFolder.resolve(last) {
            open(last)
        }
    }

    /// Runs a command-line mode another launch asked for on the folder at `path`: through the
    /// open deck when it is this folder, so that the window's next save keeps what it did, else
    /// on the folder's saved decisions. Returns the launch's exit status.
    func performScript(of launch: Launch, on path: String) -> Int32 {
        let write = { (text: String, error: Bool) in launch.write(text, error: error) }
        if let deck, case .success(let folder) = PhotoFolder.resolve(path), folder == deck.folder {
            let status = deck.change { runScript(launch.options, on: &$0, write: write) }
            if !launch.options.changesNothing { koloda.reloadData() }
            return status
        }
        return runScript(launch.options, onSavedStateOf: path, write: write)
    }

    // MARK: Opening a folder

    /// Opens a folder: reads it off the main thread, then shows its deck where the user left it.
    func open(_ path: String) {
        let folder: String
        switch PhotoFolder.resolve(path) {
        case .success(let resolved): folder = resolved
        case .failure(let problem): return showEmpty("\(problem)")
        }
        reader?.cancel()
        gtk_stack_set_visible_child_name(OpaquePointer(pages), "loading")
        gtk_label_set_text(OpaquePointer(status), FileName.display((folder as NSString).lastPathComponent))
        let (saved, problem) = PhotoFolder.loadState(for: folder)
        let state = saved ?? FolderState(folder: folder, photos: [])
        reader = FolderReader.read(folder, timing: state.newNames) { [weak self] result in
            guard let self else { return }
            reader = nil
            switch result {
            case .success(let listing): show(folder, state: state, problem: problem, listing: listing)
            case .failure(let problem): showEmpty("\(problem)")
            }
        }
    }

    private func show(_ folder: String, state saved: FolderState, problem: String?, listing: FolderReader.Listing) {
        var state = saved
        state.add(listing.names, takenAt: listing.takenAt)
        probe.log.write("folder", ["photos": .integer(state.photos.count), "current": .integer(state.deck.currentIndex)])
        if let problem { showNotice(problem) } else { hideNotice() }
        settings.lastFolder = folder
        // TRANSLATORS: the window's title: the folder's name, then the app's.
        gtk_window_set_title(Gtk.cast(window), tr("%s — Photo Sort", FileName.display((folder as NSString).lastPathComponent)))
        koloda.dataSource = nil
        let deck = PhotoSortDeck(folder: folder, state: state, log: probe.log)
        deck.onChange = { [unowned self] in update() }
        deck.onProblem = { [unowned self] in showNotice($0) }
        deck.onPhotoChanged = { [unowned self] in photoChanged(at: $0, now: $1) }
        deck.sidecarLayout = settings.sidecarLayout
        deck.writesRatings = settings.isOn(.writeRatings)
        deck.showsInfo = settings.isOn(.showInfo)
        self.deck = deck
        guard !state.photos.isEmpty else {
            update()
            return showEmpty(tr("There are no photos in %s.", FileName.display(folder)))
        }
        gtk_stack_set_visible_child_name(OpaquePointer(pages), "deck")
        deck.connect(koloda)
        gtk_widget_grab_focus(koloda.widget)
        update()
    }

    private func showEmpty(_ text: String) {
        gtk_label_set_text(OpaquePointer(emptyText), text)
        gtk_stack_set_visible_child_name(OpaquePointer(pages), "empty")
    }

    /// Shows where the user is in the header, and what the folder's actions would do.
    private func update() {
        guard let deck else { return }
        let total = deck.state.cards.count
        let kept = PhotoSortDeck.grouped(deck.state.kept.count)
        let position =
            koloda.isRunOut || koloda.currentCardIndex >= total
            ? trn("All %s sorted", "All %s sorted", total, PhotoSortDeck.grouped(total))
            // TRANSLATORS: the place of the photo on top in the folder: "312 of 2,000".
            : tr("%s of %s", PhotoSortDeck.grouped(koloda.currentCardIndex + 1), PhotoSortDeck.grouped(total))
        // TRANSLATORS: the header's second line: the place in the folder, then how many photos are kept.
        var line = trn("%s · %s kept", "%s · %s kept", deck.state.kept.count, position, kept)
        // TRANSLATORS: the header's second line during a second pass: "Review · 3 of 40 · 35 kept".
        if deck.state.review != nil { line = tr("Review · %s", line) }
        let text = total == 0 ? tr("No photos") : line
        if String(cString: gtk_label_get_text(OpaquePointer(status))) != text {
            gtk_label_set_text(OpaquePointer(status), text)
            probe.log.write("status", ["text": .text(text)])
        }
        let passed = deck.state.passedPhotoCount
        gtk_button_set_label(
            Gtk.cast(trashButton), trn("Move %s Passed Photo to Trash…", "Move %s Passed Photos to Trash…", passed, PhotoSortDeck.grouped(passed)))
        gtk_widget_set_visible(trashButton, passed > 0 ? 1 : 0)
        gtk_widget_set_visible(finished, total > 0 && koloda.isRunOut ? 1 : 0)
        let reviewing = deck.state.review != nil
        gtk_label_set_text(OpaquePointer(finishedTitle), reviewing ? tr("The review is done.") : tr("Every photo is sorted."))
        gtk_widget_set_visible(endReviewButton, reviewing ? 1 : 0)
        setEnabled("end-review", reviewing)
        setEnabled("go-to", total > 0)
        gtk_widget_set_sensitive(goToButton, total > 0 ? 1 : 0)
        setEnabled("trash", passed > 0)
        showHistogram()
    }

    /// The histogram of the photo on top, if it shows; `again` counts it anew (its file changed).
    private func showHistogram(again: Bool = false) {
        guard let deck, let index = topIndex else { return histogram.show(nil, index: 0) }
        histogram.show(deck.photo(at: index), index: index, again: again)
    }

    // MARK: The folder's actions

    private func chooseFolder() {
        let dialog = gtk_file_chooser_native_new(
            tr("Open Folder"), Gtk.cast(window), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, tr("_Open"), tr("_Cancel"))!
        showChooser(dialog) { [unowned self] file in
            if let path = g_file_get_path(file) {
                open(FileName.string(cString: path))
                g_free(path)
            }
        }
    }

    private func chooseExportFile() {
        guard let deck else { return }
        let dialog = gtk_file_chooser_native_new(tr("Export Kept List"), Gtk.cast(window), GTK_FILE_CHOOSER_ACTION_SAVE, tr("_Save"), tr("_Cancel"))!
        // TRANSLATORS: the name offered for the kept list's file: the folder's name, then this.
        gtk_file_chooser_set_current_name(dialog, tr("%s kept.txt", FileName.display((deck.folder as NSString).lastPathComponent)))
        showChooser(dialog) { [unowned self] file in
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            export(to: FileName.string(cString: path))
        }
    }

    /// Asks for the folder the kept photos are copied (or moved) to, then does it.
    private func chooseFolder(for kind: PhotoCopy.Kind) {
        guard deck != nil else { return }
        let (title, button) =
            kind == .copy ? (tr("Copy Kept Photos to Folder"), tr("_Copy Here")) : (tr("Move Kept Photos to Folder"), tr("_Move Here"))
        let dialog = gtk_file_chooser_native_new(title, Gtk.cast(window), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, button, tr("_Cancel"))!
        showChooser(dialog) { [unowned self] file in
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            transferKept(kind, to: FileName.string(cString: path))
        }
    }

    /// Copies (or moves) the kept photos, with their RAW twins and sidecars, to the folder at
    /// `path`, off the main thread, and says how it went; each file moved is noted as it goes.
    func transferKept(_ kind: PhotoCopy.Kind, to path: String) {
        guard let deck else { return }
        let destination: String
        switch PhotoCopy.destination(path, for: deck.folder) {
        case .success(let resolved): destination = resolved
        case .failure(let problem):
            return showNotice(
                kind == .copy ? tr("The kept photos were not copied: %s", "\(problem)") : tr("The kept photos were not moved: %s", "\(problem)"))
        }
        let files = deck.state.keptWithSidecars(listing: PhotoFolder.names(in: deck.folder))
        PhotoCopy.transferInBackground(
            kind, files, from: deck.folder, to: destination,
            each: { [weak deck] name, problem in
                if kind == .move, problem == nil { deck?.noteMoved([name], to: destination) }
            }
        ) { [weak self] outcome in
            guard let self else { return }
            let done = outcome.done.count
            probe.log.write(kind == .copy ? "copied" : "moved", ["done": .integer(done), "failed": .integer(outcome.failed.count)])
            let said =
                kind == .copy
                ? trn("Copied %s file to %s.", "Copied %s files to %s.", done, PhotoSortDeck.grouped(done), FileName.display(destination))
                : trn("Moved %s file to %s.", "Moved %s files to %s.", done, PhotoSortDeck.grouped(done), FileName.display(destination))
            if outcome.failed.isEmpty {
                showNotice(said)
            } else {
                let list = outcome.failed.map { "\(FileName.display($0.name)): \($0.reason)" }.joined(separator: "\n")
                showNotice(said + "\n" + (kind == .copy ? tr("These were not copied:\n%s", list) : tr("These were not moved:\n%s", list)))
            }
            update()
        }
    }

    // MARK: Opening the photo in an editor

    /// The index of the photo on top in the deck shown, while one is.
    private var topIndex: Int? {
        guard let deck, !koloda.isRunOut, koloda.currentCardIndex < deck.state.cards.count else { return nil }
        return koloda.currentCardIndex
    }

    /// The file an editor opens for the photo on top (see `PhotoSortDeck.fileToEdit(at:)`).
    private var topPhotoFile: String? { topIndex.flatMap { deck?.fileToEdit(at: $0) } }

    /// Opens the photo on top in the app chosen with Open With… (E), or asks for one first.
    private func openInEditor() {
        guard let path = topPhotoFile else { return }
        guard let id = settings.editor, let app = Self.installedApp(id) else { return chooseEditor() }
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        launch(app, with: path)
    }

    /// Asks which app opens the photo on top, GTK's app chooser showing those that take its type,
    /// then opens it there and remembers the app for E.
    private func chooseEditor() {
        guard let path = topPhotoFile else { return }
        let file = FileName.withPath(path) { g_file_new_for_path($0)! }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let dialog = gtk_app_chooser_dialog_new(Gtk.cast(window), GTK_DIALOG_MODAL, file)!
        gtk_window_set_title(Gtk.cast(dialog), tr("Open With"))
        Gtk.connect(
            Gtk.raw(dialog), "response",
            integer: { [unowned self] response in
                if response == GTK_RESPONSE_OK.rawValue, let app = gtk_app_chooser_get_app_info(OpaquePointer(dialog)) {
                    settings.editor = String(cString: g_app_info_get_id(app))
                    launch(app, with: path)
                    g_object_unref(UnsafeMutableRawPointer(app))
                }
                gtk_window_destroy(Gtk.cast(dialog))
            })
        gtk_window_present(Gtk.cast(dialog))
    }

    /// The app installed with the desktop file id `id`, or nil when it is gone.
    private static func installedApp(_ id: String) -> OpaquePointer? {
        let apps = g_app_info_get_all()
        defer { g_list_free_full(apps) { g_object_unref($0) } }
        var link = apps
        while let item = link {
            let app = OpaquePointer(item.pointee.data)
            if let appID = g_app_info_get_id(app), String(cString: appID) == id {
                g_object_ref(UnsafeMutableRawPointer(app))
                return app
            }
            link = item.pointee.next
        }
        return nil
    }

    /// Opens the file at `path` in `app`, and says so when it cannot.
    private func launch(_ app: OpaquePointer, with path: String) {
        let file = FileName.withPath(path) { g_file_new_for_path($0)! }
        let files = g_list_append(nil, UnsafeMutableRawPointer(file))
        defer { g_list_free_full(files) { g_object_unref($0) } }
        let context = gdk_display_get_app_launch_context(gtk_widget_get_display(window))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        var error: UnsafeMutablePointer<GError>?
        guard g_app_info_launch(app, files, UnsafeMutableRawPointer(context)?.assumingMemoryBound(to: GAppLaunchContext.self), &error) != 0 else {
            defer { g_error_free(error) }
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            return showNotice(tr("%s could not be opened: %s", FileName.display((path as NSString).lastPathComponent), reason))
        }
        probe.log.write("opened", ["app": .text(String(cString: g_app_info_get_id(app)))])
    }

    /// Writes the kept photos' paths, one a line, to `path`.
    func export(to path: String) {
        guard let deck else { return }
        let kept = deck.state.kept
        if let problem = AtomicFile.replace(path, with: FileName.bytes(deck.state.keptList), mode: 0o644) {
            showNotice(tr("The kept list could not be saved: %s", problem))
        } else {
            probe.log.write("exported", ["kept": .integer(kept.count)])
            showNotice(
                trn(
                    "Saved the list of %s kept photo to %s.", "Saved the list of %s kept photos to %s.", kept.count,
                    PhotoSortDeck.grouped(kept.count), FileName.display(path)))
        }
    }

    /// Runs `leave` (quit, close), first asking when the last decisions could not be saved and
    /// still cannot be (a full disk): leaving loses them, so Cancel has the focus, and the window
    /// stays open for the user to make room and leave again.
    private func askIfUnsaved(then leave: @escaping () -> Void) {
        guard let deck, let problem = deck.saveAgain() else { return leave() }
        askLeaving(unsaved: problem, then: leave)
    }

    private func askLeaving(unsaved problem: String, then leave: @escaping () -> Void) {
        probe.log.write("askUnsaved", ["problem": .text(problem)])
        Confirmation.ask(
            over: window, title: tr("Quit without your last decisions?"),
            body: tr("They could not be saved: %s. Make room, then quit again to keep them.", problem),
            action: tr("Quit Without Saving"), then: leave)
    }

    /// Closes the window, its unsaved decisions already asked about.
    private func closeConfirmed() {
        closingConfirmed = true
        gtk_window_close(Gtk.cast(window))
    }

    private func confirmTrash() {
        guard let deck else { return }
        let names = deck.state.passedInFolder
        guard !names.isEmpty else { return }
        let photos = deck.state.passedPhotoCount
        Confirmation.ask(
            over: window,
            title: trn("Move %s passed photo to the Trash?", "Move %s passed photos to the Trash?", photos, PhotoSortDeck.grouped(photos)),
            body: names.count == photos
                ? tr("They can be restored from the Trash. Kept photos are not touched.")
                : trn(
                    "With their RAW or JPEG twins, %s file. They can be restored from the Trash. Kept photos are not touched.",
                    "With their RAW or JPEG twins, %s files. They can be restored from the Trash. Kept photos are not touched.",
                    names.count, PhotoSortDeck.grouped(names.count)),
            action: tr("Move to Trash")
        ) { [unowned self] in
            let moving = deck.state.passedWithSidecars(listing: PhotoFolder.names(in: deck.folder))
            PhotoTrash.moveInBackground(moving, in: deck.folder) { [unowned self] outcome in
                deck.noteTrashed(outcome.moved)
                probe.log.write("trashed", ["moved": .integer(outcome.moved.count), "failed": .integer(outcome.failed.count)])
                koloda.reloadData()
                if outcome.failed.isEmpty {
                    showNotice(
                        trn(
                            "Moved %s file to the Trash.", "Moved %s files to the Trash.", outcome.moved.count,
                            PhotoSortDeck.grouped(outcome.moved.count)))
                } else {
                    let list = outcome.failed.map { "\(FileName.display($0.name)): \($0.reason)" }.joined(separator: "\n")
                    showNotice(
                        tr(
                            "Moved %s; these stay in the folder, as they could not be moved to the Trash:\n%s",
                            PhotoSortDeck.grouped(outcome.moved.count), list))
                }
            }
        }
    }

    private func showChooser(_ dialog: OpaquePointer, then accepted: @escaping (OpaquePointer) -> Void) {
        gtk_native_dialog_set_modal(UnsafeMutablePointer(dialog), 1)
        Gtk.connect(
            Gtk.raw(dialog), "response",
            integer: { response in
                if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(dialog) {
                    accepted(file)
                    g_object_unref(UnsafeMutableRawPointer(file))
                }
                g_object_unref(UnsafeMutableRawPointer(dialog))
            })
        gtk_native_dialog_show(UnsafeMutablePointer(dialog))
    }

    private func showNotice(_ text: String) {
        gtk_label_set_text(OpaquePointer(noticeText), text)
        gtk_revealer_set_reveal_child(OpaquePointer(notice), 1)
        probe.log.write("notice", ["text": .text(text)])
    }

    private func hideNotice() { gtk_revealer_set_reveal_child(OpaquePointer(notice), 0) }

    /// The window's actions, with their shortcuts: Ctrl+O, Ctrl+E and Delete.
    private func addActions() {
        // An action without a closure is GTK's own; only its keys are set here.
        let actions: [(String, [String], (() -> Void)?)] = [
            ("open", ["<Control>o"], { [unowned self] in chooseFolder() }),
            ("export", ["<Control>e"], { [unowned self] in chooseExportFile() }),
            ("copy-kept", [], { [unowned self] in chooseFolder(for: .copy) }),
            ("move-kept", [], { [unowned self] in chooseFolder(for: .move) }),
            ("edit", ["e"], { [unowned self] in openInEditor() }),
            ("open-with", [], { [unowned self] in chooseEditor() }),
            ("trash", ["<Control>Delete"], { [unowned self] in confirmTrash() }),
            ("zoom", ["z"], { [unowned self] in toggleZoom() }),
            ("go-to", ["<Control>g"], { [unowned self] in gtk_menu_button_popup(OpaquePointer(goToButton)) }),
            ("fullscreen", ["F11"], { [unowned self] in toggleFullScreen() }),
            ("close", ["<Control>w"], { [unowned self] in askIfUnsaved { [unowned self] in closeConfirmed() } }),
            ("show-help-overlay", ["<Control>question"], nil),
            ("about", [], { [unowned self] in showAbout() }),
            // The buttons under the deck; the deck hears its own keys.
            ("pass", [], { [unowned self] in koloda.swipe(.left) }),
            ("undo", [], { [unowned self] in koloda.revertAction() }),
            ("keep", [], { [unowned self] in koloda.swipe(.right) }),
        ]
        let application = gtk_window_get_application(Gtk.cast(window))
        for (name, accelerators, perform) in actions {
            guard let perform else {
                if let application { setAccelerators(accelerators, for: "win.\(name)", in: application) }
                continue
            }
            let action = g_simple_action_new(name, nil)!
            Gtk.connectIgnoringArgument(Gtk.raw(action), "activate") { perform() }
            g_action_map_add_action(OpaquePointer(window), action)
            if name == "undo" {
                // The Undo button is sensitive exactly when there is a decision to undo.
                Gtk.connectIgnoringArgument(Gtk.raw(action), "notify::enabled") { [probe] in
                    probe.log.write("undoEnabled", ["on": .integer(Int(g_action_get_enabled(action)))])
                }
                g_object_bind_property(
                    UnsafeMutableRawPointer(koloda.widget), "can-undo", UnsafeMutableRawPointer(action), "enabled", G_BINDING_SYNC_CREATE)
            }
            g_object_unref(UnsafeMutableRawPointer(action))
            guard let application, !accelerators.isEmpty else { continue }
            setAccelerators(accelerators, for: "win.\(name)", in: application)
        }
        addRatingKeys(application)
        addReviewActions()
        guard let application else { return }
        let quit = g_simple_action_new("quit", nil)!
        Gtk.connectIgnoringArgument(Gtk.raw(quit), "activate") { [unowned self] in
            askIfUnsaved { g_application_quit(Gtk.cast(application)) }
        }
        g_action_map_add_action(OpaquePointer(application), quit)
        g_object_unref(UnsafeMutableRawPointer(quit))
        setAccelerators(["<Control>q"], for: "app.quit", in: application)
    }

    /// The second pass, from the main menu: `review` over the photos a filter picks (its
    /// parameter is the filter's name, `kept`, `without-stars` or `stars-3`), and `end-review`
    /// back to the first pass.
    private func addReviewActions() {
        addAction("review", parameter: "s") { [unowned self] parameter in
            guard let filter = ReviewFilter(name: String(cString: g_variant_get_string(parameter, nil))) else { return }
            beginReview(filter)
        }
        let end = g_simple_action_new("end-review", nil)!
        Gtk.connectIgnoringArgument(Gtk.raw(end), "activate") { [unowned self] in endReview() }
        g_action_map_add_action(OpaquePointer(window), end)
        g_object_unref(UnsafeMutableRawPointer(end))
        setEnabled("end-review", false)
    }

    /// Go to Photo: Return or Go in the popover shows the photo typed (see
    /// `FolderState.place(of:)`) on top, where it can be decided again, or says why there is none
    /// and changes nothing.
    private func addGoTo() throws(BuilderError) {
        let popover = try builder.widget("go-to")
        setEnabled("go-to", false)
        gtk_widget_set_sensitive(goToButton, 0)
        Gtk.connect(Gtk.raw(popover), "show") { [unowned self] in
            gtk_editable_set_text(OpaquePointer(goToEntry), "")
            showGoToProblem(nil)
            gtk_widget_grab_focus(goToEntry)
        }
        // Ready for the keys once the entry has them.
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(goToEntry, focus)
        Gtk.connect(Gtk.raw(focus), "enter") { [unowned self] in probe.log.write("goToAsked", [:]) }
        Gtk.connect(Gtk.raw(popover), "closed") { [unowned self] in giveKeysBackAfterMenu() }
        Gtk.connect(Gtk.raw(goToEntry), "activate") { [unowned self] in goTo() }
        Gtk.connect(Gtk.raw(try builder.widget("go-to-go")), "clicked") { [unowned self] in goTo() }
        Gtk.connect(Gtk.raw(goToEntry), "changed") { [unowned self] in showGoToProblem(nil) }
    }

    /// Shows the photo the Go to Photo entry names on top, or why there is none.
    private func goTo() {
        guard let deck else { return }
        let text = String(cString: gtk_editable_get_text(OpaquePointer(goToEntry)))
        switch deck.state.place(of: text) {
        case .failure(let problem):
            showGoToProblem(problem.description)
            probe.log.write("goToProblem", ["text": .text(problem.description)])
        case .success(let index):
            gtk_popover_popdown(gtk_menu_button_get_popover(OpaquePointer(goToButton)))
            if String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages))) == "zoom" { toggleZoom() }
            // The keys sort at once, not from the idle after the popover closed: a key pressed
            // right after Return can come before it, while the cards still move.
            gtk_widget_grab_focus(koloda.widget)
            do {
                try koloda.showCard(at: index)
            } catch {
                return showNotice("\(error)")
            }
            probe.log.write("goTo", ["index": .integer(index)])
            update()
        }
    }

    private func showGoToProblem(_ problem: String?) {
        gtk_label_set_text(OpaquePointer(goToProblem), problem ?? "")
        gtk_widget_set_visible(goToProblem, problem == nil ? 0 : 1)
        if problem == nil { gtk_widget_remove_css_class(goToEntry, "error") } else { gtk_widget_add_css_class(goToEntry, "error") }
    }

    /// Shows the photos `filter` picks as a deck of their own, to decide on again; says so when
    /// it picks none.
    private func beginReview(_ filter: ReviewFilter) {
        guard let deck else { return }
        guard deck.change({ $0.beginReview(filter) }) else {
            return showNotice(tr("No photos to review: none is kept, or given that many stars, yet."))
        }
        hideNotice()
        showCards(of: deck)
    }

    /// Back to the first pass, where it was left; the review's decisions stand.
    private func endReview() {
        guard let deck, deck.state.review != nil else { return }
        deck.change { $0.endReview() }
        showCards(of: deck)
    }

    /// Shows the deck that `deck`'s state now shows: a review's, or the first pass's.
    private func showCards(of deck: PhotoSortDeck) {
        koloda.dataSource = nil
        deck.connect(koloda)
        gtk_stack_set_visible_child_name(OpaquePointer(pages), "deck")
        gtk_widget_grab_focus(koloda.widget)
        probe.log.write(
            "review",
            [
                "on": .integer(deck.state.review == nil ? 0 : 1), "photos": .integer(deck.state.cards.count),
                "filter": .text(deck.state.review?.filter.name ?? ""),
            ])
        update()
    }

    /// Adds the window action `name`, whose parameter is of the GVariant type `type` ("i", "s"),
    /// performed by `activate` with it.
    private func addAction(_ name: String, parameter type: String, _ activate: @escaping @MainActor (OpaquePointer) -> Void) {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        let action = g_simple_action_new(name, variantType)!
        Gtk.connect(Gtk.raw(action), "activate", variant: { parameter in if let parameter { activate(parameter) } })
        g_action_map_add_action(OpaquePointer(window), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// 1 to 5 give the photo on top that many stars, 0 none, R rejects it, F1 to F5 put a colour
    /// label on it or take it off (darktable's keys), in the deck and at 100 %.
    private func addRatingKeys(_ application: UnsafeMutablePointer<GtkApplication>?) {
        addAction("rate", parameter: "i") { [unowned self] parameter in deck?.rate(koloda, stars: Int(g_variant_get_int32(parameter))) }
        addAction("label", parameter: "i") { [unowned self] parameter in
            guard let color = ColorLabel(rawValue: Int(g_variant_get_int32(parameter))) else { return }
            deck?.toggle(color, koloda)
        }
        guard let application else { return }
        for stars in 0...5 { setAccelerators(["\(stars)", "KP_\(stars)"], for: "win.rate(\(stars))", in: application) }
        setAccelerators(["r"], for: "win.rate(-1)", in: application)
        for color in ColorLabel.allCases { setAccelerators(["F\(color.rawValue + 1)"], for: "win.label(\(color.rawValue))", in: application) }
    }

    private func setAccelerators(_ accelerators: [String], for action: String, in application: UnsafeMutablePointer<GtkApplication>) {
        var strings = accelerators.map { strdup($0) } + [nil]
        strings.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { gtk_application_set_accels_for_action(application, action, $0.baseAddress) }
        }
        for string in strings { free(string) }
    }

    // MARK: The window

    private func toggleFullScreen() {
        if gtk_window_is_fullscreen(Gtk.cast(window)) != 0 {
            gtk_window_unfullscreen(Gtk.cast(window))
        } else {
            gtk_window_fullscreen(Gtk.cast(window))
        }
    }

    /// Restores the window's state as the user left it (its size is the application's, set
    /// before the window was made), and saves it whenever it is maximized, made full screen or
    /// goes.
    private func followWindowState() {
        if !usesGivenSize, let saved = WindowState.saved() {
            if saved.maximized { gtk_window_maximize(Gtk.cast(window)) }
            if saved.fullScreen { gtk_window_fullscreen(Gtk.cast(window)) }
        }
        for signal in ["notify::maximized", "notify::fullscreened"] {
            Gtk.connectIgnoringArgument(Gtk.raw(window), signal) { [unowned self] in
                let state = saveWindowState()
                probe.log.write("windowState", ["maximized": .integer(state.maximized ? 1 : 0), "fullScreen": .integer(state.fullScreen ? 1 : 0)])
            }
        }
        // Closed by the window manager with decisions that cannot be saved: asked first.
        Gtk.connectStopping(Gtk.raw(window), "close-request") { [unowned self] in
            guard !closingConfirmed, let problem = deck?.saveAgain() else { return false }
            askLeaving(unsaved: problem) { [unowned self] in closeConfirmed() }
            return true
        }
        // Its size when it goes (closed, Ctrl+W or Ctrl+Q).
        Gtk.connect(Gtk.raw(window), "unrealize") { [unowned self] in saveWindowState() }
    }

    /// The card's shape in a window about as wide as high or higher: 3:4, as most photos of a
    /// camera held upright and the cards behind show; a photo of another shape is shown whole in it.
    private static let portraitCard = 0.75
    /// The card's shape in a window wider than 4:3: 3:2, a camera's landscape photo, which then
    /// fills the window's width; a portrait photo is as high as in a 3:4 card.
    private static let landscapeCard = 1.5

    /// Saves the window's state, unless its size was given; returns it.
    @discardableResult
    private func saveWindowState() -> WindowState {
        let state = WindowState(of: Gtk.cast(window))
        if !usesGivenSize, let problem = WindowState.file.save(state) {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        }
        return state
    }

    private func showAbout() {
        let about = gtk_about_dialog_new()!
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, tr("Photo Sort"))
        gtk_about_dialog_set_logo_icon_name(dialog, "org.koloda.PhotoSort")
        gtk_about_dialog_set_version(dialog, appVersion)
        gtk_about_dialog_set_comments(dialog, tr("Sort a folder of photos by swiping: right keeps a photo, left passes it."))
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_window_set_transient_for(Gtk.cast(about), Gtk.cast(window))
        gtk_window_set_modal(Gtk.cast(about), 1)
        gtk_window_present(Gtk.cast(about))
        probe.log.write("about", [:])
    }

    /// Gives the keyboard back to the photos once the main menu has closed, by Escape or with an
    /// item chosen, when GTK has left it on the header (on the menu button), where the arrow keys
    /// would sort nothing. It waits for GTK to finish closing the menu, which moves the focus.
    private func giveKeysBackAfterMenu() {
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                MainActor.assumeIsolated { Unmanaged<PhotosWindow>.fromOpaque(data!).takeUnretainedValue().focusPageFromHeader() }
                return 0
            }, Unmanaged.passRetained(self).toOpaque(), { Unmanaged<PhotosWindow>.fromOpaque($0!).release() })
    }

    private func focusPageFromHeader() {
        guard let header = try? builder.widget("header") else { return }
        if let focus = gtk_window_get_focus(Gtk.cast(window)), focus != header, gtk_widget_is_ancestor(focus, header) == 0 {
            return probe.log.write("menu", ["open": .integer(0)])
        }
        switch String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages))) {
        case "deck": gtk_widget_grab_focus(koloda.widget)
        case "zoom": gtk_widget_grab_focus(zoom.widget)
        default: break
        }
        probe.log.write("menu", ["open": .integer(0)])
    }

    /// A press or release of the primary button (or a touch) on the pages, told into clicks and
    /// double-clicks.
    private func heardClick(_ event: OpaquePointer) {
        let type = gdk_event_get_event_type(event)
        let isPress = type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN
        guard isPress || type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END else { return }
        if type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE, gdk_button_event_get_button(event) != UInt32(GDK_BUTTON_PRIMARY) { return }
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(pages) else { return }
        // The event is in the surface's coordinates, which begin outside the window's shadow.
        var offset = (x: 0.0, y: 0.0)
        gtk_native_get_surface_transform(native, &offset.x, &offset.y)
        var point = (x: 0.0, y: 0.0)
        guard
            gtk_widget_translate_coordinates(
                UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self), pages, x - offset.x, y - offset.y, &point.x, &point.y) != 0
        else { return }
        let time = Double(gdk_event_get_time(event)) / 1000
        if isPress {
            doubleClicks.press(at: Point(x: point.x, y: point.y), time: time)
        } else if doubleClicks.release(at: Point(x: point.x, y: point.y), time: time) {
            doubleClicked(at: point)
        }
    }

    /// A double-click at `point` in the pages: on the deck's photo, shows it at 100 %; anywhere on
    /// the view at 100 %, goes back.
    private func doubleClicked(at point: (x: Double, y: Double)) {
        switch String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages))) {
        case "zoom": toggleZoom()
        case "deck":
            var x = 0.0
            var y = 0.0
            guard gtk_widget_translate_coordinates(pages, koloda.widget, point.x, point.y, &x, &y) != 0,
                gtk_widget_contains(koloda.widget, x, y) != 0
            else { return }
            toggleZoom(at: (x, y))
        default: break
        }
    }

    /// Shows the top photo at 100 %, with the point double-clicked (`point`, in the deck's
    /// coordinates) or else the photo's centre in the middle, or goes back to the deck from there.
    private func toggleZoom(at point: (x: Double, y: Double)? = nil) {
        let page = String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages)))
        if page == "zoom" {
            zoom.stop()
            gtk_stack_set_visible_child_name(OpaquePointer(pages), "deck")
            gtk_widget_grab_focus(koloda.widget)
            probe.log.write("zoom", ["on": .integer(0)])
        } else if page == "deck", let deck, let index = topIndex, let photo = deck.photo(at: index) {
            zoom.show(photo, at: focus(of: point))
            gtk_stack_set_visible_child_name(OpaquePointer(pages), "zoom")
            gtk_widget_grab_focus(zoom.widget)
            probe.log.write("zoom", ["on": .integer(1)])
        }
    }

    /// The photo at `index` is no longer the file it was: the view at 100 % of it shows the file
    /// as it is now, `photo`, or, when it is gone (nil), gives way to the deck, where its card
    /// says so.
    private func photoChanged(at index: Int, now photo: CardPhoto?) {
        if index == koloda.currentCardIndex { showHistogram(again: true) }
        guard String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages))) == "zoom", index == koloda.currentCardIndex else { return }
        guard let photo else { return toggleZoom() }
        zoom.reload(photo)
    }

    /// Where `point` (in the deck's coordinates) is on the top card, for the view at 100 %: the
    /// card's centre without a point, or when the card cannot be measured.
    private func focus(of point: (x: Double, y: Double)?) -> PhotoZoom.Focus {
        var bounds = graphene_rect_t()
        guard let card = koloda.topCardWidget, gtk_widget_compute_bounds(card, koloda.widget, &bounds) != 0,
            bounds.size.width > 0, bounds.size.height > 0
        else { return PhotoZoom.Focus() }
        let aspect = Double(bounds.size.width / bounds.size.height)
        guard let point else { return PhotoZoom.Focus(cardAspect: aspect) }
        return PhotoZoom.Focus(
            x: (point.x - Double(bounds.origin.x)) / Double(bounds.size.width), y: (point.y - Double(bounds.origin.y)) / Double(bounds.size.height),
            cardAspect: aspect)
    }

    /// The main menu's settings (see ``PhotoSortSettings``): each a window action that shows and
    /// flips it, followed wherever it is changed from.
    private func addSettings() {
        for setting in PhotoSortSettings.Switch.allCases {
            let action = settings.action(for: setting)
            g_action_map_add_action(OpaquePointer(window), action)
            g_object_unref(UnsafeMutableRawPointer(action))
            settings.follow(setting) { [unowned self] on in
                probe.log.write("setting", ["setting": .text(setting.rawValue), "on": .integer(on ? 1 : 0)])
                switch setting {
                case .writeRatings: deck?.writesRatings = on
                case .lightroomSidecars: deck?.sidecarLayout = on ? .lightroom : .darktable
                case .cullingPace: followPace(on)
                case .showInfo: deck?.showInfo(on, in: koloda)
                case .showHistogram:
                    histogram.isShown = on
                    showHistogram()
                }
            }
        }
        if let application = gtk_window_get_application(Gtk.cast(window)) {
            setAccelerators(["i"], for: "win.show-info", in: application)
            setAccelerators(["h"], for: "win.show-histogram", in: application)
        }
        histogram.isShown = settings.isOn(.showHistogram)
        followPace(settings.isOn(.cullingPace))
    }

    /// At a culling pace a swipe shows the next photo at once, the photo swiped flying off beneath
    /// it, and an undo is back at once; the flight follows the desktop's animation setting (with
    /// animations off it is gone at once too). Otherwise the cards fly as the deck's do.
    private func followPace(_ culling: Bool) { koloda.showsNextCardAtOnce = culling }

    private func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(OpaquePointer(window), name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
