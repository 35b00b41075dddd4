// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaEngine
import KolodaGtk
import KolodaScenario

/// `koloda-demo --photos DIR`: the JPEG, PNG and WebP photos of a folder as a deck, to sort.
/// Swipe right to keep, left to pass. The photos are never moved or changed: the decisions go to
/// a plain text file, `$XDG_STATE_HOME/koloda-places/photo-decisions.txt`, rewritten atomically
/// after every swipe and undo. The folder is revealed a page at a time, when the deck nears its end.
@MainActor
final class PhotoFolderDeck: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate, DemoDeck {
    static let pageSize = 24
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp"]

    let folder: String
    let log: EventLog
    let decisions: String
    /// Every photo of the folder, by name.
    private let paths: [String]
    /// How many of them the deck has been given.
    private(set) var count = 0
    var onLikesChanged: (Int) -> Void = { _ in }
    var onRunOut: (Bool) -> Void = { _ in }
    var answers = DeckConfiguration()

    /// Whether cards are plain `GtkPicture`s of the files (`--naive-photos`), for comparison.
    let naive: Bool
    /// Whether each card's making is measured (`--frame-stats`).
    let measures: Bool

    init(folder: String, log: EventLog, naive: Bool = false, measures: Bool = false) throws {
        self.folder = folder
        self.log = log
        self.naive = naive
        self.measures = measures
        decisions = String(cString: g_get_user_state_dir()) + "/koloda-places/photo-decisions.txt"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        paths = names.filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }
        count = min(Self.pageSize, paths.count)
    }

    func connect(_ koloda: KolodaView) {
        koloda.delegate = self
        koloda.dataSource = self
    }

    func restore(_ koloda: KolodaView) {}

    func startOver(_ koloda: KolodaView) {
        onLikesChanged(0)
        onRunOut(false)
        koloda.resetCurrentCardIndex()
        record(koloda)
    }

    // MARK: Data source

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { answers.dragSpeed }

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
        if measures {
            let milliseconds = Double(g_get_monotonic_time() - started) / 1000
            log.write("card", ["index": .integer(index), "ms": .number(milliseconds), "ready": .integer(ready ? 1 : 0)])
        }
        return card
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlay(right: "KEEP", left: "PASS") }

    func koloda(_ koloda: KolodaView, accessibleLabelForCardAt index: Int) -> String? { (paths[index] as NSString).lastPathComponent }

    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
        guard !naive else { return }
        koloda.prefetchPhotos(indexes.map { .file(paths[$0]) })
    }

    func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) {
        koloda.cancelPrefetchingPhotos(indexes.map { .file(paths[$0]) })
    }

    // MARK: Delegate

    func kolodaIsNearEnd(_ koloda: KolodaView, remainingCards: Int) {
        guard count < paths.count else { return }
        let start = count
        count = min(count + Self.pageSize, paths.count)
        log.write("page", ["start": .integer(start), "end": .integer(count)])
        try? koloda.insertCardAtIndexRange(start..<count, animated: false)
    }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        record(koloda)
    }

    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {
        onRunOut(false)
        record(koloda)
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        onRunOut(true)
    }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        answers.allowedDirections.directions(for: index)
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { answers.appearAnimation }

    /// Writes the decisions so far, one a line (`keep` or `pass`, a tab, the photo's path), and
    /// shows how many photos are kept.
    private func record(_ koloda: KolodaView) {
        let history = koloda.deckState.history
        var text = "# Decisions on the photos of \(folder), in the order they were made\n"
        for swipe in history { text += "\(swipe.direction == .right ? "keep" : "pass")\t\(paths[swipe.index])\n" }
        if let problem = SavedState.replace(decisions, with: Data(text.utf8)) {
            FileHandle.standardError.write(Data("koloda-demo: \(problem)\n".utf8))
        }
        onLikesChanged(history.count { $0.direction == .right })
    }
}
