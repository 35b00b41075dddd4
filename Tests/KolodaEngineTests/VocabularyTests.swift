// SPDX-License-Identifier: MIT

import KolodaConformance
import Testing

@testable import KolodaEngine

/// One vocabulary for every host: actions as values, the Koloda protocols generic over the
/// sender, and Koloda's option questions.
@Suite("Actions and the delegate vocabulary")
struct VocabularyTests {
    /// A stand-in for a host's view of a deck (a GTK or UIKit view).
    final class HostView: KolodaSender {
        let deck: KolodaDeck
        init(deck: KolodaDeck) { self.deck = deck }
        var options: DeckOptions { deck.options }
    }

    /// A Koloda delegate and data source written against the host view.
    final class PortedDelegate: KolodaDataSource, KolodaDelegate {
        var threshold: Double?
        var moveBackground: Bool?
        var transparent: Bool?
        private(set) var senders: [ObjectIdentifier] = []
        private(set) var percentages: [Double] = []
        private(set) var swiped: [Int] = []

        func kolodaNumberOfCards(_ koloda: HostView) -> Int {
            senders.append(ObjectIdentifier(koloda))
            return 10
        }
        func kolodaSwipeThresholdRatioMargin(_ koloda: HostView) -> Double? { threshold }
        func kolodaShouldMoveBackgroundCard(_ koloda: HostView) -> Bool { moveBackground ?? koloda.options.shouldMoveBackgroundCard }
        func kolodaShouldTransparentizeNextCard(_ koloda: HostView) -> Bool { transparent ?? koloda.options.shouldTransparentizeNextCard }
        func kolodaShouldApplyAppearAnimation(_ koloda: HostView) -> Bool { false }
        func koloda(_ koloda: HostView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
            percentages.append(percentage)
        }
        func koloda(_ koloda: HostView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
            senders.append(ObjectIdentifier(koloda))
            swiped.append(index)
        }
    }

    static func host(_ configure: (PortedDelegate) -> Void = { _ in }) -> (HostView, PortedDelegate) {
        let deck = try! KolodaDeck(options: DeckOptions(), bounds: Size(width: 300, height: 400))
        let view = HostView(deck: deck)
        let delegate = PortedDelegate()
        configure(delegate)
        deck.connect(to: view, dataSource: delegate, delegate: delegate, reload: true)
        return (view, delegate)
    }

    @Test("A host's delegate hears the host as the sender, through the same protocols as the deck's")
    func genericSender() throws {
        let (view, delegate) = Self.host()
        #expect(view.deck.renderModel.deckScale == 1, "the host's delegate declined the appear animation")
        view.deck.swipe(.left)
        withExtendedLifetime(delegate) {}
        #expect(delegate.swiped == [0])
        #expect(Set(delegate.senders) == [ObjectIdentifier(view)])
    }

    /// A data source and delegate that write down each event method called, with its arguments
    /// as the catalogue's values.
    final class EventRecorder: KolodaDataSource, KolodaDelegate {
        private(set) var heard: [String] = []
        private func hear(_ method: String, _ values: DeckEvent.Value...) { heard.append(EventDelivery.call(method, values)) }

