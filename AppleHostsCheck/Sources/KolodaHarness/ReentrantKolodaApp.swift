// SPDX-License-Identifier: MIT

import UIKit

@testable import KolodaUIKit

/// A Koloda app that calls its deck back from inside the deck's questions, as Koloda apps do: a
/// `reloadData()` from `koloda(_:viewForCardAt:)` (it has more data by then) and a `swipe(_:)`
/// from `koloda(_:shouldSwipeCardAt:in:)` (a swipe left also swipes the next card right).
@MainActor
public final class ReentrantKolodaApp: KolodaViewDataSource, KolodaViewDelegate {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let view = KolodaView(frame: CGRect(x: 20, y: 80, width: 350, height: 500))
    private var count = 5
    private var reloaded = false
    private var swipedAgain = false
    /// The delegate's events, in order.
    public private(set) var calls: [String] = []

    /// The app's deck in a window, loaded.
    public init() {
        window.addSubview(view)
        view.delegate = self
        view.dataSource = self
        window.layoutIfNeeded()
    }

    /// The deck's count and top card.
    public var countOfCards: Int { view.countOfCards }
    public var currentCardIndex: Int { view.currentCardIndex }

    /// Swipes the top card left, as a button of the app would.
    public func swipeLeft() {
        view.swipe(.left)
        window.layoutIfNeeded()
    }

    public func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }

    public func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        if !reloaded {
            reloaded = true
            count = 7
            koloda.reloadData()
        }
        return UIView(frame: .zero)
    }

    public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        if direction == .left, !swipedAgain {
            swipedAgain = true
            koloda.swipe(.right)
        }
        return true
    }

    public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        calls.append("didSwipe \(index) \(direction.rawValue)")
    }
}
