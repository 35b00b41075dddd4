// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaGtk
import PhotoSortModel

/// Photo Sort's preferences and the folder it last had open, in GSettings (`org.koloda.PhotoSort`,
/// `Resources/org.koloda.PhotoSort.gschema.xml`). The schema is compiled into the app's resource
/// bundle by the `GResources` build plugin, so Photo Sort finds it wherever it runs from, built or
/// installed (`make install` installs it for `gsettings` too). The values are dconf's on a
/// desktop; where GIO has only its memory backend (no dconf installed, and `GSETTINGS_BACKEND`
/// not set), they are kept in GLib's keyfile (`$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`) rather
/// than lost at exit. Settings an earlier Photo Sort kept as files in its state folder are moved
/// in once.
@MainActor
final class PhotoSortSettings {
    /// The schema's id.
    static let schema = "org.koloda.PhotoSort"

    /// A preference that is on or off.
    enum Switch: String, CaseIterable {
        /// Whether decisions, ratings and labels are written to the photos' XMP sidecars.
        case writeRatings = "write-ratings"
        /// Whether a RAW file's sidecar is `NAME.xmp` (Lightroom, Capture One) rather than
        /// `NAME.EXT.xmp` (darktable, digiKam).
        case lightroomSidecars = "lightroom-sidecars"
        /// Whether a swipe or an undo is over at once, the next photo shown in the next frame.
        case cullingPace = "culling-pace"
        /// Whether the cards show their file's name and EXIF line.
        case showInfo = "show-info"
        /// Whether the top photo's histogram shows, with its clipping.
        case showHistogram = "show-histogram"

        /// The file in the state folder whose presence said, before GSettings, that the setting
        /// was not at its default.
        var earlierFile: String? {
            switch self {
            case .writeRatings: "write-ratings"
            case .lightroomSidecars: nil
            case .cullingPace: "gentle-pace"
            case .showInfo: "no-info-line"
            case .showHistogram: nil
            }
        }
    }

    /// The settings of this process, made on first use.
    ///
    /// - Throws: ``BuilderError`` when the schema is neither beside the program nor installed.
    static func shared() throws(BuilderError) -> PhotoSortSettings {
        if let made { return made }
        let settings = try PhotoSortSettings()
        made = settings
        return settings
    }

    private static var made: PhotoSortSettings?

    /// The GSettings object.
    let settings: UnsafeMutablePointer<GSettings>

    /// Reads the settings with the schema compiled into the program's resource bundle, in
    /// `folder`, or else the one installed.
    ///
    /// - Throws: ``BuilderError`` naming the file when the schema is in neither.
    init(folder: String = Bundle.main.bundleURL.appendingPathComponent("Koloda_koloda-photos.resources").path) throws(BuilderError) {
        let installed = g_settings_schema_source_get_default()
        var error: UnsafeMutablePointer<GError>?
        let beside = g_settings_schema_source_new_from_directory(folder, installed, 0, &error)
        let reason = error.map { String(cString: $0.pointee.message) } ?? "it has no schema \(Self.schema)"
        g_clear_error(&error)
        defer { if let beside { g_settings_schema_source_unref(beside) } }
        guard let source = beside ?? installed, let schema = g_settings_schema_source_lookup(source, Self.schema, 1) else {
            throw BuilderError("Photo Sort's settings cannot be read from \(folder)/gschemas.compiled (\(reason)), and none are installed")
        }
        defer { g_settings_schema_unref(schema) }
        let backend = Self.backend()
        defer { if let backend { g_object_unref(backend) } }
        settings = g_settings_new_full(schema, backend, nil)
        moveEarlierFiles()
    }

    /// The backend: GIO's default, or GLib's keyfile where that is the memory backend.
    private static func backend() -> UnsafeMutablePointer<GSettingsBackend>? {
        guard getenv("GSETTINGS_BACKEND") == nil, let backend = g_settings_backend_get_default() else { return nil }
        defer { g_object_unref(backend) }
        let memory = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(backend).assumingMemoryBound(to: GTypeInstance.self)))
        guard memory == "GMemorySettingsBackend" else { return nil }
        let file = FileName.string(cString: g_get_user_config_dir()) + "/glib-2.0/settings/keyfile"
        return g_keyfile_settings_backend_new(file, "/", nil)
    }

    /// Whether `setting` is on.
    func isOn(_ setting: Switch) -> Bool { g_settings_get_boolean(settings, setting.rawValue) != 0 }

    /// Turns `setting` on or off.
    func set(_ setting: Switch, _ on: Bool) { g_settings_set_boolean(settings, setting.rawValue, on ? 1 : 0) }

    /// The sidecar layout the user chose (see ``Switch/lightroomSidecars``).
    var sidecarLayout: SidecarLayout { isOn(.lightroomSidecars) ? .lightroom : .darktable }

    /// The desktop file id of the app the user chose to open photos in, or nil.
    var editor: String? {
        get {
            let id = g_settings_get_string(settings, "editor")!
            defer { g_free(id) }
            return id.pointee == 0 ? nil : String(cString: id)
        }
        set { g_settings_set_string(settings, "editor", newValue ?? "") }
    }

    /// The folder open when Photo Sort last ran, or nil.
    var lastFolder: String? {
        get {
            let value = g_settings_get_value(settings, "last-folder")!
            defer { g_variant_unref(value) }
            let path = FileName.string(cString: g_variant_get_bytestring(value))
            return path.isEmpty ? nil : path
        }
        set {
            let bytes = FileName.bytes(newValue ?? "").map { CChar(bitPattern: $0) } + [0]
            g_settings_set_value(settings, "last-folder", g_variant_new_bytestring(bytes))
        }
    }

    /// A window action that shows `setting` and flips it, the window's menu item and key.
    func action(for setting: Switch) -> OpaquePointer { g_settings_create_action(settings, setting.rawValue) }

    /// Calls `changed` with the setting's value whenever it changes: from the menu, a key, or
    /// another program (`gsettings set org.koloda.PhotoSort …`).
    func follow(_ setting: Switch, _ changed: @escaping @MainActor (Bool) -> Void) {
        Gtk.connectIgnoringArgument(UnsafeMutableRawPointer(settings), "changed::" + setting.rawValue) { [unowned self] in
            changed(isOn(setting))
        }
    }

    /// Moves in the settings an earlier Photo Sort kept as files in its state folder (a file's
    /// presence said its setting was not at its default; `last-folder` held the path), each
    /// once: a value already set here is kept, and the file removed.
    private func moveEarlierFiles() {
        let folder = PhotoFolder.stateFolder
        for setting in Switch.allCases {
            guard let file = setting.earlierFile.map({ folder + "/" + $0 }), FileName.withPath(file, { access($0, F_OK) }) == 0 else { continue }
            if let user = g_settings_get_user_value(settings, setting.rawValue) {
                g_variant_unref(user)
            } else {
                let fallback = g_settings_get_default_value(settings, setting.rawValue)!
                set(setting, g_variant_get_boolean(fallback) == 0)
                g_variant_unref(fallback)
            }
            FileName.withPath(file) { _ = unlink($0) }
        }
        let last = folder + "/last-folder"
        if let bytes = SidecarRatings.contents(of: last) {
            if lastFolder == nil { lastFolder = FileName.string(cString: bytes.map { CChar(bitPattern: $0) } + [0]) }
            FileName.withPath(last) { _ = unlink($0) }
        }
        g_settings_sync()
    }
}
