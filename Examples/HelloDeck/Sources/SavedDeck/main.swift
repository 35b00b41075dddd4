import Foundation
import KolodaAppSupport
import KolodaGtk

/// Five places; what the user liked and where they were survive a restart, a crash or a kill.
@MainActor
final class Places: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    let names = ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi"]
    let file = URL(fileURLWithPath: String(cString: g_get_user_state_dir()))
        .appendingPathComponent("saved-deck/state.json")

    /// What the app saves: the deck's state, and its own data as of that state.
    struct Saved: Codable {
        var deck: DeckState
        var liked: [Int]
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { names.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        gtk_label_new(names[index])
    }

    // Every swipe and every undo is announced exactly once: save after each.
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        save(koloda)
    }

    func koloda(_ koloda: KolodaView, didRewindTo index: Int) {
        save(koloda)
    }

    func save(_ koloda: KolodaView) {
        let deck = koloda.deckState
        let liked = deck.history.filter { $0.direction == .right }.map(\.index)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomic: a temporary file, then a rename over the old one.
            try JSONEncoder().encode(Saved(deck: deck, liked: liked)).write(to: file, options: .atomic)
        } catch {
            print("could not save: \(error)")
        }
    }

    func restore(_ koloda: KolodaView) {
        guard let data = try? Data(contentsOf: file) else { return }  // nothing saved yet
        do {
            let saved = try JSONDecoder().decode(Saved.self, from: data)
            try koloda.restoreDeckState(saved.deck)
            print("welcome back: \(saved.liked.map { names[$0] }) liked")
        } catch {
            // Keep what cannot be read, and start afresh.
            try? FileManager.default.moveItem(at: file, to: file.appendingPathExtension("unreadable"))
            print("starting afresh: \(error)")
        }
    }
}

let places = Places()
let app = Application(id: "org.example.SavedDeck", title: "Places") { window in
    let koloda = try KolodaView()
    koloda.delegate = places
    places.restore(koloda)  // before the data source: the first card shown is the saved one
    koloda.dataSource = places
    window.setChild(koloda.widget)
}
app.run()
