// SPDX-License-Identifier: MIT

import KolodaEngine

/// What the accessibility information was last computed from.
struct AccessibleState: Equatable {
    var topCard: CardID?
    var count: Int
    var cards: Int
}
