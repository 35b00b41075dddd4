// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppSupport
import KolodaGtk
import PhotoSortModel

/// Photo Sort's window: a header with where the user is ("312 of 2,000 · 140 kept"), the deck of
/// the folder's photos, pass / undo / keep buttons, and the folder's actions (open another folder,
/// export the kept list, move the passed photos to the Trash) in the main menu (F10) and on the
/// page shown when every photo is sorted.
///
/// The window shows at once; the folder is read off the main thread, then the deck starts at the
/// photo the user was on.
@MainActor
final class PhotosWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let koloda: KolodaView
    let probe: AppProbe
    private var deck: PhotoSortDeck?
    private var reader: FolderReader?

    private let status = gtk_label_new("")!
    private let pages = gtk_stack_new()!
    private let emptyText = gtk_label_new("")!
    private let notice = gtk_revealer_new()!
    private let noticeText = gtk_label_new("")!
    private let finished = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    private let trashButton = gtk_button_new_with_label("")!
    private let menu = g_menu_new()!
    /// The top photo at 100 %.
    private var zoom: PhotoZoom!

    /// - Parameter events: Whether the app's events go to standard output (for the tests).
    init(window: Window, events: Bool) {
        self.window = window.widget
        koloda = try! KolodaView(options: .stacked)
        koloda.cardAspectRatio = 0.75
        probe = AppProbe(window: window.widget, koloda: koloda, events: events, frameStats: false)
        if events { gtk_window_set_resizable(window.pointer, 0) }
        Style.install()

        gtk_window_set_titlebar(window.pointer, makeHeader())
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(Gtk.cast(content), makeNotice())
        gtk_stack_add_named(OpaquePointer(pages), makeEmptyPage(), "empty")
        gtk_stack_add_named(OpaquePointer(pages), makeLoadingPage(), "loading")
        gtk_stack_add_named(OpaquePointer(pages), makeDeckPage(), "deck")
        zoom = PhotoZoom(log: probe.log)
        zoom.onClose = { [unowned self] in toggleZoom() }
        gtk_stack_add_named(OpaquePointer(pages), zoom.widget, "zoom")
        gtk_widget_set_vexpand(pages, 1)
        gtk_box_append(Gtk.cast(content), pages)
        window.setChild(content)
        addActions()
        addRatingsSetting()
        showEmpty("Open a folder of photos to sort them.\nRight keeps a photo, left passes it.")
    }

    /// Shows the window, then opens `folder`; with none, the folder of the last run when no folder
    /// is open yet.
    func present(opening folder: String?) {
        gtk_window_present(Gtk.cast(window))
        probe.start()
        if let folder {
            open(folder)
        } else if deck == nil, reader == nil, let last = try? String(contentsOfFile: PhotoFolder.lastFolderFile, encoding: .utf8), !last.isEmpty,
            case .success = PhotoFolder.resolve(last)
        {
            open(last)
        }
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
        gtk_label_set_text(OpaquePointer(status), (folder as NSString).lastPathComponent)
        reader = FolderReader.read(folder) { [weak self] result in
            guard let self else { return }
            reader = nil
            switch result {
            case .success(let names): show(folder, names: names)
            case .failure(let problem): showEmpty("\(problem)")
            }
        }
    }

    private func show(_ folder: String, names: [String]) {
        let (saved, problem) = PhotoFolder.loadState(for: folder)
        var state = saved ?? FolderState(folder: folder, photos: [])
        state.add(names)
        probe.log.write("folder", ["photos": .integer(state.photos.count), "current": .integer(state.deck.currentIndex)])
        if let problem { showNotice(problem) } else { hideNotice() }
        if let problem = AtomicFile.replace(PhotoFolder.lastFolderFile, with: folder, mode: 0o600) {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        }
        gtk_window_set_title(Gtk.cast(window), "\((folder as NSString).lastPathComponent) — Photo Sort")
        koloda.dataSource = nil
        let deck = PhotoSortDeck(folder: folder, state: state, log: probe.log)
        deck.onChange = { [unowned self] in update() }
        deck.onProblem = { [unowned self] in showNotice($0) }
        deck.writesRatings = PhotoFolder.writesRatings
        self.deck = deck
        guard !state.photos.isEmpty else {
            update()
            return showEmpty("There are no photos in \(folder).")
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
        let total = deck.state.photos.count
        let kept = PhotoSortDeck.grouped(deck.state.kept.count)
        let position =
            koloda.isRunOut || koloda.currentCardIndex >= total
            ? "All \(PhotoSortDeck.grouped(total)) sorted"
            : "\(PhotoSortDeck.grouped(koloda.currentCardIndex + 1)) of \(PhotoSortDeck.grouped(total))"
        gtk_label_set_text(OpaquePointer(status), total == 0 ? "No photos" : "\(position) · \(kept) kept")
        let passed = deck.state.passedPhotoCount
        gtk_button_set_label(
            Gtk.cast(trashButton), passed == 1 ? "Move 1 Passed Photo to Trash…" : "Move \(PhotoSortDeck.grouped(passed)) Passed Photos to Trash…")
        gtk_widget_set_visible(trashButton, passed > 0 ? 1 : 0)
        gtk_widget_set_visible(finished, total > 0 && koloda.isRunOut ? 1 : 0)
        setEnabled("trash", passed > 0)
    }

    // MARK: The folder's actions

    private func chooseFolder() {
        let dialog = gtk_file_chooser_native_new("Open Folder", Gtk.cast(window), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, "_Open", "_Cancel")!
        showChooser(dialog) { [unowned self] file in
            if let path = g_file_get_path(file) {
                open(String(cString: path))
                g_free(path)
            }
        }
    }

    private func chooseExportFile() {
        guard let deck else { return }
        let dialog = gtk_file_chooser_native_new("Export Kept List", Gtk.cast(window), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        gtk_file_chooser_set_current_name(dialog, "\((deck.folder as NSString).lastPathComponent) kept.txt")
        showChooser(dialog) { [unowned self] file in
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            export(to: String(cString: path))
        }
    }

    /// Writes the kept photos' paths, one a line, to `path`.
    func export(to path: String) {
        guard let deck else { return }
        let kept = deck.state.kept
        if let problem = AtomicFile.replace(path, with: deck.state.keptList, mode: 0o644) {
            showNotice("The kept list could not be saved: \(problem)")
        } else {
            probe.log.write("exported", ["kept": .integer(kept.count)])
            showNotice("Saved the list of \(PhotoSortDeck.grouped(kept.count)) kept photos to \(path).")
        }
    }

    private func confirmTrash() {
        guard let deck else { return }
        let names = deck.state.passedInFolder
        guard !names.isEmpty else { return }
        let photos = deck.state.passedPhotoCount
        let count = photos == 1 ? "1 passed photo" : "\(PhotoSortDeck.grouped(photos)) passed photos"
        Confirmation.ask(
            over: window, title: "Move \(count) to the Trash?",
            body: names.count == photos
                ? "They can be restored from the Trash. Kept photos are not touched."
                : "With their RAW or JPEG twins, \(PhotoSortDeck.grouped(names.count)) files. They can be restored from the Trash. Kept photos are not touched.",
            action: "Move to Trash"
        ) { [unowned self] in
            PhotoTrash.moveInBackground(names, in: deck.folder) { [unowned self] outcome in
                deck.noteTrashed(outcome.moved)
                probe.log.write("trashed", ["moved": .integer(outcome.moved.count), "failed": .integer(outcome.failed.count)])
                koloda.reloadData()
                if outcome.failed.isEmpty {
                    showNotice("Moved \(PhotoSortDeck.grouped(outcome.moved.count)) files to the Trash.")
                } else {
                    let list = outcome.failed.map { "\($0.name): \($0.reason)" }.joined(separator: "\n")
                    showNotice("Moved \(outcome.moved.count); these stay in the folder, as they could not be moved to the Trash:\n\(list)")
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

    // MARK: Parts of the window

    private func makeHeader() -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        let titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(titles, GTK_ALIGN_CENTER)
        let title = gtk_label_new("Photo Sort")!
        gtk_widget_add_css_class(title, "title")
        gtk_widget_add_css_class(status, "subtitle")
        gtk_label_set_ellipsize(OpaquePointer(status), PANGO_ELLIPSIZE_MIDDLE)
        gtk_box_append(Gtk.cast(titles), title)
        gtk_box_append(Gtk.cast(titles), status)
        gtk_header_bar_set_title_widget(OpaquePointer(header), titles)

        let open = gtk_button_new_from_icon_name("folder-open-symbolic")!
        gtk_widget_set_tooltip_text(open, "Open Folder (Ctrl+O)")
        koloda_accessible_set_label(open, "Open Folder")
        gtk_actionable_set_action_name(OpaquePointer(open), "win.open")
        gtk_header_bar_pack_start(OpaquePointer(header), open)

        g_menu_append(menu, "Open Folder…", "win.open")
        g_menu_append(menu, "Export Kept List…", "win.export")
        g_menu_append(menu, "Move Passed Photos to Trash…", "win.trash")
        g_menu_append(menu, "Write Ratings to Sidecars", "win.write-ratings")
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(button), UnsafeMutablePointer(menu))
        gtk_menu_button_set_primary(OpaquePointer(button), 1)
        gtk_widget_set_tooltip_text(button, "Main Menu (F10)")
        koloda_accessible_set_label(button, "Main Menu")
        gtk_header_bar_pack_end(OpaquePointer(header), button)
        return header
    }

    private func makeNotice() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_add_css_class(bar, "notice")
        gtk_label_set_wrap(OpaquePointer(noticeText), 1)
        gtk_label_set_wrap_mode(OpaquePointer(noticeText), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(OpaquePointer(noticeText), 0)
        gtk_label_set_selectable(OpaquePointer(noticeText), 1)
        gtk_widget_set_hexpand(noticeText, 1)
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        koloda_accessible_set_label(close, "Dismiss")
        gtk_widget_set_valign(close, GTK_ALIGN_START)
        Gtk.connect(Gtk.raw(close), "clicked") { [unowned self] in hideNotice() }
        gtk_box_append(Gtk.cast(bar), noticeText)
        gtk_box_append(Gtk.cast(bar), close)
        gtk_revealer_set_child(OpaquePointer(notice), bar)
        return notice
    }

    private func showNotice(_ text: String) {
        gtk_label_set_text(OpaquePointer(noticeText), text)
        gtk_revealer_set_reveal_child(OpaquePointer(notice), 1)
        probe.log.write("notice", ["text": .text(text)])
    }

    private func hideNotice() { gtk_revealer_set_reveal_child(OpaquePointer(notice), 0) }

    private func makeEmptyPage() -> UnsafeMutablePointer<GtkWidget> {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_widget_set_valign(page, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(page, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(page, "empty-page")
        gtk_label_set_wrap(OpaquePointer(emptyText), 1)
        gtk_label_set_justify(OpaquePointer(emptyText), GTK_JUSTIFY_CENTER)
        let open = gtk_button_new_with_mnemonic("_Open Folder…")!
        gtk_widget_add_css_class(open, "suggested-action")
        gtk_widget_set_halign(open, GTK_ALIGN_CENTER)
        gtk_actionable_set_action_name(OpaquePointer(open), "win.open")
        gtk_box_append(Gtk.cast(page), emptyText)
        gtk_box_append(Gtk.cast(page), open)
        return page
    }

    private func makeLoadingPage() -> UnsafeMutablePointer<GtkWidget> {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_valign(page, GTK_ALIGN_CENTER)
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(OpaquePointer(spinner))
        gtk_box_append(Gtk.cast(page), spinner)
        gtk_box_append(Gtk.cast(page), gtk_label_new("Reading the folder…"))
        return page
    }

    private func makeDeckPage() -> UnsafeMutablePointer<GtkWidget> {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            setMargin(page, 16)
        }
        let stage = gtk_overlay_new()!
        gtk_widget_set_vexpand(stage, 1)
        gtk_overlay_set_child(OpaquePointer(stage), koloda.widget)
        // A double-click on the photo shows it at 100 %.
        let click = gtk_gesture_click_new()!
        gtk_widget_add_controller(koloda.widget, click)
        Gtk.connect(Gtk.raw(click), "pressed", presses: { [unowned self] presses, _, _ in if presses == 2 { toggleZoom() } })
        gtk_widget_set_valign(finished, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(finished, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(finished, "finished")
        let done = gtk_label_new("Every photo is sorted.")!
        gtk_widget_add_css_class(done, "title-2")
        gtk_actionable_set_action_name(OpaquePointer(trashButton), "win.trash")
        gtk_widget_add_css_class(trashButton, "destructive-action")
        let export = gtk_button_new_with_mnemonic("_Export Kept List…")!
        gtk_actionable_set_action_name(OpaquePointer(export), "win.export")
        for part in [done, trashButton, export] { gtk_box_append(Gtk.cast(finished), part) }
        gtk_widget_set_visible(finished, 0)
        gtk_overlay_add_overlay(OpaquePointer(stage), finished)
        gtk_box_append(Gtk.cast(page), stage)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        let choices: [(String, String, SwipeResultDirection?)] = [
            ("_Pass", "Pass (Left arrow)", .left), ("_Undo", "Undo (Ctrl+Z)", nil), ("_Keep", "Keep (Right arrow)", .right),
        ]
        for (label, tooltip, direction) in choices {
            let button = gtk_button_new_with_mnemonic(label)!
            gtk_widget_set_tooltip_text(button, tooltip)
            gtk_widget_set_focus_on_click(button, 0)
            Gtk.connect(Gtk.raw(button), "clicked") { [koloda] in
                if let direction { koloda.swipe(direction) } else { koloda.revertAction() }
            }
            gtk_box_append(Gtk.cast(buttons), button)
        }
        gtk_box_append(Gtk.cast(page), buttons)
        return page
    }

    /// The window's actions, with their shortcuts: Ctrl+O, Ctrl+E and Delete.
    private func addActions() {
        let actions: [(String, [String], () -> Void)] = [
            ("open", ["<Control>o"], { [unowned self] in chooseFolder() }),
            ("export", ["<Control>e"], { [unowned self] in chooseExportFile() }),
            ("trash", ["<Control>Delete"], { [unowned self] in confirmTrash() }),
            ("zoom", ["z"], { [unowned self] in toggleZoom() }),
        ]
        let application = gtk_window_get_application(Gtk.cast(window))
        for (name, accelerators, perform) in actions {
            let action = g_simple_action_new(name, nil)!
            Gtk.connectIgnoringArgument(Gtk.raw(action), "activate") { perform() }
            g_action_map_add_action(OpaquePointer(window), action)
            g_object_unref(UnsafeMutableRawPointer(action))
            guard let application else { continue }
            var strings = accelerators.map { strdup($0) } + [nil]
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                    gtk_application_set_accels_for_action(application, "win.\(name)", $0.baseAddress)
                }
            }
            for string in strings { free(string) }
        }
    }

    /// Shows the top photo at 100 %, or goes back to the deck from there.
    private func toggleZoom() {
        let page = String(cString: gtk_stack_get_visible_child_name(OpaquePointer(pages)))
        if page == "zoom" {
            zoom.stop()
            gtk_stack_set_visible_child_name(OpaquePointer(pages), "deck")
            gtk_widget_grab_focus(koloda.widget)
            probe.log.write("zoom", ["on": .integer(0)])
        } else if page == "deck", let deck, koloda.currentCardIndex < deck.state.photos.count,
            let photo = deck.photo(at: koloda.currentCardIndex)
        {
            zoom.show(photo)
            gtk_stack_set_visible_child_name(OpaquePointer(pages), "zoom")
            gtk_widget_grab_focus(zoom.widget)
            probe.log.write("zoom", ["on": .integer(1)])
        }
    }

    /// "Write Ratings to Sidecars": a setting that stays on once chosen, for every folder and
    /// every later run, until it is chosen again.
    private func addRatingsSetting() {
        let action = g_simple_action_new_stateful("write-ratings", nil, g_variant_new_boolean(PhotoFolder.writesRatings ? 1 : 0))!
        Gtk.connectIgnoringArgument(Gtk.raw(action), "activate") { [unowned self] in
            let on = !PhotoFolder.writesRatings
            if let problem = PhotoFolder.setWritesRatings(on) { showNotice("The setting could not be saved: \(problem)") }
            g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
            probe.log.write("writeRatings", ["on": .integer(on ? 1 : 0)])
            deck?.writesRatings = on
        }
        g_action_map_add_action(OpaquePointer(window), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    private func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(OpaquePointer(window), name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}

/// Photo Sort's own look, over the theme's colours so that light and dark themes both work.
enum Style {
    static func install() {
        let css = """
            .notice { padding: 8px 12px; background-color: alpha(@theme_selected_bg_color, 0.18); }
            .missing-photo { background-color: alpha(@theme_fg_color, 0.08); border-radius: 16px; color: alpha(@theme_fg_color, 0.7); }
            .finished { padding: 24px; border-radius: 16px; background-color: @theme_base_color; }
            .title-2 { font-size: 1.3em; font-weight: bold; }
            .title-3 { font-weight: bold; }
            .subtitle { font-size: 0.9em; opacity: 0.8; }
            .title { font-weight: bold; }
            """
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
