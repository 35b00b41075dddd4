// SPDX-License-Identifier: MIT

import CKolodaGtk
import KolodaHost
import Testing

@testable import KolodaGtk

/// The Swift `KolodaView` and the GObject `KolodaDeck` are one host: a view made in Swift is a
/// `KolodaDeck` with its signals and properties. (That Swift's main actor runs on GLib's loop is
/// checked by Examples/HelloDeck's MainActorDeck: this process's main thread runs the test
/// runner's dispatch loop, which drains the main queue itself.)
@MainActor
@Suite("KolodaView as KolodaDeck")
struct GObjectFaceTests {
    final class Cards: @MainActor KolodaViewDataSource {
        var count = 6
        func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
        func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> { gtk_label_new("\(index)") }
    }

    /// Counts a signal's emissions with a `guint` and an enum argument, or one `guint`.
    final class Counter {
        var heard: [(UInt32, Int32)] = []
    }

    /// Releases a counter when its signal handler goes (with the widget).
    private let release: GClosureNotify = { data, _ in Unmanaged<Counter>.fromOpaque(data!).release() }

    @Test("A view made in Swift is a KolodaDeck: its swipes and undos are its swiped and rewound signals, once each")
    func swiftViewEmitsSignals() throws {
        let cards = Cards()
        let window = try DeckWindow { $0.dataSource = cards }
        defer { window.destroy() }
        #expect(
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(window.view.widget).assumingMemoryBound(to: GTypeInstance.self), koloda_deck_get_type()) != 0)
        let swiped = Counter()
        let rewound = Counter()
        let onSwiped: @convention(c) (gpointer?, guint, Int32, gpointer?) -> Void = { _, index, direction, data in
            Unmanaged<Counter>.fromOpaque(data!).takeUnretainedValue().heard.append((index, direction))
        }
        let onRewound: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, data in
            Unmanaged<Counter>.fromOpaque(data!).takeUnretainedValue().heard.append((index, -1))
        }
        let handlers = [
            koloda_signal_connect(
                window.view.widget, "swiped", unsafeBitCast(onSwiped, to: GCallback.self), Unmanaged.passRetained(swiped).toOpaque(), release),
            koloda_signal_connect(
                window.view.widget, "rewound", unsafeBitCast(onRewound, to: GCallback.self), Unmanaged.passRetained(rewound).toOpaque(), release),
        ]
        #expect(handlers.allSatisfy { $0 != 0 })
        #expect(window.view.swipe(.right))
        #expect(window.view.swipe(.left))
        window.step(1)
        #expect(window.view.revertAction())
        window.step(1)
        #expect(swiped.heard.map(\.0) == [0, 1])
        #expect(swiped.heard.map(\.1) == [Int32(KOLODA_DIRECTION_RIGHT.rawValue), Int32(KOLODA_DIRECTION_LEFT.rawValue)])
        #expect(rewound.heard.map(\.0) == [1])
        #expect(koloda_deck_get_current_index(OpaquePointer(window.view.widget)) == 1)
        #expect(koloda_deck_get_can_undo(OpaquePointer(window.view.widget)) != 0)
    }

    @Test("Options set from Swift notify their properties, and only those that changed")
    func swiftOptionsNotifyProperties() throws {
        let window = try DeckWindow()
        defer { window.destroy() }
        let notified = Counter()
        let onNotify: @convention(c) (gpointer?, UnsafeMutablePointer<GParamSpec>?, gpointer?) -> Void = { _, spec, data in
            let name = String(cString: g_param_spec_get_name(spec))
            Unmanaged<Counter>.fromOpaque(data!).takeUnretainedValue().heard.append((UInt32(name.count), name == "visible-cards" ? 1 : 0))
        }
        koloda_signal_connect(
            window.view.widget, "notify", unsafeBitCast(onNotify, to: GCallback.self), Unmanaged.passRetained(notified).toOpaque(), release)
        let before = notified.heard.count
        var options = window.view.options
        options.countOfVisibleCards = 5
        try window.view.setOptions(options)
        try window.view.setOptions(options)
        #expect(notified.heard.count == before + 1)
        #expect(notified.heard.last?.1 == 1)
    }

    /// Swift's test runner runs the main actor on a thread libdispatch lends it, not the process's
    /// first thread, and not always the same one: the deck knows GTK's thread by the main queue.
    @Test("Swift's main actor is GTK's thread for the deck, wherever it runs; a thread of the pool is not")
    func mainActorIsGtkThread() async {
        #expect(kolodaSwiftRunsMainQueue() == 1)
        #expect(koloda_on_gtk_thread("the main actor") != 0)
        let elsewhere = await Task.detached { kolodaSwiftRunsMainQueue() }.value
        #expect(elsewhere == 0)
    }
}
