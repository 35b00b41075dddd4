// SPDX-License-Identifier: MIT

import Foundation
import Koloda
import UIKit

// Swift 5 code that compiles with Koloda 5.0.1, whose protocols are not isolated to the main
// actor: a delegate proxy that is a plain NSObject, as Rx wrappers make, and a test double driven
// from a test method that is not on the main actor, as XCTest's are. Built in the Swift 5
// language mode only (KolodaAPISwift5); in Swift 6 the protocols' isolation is checked.

/// Forwards the deck's callbacks to another delegate and keeps what it heard.
final class KolodaDelegateProxy: NSObject, KolodaViewDelegate, KolodaViewDataSource {
    var swiped: [(index: Int, direction: SwipeResultDirection)] = []
    weak var forwardTo: KolodaViewDelegate?
    var count = 3

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIView() }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        swiped.append((index, direction))
        forwardTo?.koloda(koloda, didSwipeCardAt: index, in: direction)
    }
}

/// A test case's method, not on the main actor, calling a double's callbacks as the deck would.
final class KolodaDelegateProxyTests {
    func testForwardsSwipes(koloda: KolodaView) -> Bool {
        let proxy = KolodaDelegateProxy()
        proxy.koloda(koloda, didSwipeCardAt: 2, in: .left)
        let allowed = proxy.koloda(koloda, allowedDirectionsForIndex: 0)
        return proxy.kolodaNumberOfCards(koloda) == 3 && proxy.swiped.count == 1 && allowed == [.left, .right]
            && proxy.koloda(koloda, shouldSwipeCardAt: 0, in: .right)
    }
}
