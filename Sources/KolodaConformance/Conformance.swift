// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario

/// One conformance suite for every host: the same scripted inputs run through each host (a
/// headless host, the GTK view, the UIKit view on the stand-in), frame by frame at 64 Hz, and each
/// must show the render model `koloda simulate` gives at every frame and hear the same delegate
/// events at the same times.
public enum Conformance {
    /// A named scenario.
    public struct Case: Sendable, CustomStringConvertible {
        /// What it exercises.
        public let name: String
        /// The deck and the inputs.
        public let scenario: Scenario
        /// The case's name, for a test's arguments.
        public var description: String { name }
    }

    /// The frame rate of every case: a power of two, so that frame times add up exactly.
    public static let fps = 64.0

    /// Drags frame by frame, swipes, undos, inserts and removes mid-animation, a restore,
    /// reduced motion, options changed mid-run, the appear animation. The two cases that drag do
    /// not play the appear animation, during which the deck takes no drag.
    public static let cases: [Case] = [
        make(
            "a drag frame by frame past the threshold, then a short one that springs back",
            deck: #"{"cards": 6, "appearAnimation": false}"#,
            events: [(0.1, #"{"type": "dragBegan", "x": 150, "y": 120}"#)] + dragMoves
                + [
                    (0.45, #"{"type": "dragEnded", "x": 340, "y": 142}"#),
                    (1.5, #"{"type": "dragBegan", "x": 150, "y": 200}"#),
                    (1.6, #"{"type": "dragMoved", "x": 180, "y": 210}"#),
                    (1.7, #"{"type": "dragEnded", "x": 185, "y": 212}"#),
                ]),
        make(
            "rapid swipes and undos while cards fly",
            deck: #"{"cards": 8, "allowedDirections": ["left", "right", "up"]}"#,
            events: [
                (0.2, #"{"type": "swipe", "direction": "left"}"#), (0.25, #"{"type": "swipe", "direction": "right"}"#),
                (0.3, #"{"type": "swipe", "direction": "up"}"#), (0.4, #"{"type": "revert"}"#), (0.45, #"{"type": "revert"}"#),
                (1.5, #"{"type": "revert", "direction": "up"}"#), (2.2, #"{"type": "swipe", "direction": "down"}"#),
            ]),
        make(
            "inserts, removes and a reload during a drag and a fly-off",
            deck: #"{"cards": 10, "isLoop": true, "appearAnimation": false}"#,
            events: [
                (0.2, #"{"type": "dragBegan", "x": 150, "y": 150}"#), (0.3, #"{"type": "dragMoved", "x": 190, "y": 160}"#),
                (0.35, #"{"type": "insert", "start": 0, "end": 2}"#), (0.4, #"{"type": "remove", "start": 1, "end": 2}"#),
                (0.5, #"{"type": "dragEnded", "x": 330, "y": 170}"#), (0.55, #"{"type": "remove", "start": 0, "end": 1}"#),
                (0.6, #"{"type": "insert", "start": 1, "end": 4, "animated": false}"#),
                (0.7, #"{"type": "reloadRange", "start": 0, "end": 3}"#), (1.2, #"{"type": "showCard", "index": 5}"#),
                (1.3, #"{"type": "reloadData"}"#),
            ]),
        make(
            "a state restored before the first load, undone past it, then restored again",
            deck: #"{"cards": 10}"#,
            events: [
                (
                    0,
                    #"{"type": "restore", "state": {"version": 1, "currentIndex": 4, "count": 10, "history": [[0, "left"], [1, "right"], [2, "left"], [3, "right"]]}}"#
                ),
                (0.3, #"{"type": "revert"}"#), (0.5, #"{"type": "revert"}"#), (0.9, #"{"type": "swipe", "direction": "left"}"#),
                (1.5, #"{"type": "restore", "state": {"version": 1, "currentIndex": 2, "count": 10, "history": [[0, "right"], [1, "right"]]}}"#),
                (1.6, #"{"type": "revert"}"#),
            ]),
        make(
            "reduced motion: every animation at once, the same events",
            deck: #"{"cards": 6, "reduceMotion": true, "appearAnimation": true}"#,
            events: [
                (0.2, #"{"type": "swipe", "direction": "left"}"#), (0.3, #"{"type": "revert"}"#),
                (0.5, #"{"type": "dragBegan", "x": 150, "y": 150}"#), (0.55, #"{"type": "dragMoved", "x": 200, "y": 150}"#),
                (0.6, #"{"type": "dragEnded", "x": 205, "y": 150}"#), (0.8, #"{"type": "remove", "start": 0, "end": 1}"#),
            ]),
        make(
            "the appear animation, then the background layout and other options mid-run",
            deck: #"{"cards": 7, "appearAnimation": true}"#,
            events: [
                (0.5, #"{"type": "swipe", "direction": "right"}"#),
                (0.6, #"{"type": "setOptions", "deck": {"layout": "background", "visibleCards": 4, "isLoop": true}}"#),
                (1.2, #"{"type": "swipe", "direction": "left"}"#),
                (1.5, #"{"type": "setOptions", "deck": {"visibleCards": 2, "relayoutAnimation": {"duration": 0.4, "curve": [0.42, 0, 0.58, 1]}}}"#),
                (1.6, #"{"type": "resetCurrentCardIndex"}"#),
            ]),
    ]

    /// Twenty moves of a drag, one a frame.
    private static let dragMoves: [(Double, String)] = (1...20).map { step -> (Double, String) in
        let time: Double = 0.1 + Double(step) / 64
        let x: Int = 150 + step * 9
        let y: Int = 120 + step
        return (time, "{\"type\": \"dragMoved\", \"x\": \(x), \"y\": \(y)}")
    }

    /// A case from its deck object and its events, as the scenario format writes them.
    private static func make(_ name: String, deck: String, events: [(Double, String)]) -> Case {
        let members = events.map { time, event in "{\"t\": \(time), " + event.dropFirst() }
        let text = "{\"deck\": \(deck), \"fps\": \(fps), \"events\": [\(members.joined(separator: ", "))]}"
        do {
            return Case(name: name, scenario: try Scenario.parse(Data(text.utf8)))
        } catch {
            preconditionFailure("conformance case \"\(name)\": \(error)")
        }
    }

    /// Runs a case through `host`, made for the case's deck, and says every way in which it
    /// differs from `koloda simulate`: a frame whose model is not the trace's, a card without a
    /// view, an event missing, extra or at another time.
    ///
    /// - Returns: The differences, in words; none for a host that conforms.
    @MainActor
    public static func differences(running scenario: Scenario, on host: some ConformanceHost) -> [String] {
        var problems: [String] = []
        _ = differences(running: scenario, on: host, problems: &problems) { event in
            perform(event.action, on: host)
            return [event]
        }
        return problems
    }

    /// Runs a case through `host` with its drags and taps given to the host's toolkit as pointer
    /// input (a press, moves, a release), as a user gives them, and its other events performed.
    /// The toolkit's input begins a drag at the first move past the slop and stamps each event
    /// with its own time, so the host is held to `koloda simulate` of the actions its input performed, at
    /// their times; and those actions must be the case's drags and taps, point for point.
    ///
    /// - Returns: The differences, in words; none for a host that conforms.
    @MainActor
    public static func differences(drivingPointer scenario: Scenario, on host: some PointerConformanceHost) -> [String] {
        var problems: [String] = []
        let performed = differences(running: scenario, on: host, problems: &problems) { event in
            guard case .deck(let action) = event.action, let input = PointerInput(action) else {
                perform(event.action, on: host)
                return [event]
            }
            let before = host.timedActions.count
            switch input {
            case .press(let point): host.pointerDown(at: point)
            case .move(let point): host.pointerMoved(to: point)
            case .release(let point): host.pointerUp(at: point)
            case .tap(let point):
                host.pointerDown(at: point)
                host.pointerUp(at: point)
            }
            return host.timedActions[before...].map { ScenarioEvent(time: $0.time, action: .deck($0.action)) }
        }
        let expected = scenario.events.compactMap(PointerInput.init)
        let given = performed.compactMap(PointerInput.init)
        if given != expected {
            problems.append("the pointer input performed \(given), not the case's \(expected)")
        }
        return problems
    }

    /// Runs `scenario` through `host`, each event given to it by `drive`, which says what the deck
    /// performed for it; compares what the host showed and heard with `koloda simulate` of the
    /// events performed, and returns those events.
    @MainActor
    private static func differences(
        running scenario: Scenario, on host: some ConformanceHost, problems: inout [String], drive: (ScenarioEvent) -> [ScenarioEvent]
    ) -> [ScenarioEvent] {
        var performed = scenario
        performed.events = []
        var pending = scenario.events[...]
        if let first = pending.first, first.time == 0, case .restore(let state, let count) = first.action {
            performed.events.append(pending.removeFirst())
            host.cardCount = count
            do { try host.restore(state) } catch { problems.append("restore before the first load refused: \(error)") }
        }
        host.load()
        var shown: [(model: RenderModel, problems: [String])] = []
        for frame in ScenarioRunner.run(scenario).frames {
            while let event = pending.first, event.time <= frame.time {
                pending.removeFirst()
                host.advanceClock(to: event.time)
                performed.events += drive(event)
            }
            host.frame(at: frame.time)
            shown.append((host.shownModel, host.viewProblems))
        }
        let trace = ScenarioRunner.run(performed)
        for (frame, (model, viewProblems)) in zip(trace.frames, shown) {
            var model = model
            model.time = frame.model.time
            if !matches(model, frame.model) {
                problems.append("at t \(frame.time): shown \(describe(model)), simulated \(describe(frame.model))")
            }
            problems += viewProblems.map { "at t \(frame.time): \($0)" }
            if problems.count > 20 { break }
        }
        let heard = host.events.compactMap(TraceEvent.init).map(describe)
        let simulated = trace.events.filter { $0.name != TraceEvent.Name.state.rawValue }.map(describe)
        if heard != simulated {
            problems.append("events differ:\n  heard     \(heard)\n  simulated \(simulated)")
        }
        return performed.events
    }

    /// A drag or a tap as the pointer gives it: its points, without the stamps and release
    /// velocity, which are the input's own.
    private enum PointerInput: Equatable {
        case press(Point), move(Point), release(Point), tap(Point)

        init?(_ event: ScenarioEvent) {
            guard case .deck(let action) = event.action else { return nil }
            self.init(action)
        }

        init?(_ action: DeckAction) {
            switch action {
            case .beginDrag(let point, _): self = .press(point)
            case .moveDrag(let point, _): self = .move(point)
            case .endDrag(let point, _, _): self = .release(point)
            case .tap(let point): self = .tap(point)
            default: return nil
            }
        }
    }

    /// Performs a scenario action through the host, changing its data first as an app would.
    @MainActor
    private static func perform(_ action: ScenarioEvent.Action, on host: some ConformanceHost) {
        switch action {
        case .setCount(let count): host.cardCount = count
        case .saveState: break
        case .restore(let state, let count):
            let before = host.cardCount
            host.cardCount = count
            if (try? host.restore(state)) == nil { host.cardCount = before }
        case .deck(let action):
            let before = host.cardCount
            switch action {
            case .insert(let range, _): host.cardCount += range.count
            case .remove(let range, _): host.cardCount = max(host.cardCount - range.count, 0)
            default: break
            }
            if (try? host.perform(action)) == nil { host.cardCount = before }
        }
    }

    /// What is wrong with a host's views of `model`: a card that has an index but no view, a
    /// view of a card the model no longer has.
    public static func viewProblems<View>(model: RenderModel, views: [CardID: View]) -> [String] {
        let missing = model.cards.filter { $0.index != nil && views[$0.id] == nil }.map { "card \($0.index!) has no view" }
        let ids = Set(model.cards.map(\.id))
        let stale = views.keys.filter { !ids.contains($0) }.map { "a view is kept for \($0), which has left" }
        return missing + stale
    }

    /// Whether two models are the same within a billionth of a point.
    private static func matches(_ a: RenderModel, _ b: RenderModel) -> Bool {
        guard a.cards.count == b.cards.count, close(a.deckScale, b.deckScale), close(a.deckAlpha, b.deckAlpha) else { return false }
        return zip(a.cards, b.cards).allSatisfy { x, y in
            x.index == y.index && x.slot == y.slot && x.overlay?.direction == y.overlay?.direction
                && close(x.overlay?.progress ?? 0, y.overlay?.progress ?? 0) && close(x.center.x, y.center.x)
                && close(x.center.y, y.center.y) && close(x.size.width, y.size.width) && close(x.size.height, y.size.height)
                && close(x.rotation, y.rotation) && close(x.scale.dx, y.scale.dx) && close(x.scale.dy, y.scale.dy) && close(x.alpha, y.alpha)
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    private static func describe(_ model: RenderModel) -> String {
        model.cards.map { "\($0.index.map(String.init) ?? "-")@(\($0.center.x), \($0.center.y)) r\($0.rotation) a\($0.alpha)" }
            .joined(separator: ", ") + " deck \(model.deckScale)"
    }

    private static func describe(_ event: TraceEvent) -> String {
        "\(event.name) \(event.fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")) at \((event.time * 1e9).rounded() / 1e9)"
    }
}
