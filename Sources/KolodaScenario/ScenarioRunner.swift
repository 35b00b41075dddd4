// SPDX-License-Identifier: MIT

import KolodaEngine

/// Runs a scenario through the real engine with a virtual clock.
public enum ScenarioRunner {
    /// Runs `scenario` and returns its trace.
    ///
    /// The deck loads at t = 0, on the saved card of a `restore` with a `count` that is the first
    /// event at t = 0 (as a recording starts). Events are applied in order of time, each after the
    /// deck has been advanced to its exact time; frames are sampled at t = k / fps up to the
    /// duration. An operation the deck refuses becomes an `error` event.
    ///
    /// - Complexity: O(frames × visible cards + events), independent of the number of cards.
    public static func run(_ scenario: Scenario) -> Trace {
        var trace = Trace(scenario: scenario)
        let source = ScenarioDataSource(count: scenario.deck.cards, speed: scenario.deck.dragSpeed)
        let delegate = ScenarioDelegate(configuration: scenario.deck)
        let bounds = Size(width: scenario.deck.width, height: scenario.deck.height)
        let deck: KolodaDeck
        do {
            deck = try KolodaDeck(options: scenario.deck.options, bounds: bounds)
            deck.reducesMotion = scenario.deck.reduceMotion
        } catch {
            trace.events.append(TraceEvent(time: 0, name: .error, fields: [("message", .text(error.description))]))
            return trace
        }
        deck.delegate = delegate
        deck.eventHandler = { if let event = TraceEvent($0) { trace.events.append(event) } }
        var pending = scenario.events[...]
        // A restore at t 0, first of the events, comes before the first load, as an app restores
        // before it sets its data source: the deck starts on the saved card.
        if let first = pending.first, first.time == 0, case .restore(let state, let count) = first.action {
            pending.removeFirst()
            if let problem = state.problem(withAvailableCards: count) {
                trace.events.append(TraceEvent(time: 0, name: .error, fields: [("message", .text(KolodaError.stateDoesNotFit(problem).description))]))
            } else {
                source.count = count
                _ = try? deck.perform(.restore(state))
            }
        }
        deck.dataSource = source

        var model = RenderModel()
        let frameCount = Int((scenario.duration * scenario.fps + 1e-9).rounded(.down)) + 1
        trace.frames.reserveCapacity(frameCount)
        for frame in 0..<frameCount {
            let time = Double(frame) / scenario.fps
            while let event = pending.first, event.time <= time {
                pending.removeFirst()
                do {
                    try deck.advance(to: event.time)
                    if event.action == .saveState {
                        trace.events.append(TraceEvent(time: event.time, name: .state, fields: [("state", .state(deck.deckState))]))
                    } else {
                        try perform(event.action, on: deck, source: source)
                    }
                } catch {
                    trace.events.append(TraceEvent(time: event.time, name: .error, fields: [("message", .text(error.description))]))
                }
            }
            try? deck.advance(to: time)
            deck.render(into: &model)
            trace.frames.append(TraceFrame(time: time, currentIndex: deck.currentCardIndex, model: model))
        }
        deck.eventHandler = nil
        return trace
    }

    /// Performs a scenario action: deck actions through the deck's one entry point; inserts,
    /// removes and a restore with a count first change the data source's count, as an app
    /// changes its data before telling the deck, and put it back if the deck refuses.
    private static func perform(_ action: ScenarioEvent.Action, on deck: KolodaDeck, source: ScenarioDataSource) throws(KolodaError) {
        switch action {
        case .setCount(let count):
            source.count = count
        case .saveState:
            break
        case .restore(let state, let count):
            let before = source.count
            source.count = count
            do { try deck.perform(.restore(state)) } catch {
                source.count = before
                throw error
            }
        case .deck(let action):
            let before = source.count
            switch action {
            case .insert(let range, _):
                // An overflowing count is left alone: the deck refuses the insert.
                let (sum, overflow) = source.count.addingReportingOverflow(range.count)
                if !overflow { source.count = sum }
            case .remove(let range, _): source.count = max(source.count - range.count, 0)
            default: break
            }
            do { try deck.perform(action) } catch {
                source.count = before
                throw error
            }
        }
    }
}

/// The scenario's data source: a count that insert, remove and setCount change.
final class ScenarioDataSource: KolodaDataSource {
    var count: Int
    let speed: DragSpeed

    init(count: Int, speed: DragSpeed) {
        self.count = count
        self.speed = speed
    }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { speed }
}

/// The delegate a deck configuration describes: its allowed directions per card and its appear
/// animation switch, as a scenario's run answers them, and a host that runs a designed deck (the
/// web deck) does.
public final class ScenarioDelegate: KolodaDelegate {
    /// The configuration whose answers the delegate gives.
    public var configuration: DeckConfiguration

    /// A delegate answering as `configuration` says.
    public init(configuration: DeckConfiguration) { self.configuration = configuration }

    /// The configuration's directions for the card.
    public func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        configuration.allowedDirections.directions(for: index)
    }

    /// Whether the configuration plays the appear animation.
    public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { configuration.appearAnimation }
}
