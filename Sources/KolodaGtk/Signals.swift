// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk

/// Holds a Swift closure for the lifetime of a GLib signal connection.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@discardableResult
private func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, trampoline: GCallback) -> gulong {
    let box = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
    return koloda_signal_connect(instance, signal, trampoline, box, releaseBox)
}

private func unbox<Handler>(_ data: gpointer?) -> Handler {
    (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! ClosureBox<Handler>).handler
}

/// Connects a handler for a signal whose only argument is the instance (`clicked`, `destroy`).
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping () -> Void) {
    let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        (unbox(data) as () -> Void)()
    }
    connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
}

/// Connects a handler for a signal with one pointer argument after the instance, which the
/// handler ignores (`notify::…`, a gesture's `cancel`). Returns the handler's id.
@discardableResult
package func connectSignalIgnoringArgument(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping () -> Void) -> gulong {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        (unbox(data) as () -> Void)()
    }
    return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
}

/// Connects a handler for a signal with two doubles (`drag-begin`, `drag-update`, `drag-end`).
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping (Double, Double) -> Void) {
    let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
        (unbox(data) as (Double, Double) -> Void)(x, y)
    }
    connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
}

/// Connects a handler for GtkEventControllerKey's `key-pressed`; it returns whether it handled the key.
func connectKeyPressed(_ instance: UnsafeMutableRawPointer, _ handler: @escaping (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool) {
    let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
        (unbox(data) as (UInt32, GdkModifierType) -> Bool)(keyval, state) ? 1 : 0
    }
    connect(instance, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
}

/// The raw pointer of any GObject-derived pointer, for the helpers above.
package func raw<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// The raw pointer of an opaque GObject-derived pointer.
package func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// A GObject pointer as a pointer to another class in its hierarchy (a widget as a GtkBox, an
/// application as a GApplication): GTK's `GTK_BOX()`-style cast macros are not imported into
/// Swift. The caller knows the instance is of that class.
package func gtkCast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
