// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import Foundation
import KolodaAppBase
import KolodaGtk

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
/// the application ends when its last window closes. The application is one instance, as GNOME
/// apps are: launched again (from the command line, the launcher or a file manager's "Open
/// With"), the running process presents its window and hears the launch through ``onLaunch``,
/// while the new process ends. Its windows draw with cairo where OpenGL is a software rasterizer,
/// as GTK 4.13.8 and later choose themselves, unless `GSK_RENDERER` says otherwise.
@MainActor
public final class Application {
    /// The underlying GtkApplication.
    public let application: UnsafeMutablePointer<GtkApplication>
    private let title: String
    /// The window's default size, in pixels; set it before the window is made (from the
    /// options, say).
    public var windowSize: (width: Int, height: Int)
    private let activate: @MainActor (Window) throws -> Void
    private var status: Int32 = 0
    /// The window, once made.
    public private(set) var window: Window?
    /// The options of ``addOptions(_:files:summary:)``.
    private var declaredOptions: [ApplicationOption] = []

    /// Hears every launch in the running process, the first one included, once the window is
    /// made: its arguments (the program's name first) and where they point. Returns the launching
    /// process's exit status. Without it, a launch presents the window.
    public var onLaunch: (@MainActor (Launch) -> Int32)?

    /// Hears each launch's options in the launching process, before it reaches the running one:
    /// an exit status ends the launch there (a command-line mode that opens no window), `nil`
    /// goes on. GLib has already answered `--help` and refused unknown options by then.
    public var onLocalOptions: (@MainActor (ApplicationOptions) -> Int32?)?

    /// Declares the application's command-line options, parsed by GLib, which writes `--help`
    /// from them: its usage names `files` (such as "[FOLDER]") after the options, and `summary`
    /// under it. Call before ``run()``.
    public func addOptions(_ options: [ApplicationOption], files: String, summary: String) {
        declaredOptions += options
        let app = Gtk.cast(application) as UnsafeMutablePointer<GApplication>
        for option in options {
            var flags = UInt32(0)
            if option.isHidden { flags |= G_OPTION_FLAG_HIDDEN.rawValue }
            switch option.argument {
            case .none:
                g_application_add_main_option(app, option.name, 0, GOptionFlags(rawValue: flags), G_OPTION_ARG_NONE, option.description, nil)
            case .string(let placeholder):
                g_application_add_main_option(
                    app, option.name, 0, GOptionFlags(rawValue: flags), G_OPTION_ARG_STRING, option.description, placeholder)
            }
        }
        g_application_add_main_option(app, G_OPTION_REMAINING, 0, GOptionFlags(rawValue: 0), G_OPTION_ARG_FILENAME_ARRAY, "", nil)
        g_application_set_option_context_parameter_string(app, files)
        g_application_set_option_context_summary(app, summary)
    }

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
        application = gtk_application_new(id, GApplicationFlags(G_APPLICATION_HANDLES_COMMAND_LINE.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue))
        self.title = title
        windowSize = (width, height)
        self.activate = activate
        Gtk.connect(Gtk.raw(application), "activate") { [unowned self] in activated() }
        Gtk.connect(
            Gtk.raw(application), "command-line",
            status: { [unowned self] commandLine in
                launched(Launch(commandLine, declared: declaredOptions))
            })
        Gtk.connect(
            Gtk.raw(application), "handle-local-options",
            status: { [unowned self] dictionary in
                onLocalOptions?(ApplicationOptions(UnsafeMutablePointer(dictionary), declared: declaredOptions)) ?? -1
            })
        Gtk.connectOpen(Gtk.raw(application)) { [unowned self] uris in
            _ = launched(
                Launch(arguments: [CommandLine.arguments.first ?? ""] + uris, workingDirectory: nil, options: ApplicationOptions(uris: uris)))
        }
    }

    isolated deinit { g_object_unref(application) }

    /// Runs the application until its window closes, then ends the process with its status: 0,
    /// or 1 when `activate` threw. When the application is running already, the running process
    /// hears this launch (``onLaunch``) and this one ends with the status it gives. GSettings'
    /// writes still pending (dconf writes asynchronously) are made before it ends.
    public func run() -> Never {
        let result = g_application_run(Gtk.cast(application), CommandLine.argc, CommandLine.unsafeArgv)
        g_settings_sync()
        exit(status != 0 ? status : result)
    }

    /// A launch: the window is made (or presented), then the app hears it.
    private func launched(_ launch: Launch) -> Int32 {
        activated()
        guard status == 0 else { return status }
        return onLaunch?(launch) ?? 0
    }

    private func activated() {
        if let window {
            gtk_window_present(window.pointer)
            return
        }
        RendererChoice.preferCairoOnSoftwareGL()
        let window = Window(gtk_application_window_new(application))
        self.window = window
        gtk_window_set_title(window.pointer, title)
        gtk_window_set_default_size(window.pointer, Int32(windowSize.width), Int32(windowSize.height))
        do {
            try activate(window)
            gtk_window_present(window.pointer)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            status = 1
            self.window = nil
            gtk_window_destroy(window.pointer)
        }
    }
}

