// SPDX-License-Identifier: MIT

import CGio
import Foundation

/// A JSON file that an app keeps its user's work in (the demo's deck, Photo Sort's decisions on
/// a folder), replaced atomically after every change (``AtomicFile``), so that a process killed
/// at any moment leaves either the old file or the new one, never a torn one.
///
/// A file that cannot be read, or that the app finds does not fit, is moved aside and never
/// overwritten: the next save starts a new file beside it.
package struct SavedFile<Contents: Codable> {
    /// What ``load(fits:)`` found.
    package enum Loaded {
        /// There is no file.
        case none
        /// The file's contents.
        case contents(Contents)
        /// The file could not be used, for `problem`; it was moved to `movedTo` (nil when it could
        /// not be moved, and is left where it was).
        case setAside(problem: String, movedTo: String?)

        /// The contents, if the file could be used.
        package var contents: Contents? {
            if case .contents(let contents) = self { contents } else { nil }
        }
    }

    /// Where the file lives.
    package let path: String

    package init(path: String) { self.path = path }

    /// Reads the file. One that cannot be decoded, or that `fits` refuses (returning why), is
    /// moved aside to `PATH.unreadable-SECONDS`.
    package func load(fits: (Contents) -> String? = { _ in nil }) -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else { return .none }
        let problem: String
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            guard let misfit = fits(contents) else { return .contents(contents) }
            problem = misfit
        } catch {
            problem = "it cannot be read (\(Self.describe(error)))"
        }
        let aside = path + ".unreadable-" + String(Int(Date().timeIntervalSince1970))
        return .setAside(problem: problem, movedTo: rename(path, aside) == 0 ? aside : nil)
    }

    /// Replaces the file with `contents`, atomically, readable by the user alone.
    ///
    /// - Returns: Why it could not, or nil.
    @discardableResult
    package func save(_ contents: Contents) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(contents) else { return "cannot encode \(path)" }
        return AtomicFile.replace(path, with: [UInt8](data), mode: 0o600, creatingFolder: true)
    }

    /// Forgets the saved contents.
    package func clear() { unlink(path) }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}
