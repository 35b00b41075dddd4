// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppSupport
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// The LIKE / NOPE stamp over a card (KEEP / PASS for photos).
final class StampOverlay: OverlayView {
    private let label: OpaquePointer
    private let right: String
    private let left: String

    init(right: String = "LIKE", left: String = "NOPE") {
        self.right = right
        self.left = left
        let label = gtk_label_new("")!
        self.label = OpaquePointer(label)
        gtk_widget_add_css_class(label, "stamp")
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_widget_set_margin_top(label, 28)
        super.init(widget: label)
    }

    override var overlayState: SwipeResultDirection? {
        didSet {
            let (text, style, align): (String, String, GtkAlign) =
                switch overlayState {
                case .right?: (right, "like", GTK_ALIGN_START)
                case .left?: (left, "nope", GTK_ALIGN_END)
                case let direction?: (direction.rawValue.uppercased(), "other", GTK_ALIGN_CENTER)
                case nil: ("", "other", GTK_ALIGN_CENTER)
                }
            gtk_label_set_text(label, text)
            for name in ["like", "nope", "other"] { gtk_widget_remove_css_class(widget, name) }
            gtk_widget_add_css_class(widget, style)
            gtk_widget_set_halign(widget, align)
            gtk_widget_set_margin_start(widget, 24)
            gtk_widget_set_margin_end(widget, 24)
        }
    }
}

/// The demo's data source and delegate: places and likes (the window logs the deck's events).
@MainActor
final class PlacesDeck: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    var count: Int
    let log: EventLog
    /// The likes, kept from the delegate's events: a swipe to the right adds a place, its undo
    /// takes it away.
    private(set) var liked: Set<Int> = []
    /// Where the deck's state and the likes are saved after every swipe and undo.
    let saved: SavedFile<SavedState>
    var onLikesChanged: (Int) -> Void = { _ in }
    var onRunOut: (Bool) -> Void = { _ in }
    /// What the data source and delegate answer the deck beyond its options (allowed
    /// directions, drag speed, appear animation), as a deck file says them.
    var answers = DeckConfiguration()

    init(count: Int, log: EventLog, saved: SavedFile<SavedState>) {
        self.count = count
        self.log = log
        self.saved = saved
    }

    /// Becomes the view's delegate and data source, starting where an earlier run left off (its
    /// saved state, restored before the first load, so the first card shown is the saved one).
    func connect(_ koloda: KolodaView) {
        koloda.delegate = self
        let loaded = saved.load { contents in
            if let problem = contents.deck.problem(withAvailableCards: count) { return "\(problem)" }
            return contents.liked.allSatisfy { (0..<count).contains($0) } ? nil : "a liked place is not in the deck"
        }
        if case .setAside(let problem, let aside) = loaded {
            let whereTo = aside.map { "moved it to \($0)" } ?? "could not move it aside"
            FileHandle.standardError.write(
                Data("koloda-demo: cannot use the saved state \(saved.path): \(problem); \(whereTo); starting a fresh deck\n".utf8))
        }
        if let contents = loaded.contents, (try? koloda.restoreDeckState(contents.deck)) != nil { liked = Set(contents.liked) }
        koloda.dataSource = self
        onLikesChanged(liked.count)
        onRunOut(koloda.isRunOut)
    }

    /// Saves the deck's state with the likes it implies, in one file: the likes are taken from the
    /// same state, so that the file is whole even between two events of one operation (a swipe
    /// that interrupts an undo announces both).
    private func save(_ koloda: KolodaView) {
        let deck = koloda.deckState
        let liked = Set(deck.history.filter { $0.direction == .right }.map(\.index))
        if let problem = saved.save(SavedState(deck: deck, liked: liked.sorted())) {
            FileHandle.standardError.write(Data("koloda-demo: \(problem)\n".utf8))
        }
    }

    // MARK: Data source

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { answers.dragSpeed }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let place = Place.at(index)
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(card, "place-card")
        gtk_widget_set_overflow(card, GTK_OVERFLOW_HIDDEN)

        let picture = gtk_drawing_area_new()!
        gtk_widget_add_css_class(picture, "picture")
        gtk_widget_set_vexpand(picture, 1)
        gtk_drawing_area_set_draw_func(
            Gtk.cast(picture),
            { _, cairo, width, height, data in
                drawPlacePicture(cairo!, width: Double(width), height: Double(height), index: Int(bitPattern: data) - 1)
            }, UnsafeMutableRawPointer(bitPattern: index + 1), nil)
        gtk_box_append(Gtk.cast(card), picture)

        let footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(footer, 18)
        gtk_widget_set_margin_end(footer, 12)
        gtk_widget_set_margin_top(footer, 12)
        gtk_widget_set_margin_bottom(footer, 16)
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(texts, 1)
        let title = gtk_label_new(place.title)!
        gtk_widget_add_css_class(title, "place-title")
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        let subtitle = gtk_label_new(place.subtitle)!
        gtk_widget_add_css_class(subtitle, "place-subtitle")
        gtk_widget_set_halign(subtitle, GTK_ALIGN_START)
        gtk_label_set_ellipsize(OpaquePointer(subtitle), PANGO_ELLIPSIZE_END)
        gtk_box_append(Gtk.cast(texts), title)
        gtk_box_append(Gtk.cast(texts), subtitle)
        gtk_box_append(Gtk.cast(footer), texts)
        // A button inside the card keeps working: the deck only takes presses that become drags.
        let info = gtk_button_new_with_label("★")!
        gtk_widget_add_css_class(info, "save")
        gtk_widget_set_tooltip_text(info, "Save")
        koloda_accessible_set_label(info, "Save \(place.title)")
        gtk_widget_set_valign(info, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(info, 0)
        Gtk.connect(Gtk.raw(info), "clicked") { [log] in log.write("cardButton", ["index": .integer(index)]) }
        gtk_box_append(Gtk.cast(footer), info)
        gtk_box_append(Gtk.cast(card), footer)
        return card
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlay() }

    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        let place = Place.at(index)
        return "\(place.title), \(place.subtitle)"
    }

    // MARK: Delegate

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        if direction == .right {
            liked.insert(index)
            onLikesChanged(liked.count)
        }
        save(koloda)
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        onRunOut(true)
    }

    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {
        if liked.remove(index) != nil { onLikesChanged(liked.count) }
        onRunOut(false)
        save(koloda)
    }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        answers.allowedDirections.directions(for: index)
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { answers.appearAnimation }

    /// Starts again from the first place, forgetting what was saved.
    func startOver(_ koloda: KolodaView) {
        saved.clear()
        liked.removeAll()
        onLikesChanged(0)
        onRunOut(false)
        koloda.resetCurrentCardIndex()
    }
}
