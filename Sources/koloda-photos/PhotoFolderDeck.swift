// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk

/// The JPEG, PNG and WebP photos of a folder as a deck, to sort. Swipe right to keep, left to
/// pass. The photos are never moved or changed: the decisions go to a plain text file,
/// `$XDG_STATE_HOME/koloda-photos/decisions.txt`, rewritten atomically after every swipe and undo.
/// The folder is revealed a page at a time, when the deck nears its end.
@MainActor
final class PhotoFolderDeck: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    static let pageSize = 24
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp"]

    let folder: String
    let log: EventLog
    let decisions: String
    /// Every photo of the folder, by name.
    private let paths: [String]
    /// How many of them the deck has been given.
    private(set) var count = 0
    /// Hears the number of kept photos.
    var onKeptChanged: (Int) -> Void = { _ in }
    /// Hears whether the deck has run out.
    var onRunOut: (Bool) -> Void = { _ in }

    init(folder: String, log: EventLog) throws {
        self.folder = folder
        self.log = log
        decisions = String(cString: g_get_user_state_dir()) + "/koloda-photos/decisions.txt"
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

    /// Starts again from the first photo, forgetting the decisions.
    func startOver(_ koloda: KolodaView) {
        onKeptChanged(0)
        onRunOut(false)
        koloda.resetCurrentCardIndex()
        saveDecisions(koloda)
    }

    // MARK: Data source

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        koloda.photoCard(.file(paths[index]))
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { TextOverlayView(texts: [.right: "KEEP", .left: "PASS"]) }

    func koloda(_ koloda: KolodaView, accessibleLabelForCardAt index: Int) -> String? { (paths[index] as NSString).lastPathComponent }

    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
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
        saveDecisions(koloda)
    }

    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {
        onRunOut(false)
        saveDecisions(koloda)
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        onRunOut(true)
    }

    /// Writes the decisions so far, one a line (`keep` or `pass`, a tab, the photo's path), and
    /// shows how many photos are kept.
    private func saveDecisions(_ koloda: KolodaView) {
        let history = koloda.deckState.history
        var text = "# Decisions on the photos of \(folder), in the order they were made\n"
        for swipe in history { text += "\(swipe.direction == .right ? "keep" : "pass")\t\(paths[swipe.index])\n" }
        if let problem = AtomicFile.replace(decisions, with: text, mode: 0o600) {
            FileHandle.standardError.write(Data("koloda-photos: \(problem)\n".utf8))
        }
        onKeptChanged(history.count { $0.direction == .right })
    }
}
