// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaGtk

/// The apps' own signals, beside the deck library's (`Gtk` in KolodaGtk): an application's
/// command line, options and files, its actions, a window's close request, a folder's changes.
extension Gtk {
    /// Connects `handler` to a signal with nothing after the instance that returns whether to
    /// stop the emission: a window's `close-request` (true keeps the window open).
    @MainActor
    @discardableResult
    package static func connectStopping(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Bool) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return 0 }
            return MainActor.assumeIsolated { (unbox(data) as @MainActor () -> Bool)() ? 1 : 0 }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for a GApplication signal with an object after the instance that returns
    /// an exit status: `command-line` (a `GApplicationCommandLine`; the launching process's status)
    /// and `handle-local-options` (the parsed options' `GVariantDict`; -1 to go on).
    @MainActor
    package static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, status handler: @escaping @MainActor (OpaquePointer) -> Int32)
    {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gint = { _, object, data in
            MainActor.assumeIsolated { (unbox(data) as @MainActor (OpaquePointer) -> Int32)(object!) }
        }
        connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for a signal with a `GVariant` after the instance: a `GSimpleAction`'s
    /// `activate`, with the action's parameter (`nil` for an action without one).
    @MainActor
    @discardableResult
    package static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, variant handler: @escaping @MainActor (OpaquePointer?) -> Void)
        -> gulong
    {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
            guard koloda_called_back_on_gtk_thread("a signal handler") != 0 else { return }
            nonisolated(unsafe) let parameter = parameter
            MainActor.assumeIsolated { (unbox(data) as @MainActor (OpaquePointer?) -> Void)(parameter) }
        }
        return connectClosure(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for a `GFileMonitor`'s `changed`: it gets the base names of the file
    /// and of the other file (a rename's new name; nil for other events), valid during the call
    /// only, and the event.
    @MainActor
    package static func connectFileMonitor(
        _ instance: UnsafeMutableRawPointer,
        _ handler: @escaping @MainActor (_ name: UnsafePointer<CChar>?, _ other: UnsafePointer<CChar>?, _ event: GFileMonitorEvent) -> Void
    ) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, file, other, event, data in
            guard koloda_called_back_on_gtk_thread("a file monitor's handler") != 0 else { return }
            nonisolated(unsafe) let name = file.flatMap { g_file_get_basename($0) }
            nonisolated(unsafe) let otherName = other.flatMap { g_file_get_basename($0) }
            defer {
                g_free(name)
                g_free(otherName)
            }
            MainActor.assumeIsolated {
                (unbox(data) as @MainActor (UnsafePointer<CChar>?, UnsafePointer<CChar>?, GFileMonitorEvent) -> Void)(name, otherName, event)
            }
        }
        connectClosure(instance, "changed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler for GApplication's `open`: it gets the files' URIs.
    @MainActor
    package static func connectOpen(_ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor ([String]) -> Void) {
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = {
            _, files, count, _, data in
            MainActor.assumeIsolated {
                let uris = (0..<Int(count)).compactMap { index -> String? in
                    guard let file = files?[index], let uri = g_file_get_uri(file) else { return nil }
                    defer { g_free(uri) }
                    return String(cString: uri)
                }
                (unbox(data) as @MainActor ([String]) -> Void)(uris)
            }
        }
        connectClosure(instance, "open", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
