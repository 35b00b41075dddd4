// SPDX-License-Identifier: MIT

import UIKit

@testable import Koloda

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
    /// On the engine's timing, whose swipes are taken while a card still flies: under Koloda's,
    /// the swipe from inside the question would be refused while the first card flies off.
    public init() {
        view.usesEngineTiming = true
        window.addSubview(view)
        view.delegate = self
        view.dataSource = self
        window.layoutIfNeeded()
    }

    /// The deck's count of cards.
    public var countOfCards: Int { view.countOfCards }
    /// The deck's top card.
    public var currentCardIndex: Int { view.currentCardIndex }

    /// Swipes the top card left, as a button of the app would.
    public func swipeLeft() {
        view.swipe(.left)
        window.layoutIfNeeded()
    }

    /// The data's count: 5, then 7 once the first card's view was asked for.
    public func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }

    /// A plain view; the first time, the data has grown, and the app reloads from in here.
    public func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        if !reloaded {
            reloaded = true
            count = 7
            koloda.reloadData()
        }
        return UIView(frame: .zero)
    }

    /// Every swipe may go; the first one to the left swipes the next card right, from in here.
    public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        if direction == .left, !swipedAgain {
            swipedAgain = true
            koloda.swipe(.right)
        }
        return true
    }

    /// Notes the swipe.
    public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        calls.append("didSwipe \(index) \(direction.rawValue)")
    }
}
