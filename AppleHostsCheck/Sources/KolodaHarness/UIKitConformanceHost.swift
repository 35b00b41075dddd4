// SPDX-License-Identifier: MIT

import KolodaConformance
import KolodaEngine
import KolodaScenario
import QuartzCore
import StandInSupport
import UIKit

@testable import Koloda

/// The UIKit view under the conformance suite: a `KolodaView` of the scenario's size in a
/// window, its time the stand-in's media clock, its frames the display link fired as UIKit
/// fires it, laid out after each step.
@MainActor
public final class UIKitConformanceHost: ReentrantHost, PointerConformanceHost, KolodaViewDataSource, KolodaViewDelegate {
    private let view: KolodaView
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let configuration: DeckConfiguration
    /// The number of cards the data source reports.
    public var cardCount: Int
    /// Every event the view's event handler heard.
    public private(set) var events: [TimedDeckEvent] = []
    /// The media time at which the view's clock reads 0.
    private let origin: Double
    /// Called from inside each of the view's callbacks (the re-entrancy test's app).
    public var onCallback: (@MainActor (String) -> Void)?
    /// Every action the deck performed, with its time.
    public private(set) var timedActions: [TimedDeckAction] = []
    /// Every action the deck performed.
    public var performedActions: [DeckAction] { timedActions.map(\.action) }

    /// A view for a scenario's deck.
    /// A host of a deck made as `configuration` says, on the engine's timing (the conformance
    /// cases' behaviour) or, with `kolodaTiming`, on Koloda's (the re-entrancy runs).
    public init(_ configuration: DeckConfiguration, kolodaTiming: Bool = false) throws {
        self.configuration = configuration
        cardCount = configuration.cards
        UIAccessibility.standInReduceMotion = configuration.reduceMotion
        standInMediaTime = 0
        origin = standInMediaTime
        view = KolodaView(frame: CGRect(x: 0, y: 0, width: configuration.width, height: configuration.height))
        // The conformance cases are the engine's behaviour, which the view runs on request.
        view.usesEngineTiming = !kolodaTiming
        window.addSubview(view)
        try view.setOptions(configuration.options)
        view.eventHandler = { [unowned self] in
            events.append($0)
            onCallback?("event \($0.event)")
        }
        view.actionHandler = { [unowned self] in timedActions.append($0) }
        window.layoutIfNeeded()
    }

    /// The view's deck.
    public var deckUnderTest: KolodaDeck { view.deck }

    /// Koloda's own operations: the data source set again, `reloadData()`, `reconfigureCards()`,
    /// `resetCurrentCardIndex()` and `applyAppearAnimationIfNeeded()`.
    public func performHostOperation(_ choice: Int) -> String {
        defer { window.layoutIfNeeded() }
        switch choice % 5 {
        case 0:
            view.dataSource = self
            return "data source set again"
        case 1:
            view.reloadData()
            return "reloadData()"
        case 2:
            view.reconfigureCards()
            return "reconfigureCards()"
        case 3:
            view.resetCurrentCardIndex()
            return "resetCurrentCardIndex()"
        default:
            view.applyAppearAnimationIfNeeded()
            return "applyAppearAnimationIfNeeded()"
        }
    }

    /// What Koloda's `reloadData()`, `reconfigureCards()` and `applyAppearAnimationIfNeeded()` do.
    public var actionsOfHostOperations: Set<String> { ["reloadData", "insert", "remove", "reloadRange", "applyAppearAnimation"] }

