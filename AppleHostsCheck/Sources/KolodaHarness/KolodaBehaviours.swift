// SPDX-License-Identifier: MIT

import KolodaEngine
import UIKit

@testable import Koloda

/// An app's subclass that lays its cards 30 points above Koloda's, as apps write it: its frames
/// start from `super.frameForCard(at:)`.
final class RaisedKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> CGRect {
        let frame = super.frameForCard(at: index)
        return CGRect(x: frame.origin.x, y: frame.origin.y - 30, width: frame.size.width, height: frame.size.height)
    }
}

/// An app's subclass whose frames follow its own measurement, `lift`, and that counts how often
/// the deck asks for them.
final class MeasuredKolodaView: KolodaView {
    var lift: CGFloat = 0
    var frameRequests = 0
    override func frameForCard(at index: Int) -> CGRect {
        frameRequests += 1
        let frame = super.frameForCard(at: index)
        return CGRect(x: frame.origin.x, y: frame.origin.y - lift, width: frame.size.width, height: frame.size.height)
    }
}

/// Koloda 5.0.1's behaviours that an app can see, each driven as an app drives its view.
@MainActor
public enum KolodaBehaviours {
    /// A subclass's `super.frameForCard(at:)`-based layout, the view resized to each of `sizes`
    /// in turn: the top card's frame as `frameForCard(at: 0)` gives it after each layout.
    public static func raisedTopCardFrames(sizes: [(width: Double, height: Double)]) -> [[Double]] {
        let client = RecordingDeckClient(count: 5)
        let harness = DeckHarness(client: client, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) {
            RaisedKolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        let view = harness.view
        view.delegate = client
        view.dataSource = client
        var frames: [[Double]] = []
        for size in sizes {
            view.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            harness.window.layoutIfNeeded()
            let frame = view.frameForCard(at: 0)
            frames.append([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init))
        }
        return frames
    }

    /// How often a subclass's `frameForCard(at:)` is asked: while the view is made, put in a
    /// window, laid out and given its delegate; once a data source with no cards is set; and once
    /// its cards have loaded with `reloadData()`.
    public static func frameRequests() -> (beforeData: Int, withNoCards: Int, loaded: Int) {
        let client = RecordingDeckClient(count: 0)
        let harness = DeckHarness(client: client, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) {
            MeasuredKolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        let view = harness.view as! MeasuredKolodaView
        harness.window.layoutIfNeeded()
        view.delegate = client
        harness.window.layoutIfNeeded()
        let beforeData = view.frameRequests
        view.dataSource = client
        harness.window.layoutIfNeeded()
        let withNoCards = view.frameRequests
        client.count = 5
        view.reloadData()
        harness.window.layoutIfNeeded()
        return (beforeData, withNoCards, view.frameRequests)
    }

    /// The top card's centre in a subclass whose frames are lifted by the app's own measurement,
    /// before and after the app changes it and lays the view out again.
    public static func topCardCentresAsTheMeasurementChanges() -> (before: Double?, after: Double?) {
        let client = RecordingDeckClient(count: 5)
        let harness = DeckHarness(client: client, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) {
            MeasuredKolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        let view = harness.view as! MeasuredKolodaView
        view.delegate = client
        view.dataSource = client
        harness.window.layoutIfNeeded()
        harness.settle()
        let before = harness.poses.last?.center.y
        view.lift = 30
        view.setNeedsLayout()
        harness.window.layoutIfNeeded()
        harness.settle()
        return (before, harness.poses.last?.center.y)
    }

    /// A label the app added to the deck before its data source: where it is among the deck's
    /// subviews after the first load and after `swipes` swipes, as (the label's position, the
    /// lowest card's position).
    public static func appLabelAndCards(swipes: Int) throws -> [(label: Int, lowestCard: Int)] {
        let harness = try DeckHarness(cards: 0)
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        harness.view.addSubview(label)
        harness.client?.count = 8
        harness.view.dataSource = harness.client
        harness.window.layoutIfNeeded()
        func positions() -> (label: Int, lowestCard: Int) {
            let subviews = harness.view.subviews
            return (subviews.firstIndex { $0 === label } ?? -1, subviews.firstIndex { $0 is DraggableCardView } ?? -1)
        }
        var seen = [positions()]
        for _ in 0..<swipes {
            harness.swipe(.right)
            harness.settle()
            seen.append(positions())
        }
        return seen
    }

    /// The alpha of each card view, front to back, once the app has set its data source and then
    /// its delegate (`dataSourceFirst`) or the other way round, the delegate answering
    /// `kolodaShouldTransparentizeNextCard` with `transparentizes` (nil: the default).
    public static func cardAlphas(dataSourceFirst: Bool, transparentizes: Bool?) -> [Double] {
        let client = RecordingDeckClient(count: 6)
        client.transparentizes = transparentizes
        let harness = DeckHarness(client: client, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) {
            KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        if dataSourceFirst {
            harness.view.dataSource = client
            harness.view.delegate = client
        } else {
            harness.view.delegate = client
            harness.view.dataSource = client
        }
        harness.window.layoutIfNeeded()
        harness.runFrame()
        return harness.view.subviews.compactMap { $0 as? DraggableCardView }.reversed().map { Double($0.alpha) }
    }
}
