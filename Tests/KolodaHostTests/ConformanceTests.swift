// SPDX-License-Identifier: MIT

import KolodaConformance
import KolodaEngine
import KolodaHost
import KolodaScenario
import Testing

/// The conformance suite on a headless host: the controller alone, with views that are records.
@MainActor
final class HeadlessConformanceHost: ReentrantHost, PointerConformanceHost, DeckHost, KolodaSender, @MainActor KolodaDataSource,
    @MainActor KolodaDelegate
{
    final class CardView {
        let index: Int
        init(index: Int) { self.index = index }
    }

    private let frames = ManualFrameSource()
    private let controller: DeckController<HeadlessConformanceHost>
    private let configuration: DeckConfiguration
    var cardCount: Int
    private(set) var events: [TimedDeckEvent] = []
    var onCallback: (@MainActor (String) -> Void)?
    private(set) var timedActions: [TimedDeckAction] = []
    var performedActions: [DeckAction] { timedActions.map(\.action) }
    private var observation: DeckObservation?

    init(_ configuration: DeckConfiguration) throws {
        self.configuration = configuration
        cardCount = configuration.cards
        controller = try DeckController(
            options: configuration.options, frames: frames, keyboard: .gtk, platformReducesMotion: configuration.reduceMotion)
        controller.host = self
        controller.resize(to: Size(width: configuration.width, height: configuration.height))
        controller.eventHandler = { [unowned self] in
            events.append($0)
            onCallback?("event \($0.event)")
        }
        observation = controller.observe(actions: { [unowned self] in timedActions.append($0) }, settled: nil)
    }

    var deckUnderTest: KolodaDeck { controller.deck }
    func performHostOperation(_ choice: Int) -> String {
        load()
        return "data source set again"
    }
    var actionsOfHostOperations: Set<String> { [] }

    nonisolated var options: DeckOptions { MainActor.assumeIsolated { controller.deck.options } }

    func perform(_ action: DeckAction) throws(KolodaError) -> Bool { try controller.perform(action, sizeSource: "its bounds") }
    func restore(_ state: DeckState) throws(KolodaError) { try controller.perform(.restore(state), sizeSource: "its bounds") }
    func load() { controller.operate { controller.deck.connect(to: self, dataSource: self, delegate: self, reload: true) } }
    func advanceClock(to time: Double) { frames.advance(by: time - frames.now) }
    func frame(at time: Double) { frames.runFrame(at: time) }
    var shownModel: RenderModel { controller.model }
    /// The pointer as the controller takes it from every host's toolkit, at the host's time.
    func pointerDown(at point: Point) { controller.pointerPressed(at: point, time: controller.now()) }
    func pointerMoved(to point: Point) { controller.pointerMoved(to: point, time: controller.now()) }
    func pointerUp(at point: Point) { controller.pointerReleased(at: point, time: controller.now()) }
    var viewProblems: [String] { Conformance.viewProblems(model: controller.model, views: controller.cardViews) }

    func makeCardView(forCardAt index: Int) -> CardView? {
        onCallback?("viewForCard \(index)")
        return CardView(index: index)
    }
    func removeCardView(_ view: CardView) {}
    func arrangeCardViews(_ views: [CardView]) {}
    func updateCardView(_ view: CardView, overlay: OverlayState?, isTopCard: Bool) {}
    func cardsNeedLayout() {}
    func announce(_ text: DeckAccessibilityText, topCard: CardView?, otherCards: [CardView]) {}
    func accessibilityLabel(forCardAt index: Int) -> String? {
        onCallback?("accessibilityLabel \(index)")
        return nil
    }

    func kolodaNumberOfCards(_ koloda: HeadlessConformanceHost) -> Int {
        onCallback?("numberOfCards")
        return cardCount
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: HeadlessConformanceHost) -> DragSpeed {
        onCallback?("dragSpeed")
        return configuration.dragSpeed
    }
    func koloda(_ koloda: HeadlessConformanceHost, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        onCallback?("allowedDirections \(index)")
        return configuration.allowedDirections.directions(for: index)
    }
    func koloda(_ koloda: HeadlessConformanceHost, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        onCallback?("shouldSwipe \(index)")
        return true
    }
    func koloda(_ koloda: HeadlessConformanceHost, shouldDragCardAt index: Int) -> Bool {
        onCallback?("shouldDrag \(index)")
        return true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: HeadlessConformanceHost) -> Bool {
        onCallback?("shouldApplyAppearAnimation")
        return configuration.appearAnimation
    }
}

@MainActor
@Suite("The conformance suite on a headless host")
struct HeadlessConformanceTests {
    @Test("Every case shows koloda simulate's render model at every frame and hears its events", arguments: Conformance.cases)
    func conforms(_ testCase: Conformance.Case) throws {
        let host = try HeadlessConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(running: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test("Every case with its drags given as pointer input shows koloda simulate's model of what the input performed", arguments: Conformance.cases)
    func conformsThroughThePointer(_ testCase: Conformance.Case) throws {
        let host = try HeadlessConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(drivingPointer: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test("An app that calls the deck from inside every callback: each call returns and is performed once, invariants hold")
    func reentrancy() {
        let (problem, counts) = Reentrancy.runSeeds(default: 300) { try HeadlessConformanceHost($0) }
        #expect(problem == nil, "\(problem ?? "")")
        print("re-entrancy on the headless host: \(counts)")
    }
}
