// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk

// The photo benchmark's app (Benchmarks/photo_deck.py): the photos of a folder as a deck of
// photo cards (`KolodaView.photoCard(_:)`, decoded off the main thread at the size they are
// drawn), or with `--naive` of the plain `GtkPicture`s a first deck would make, measured the same
// way. Always reports events and frame measures (`AppProbe`), and a `card` event for each card
// made: the main-thread time it took and whether its photo was already decoded.
//
// usage: koloda-photo-bench [--naive] [--size WxH] FOLDER

@MainActor
final class PhotoBench: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    let paths: [String]
    let naive: Bool
    var log: EventLog?

    init(folder: String, naive: Bool) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        paths = names.filter { $0.lowercased().hasSuffix(".jpg") }.sorted().map { folder + "/" + $0 }
        self.naive = naive
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { paths.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let started = g_get_monotonic_time()
        let photo = CardPhoto.file(paths[index])
        let ready = koloda.isPhotoDecoded(photo)
        let card: UnsafeMutablePointer<GtkWidget>
        if naive {
            card = gtk_picture_new_for_filename(paths[index])!
            gtk_picture_set_content_fit(OpaquePointer(card), GTK_CONTENT_FIT_COVER)
        } else {
            card = koloda.photoCard(photo)
        }
        let milliseconds = Double(g_get_monotonic_time() - started) / 1000
        log?.write("card", ["index": .integer(index), "ms": .number(milliseconds), "ready": .integer(ready ? 1 : 0)])
        return card
    }

    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
        if !naive { koloda.prefetchPhotos(indexes.map { .file(paths[$0]) }) }
    }
}

var arguments = CommandLine.arguments.dropFirst()
let naive = arguments.contains("--naive")
arguments.removeAll { $0 == "--naive" }
var size = (width: 460, height: 780)
if let flag = arguments.firstIndex(of: "--size"), arguments.index(after: flag) < arguments.endIndex {
    let parts = arguments[arguments.index(after: flag)].split(separator: "x").compactMap { Int($0) }
    if parts.count == 2 { size = (parts[0], parts[1]) }
    arguments.removeSubrange(flag...arguments.index(after: flag))
}
guard let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: koloda-photo-bench [--naive] [--size WxH] FOLDER\n".utf8))
    exit(2)
}
let bench = PhotoBench(folder: folder, naive: naive)
var probe: AppProbe?
let app = Application(id: "org.koloda.PhotoBench", title: "Photo benchmark", width: size.width, height: size.height) { window in
    let koloda = try KolodaView(options: .stacked)
    koloda.cardAspectRatio = 0.75
    probe = AppProbe(window: window.widget, koloda: koloda, events: true, frameStats: true)
    bench.log = probe?.log
    koloda.delegate = bench
    koloda.dataSource = bench
    window.setChild(koloda.widget)
    gtk_window_set_resizable(window.pointer, 0)
    gtk_window_present(Gtk.cast(window.widget))
    gtk_widget_grab_focus(koloda.widget)
    probe?.start()
}
app.run()