        func kolodaNumberOfCards(_ koloda: HostView) -> Int { 0 }
        func koloda(_ koloda: HostView, prefetchCardsAt indexes: [Int]) { hear(#function, .indexes(indexes)) }
        func koloda(_ koloda: HostView, cancelPrefetchingCardsAt indexes: [Int]) { hear(#function, .indexes(indexes)) }
        func koloda(_ koloda: HostView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
            hear(#function, .index(index), .direction(direction))
        }
        func kolodaDidRunOutOfCards(_ koloda: HostView) { hear(#function) }
        func koloda(_ koloda: HostView, didShowCardAt index: Int) { hear(#function, .index(index)) }
        func koloda(_ koloda: HostView, didRewindTo index: Int) { hear(#function, .index(index)) }
        func kolodaDidResetCard(_ koloda: HostView) { hear(#function) }
        func koloda(_ koloda: HostView, didSelectCardAt index: Int) { hear(#function, .index(index)) }
        func koloda(_ koloda: HostView, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
            hear(#function, .percentage(percentage), .direction(direction))
        }
        func kolodaPanBegan(_ koloda: HostView) { hear(#function) }
        func kolodaPanFinished(_ koloda: HostView) { hear(#function) }
        func koloda(_ koloda: HostView, diagnostic message: String) { hear(#function, .text(message)) }
        func kolodaIsNearEnd(_ koloda: HostView, remainingCards: Int) { hear(#function, .count(remainingCards)) }
    }

    @Test(
        "Each event reaches the delegate method the catalogue names, with the catalogue's fields (Koloda's pan methods without the card view, which a deck has not)"
    )
    func deliveryFollowsTheCatalogue() {
        let view = HostView(deck: try! KolodaDeck(options: DeckOptions(), bounds: Size(width: 300, height: 400)))
        for declaration in DeckEvent.catalogue {
            let recorder = EventRecorder()
            let event = EventDelivery.example(of: declaration.kind)
            Binding(sender: view, dataSource: recorder, delegate: recorder).deliver(event)
            let method = declaration.delegateMethod.replacing(":card:)", with: ":)")
            #expect(recorder.heard == [EventDelivery.call(method, event.values)], "\(declaration.kind)")
            #expect(event.values.map(\.type) == declaration.fields.map(\.type), "\(declaration.kind)")
        }
    }

    @Test("Koloda's threshold question is asked per drag and defaults to the options")
    func thresholdQuestion() throws {
        // 90 points right on a 300-point card: percentage 0.6.
        for (answer, swipes) in [(Double?.none, false), (0.5, true)] {
            let (view, delegate) = Self.host { $0.threshold = answer }
            #expect(try view.deck.beginDrag(at: Point(x: 150, y: 100)))
            try view.deck.advance(to: 1)
            try view.deck.endDrag(at: Point(x: 240, y: 100), velocity: .zero)
            #expect((delegate.swiped == [0]) == swipes, "threshold \(String(describing: answer))")
            #expect(abs(delegate.percentages.last! - 60) < 1e-9, "Koloda's 0...100")
        }
    }

    @Test("Whether background cards move or are transparent is asked, defaulting to the options")
    func backgroundQuestions() throws {
        // The deck holds its delegate weakly, as Koloda does: keep them alive.
        let (still, stillDelegate) = Self.host { $0.moveBackground = false }
        let (moving, movingDelegate) = Self.host()
        for view in [still, moving] {
            try view.deck.beginDrag(at: Point(x: 150, y: 100))
            try view.deck.moveDrag(to: Point(x: 250, y: 100))
        }
        #expect(still.deck.renderModel.cards.first { $0.slot == 1 }?.center == still.deck.stack.restPose(slot: 1).center)
        #expect(moving.deck.renderModel.cards.first { $0.slot == 1 }?.center != moving.deck.stack.restPose(slot: 1).center)
        let (opaque, opaqueDelegate) = Self.host { $0.transparent = false }
        let (plain, plainDelegate) = Self.host()
        #expect(opaque.deck.renderModel.cards.first { $0.slot == 1 }?.alpha == 1)
        #expect(plain.deck.renderModel.cards.first { $0.slot == 1 }?.alpha == 0.7)
        withExtendedLifetime((stillDelegate, movingDelegate, opaqueDelegate, plainDelegate)) {}
    }

    @Test("perform applies an action; from inside a question it runs right after, reporting false")
    func performAndDefer() throws {
        let harness = Harness()
        harness.advance(to: 1)
        #expect(try harness.deck.perform(.swipe(.left, force: false)))
        var deferred: Bool?
        harness.fake.onShouldSwipe = { deck in
            if deferred == nil { deferred = try? deck.perform(.revert(direction: nil)) }
        }
        #expect(try harness.deck.perform(.swipe(.right, force: false)))
        #expect(deferred == false)
        #expect(harness.deck.currentCardIndex == 1, "the deferred revert ran after the swipe")
        #expect(throws: KolodaError.self) { try harness.deck.perform(.showCard(at: 99)) }
        #expect(throws: KolodaError.self) { try harness.deck.perform(.moveDrag(to: Point(x: .nan, y: 0))) }
    }
}
