// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport
import PhotoSortModel

/// The window's size and state, as the user left them: the next launch opens the same way
/// (`$XDG_STATE_HOME/koloda-photos/window.json`). A launch given `--size` uses that instead.
struct WindowState: Codable, Equatable {
    /// The size of the window when neither maximized nor full screen, in pixels.
    var width: Int
    var height: Int
    var maximized = false
    var fullScreen = false

    /// The smallest size Photo Sort opens at.
    static let minimum = (width: 200, height: 300)

    static var file: SavedFile<WindowState> { SavedFile(path: PhotoFolder.stateFolder + "/window.json") }

    /// The state saved last, if any and if it makes sense (an unreadable one is set aside).
    static func saved() -> WindowState? {
        file.load(fits: { $0.width >= minimum.width && $0.height >= minimum.height ? nil : "the size is too small" }).contents
    }

    /// The state of `window` now.
    @MainActor
    init(of window: UnsafeMutablePointer<GtkWindow>) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        self.width = max(Int(width), Self.minimum.width)
        self.height = max(Int(height), Self.minimum.height)
        maximized = gtk_window_is_maximized(window) != 0
        fullScreen = gtk_window_is_fullscreen(window) != 0
    }
}
