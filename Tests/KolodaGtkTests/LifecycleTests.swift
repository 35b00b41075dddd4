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

    @Test("After the window is destroyed, the view and every card widget are finalized, and no callback runs")
    func lifecycle() throws {
        let cards = Cards()
        var deckWindow: DeckWindow? = try DeckWindow {
            $0.delegate = cards
            $0.dataSource = cards  // loads the cards: set the delegate first to hear the first didShow
        }
        var view: KolodaView? = deckWindow!.view
        weak let weakView = view
        let counter = view!.finalizedCounter
        let frames = deckWindow!.frames
        var deckFinalized = false
        withUnsafeMutablePointer(to: &deckFinalized) { flag in
            g_object_weak_ref(koloda_object(view!.widget), { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
            deckWindow!.settle()
            #expect(counter.created >= 3 && counter.created - counter.finalized == 3, "the three visible cards have widgets")
            view!.swipe(.right)
            deckWindow!.step(0.1)
            #expect(frames.isRunning, "the card is flying off")
            view = nil
            #expect(weakView != nil, "GTK owns the view through its widget")

            deckWindow!.destroy()
            deckWindow = nil
            let eventsAtDestroy = cards.events
            // The view is let go of from the main loop once the dispose under way has returned
            // (an app may let go of the deck from inside one of its callbacks).
            DeckWindow.iterate(until: "the deck widget is finalized and its view let go of") { flag.pointee && weakView == nil }
            #expect(weakView == nil, "the view went with its widget")
            #expect(counter.created == counter.finalized, "every card widget was finalized (\(counter.created) made)")
            #expect(!frames.isRunning, "no frame is asked for after the widget is gone")
            frames.run(for: 2)
            #expect(cards.events == eventsAtDestroy, "no callback after the window was destroyed: \(cards.events)")
        }
        #expect(cards.events.starts(with: ["didShow 0", "didSwipe 0"]))
    }

    @Test("The card's shape chosen from the widget's room follows the widget's size, in place of the one ratio")
    func cardShapeFromTheRoom() throws {
        for (width, height, ratio) in [(900, 500, 1.5), (500, 700, 0.75)] {
            let cards = Cards()
            var rooms: [Size] = []
            let deckWindow = try DeckWindow(width: Int32(width), height: Int32(height)) {
                $0.cardAspectRatio = 0.75
                $0.cardAspectRatioForRoom = { room in
                    rooms.append(room)
                    return room.width > room.height * 4 / 3 ? 1.5 : nil
                }
                $0.dataSource = cards
            }
            defer { deckWindow.destroy() }
            let view = deckWindow.view
            deckWindow.settle()
            let card = view.deck.options.layout.frame(forSlot: 0, visibleCount: view.options.countOfVisibleCards, in: view.deck.bounds)
            #expect(abs(card.size.width / card.size.height - ratio) < 0.01, "\(width) x \(height): \(card); nil falls back to cardAspectRatio")
            #expect(rooms.last == Size(width: Double(gtk_widget_get_width(view.widget)), height: Double(gtk_widget_get_height(view.widget))))
        }
    }

    @Test("By default a card is at most three quarters as wide as it is tall, centred, in a wide window; nil lets it fill the widget")
    func maximumCardShape() throws {
        let cards = Cards()
        let deckWindow = try DeckWindow(width: 1000, height: 500) {
            $0.maximumCardAspectRatio = 0.75
            $0.dataSource = cards
        }
        defer { deckWindow.destroy() }
        let view = deckWindow.view
        deckWindow.settle()
        let (width, height) = (Double(gtk_widget_get_width(view.widget)), Double(gtk_widget_get_height(view.widget)))
        var card = view.deck.options.layout.frame(forSlot: 0, visibleCount: view.options.countOfVisibleCards, in: view.deck.bounds)
        #expect(abs(card.size.width / card.size.height - 0.75) < 0.01 && view.deck.bounds.height == height, "\(card) in \(view.deck.bounds)")
        #expect(abs(view.deckFrame.origin.x + view.deckFrame.size.width / 2 - width / 2) < 0.5, "centred: \(view.deckFrame) in \(width)")
        view.maximumCardAspectRatio = nil
        deckWindow.settle()
        card = view.deck.options.layout.frame(forSlot: 0, visibleCount: view.options.countOfVisibleCards, in: view.deck.bounds)
        #expect(card.size.width == width)
    }

    @Test("The app's reduced-motion choice overrides the desktop's and is no deck option; actions reach actionHandler in deck time")
    func reducedMotionAndActions() throws {
        let cards = Cards()
        let deckWindow = try DeckWindow {
            $0.cardAspectRatio = 0.5
            $0.dataSource = cards
        }
        defer { deckWindow.destroy() }
        let view = deckWindow.view
        deckWindow.settle()
        let desktop = view.reducesMotion
        view.reduceMotion = !desktop
        #expect(view.reducesMotion == !desktop && view.deck.reducesMotion == !desktop)
        var options = view.options
        options.countOfVisibleCards = 2
        try view.setOptions(options)
        #expect(view.deck.reducesMotion == !desktop && view.options.countOfVisibleCards == 2, "new options leave reduced motion alone")
        view.reduceMotion = true
        view.swipe(.left)
        #expect(!view.isAnimating && view.currentCardIndex == 1, "with reduced motion the swipe is over at once")
        view.reduceMotion = nil
        #expect(view.deck.reducesMotion == desktop)

        let frame = view.deckFrame
        let width = Double(gtk_widget_get_width(view.widget))
        #expect(frame.origin.x > 0 && frame.origin.x * 2 + frame.size.width == width, "a narrower frame, centred: \(frame) in \(width)")
        var actions: [TimedDeckAction] = []
        view.actionHandler = { actions.append($0) }
        deckWindow.frames.advance(by: 0.25)
        let before = view.clock
        view.swipe(.left)
        _ = try? view.showCard(at: 99)
        #expect(actions.map(\.action) == [.swipe(.left, force: false)], "the refused jump is not reported")
        #expect(actions.map(\.time) == [before], "at the view's clock: \(actions.map(\.time)) vs \(before)")
    }

    @Test("A state restored before the data source is set: the first card the view asks for and announces is the saved one")
    func restoreBeforeTheFirstLoad() throws {
        let cards = Cards()
        let saved = DeckState(currentIndex: 6, count: 10, history: (0..<6).map { DeckState.Swipe(index: $0, direction: .left) })
        let deckWindow = try DeckWindow { view in
            view.delegate = cards
            try view.restoreDeckState(saved)
            view.dataSource = cards
        }
        defer { deckWindow.destroy() }
        deckWindow.settle()
        #expect(cards.asked.sorted() == [6, 7, 8], "only the saved card's window: \(cards.asked)")
        #expect(cards.events == ["didShow 6"])
        #expect(deckWindow.view.revertAction())
        deckWindow.settle()
        #expect(deckWindow.view.currentCardIndex == 5 && cards.asked.contains(5))
        #expect(cards.events == ["didShow 6", "didShow 5"], "\(cards.events)")
    }
}
