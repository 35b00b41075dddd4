// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation

/// A GtkApplication with one window: the shortest way to a running deck.
///
/// ```swift
/// let app = Application(id: "org.example.Cards", title: "Cards") { window in
///     let koloda = try KolodaView()
///     koloda.dataSource = cards
///     window.setChild(koloda.widget)
/// }
/// app.run()
/// ```
///
/// The window is made when the application activates, which is when GTK is ready for widgets;
/// the application ends when its last window closes.
@MainActor
public final class Application {
    /// The underlying GtkApplication.
    public let application: UnsafeMutablePointer<GtkApplication>
    private let title: String
    private let size: (width: Int, height: Int)
    private let activate: @MainActor (Window) throws -> Void
    private var status: Int32 = 0

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - id: A reverse-DNS application id, such as `org.example.Cards`.
    ///   - title: The window's title.
    ///   - width: The window's default width, in pixels.
    ///   - height: The window's default height, in pixels.
    ///   - activate: Fills the window; an error it throws is printed and ends the application
    ///     with status 1.
    public init(id: String, title: String, width: Int = 420, height: Int = 640, activate: @escaping @MainActor (Window) throws -> Void) {
        application = gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)
        self.title = title
        size = (width, height)
        self.activate = activate
        Gtk.connect(Gtk.raw(application), "activate") { [unowned self] in activated() }
    }

    isolated deinit { g_object_unref(application) }

    /// Runs the application until its window closes, then ends the process with its status: 0,
    /// or 1 when `activate` threw. Command-line arguments are the app's own to read (GApplication
    /// does not see them).
    public func run() -> Never {
        let result = g_application_run(Gtk.cast(application), 0, nil)
        exit(status != 0 ? status : result)
    }

    private func activated() {
        let window = Window(gtk_application_window_new(application))
        gtk_window_set_title(window.pointer, title)
        gtk_window_set_default_size(window.pointer, Int32(size.width), Int32(size.height))
        do {
            try activate(window)
            gtk_window_present(window.pointer)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            status = 1
            gtk_window_destroy(window.pointer)
        }
    }
}

/// A GtkWindow, with what an app needs to fill and show it.
@MainActor
public struct Window {
    /// The GtkWindow.
    public let pointer: UnsafeMutablePointer<GtkWindow>

    /// Wraps a window widget.
    public init(_ widget: UnsafeMutablePointer<GtkWidget>) { pointer = Gtk.cast(widget) }

    /// The window as a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { Gtk.cast(pointer) }

    /// Makes `child` the window's content.
    public func setChild(_ child: UnsafeMutablePointer<GtkWidget>) { gtk_window_set_child(pointer, child) }
}