    /// Performs an action through the view's `perform(_:)`, then UIKit lays the view out.
    public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
        defer { window.layoutIfNeeded() }
        return try view.perform(action)
    }

    /// Restores a state through the view, before or after its data source is set.
    public func restore(_ state: DeckState) throws(KolodaError) {
        defer { window.layoutIfNeeded() }
        try view.perform(.restore(state))
        if view.dataSource == nil { restoresOnLoad = true }
    }

    /// Whether a state was restored before the data source was set: the deck then loads at it,
    /// without the appear animation.
    private var restoresOnLoad = false

    /// Sets the view's data source and delegate: the deck loads; then, as a Koloda app that wants
    /// the appear animation does, asks for it (a deck loaded at a restored state does not appear).
    public func load() {
        view.delegate = self
        view.dataSource = self
        if !restoresOnLoad { view.applyAppearAnimationIfNeeded() }
        window.layoutIfNeeded()
    }

    /// Moves the stand-in's media clock to `time` on the view's clock.
    public func advanceClock(to time: Double) { standInMediaTime = origin + time }

    /// The display link fires for the frame shown at `time`, as UIKit fires it while it is
    /// scheduled; then UIKit lays the view out.
    public func frame(at time: Double) {
        let duration = 1 / Conformance.fps
        standInMediaTime = origin + time - duration
        if let link = view.displayLink, link.standInIsRunning { link.standInFire(at: origin + time - duration, duration: duration) }
        standInMediaTime = origin + time
        window.layoutIfNeeded()
    }

    /// The finger on the view, as UIKit gives it to the view's recognizers.
    private lazy var finger = Finger(view: view, window: window)
    /// Where the finger went down, until it moves (UIKit tells the pan nothing before).
    private var pressPoint: Point?
    /// Whether the pan began.
    private var panning = false

    /// The finger goes down at `point` (the view's coordinates are the deck's here).
    public func pointerDown(at point: Point) {
        pressPoint = point
        panning = false
    }

    /// The finger moves: its first move begins the pan, moving the way it goes.
    public func pointerMoved(to point: Point) {
        if panning {
            finger.panMoves(to: point)
        } else if let start = pressPoint {
            pressPoint = nil
            panning = finger.panBegins(at: start, movingTo: point, velocity: (point - start) * Conformance.fps)
        }
    }

    /// The finger lifts: the pan ends, or a finger that never moved taps.
    public func pointerUp(at point: Point) {
        if panning {
            finger.panEnds(at: point)
        } else if pressPoint != nil {
            finger.tap(at: point)
        }
        pressPoint = nil
        panning = false
    }

    /// The render model the view's card views were last updated to.
    public var shownModel: RenderModel { view.controller.model }

    /// Card views missing, left over, out of order or not where their cards are.
    public var viewProblems: [String] {
        var problems = Conformance.viewProblems(model: view.controller.model, views: view.controller.cardViews)
        // The card views are the deck's subviews in the model's order, back to front, each
        // placed where its card is.
        let cardViews = view.controller.model.cards.compactMap { view.controller.cardViews[$0.id] }
        if view.subviews.count != cardViews.count || !zip(view.subviews, cardViews).allSatisfy({ $0 === $1 }) {
            problems.append("the card views are not the deck's subviews in the model's order")
        }
        let model = view.controller.model
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        for card in model.cards {
            guard let cardView = view.controller.cardViews[card.id] else { continue }
            let expected = CardPose(card, in: model, deckSize: size)
            let shown = CardPose(index: card.index, view: cardView)
            if !shown.matches(expected) { problems.append("view \(shown) is not at \(expected)") }
        }
        return problems
    }

    /// The data source's count.
    public func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        onCallback?("numberOfCards")
        return cardCount
    }
    /// The scenario's fly-off speed.
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> Koloda.DragSpeed {
        onCallback?("dragSpeed")
        return Koloda.DragSpeed.allCases.first { $0.engine == configuration.dragSpeed } ?? .default
    }
    /// A plain view for each card.
    public func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        onCallback?("viewForCard \(index)")
        return UIView(frame: .zero)
    }
    /// An overlay for each card.
    public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        onCallback?("viewForCardOverlay \(index)")
        return OverlayView(frame: .zero)
    }
    /// No label of the app's own.
    public func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        onCallback?("accessibilityLabel \(index)")
        return nil
    }
    /// The scenario's allowed directions.
    public func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        onCallback?("allowedDirections \(index)")
        return configuration.allowedDirections.directions(for: index)
    }
    /// Every swipe may go.
    public func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        onCallback?("shouldSwipe \(index)")
        return true
    }
    /// Every card may be dragged.
    public func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        onCallback?("shouldDrag \(index)")
        return true
    }
    /// The scenario's appear animation.
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        onCallback?("shouldApplyAppearAnimation")
        return configuration.appearAnimation
    }
}
