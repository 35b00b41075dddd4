// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk

// The photo benchmark's app (Benchmarks/photo_deck.py): the photos of a folder as a deck of
// photo cards (`KolodaView.photoCard(_:fit:shown:)`, decoded off the main thread at the size they are
// drawn), or with `--naive` of the plain `GtkPicture`s a first deck would make, measured the same
// way. Always reports events and frame measures (`AppProbe`), and a `card` event for each card
// made: the main-thread time it took and whether its photo was already decoded. With `--drawn` the
// cards are drawn (a gradient and a label, as the demo's), not photos, for comparison. With
// `--loop` the deck loops, for runs of thousands of swipes through the folder (Benchmarks/
// long_use.py), and keeps no frame measures, which would grow with the run.
//
// usage: koloda-photo-bench [--naive | --drawn] [--loop] [--size WxH] FOLDER (--help, from GLib)

@MainActor
final class PhotoBench: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    enum Cards { case photos, naive, drawn }

    let paths: [String]
    let cards: Cards
    var log: EventLog?

    init(folder: String, cards: Cards) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        paths = names.filter { $0.lowercased().hasSuffix(".jpg") }.sorted().map { folder + "/" + $0 }
        self.cards = cards
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { paths.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let started = g_get_monotonic_time()
        let photo = CardPhoto.file(paths[index])
        let ready = koloda.isPhotoDecoded(photo)
        let card: UnsafeMutablePointer<GtkWidget>
        switch cards {
        case .naive:
            card = gtk_picture_new_for_filename(paths[index])!
            gtk_picture_set_content_fit(OpaquePointer(card), GTK_CONTENT_FIT_COVER)
        case .photos:
            card = koloda.photoCard(photo)
        case .drawn:
            card = Self.drawnCard(index)
        }
        let milliseconds = Double(g_get_monotonic_time() - started) / 1000
        log?.write("card", ["index": .integer(index), "ms": .number(milliseconds), "ready": .integer(ready ? 1 : 0)])
        return card
    }

    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
        if cards == .photos { koloda.prefetchPhotos(indexes.map { .file(paths[$0]) }) }
    }

    /// A card drawn with cairo, as the demo's places are: a gradient and a label.
    static func drawnCard(_ index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let picture = gtk_drawing_area_new()!
        gtk_widget_set_vexpand(picture, 1)
        gtk_drawing_area_set_draw_func(
            Gtk.cast(picture),
            { _, cairo, width, height, data in
                let hue = Double(Int(bitPattern: data) % 12) / 12
                let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))
                cairo_pattern_add_color_stop_rgb(gradient, 0, 0.2 + 0.6 * hue, 0.5, 0.9 - 0.6 * hue)
                cairo_pattern_add_color_stop_rgb(gradient, 1, 0.1, 0.2, 0.3)
                cairo_set_source(cairo, gradient)
                cairo_paint(cairo)
                cairo_pattern_destroy(gradient)
            }, UnsafeMutableRawPointer(bitPattern: index + 1), nil)
        gtk_box_append(Gtk.cast(card), picture)
        gtk_box_append(Gtk.cast(card), gtk_label_new("Card \(index + 1)"))
        return card
    }
}

var cards = PhotoBench.Cards.photos
var loops = false
var bench: PhotoBench!
var probe: AppProbe?
let app = Application(id: "org.koloda.PhotoBench", title: "Photo benchmark", width: 460, height: 780) { window in
    var options = DeckOptions.stacked
    options.isLoop = loops
    let koloda = try KolodaView(options: options)
    koloda.cardAspectRatio = 0.75
    probe = AppProbe(window: window.widget, koloda: koloda, events: true, frameStats: !loops)
    bench.log = probe?.log
    koloda.delegate = bench
    koloda.dataSource = bench
    window.setChild(koloda.widget)
    gtk_window_set_resizable(window.pointer, 0)
    gtk_window_present(Gtk.cast(window.widget))
    gtk_widget_grab_focus(koloda.widget)
    probe?.start()
}
app.addOptions(
    [
        ApplicationOption("naive", "Plain GtkPictures, as a first deck would make, instead of photo cards"),
        ApplicationOption("drawn", "Drawn cards instead of photos"),
        ApplicationOption("loop", "Loop the deck, for runs of thousands of swipes"),
        ApplicationOption("size", "The window's size", argument: .string(placeholder: "WxH")),
    ], files: "FOLDER", summary: "Photo cards measured: frame times, decode ahead and memory, with app events on standard output.")
app.onLocalOptions = { options in
    guard let folder = options.files.first, options.files.count == 1 else {
        FileHandle.standardError.write(Data("koloda-photo-bench: one FOLDER, please (--help)\n".utf8))
        return 2
    }
    guard !(options.isSet("naive") && options.isSet("drawn")) else {
        FileHandle.standardError.write(Data("koloda-photo-bench: --naive or --drawn, not both\n".utf8))
        return 2
    }
    cards = options.isSet("naive") ? .naive : options.isSet("drawn") ? .drawn : .photos
    loops = options.isSet("loop")
    if let text = options.string("size") {
        guard let size = WindowSize.parse(text, minimum: (1, 1)) else {
            FileHandle.standardError.write(Data("koloda-photo-bench: --size takes WxH\n".utf8))
            return 2
        }
        app.windowSize = size
    }
    bench = PhotoBench(folder: folder, cards: cards)
    return nil
}
app.run()
