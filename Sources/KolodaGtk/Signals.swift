// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk

// Helpers for building a card's content from Swift: GTK's signal macros and its class casts
// (`g_signal_connect`, `GTK_WIDGET()`, …) are not imported, so these stand in for them, in the
// `Gtk` namespace.

/// Holds a Swift closure for the lifetime of a GLib signal connection.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects `trampoline` to `signal` of `instance`, with `handler` as its data, kept until the
/// instance is finalized or the handler disconnected: what every signal helper does, here and in
/// the apps' own (KolodaAppSupport).
@discardableResult
package func connectClosure<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, trampoline: GCallback) -> gulong {
    let box = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
    return koloda_signal_connect(instance, signal, trampoline, box, releaseBox)
}

/// The handler that ``connectClosure(_:_:_:trampoline:)`` gave a trampoline as its data.
package func unbox<Handler>(_ data: gpointer?) -> Handler {
    (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! ClosureBox<Handler>).handler
}

/// Stand-ins for what GTK's C API has as macros, which Swift does not import: connecting a
/// closure to a signal (`g_signal_connect`) and the class casts (`GTK_BOX()`, …).
public enum Gtk {
    /// Connects `handler` to a signal whose only argument is the instance, such as a button's
    /// `clicked` or a widget's `destroy`.
    ///
    /// The handler is kept until the instance is finalized or the handler disconnected, and runs on
    /// the main thread, where GTK emits its signals.
    ///
    /// ```swift
    /// let like = gtk_button_new_with_label("Like")!
    /// Gtk.connect(Gtk.raw(like), "clicked") { koloda.swipe(.right) }
    /// ```
    ///
    /// - Parameters:
    ///   - instance: The object that emits the signal (see ``raw(_:)-(UnsafeMutablePointer<Pointee>)``).
    ///   - signal: The signal's name.
    ///   - handler: Called on every emission.
    /// - Returns: The handler's id, for `g_signal_handler_disconnect`.
    @MainActor
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            MainActor.assumeIsolated { (unbox(data) as @MainActor () -> Void)() }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects `handler` to a signal with one pointer argument after the instance, which the
    /// handler does not need: a property's `notify::NAME` (a switch's `notify::active`), a gesture's
    /// `cancel`.
    ///
    /// - Parameters:
    ///   - instance: The object that emits the signal.
    ///   - signal: The signal's name.
    ///   - handler: Called on every emission.
    /// - Returns: The handler's id, for `g_signal_handler_disconnect`.
    @MainActor
    @discardableResult
    public static func connectIgnoringArgument(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void)
        -> gulong
    {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            MainActor.assumeIsolated { (unbox(data) as @MainActor () -> Void)() }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects `handler` to a signal with two doubles after the instance: a drag gesture's
    /// `drag-begin`, `drag-update` and `drag-end`, a click gesture's `pressed`-style coordinates.
    ///
    /// - Parameters:
    ///   - instance: The object that emits the signal.
    ///   - signal: The signal's name.
    ///   - handler: Called on every emission with the two doubles.
    /// - Returns: The handler's id, for `g_signal_handler_disconnect`.
    @MainActor
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, coordinates handler: @escaping @MainActor (Double, Double) -> Void
    )
        -> gulong
    {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            MainActor.assumeIsolated { (unbox(data) as @MainActor (Double, Double) -> Void)(x, y) }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects `handler` to a signal with one integer after the instance: a dialog's `response`.
    ///
    /// - Parameters:
    ///   - instance: The object that emits the signal.
    ///   - signal: The signal's name.
    ///   - handler: Called on every emission with the integer.
    /// - Returns: The handler's id, for `g_signal_handler_disconnect`.
    @MainActor
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, integer handler: @escaping @MainActor (Int32) -> Void)
        -> gulong
    {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            MainActor.assumeIsolated { (unbox(data) as @MainActor (Int32) -> Void)(value) }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects `handler` to a signal with an integer and two doubles after the instance: a click
    /// gesture's `pressed` and `released` (the number of presses, and where).
    ///
    /// - Parameters:
    ///   - instance: The gesture.
    ///   - signal: The signal's name.
    ///   - handler: Called on every emission with the count and the coordinates.
    /// - Returns: The handler's id, for `g_signal_handler_disconnect`.
    @MainActor
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, presses handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, count, x, y, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            MainActor.assumeIsolated { (unbox(data) as @MainActor (Int32, Double, Double) -> Void)(count, x, y) }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for GtkEventControllerKey's `key-pressed`; it returns whether it handled the key.
    @MainActor
    public static func connectKeyPressed(
        _ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool
    ) {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
            guard koloda_called_back_on_gtk_thread("a key handler") != 0 else { return 0 }
            return MainActor.assumeIsolated { (unbox(data) as @MainActor (UInt32, GdkModifierType) -> Bool)(keyval, state) ? 1 : 0 }
        }
        connectClosure(instance, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for GtkEventControllerLegacy's `event`: it gets each event (a
    /// `GdkEvent`) as the windowing system gave it, and returns whether to stop its propagation.
    @MainActor
    public static func connectEvent(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (_ event: OpaquePointer) -> Bool) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard koloda_called_back_on_gtk_thread("an event handler") != 0, let event else { return 0 }
            return MainActor.assumeIsolated { (unbox(data) as @MainActor (OpaquePointer) -> Bool)(event) ? 1 : 0 }
        }
        connectClosure(instance, "event", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for GtkEventControllerScroll's `scroll`: it gets the deltas and returns
    /// whether it took the scroll.
    @MainActor
    package static func connectScroll(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
            guard koloda_called_back_on_gtk_thread("a scroll handler") != 0 else { return 0 }
            return MainActor.assumeIsolated { (unbox(data) as @MainActor (Double, Double) -> Bool)(dx, dy) ? 1 : 0 }
        }
        connectClosure(instance, "scroll", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// The untyped pointer of a GObject, for the signal helpers and GLib's `gpointer` functions.
    ///
    /// - Parameter pointer: A widget, window or other GObject whose C type Swift imports as a struct
    ///   (`GtkWidget`, `GtkWindow`, `GtkApplication`, …).
    /// - Returns: The same address.
    public static func raw<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// The untyped pointer of a GObject whose C type Swift imports as opaque (`GtkLabel`,
    /// `GtkPicture`, a gesture, …).
    ///
    /// - Parameter pointer: The object.
    /// - Returns: The same address.
    public static func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// A GObject pointer as a pointer to another class in its hierarchy: a widget as a `GtkBox`, an
    /// application as a `GApplication`. It stands in for GTK's `GTK_BOX()`-style cast macros, which
    /// Swift does not import, and, like them, does not check: the instance must be of that class.
    ///
    /// ```swift
    /// let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
    /// gtk_box_append(Gtk.cast(box), gtk_label_new("Kyoto"))
    /// ```
    ///
    /// - Parameter pointer: The object.
    /// - Returns: The same address, typed as `To`.
    public static func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
    }
}
