// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaEngine

/// What the demo remembers between runs: the deck's state and the places liked, in
/// `$XDG_STATE_HOME/koloda-places/state.json` (`~/.local/state/koloda-places/state.json` by
/// default; GLib's user state directory).
///
/// The file is replaced atomically after every announced swipe and undo (`AtomicFile`), so that a
/// process killed at any moment leaves either the old file or the new one, never a torn one.
struct SavedState {
    /// The file's contents.
    struct Contents: Codable, Equatable {
        /// The deck's state.
        var deck: DeckState
        /// The indexes of the places liked, ascending.
        var liked: [Int]
    }

    /// Where the file lives.
    let path: String

    /// The file in the user's state directory.
    static var standard: SavedState {
        SavedState(path: String(cString: g_get_user_state_dir()) + "/koloda-places/state.json")
    }

    /// The saved contents, or nil when there are none. A file that cannot be read, or that
    /// `fits` refuses, is moved aside (never deleted) with one line on standard error.
    func load(fits: (Contents) -> String?) -> Contents? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let problem: String
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            guard let misfit = fits(contents) else { return contents }
            problem = misfit
        } catch {
            problem = "it is not a saved deck (\(Self.describe(error)))"
        }
        let aside = path + ".unreadable-" + String(Int(Date().timeIntervalSince1970))
        let moved = rename(path, aside) == 0
        let whereTo = moved ? "moved it to \(aside)" : "could not move it aside (\(String(cString: strerror(errno))))"
        FileHandle.standardError.write(Data("koloda-demo: cannot use the saved state \(path): \(problem); \(whereTo); starting a fresh deck\n".utf8))
        return nil
    }

    /// Replaces the file with `contents`, atomically.
    ///
    /// - Returns: Why it could not, or nil.
    @discardableResult
    func save(_ contents: Contents) -> String? {
        guard let data = try? JSONEncoder().encode(contents) else { return "cannot encode the state" }
        return AtomicFile.replace(path, with: [UInt8](data), mode: 0o600)
    }

    /// Forgets the saved contents.
    func clear() { unlink(path) }

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
