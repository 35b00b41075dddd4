// SPDX-License-Identifier: MIT

import CKolodaGtk
import KolodaConformance
import KolodaHost
import KolodaScenario
import Testing

@testable import KolodaGtk

/// The GTK view under the conformance suite: a `KolodaView` of the scenario's size in a real
/// window, its time a `ManualFrameSource`, its cards label widgets.
@MainActor
final class GtkConformanceHost: ReentrantHost, @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    private let deckWindow: DeckWindow
    private var view: KolodaView { deckWindow.view }
    private let configuration: DeckConfiguration
    var cardCount: Int
    private(set) var events: [TimedDeckEvent] = []
    var onCallback: (@MainActor (String) -> Void)?
    private(set) var performedActions: [DeckAction] = []
    private var observation: KolodaViewObservation?

    init(_ configuration: DeckConfiguration) throws {
        self.configuration = configuration
        cardCount = configuration.cards
        deckWindow = try DeckWindow(options: configuration.options) { view in
            gtk_widget_set_size_request(view.widget, Int32(configuration.width), Int32(configuration.height))
            gtk_widget_set_halign(view.widget, GTK_ALIGN_START)
            gtk_widget_set_valign(view.widget, GTK_ALIGN_START)
            view.reduceMotion = configuration.reduceMotion
        }
        view.eventHandler = { [unowned self] in
            events.append($0)
            onCallback?("event \($0.event)")
        }
        observation = view.observe(actions: { [unowned self] in performedActions.append($0.action) })
    }

    var deckUnderTest: KolodaDeck { view.deck }
    func performHostOperation(_ choice: Int) -> String {
        if choice.isMultiple(of: 2) {
            view.dataSource = self
            return "data source set again"
        }
        view.delegate = self
        return "delegate set again"
    }
    var actionsOfHostOperations: Set<String> { [] }

    isolated deinit { deckWindow.destroy() }

    func perform(_ action: DeckAction) throws(KolodaError) -> Bool { try view.perform(action) }
    func restore(_ state: DeckState) throws(KolodaError) { try view.restoreDeckState(state) }
    func load() {
        view.delegate = self
        view.dataSource = self
    }
    func advanceClock(to time: Double) { deckWindow.frames.advance(by: time - deckWindow.frames.now) }
    func frame(at time: Double) { deckWindow.frames.runFrame(at: time) }
    var shownModel: RenderModel { view.controller.model }
    var viewProblems: [String] {
        var problems = Conformance.viewProblems(model: view.controller.model, views: view.controller.cardViews)
        // The widgets are the deck's children in the model's order, back to front.
        var child = gtk_widget_get_first_child(view.widget)
        for card in view.controller.model.cards {
            guard let views = view.controller.cardViews[card.id] else { continue }
            if child != views.wrapper { problems.append("card \(card.index.map(String.init) ?? "-")'s widget is out of order") }
            child = child.flatMap(gtk_widget_get_next_sibling)
            if let overlay = views.overlay, child == overlay.widget { child = gtk_widget_get_next_sibling(child) }
        }
        return problems
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        onCallback?("numberOfCards")
        return cardCount
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        onCallback?("dragSpeed")
        return configuration.dragSpeed
    }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        onCallback?("viewForCard \(index)")
        return gtk_label_new("Card \(index)")
    }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        onCallback?("viewForCardOverlay \(index)")
        return TextOverlayView()
    }
    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        onCallback?("accessibilityLabel \(index)")
        return nil
    }
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        onCallback?("allowedDirections \(index)")
        return configuration.allowedDirections.directions(for: index)
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        onCallback?("shouldSwipe \(index)")
        return true
    }
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        onCallback?("shouldDrag \(index)")
        return true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        onCallback?("shouldApplyAppearAnimation")
        return configuration.appearAnimation
    }
}

@MainActor
@Suite("The conformance suite on the GTK view", .serialized)
struct GtkConformanceTests {
    @Test("Every case shows koloda simulate's render model at every frame and hears its events", arguments: Conformance.cases)
    func conforms(_ testCase: Conformance.Case) throws {
        let host = try GtkConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(running: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test("An app that calls the deck from inside every callback: each call returns and is performed once, invariants hold")
    func reentrancy() {
        let (problem, counts) = Reentrancy.runSeeds(default: 150) { try GtkConformanceHost($0) }
        #expect(problem == nil, "\(problem ?? "")")
        print("re-entrancy on the GTK view: \(counts)")
    }
}
