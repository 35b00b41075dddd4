// SPDX-License-Identifier: MIT

import CGio

/// The files the apps and the Tune panel keep (saved states, decisions, deck files,
/// recordings), each replaced whole and atomically with GLib's `g_file_set_contents_full`: a
/// temporary file beside it, flushed to disk and renamed over the old one, so that a crash or
/// `kill -9` at any moment leaves the old file or the new one, never a mix.
package enum AtomicFile {
    /// Replaces the file at `path` with `bytes`.
    ///
    /// - Parameters:
    ///   - mode: The permissions of a new file: the user's alone for what is theirs (`0o600`),
    ///     readable by others for a file meant to be handed on (a deck file).
    ///   - creatingFolder: Whether a missing folder is created (mode `0o700`): only for the app's
    ///     own state folder. A file beside a user's files (a photo's sidecar, an exported list)
    ///     is not written when its folder is gone, renamed or deleted meanwhile: re-creating it
    ///     would fill a new folder the user never made.
    /// - Returns: Why it could not, or `nil`.
    /// - Note: `path` may keep a file name's bytes that are not UTF-8 (see ``FileName``).
    package static func replace(_ path: String, with bytes: [UInt8], mode: Int32, creatingFolder: Bool = false) -> String? {
        if creatingFolder, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let folder = String(path[..<slash])
            guard FileName.withPath(folder, { g_mkdir_with_parents($0, 0o700) }) == 0 else { return "cannot create \(FileName.display(folder))" }
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let saved = FileName.withPath(path) { path in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { g_file_set_contents_full(path, $0.baseAddress, gssize(buffer.count), flags, mode, &error) }
            }
        }
        guard saved == 0 else { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "cannot write \(FileName.display(path))"
    }

    /// Replaces the file at `path` with `text` (see the bytes' form).
    package static func replace(_ path: String, with text: String, mode: Int32, creatingFolder: Bool = false) -> String? {
        replace(path, with: Array(text.utf8), mode: mode, creatingFolder: creatingFolder)
    }
}
