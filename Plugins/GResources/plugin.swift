// SPDX-License-Identifier: MIT

import Foundation
import PackagePlugin

/// Compiles a target's GResource bundle with GLib's `glib-compile-resources`: every
/// `Resources/*.gresource.xml` of the target becomes a `.gresource` file among the target's
/// resources, which the app registers with `g_resource_load` and `g_resources_register`. Its
/// GSettings schemas (`Resources/*.gschema.xml`), checked by `glib-compile-schemas --strict`,
/// become `gschemas.compiled` among them too, from which the app makes its schema source
/// (`g_settings_schema_source_new_from_directory`) wherever it runs from.
@main
struct GResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Resources")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let compiler = try Self.tool("glib-compile-resources")
        var commands: [Command] = files.filter { $0.lastPathComponent.hasSuffix(".gresource.xml") }.map { manifest in
            let name = String(manifest.lastPathComponent.dropLast(".xml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "Compiling \(name)",
                executable: compiler,
                arguments: ["--sourcedir", folder.path, "--target", output.path, manifest.path],
                inputFiles: files,
                outputFiles: [output])
        }
        let schemas = files.filter { $0.lastPathComponent.hasSuffix(".gschema.xml") }
        if !schemas.isEmpty {
            let output = context.pluginWorkDirectoryURL.appending(path: "schemas")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            commands.append(
                .buildCommand(
                    displayName: "Compiling the GSettings schemas of \(target.name)",
                    executable: try Self.tool("glib-compile-schemas"),
                    arguments: ["--strict", "--targetdir", output.path, folder.path],
                    inputFiles: schemas,
                    outputFiles: [output.appending(path: "gschemas.compiled")]))
        }
        // Translations: po/LANGUAGE.po becomes locale/LANGUAGE/LC_MESSAGES/DOMAIN.mo, the domain
        // being the target's name, in a folder that is one resource (so the bundle keeps its
        // tree, which gettext's bindtextdomain looks in).
        let translations = target.directoryURL.appending(path: "po")
        let catalogs = ((try? FileManager.default.contentsOfDirectory(at: translations, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "po" }.sorted { $0.path < $1.path }
        if !catalogs.isEmpty {
            let msgfmt = try Self.tool("msgfmt", package: "gettext")
            let locale = context.pluginWorkDirectoryURL.appending(path: "locale")
            let script = catalogs.map { catalog in
                let folder = locale.appending(path: "\(catalog.deletingPathExtension().lastPathComponent)/LC_MESSAGES")
                return "mkdir -p '\(folder.path)' && '\(msgfmt.path)' --check -o '\(folder.path)/\(target.name).mo' '\(catalog.path)'"
            }
            commands.append(
                .buildCommand(
                    displayName: "Compiling the translations of \(target.name)",
                    executable: URL(fileURLWithPath: "/bin/sh"),
                    arguments: ["-c", "rm -rf '\(locale.path)' && " + script.joined(separator: " && ")],
                    inputFiles: catalogs,
                    outputFiles: [locale]))
        }
        return commands
    }

    /// `name`, one of GLib's tools, on the PATH (Debian's libglib2.0-dev-bin and libglib2.0-bin,
    /// which GTK's development files bring).
    static func tool(_ name: String, package: String = "libglib2.0-dev") throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolMissing(name: name, package: package)
    }

    struct ToolMissing: Error, CustomStringConvertible {
        let name: String
        let package: String
        var description: String { "\(name) is not on the PATH: install it (Debian's \(package))" }
    }
}
