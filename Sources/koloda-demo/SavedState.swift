// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport
import KolodaEngine

/// What the demo remembers between runs: the deck's state and the places liked, in
/// `$XDG_STATE_HOME/koloda-places/state.json` (`~/.local/state/koloda-places/state.json` by
/// default; GLib's user state directory), replaced atomically after every announced swipe and
/// undo (``SavedFile``).
struct SavedState: Codable, Equatable {
    /// The deck's state.
    var deck: DeckState
    /// The indexes of the places liked, ascending.
    var liked: [Int]

    /// The file in the user's state directory.
    static var standardFile: SavedFile<SavedState> {
        SavedFile(path: String(cString: g_get_user_state_dir()) + "/koloda-places/state.json")
    }
}
