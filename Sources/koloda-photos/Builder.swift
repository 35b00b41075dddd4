// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaGtk

/// Photo Sort's window, dialogs and cards are GtkBuilder files, with its style sheet, in a
/// GResource bundle (`Resources/photo-sort.gresource.xml`, compiled by the `GResources` build
/// plugin beside the executable).
@MainActor
enum PhotoSortResources {
    static let path = "/org/koloda/PhotoSort/"
    private static var installed = false

    /// Registers the bundle and adds the style sheet to the display, once.
    ///
    /// - Throws: Why the bundle cannot be read, naming the file.
    static func install() throws(BuilderError) {
        guard !installed else { return }
        let file = Bundle.main.bundleURL.appendingPathComponent("Koloda_koloda-photos.resources/photo-sort.gresource").path
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(file, &error) else { throw BuilderError(taking: error, "\(file) cannot be read") }
        g_resources_register(resource)
        g_resource_unref(resource)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_resource(provider, path + "style.css")
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
        installed = true
    }
}

/// The objects of one of Photo Sort's GtkBuilder files, by their ids. The builder lives as long
/// as this, so that objects nothing else holds yet (a menu, a widget before it is added) do too.
@MainActor
final class Builder {
    private let builder: OpaquePointer
    private let name: String

    /// Reads the files `names` from the bundle (see ``PhotoSortResources``) into one builder.
    ///
    /// - Throws: Why a file cannot be read or built.
    init(_ names: String...) throws(BuilderError) {
        try PhotoSortResources.install()
        name = names.joined(separator: " and ")
        builder = gtk_builder_new()
        for name in names {
            var error: UnsafeMutablePointer<GError>?
            guard gtk_builder_add_from_resource(builder, PhotoSortResources.path + name, &error) != 0 else {
                g_object_unref(UnsafeMutableRawPointer(builder))
                throw BuilderError(taking: error, "\(name) cannot be built")
            }
        }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(builder)) }

    /// The object `id`.
    func object(_ id: String) throws(BuilderError) -> UnsafeMutableRawPointer {
        guard let object = gtk_builder_get_object(builder, id) else { throw BuilderError("\(name) has no object \(id)") }
        return UnsafeMutableRawPointer(object)
    }

    /// The widget `id`.
    func widget(_ id: String) throws(BuilderError) -> UnsafeMutablePointer<GtkWidget> {
        try object(id).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The widget `id` as a new widget is: with a floating reference, which the parent it is
    /// given to takes, so that it outlives the builder.
    func newWidget(_ id: String) throws(BuilderError) -> UnsafeMutablePointer<GtkWidget> {
        let widget = try object(id)
        g_object_ref(widget)
        g_object_force_floating(widget.assumingMemoryBound(to: GObject.self))
        return widget.assumingMemoryBound(to: GtkWidget.self)
    }
}

/// Why a part of Photo Sort's window could not be built.
struct BuilderError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// The message of `error` (which it frees), or `fallback`.
    init(taking error: UnsafeMutablePointer<GError>?, _ fallback: String) {
        description = error.map { String(cString: $0.pointee.message) } ?? fallback
        if let error { g_error_free(error) }
    }
}
