// SPDX-License-Identifier: MIT

import CGtk

/// Files the panel writes: replaced whole and atomically with GLib's
/// `g_file_set_contents_full` (a temporary file, flushed, renamed over the old one), so that a
/// crash or `kill -9` at any moment leaves the old file or the new one, never a mix.
enum FileWriting {
    /// Replaces the file at `path` with `text`, creating its folder if needed.
    ///
    /// - Returns: Why it could not, or `nil`.
    static func replace(_ path: String, with text: String, mode: Int32 = 0o644) -> String? {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let folder = String(path[..<slash])
            guard g_mkdir_with_parents(folder, 0o700) == 0 else { return "cannot create \(folder)" }
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let bytes = Array(text.utf8)
        let saved = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_file_set_contents_full(path, $0.baseAddress, gssize(buffer.count), flags, mode, &error) }
        }
        guard saved == 0 else { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "cannot write \(path)"
    }
}
