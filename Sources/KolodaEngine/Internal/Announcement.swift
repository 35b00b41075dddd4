// SPDX-License-Identifier: MIT

/// The events a card fires when it comes to rest as the top card.
enum Announcement: Equatable {
    /// `didShow`: it became the top card (first load, the re-layout after a swipe, a jump, an edit).
    case show
    /// `didRewind`, then `didShow`: it is coming back from an undo.
    case rewind
}
