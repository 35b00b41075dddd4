import KolodaAppSupport
import KolodaGtk
import KolodaTune

/// Five places, a card each; LIKE and NOPE stamps show while a card is dragged.
final class Places: KolodaViewDataSource, KolodaDelegate {
    let names = ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi"]

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { names.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        gtk_label_new(names[index])  // any widget: the deck gives it the card look
    }

    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        TextOverlayView()  // LIKE to the right, NOPE to the left
    }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        print("\(names[index]): \(direction == .right ? "liked" : "passed")")
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        print("That was every place.")
    }
}

let places = Places()
let app = Application(id: "org.example.Places", title: "Places") { window in
    let koloda = try KolodaView(options: .stacked)  // GTK owns it once it is in the window
    koloda.delegate = places
    koloda.dataSource = places  // loads the cards
    window.setChild(koloda.widget)
    TunePanel.attach(to: koloda)  // Ctrl+Shift+T opens the Tune panel for this deck
}
app.run()
