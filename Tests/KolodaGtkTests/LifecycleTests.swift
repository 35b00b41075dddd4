// SPDX-License-Identifier: MIT

import CKolodaGtk
import Foundation
import Testing

@testable import KolodaGtk

/// The widget's lifecycle, with a real GTK on a display (`make test` runs these under Xvfb).
@MainActor
@Suite("KolodaView's lifecycle")
struct LifecycleTests {
    /// Ten label cards; records every event it hears.
    final class Cards: @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
        var events: [String] = []
        /// The cards the view asked for, in order.
        var asked: [Int] = []
        func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 10 }
        func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
            asked.append(index)
            return gtk_label_new("Card \(index)")
        }
        func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { events.append("didShow \(index)") }
        func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) { events.append("didSwipe \(index)") }
    }

    /// Runs the GTK main loop for a while.
    func iterate(seconds: Double) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while g_get_monotonic_time() < end { g_main_context_iteration(nil, 0) }
    }

    @Test("Before GTK is ready a view throws, in a process of its own where nothing has initialized GTK")
    func beforeGTK() throws {
        if ProcessInfo.processInfo.environment["KOLODA_BEFORE_GTK"] != nil {
            // The process of its own: the test runner ran only this test.
            #expect(gtk_is_initialized() == 0)
            #expect(throws: KolodaViewError.gtkNotInitialized) { try KolodaView() }
            #expect("\(KolodaViewError.gtkNotInitialized)".contains("activate handler"))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "LifecycleTests/beforeGTK"]
        process.environment = ProcessInfo.processInfo.environment.merging(["KOLODA_BEFORE_GTK": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("Test run with 1 test") && text.contains("passed"), "\(text)")
    }

    @Test("After the window is destroyed, the view and every card widget are finalized")
    func lifecycle() throws {
        try #require(gtk_init_check() != 0, "these tests need a display: run them with make test, which starts Xvfb")

        let cards = Cards()
        let window = gtk_window_new()!
        gtk_window_set_default_size(Gtk.cast(window), 400, 600)
        var view: KolodaView? = try KolodaView()
        weak let weakView = view
        let counter = view!.drawing.finalizedCounter
        view!.delegate = cards
        view!.dataSource = cards  // loads the cards: set the delegate first to hear the first didShow
        gtk_window_set_child(Gtk.cast(window), view!.widget)
        var deckFinalized = false
        withUnsafeMutablePointer(to: &deckFinalized) { flag in
            g_object_weak_ref(koloda_object(view!.widget), { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
            gtk_window_present(Gtk.cast(window))
            iterate(seconds: 1.5)
            #expect(counter.created >= 3 && counter.created - counter.finalized == 3, "the three visible cards have widgets")
            view!.swipe(.right)
            iterate(seconds: 0.1)
            view = nil
            #expect(weakView != nil, "GTK owns the view through its widget")

            gtk_window_destroy(Gtk.cast(window))
            let eventsAtDestroy = cards.events
            iterate(seconds: 1.5)
            #expect(weakView == nil, "the view went with its widget")
            #expect(flag.pointee, "the deck widget was finalized")
            #expect(counter.created == counter.finalized, "every card widget was finalized (\(counter.created) made)")
            #expect(cards.events == eventsAtDestroy, "no callback after the window was destroyed: \(cards.events)")
        }
        #expect(cards.events.starts(with: ["didShow 0", "didSwipe 0"]))
    }

    @Test("The app's reduced-motion choice overrides the desktop's through new options; actions reach actionHandler in deck time")
    func reducedMotionAndActions() throws {
        try #require(gtk_init_check() != 0, "these tests need a display: run them with make test, which starts Xvfb")
        let cards = Cards()
        let window = gtk_window_new()!
        gtk_window_set_default_size(Gtk.cast(window), 400, 600)
        let view = try KolodaView()
        view.cardAspectRatio = 0.5
        view.dataSource = cards
        gtk_window_set_child(Gtk.cast(window), view.widget)
        gtk_window_present(Gtk.cast(window))
        defer { gtk_window_destroy(Gtk.cast(window)) }
        iterate(seconds: 0.3)
        let desktop = view.options.reduceMotion
        view.reduceMotion = !desktop
        #expect(view.options.reduceMotion == !desktop)
        var options = view.options
        options.reduceMotion = desktop
        options.countOfVisibleCards = 2
        try view.setOptions(options)
        #expect(view.options.reduceMotion == !desktop && view.options.countOfVisibleCards == 2)
        view.reduceMotion = nil
        #expect(view.options.reduceMotion == desktop)

        let frame = view.deckFrame
        let width = Double(gtk_widget_get_width(view.widget))
        #expect(frame.origin.x > 0 && frame.origin.x * 2 + frame.size.width == width, "a narrower frame, centred: \(frame) in \(width)")
        var actions: [TimedDeckAction] = []
        view.actionHandler = { actions.append($0) }
        let before = view.clock
        view.swipe(.left)
        _ = try? view.showCard(at: 99)
        #expect(actions.map(\.action) == [.swipe(.left, force: false)], "the refused jump is not reported")
        #expect(actions.allSatisfy { $0.time >= before && $0.time <= view.clock })
    }

    @Test("A state restored before the data source is set: the first card the view asks for and announces is the saved one")
    func restoreBeforeTheFirstLoad() throws {
        try #require(gtk_init_check() != 0, "these tests need a display: run them with make test, which starts Xvfb")
        let cards = Cards()
        let window = gtk_window_new()!
        gtk_window_set_default_size(Gtk.cast(window), 400, 600)
        let view = try KolodaView()
        view.delegate = cards
        let saved = DeckState(currentIndex: 6, count: 10, history: (0..<6).map { DeckState.Swipe(index: $0, direction: .left) })
        try view.restoreDeckState(saved)
        view.dataSource = cards
        gtk_window_set_child(Gtk.cast(window), view.widget)
        gtk_window_present(Gtk.cast(window))
        defer { gtk_window_destroy(Gtk.cast(window)) }
        iterate(seconds: 0.5)
        #expect(cards.asked.sorted() == [6, 7, 8], "only the saved card's window: \(cards.asked)")
        #expect(cards.events == ["didShow 6"])
        #expect(view.revertAction())
        iterate(seconds: 0.6)
        #expect(view.currentCardIndex == 5 && cards.asked.contains(5))
    }
}
