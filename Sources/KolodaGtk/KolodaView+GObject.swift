// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
// libdispatch, whose main queue (where Swift's main actor runs its jobs) `KolodaDeck` drains from
// GLib's main loop: imported so that every program using the deck links it.
import Dispatch
import KolodaEngine

extension KolodaView {
    /// What the `KolodaDeck` widget calls, once its C side has checked the thread and the
    /// arguments: GTK's measuring, allocating, drawing and disposing, and the deck's GObject API.
    static func callbacks(for view: KolodaView) -> KolodaDeckCallbacks {
        KolodaDeckCallbacks(
            context: Unmanaged.passRetained(view).toOpaque(),
            measure: { context, orientation, _, minimum, natural in
                MainActor.assumeIsolated { KolodaView.owner(context).measure(orientation, minimum: minimum!, natural: natural!) }
            },
            size_allocate: { context, width, height, _ in
                MainActor.assumeIsolated { KolodaView.owner(context).allocate(width: Int(width), height: Int(height)) }
            },
            snapshot: { context, snapshot in
                MainActor.assumeIsolated { KolodaView.owner(context).snapshot(snapshot!) }
            },
            dispose: { context in
                // The app may let go of the deck from inside one of its callbacks, with the view's
                // code under way: the view is let go of once that has returned.
                MainActor.assumeIsolated { KolodaView.owner(context).dispose() }
                koloda_free_later({ Unmanaged<KolodaView>.fromOpaque($0!).release() }, context)
            },
            get_property: { context, id, value in
                MainActor.assumeIsolated { KolodaView.owner(context).face.get(Int(id), value!) }
            },
            set_property: { context, id, value in
                MainActor.assumeIsolated { KolodaView.owner(context).face.set(Int(id), value!) }
            },
            bind_model: { context, model, create, data, free in
                MainActor.assumeIsolated { KolodaView.owner(context).face.bind(model, create: create, data: data, free: free) }
            },
            set_create_overlay_func: { context, create, data, free in
                MainActor.assumeIsolated { KolodaView.owner(context).face.setOverlayFunction(create, data: data, free: free) }
            },
            swipe: { context, direction in
                MainActor.assumeIsolated { KolodaView.owner(context).face.swipe(direction) ? 1 : 0 }
            },
            undo: { context in
                MainActor.assumeIsolated { KolodaView.owner(context).face.undo() ? 1 : 0 }
            },
            activate: { context, action in
                MainActor.assumeIsolated { KolodaView.owner(context).face.activate(action) }
            },
            save_state: { context in
                let state = MainActor.assumeIsolated { KolodaView.owner(context).face.saveState() }
                return g_strdup(state)
            },
            restore_state: { context, state, gerror in
                MainActor.assumeIsolated {
                    do throws(DeckObjectFace.FaceError) {
                        try KolodaView.owner(context).face.restoreState(String(cString: state!))
                        return 1
                    } catch {
                        g_set_error_literal(gerror, koloda_deck_error_quark(), Int32(KOLODA_DECK_ERROR_INVALID_STATE.rawValue), error.message)
                        return 0
                    }
                }
            })
    }

    private static func owner(_ context: UnsafeMutableRawPointer?) -> KolodaView {
        Unmanaged<KolodaView>.fromOpaque(context!).takeUnretainedValue()
    }
}

/// A `KolodaDeck` made from C, Python, JavaScript, Vala or a GtkBuilder file makes its
/// `KolodaView` as it is constructed, on the main thread (GTK's), with the default options.
@_cdecl("_koloda_swift_attach")
func kolodaSwiftAttach(_ deck: UnsafeMutablePointer<GtkWidget>) {
    // The C side calls on the main thread only: the widget does not cross threads.
    nonisolated(unsafe) let widget = deck
    MainActor.assumeIsolated {
        guard gtk_is_initialized() != 0 else {
            return koloda_critical("KolodaDeck", "GTK is not initialized (no display?): call gtk_init() before making a deck")
        }
        do {
            _ = try KolodaView(adopting: widget, options: DeckOptions(), frames: nil)
        } catch {
            koloda_critical("KolodaDeck", "the deck could not start: \(error)")
        }
    }
}

/// Whether the calling thread runs libdispatch's main queue now, which is where Swift's main actor
/// runs its jobs: on the process's first thread in an app, but on whichever thread libdispatch
/// lends it in Swift's test runner, which may change from one job to the next. `KolodaDeck` takes
/// such a thread for GTK's, as Swift's main-actor checks do.
@_cdecl("_koloda_swift_runs_main_queue")
func kolodaSwiftRunsMainQueue() -> Int32 {
    MainQueueMark.isCurrent ? 1 : 0
}

/// A mark on libdispatch's main queue, which a thread finds only while it runs that queue.
private enum MainQueueMark {
    static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}

/// The options' properties, installed when the `KolodaDeck` class is made.
@_cdecl("_koloda_swift_install_options")
func kolodaSwiftInstallOptions(_ klass: UnsafeMutablePointer<GObjectClass>) {
    OptionProperty.install(on: klass)
}

/// The events' signals, installed when the `KolodaDeck` class is made.
@_cdecl("_koloda_swift_install_events")
func kolodaSwiftInstallEvents(_ klass: UnsafeMutablePointer<GObjectClass>) {
    EventSignal.install(on: klass)
}
