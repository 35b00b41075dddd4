// SPDX-License-Identifier: MIT

import Koloda
import UIKit

// A delegate called from code that is not on the main actor, as Koloda's users' helpers do:
// compiles in the Swift 5 language mode without a word, as with Koloda, and is told in Swift 6
// (scripts/check-koloda-isolation.sh type-checks it in both).

func tellSwiped(_ delegate: KolodaViewDelegate, _ koloda: KolodaView) {
    delegate.koloda(koloda, didSwipeCardAt: 0, in: .left)
}
