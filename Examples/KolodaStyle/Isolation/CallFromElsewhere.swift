// SPDX-License-Identifier: MIT

import Koloda
import UIKit

// A deck and its delegate used from code that is not on the main actor, as Koloda's users'
// helpers and XCTest methods do: compiles in the Swift 5 language mode without a word, as with
// Koloda 5.0.1 built as a Swift 5 module (its view inherits UIView's isolation, which UIKit
// declares for Swift 5 code as @preconcurrency), and is told in Swift 6
// (scripts/check-koloda-isolation.sh type-checks it in both).

func tellSwiped(_ delegate: KolodaViewDelegate, _ koloda: KolodaView) {
    delegate.koloda(koloda, didSwipeCardAt: 0, in: .left)
}

func checkConnected(_ koloda: KolodaView) -> Bool {
    koloda.dataSource != nil && koloda.delegate != nil && koloda.currentCardIndex == 0
}
