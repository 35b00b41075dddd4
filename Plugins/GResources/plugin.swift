// SPDX-License-Identifier: MIT

import Foundation
import PackagePlugin

/// Compiles a target's GResource bundle with GLib's `glib-compile-resources`: every
/// `Resources/*.gresource.xml` of the target becomes a `.gresource` file among the target's
/// resources, which the app registers with `g_resource_load` and `g_resources_register`.
@main
struct GResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Resources")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let compiler = try Self.compiler()
        return files.filter { $0.lastPathComponent.hasSuffix(".gresource.xml") }.map { manifest in
            let name = String(manifest.lastPathComponent.dropLast(".xml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "Compiling \(name)",
                executable: compiler,
                arguments: ["--sourcedir", folder.path, "--target", output.path, manifest.path],
                inputFiles: files,
                outputFiles: [output])
        }
    }

    /// `glib-compile-resources` on the PATH (Debian's libglib2.0-dev-bin, which GTK's development
    /// files bring).
    static func compiler() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: "glib-compile-resources")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CompilerMissing()
    }

    struct CompilerMissing: Error, CustomStringConvertible {
        var description: String { "glib-compile-resources is not on the PATH: install GLib's development tools (libglib2.0-dev-bin)" }
    }
}
