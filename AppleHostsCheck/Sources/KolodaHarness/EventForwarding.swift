// SPDX-License-Identifier: MIT

import Koloda
import KolodaConformance
import UIKit

@testable import KolodaEngine

/// A Koloda app's data source and delegate that write down each event method called, with its
/// arguments as the catalogue's values.
@MainActor
private final class EventRecorder: KolodaViewDataSource, KolodaViewDelegate {
    private(set) var heard: [String] = []
    private func hear(_ method: String, _ values: DeckEvent.Value...) { heard.append(EventDelivery.call(method, values)) }
    func clear() { heard = [] }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 3 }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIView() }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { false }
    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) { hear(#function, .indexes(indexes)) }
    func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) { hear(#function, .indexes(indexes)) }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        hear(#function, .index(index), .direction(direction))
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { hear(#function) }
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { hear(#function, .index(index)) }
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) { hear(#function, .index(index)) }
    func kolodaDidResetCard(_ koloda: KolodaView) { hear(#function) }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { hear(#function, .index(index)) }
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {
        hear(#function, .percentage(Double(finishPercentage)), .direction(direction))
    }
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) { hear(#function) }
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) { hear(#function) }
    func koloda(_ koloda: KolodaView, diagnostic message: String) { hear(#function, .text(message)) }
    func kolodaIsNearEnd(_ koloda: KolodaView, remainingCards: Int) { hear(#function, .count(remainingCards)) }
}

/// Delivers an event of every kind of the catalogue through the engine's delivery to a loaded
/// UIKit view's Koloda delegate and data source, and says each one that did not reach the method
/// the catalogue names with the catalogue's values.
@MainActor
public func eventForwardingProblems() -> [String] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    // On the engine's timing, which passes each event's values on as they are: on Koloda's,
    // didShowCardAt and didRewindTo name the card current when the delegate hears them.
    view.usesEngineTiming = true
    window.addSubview(view)
    let recorder = EventRecorder()
    view.delegate = recorder
    view.dataSource = recorder
    window.layoutIfNeeded()
    var problems: [String] = []
    for declaration in DeckEvent.catalogue {
        recorder.clear()
        let event = EventDelivery.example(of: declaration.kind)
        view.deckController.deck.binding.deliver(event)
        let expected = [EventDelivery.call(declaration.delegateMethod, event.values)]
        if recorder.heard != expected { problems.append("\(declaration.kind): heard \(recorder.heard), not \(expected)") }
    }
    return problems
}
