// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

/// A data source and delegate that record what the deck tells them and answer as configured.
final class RecordingDelegate: KolodaDataSource, KolodaDelegate {
    var count: Int
    var speed = DragSpeed.default
    var allowed: [SwipeResultDirection] = [.left, .right]
    var refuseSwipes = false
    var appear = true
    /// Runs inside every event callback, after it is recorded: for re-entrancy tests.
    var onEvent: ((KolodaDeck, DeckEvent) -> Void)?
    /// Runs inside `shouldSwipeCardAt`: for calls made while a question is being answered.
    var onShouldSwipe: ((KolodaDeck) -> Void)?
    private(set) var events: [TimedDeckEvent] = []

    init(count: Int) { self.count = count }

    private func record(_ koloda: KolodaDeck, _ event: DeckEvent) {
        events.append(TimedDeckEvent(time: koloda.time, event: event))
        onEvent?(koloda, event)
    }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { speed }
    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] { allowed }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        onShouldSwipe?(koloda)
        return !refuseSwipes
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { appear }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        record(koloda, .didSwipe(index: index, direction: direction))
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { record(koloda, .didRunOutOfCards) }
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) { record(koloda, .didShow(index: index)) }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { record(koloda, .didRewind(index: index)) }
    func kolodaDidResetCard(_ koloda: KolodaDeck) { record(koloda, .didReset) }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { record(koloda, .didSelect(index: index)) }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
        record(koloda, .dragged(percentage: percentage, direction: direction))
    }
    func kolodaPanBegan(_ koloda: KolodaDeck) { record(koloda, .panBegan) }
    func kolodaPanFinished(_ koloda: KolodaDeck) { record(koloda, .panFinished) }
    func koloda(_ koloda: KolodaDeck, diagnostic message: String) { record(koloda, .diagnostic(message: message)) }

    /// The recorded events other than drag updates.
    var discreteEvents: [DeckEvent] {
        events.map(\.event).filter { if case .dragged = $0 { return false } else { return true } }
    }

    func count(of event: DeckEvent) -> Int { events.filter { $0.event == event }.count }
}

/// A deck with a recording delegate and a manual clock. The deck's own invariant checks, which
/// run after every operation in debug builds, record a test issue (and ``invariantProblems``)
/// instead of trapping.
final class Harness {
    let deck: KolodaDeck
    let fake: RecordingDelegate
    private(set) var invariantProblems: [String] = []

    init(
        cards: Int = 10, options: DeckOptions = DeckOptions(), bounds: Size = Size(width: 300, height: 400), reducesMotion: Bool = false,
        configure: (RecordingDelegate) -> Void = { _ in }
    ) {
        fake = RecordingDelegate(count: cards)
        configure(fake)
        deck = try! KolodaDeck(options: options, bounds: bounds)
        deck.reducesMotion = reducesMotion
        #if DEBUG
            deck.invariantFailureHandler = { [unowned self] problems in
                invariantProblems += problems
                Issue.record("deck invariants broken: \(problems)")
            }
        #endif
        deck.delegate = fake
        deck.dataSource = fake
    }

    var events: [DeckEvent] { fake.discreteEvents }

    func advance(by seconds: Double) {
        try! deck.advance(to: deck.time + seconds)
    }

    func advance(to time: Double) {
        try! deck.advance(to: time)
    }

    var top: RenderedCard? { deck.renderModel.cards.last { $0.slot == 0 } }
    var leaving: [RenderedCard] { deck.renderModel.cards.filter { $0.slot == nil } }

    /// Presses at `start`, moves in `steps` equal steps over `duration` seconds to `end`, and
    /// releases there (unless `release` is false).
    @discardableResult
    func drag(from start: Point, to end: Point, duration: Double, steps: Int = 10, release: Bool = true) -> Bool {
        guard try! deck.beginDrag(at: start) else { return false }
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let fraction = Double(step) / Double(steps)
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            if step == steps, release {
                try! deck.endDrag(at: point)
            } else {
                try! deck.moveDrag(to: point)
            }
        }
        return true
    }
}