/// One launch of an ``Application``, as the running process hears it.
public struct Launch {
    /// The launch's arguments, the program's name first.
    public let arguments: [String]
    /// Its options, as GLib parsed them (with ``Application/addOptions(_:files:summary:)``), and
    /// the files after them.
    public let options: ApplicationOptions
    /// The launching process's working directory, which relative paths are relative to.
    public let workingDirectory: String?
    /// The launch's command line while it is heard: the launching process waits for its exit
    /// status until the last reference to it is dropped.
    private let commandLine: CommandLineReference?

    /// A launch of `arguments` from `workingDirectory`.
    public init(arguments: [String], workingDirectory: String?, options: ApplicationOptions = ApplicationOptions()) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.options = options
        commandLine = nil
    }

    init(_ commandLine: OpaquePointer, declared: [ApplicationOption]) {
        var count: Int32 = 0
        let commandLine = UnsafeMutablePointer<GApplicationCommandLine>(commandLine)
        let argv = g_application_command_line_get_arguments(commandLine, &count)
        arguments = (0..<Int(count)).compactMap { index in argv?[index].map { String(cString: $0) } }
        g_strfreev(argv)
        workingDirectory = g_application_command_line_get_cwd(commandLine).map { FileName.string(cString: $0) }
        options = ApplicationOptions(g_application_command_line_get_options_dict(commandLine), declared: declared)
        self.commandLine = CommandLineReference(commandLine)
    }

    /// Writes `text` to the launching process's standard output, or with `error` its standard
    /// error: the command line's, or this process's for a launch without one (a file opened). The
    /// file names in it are written as the file system has them, byte for byte.
    public func write(_ text: String, error: Bool = false) {
        if let commandLine {
            FileName.withPath(text) { koloda_command_line_print(commandLine.pointer, $0, error ? 1 : 0) }
        } else {
            (error ? FileHandle.standardError : FileHandle.standardOutput).write(Data(FileName.bytes(text)))
        }
    }

    /// Ends the launching process with `status` once the launch is no longer referenced.
    public func setExitStatus(_ status: Int32) {
        if let commandLine { g_application_command_line_set_exit_status(commandLine.pointer, status) }
    }

    /// The local path that an argument names: a path, absolute or relative to the launch's
    /// working directory, or a `file:` URI (as a file manager passes). `nil` for a URI of
    /// another kind.
    public func path(of argument: String) -> String? {
        let file = FileName.withPath(argument) { argument in
            workingDirectory.map { directory in FileName.withPath(directory) { g_file_new_for_commandline_arg_and_cwd(argument, $0)! } }
                ?? g_file_new_for_commandline_arg_and_cwd(argument, nil)!
        }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return FileName.string(cString: path)
    }
}

/// A reference to a launch's `GApplicationCommandLine`, held while the launch is.
private final class CommandLineReference {
    let pointer: UnsafeMutablePointer<GApplicationCommandLine>

    init(_ pointer: UnsafeMutablePointer<GApplicationCommandLine>) {
        self.pointer = pointer
        g_object_ref(UnsafeMutableRawPointer(pointer))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
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
