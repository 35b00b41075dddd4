// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario
import Testing

@Suite("One schema for reading and writing scenarios")
struct ScenarioCodecTests {
    /// How many random scenarios to write and read back; `KOLODA_SEEDS=n` runs n instead.
    static var seeds: [UInt64] { RepeatableRandomNumberGenerator.seeds(3_000) }

    @Test("Thousands of random scenarios, every action and option among them, read back equal to what was written")
    func roundTrip() throws {
        var covered = Set<String>()
        for seed in Self.seeds {
            var random = RepeatableRandomNumberGenerator(seed: seed)
            let scenario = Self.randomScenario(using: &random)
            let text = try scenario.jsonText()
            let parsed = try Scenario.parse(Data(text.utf8))
            #expect(parsed == scenario, "seed \(seed): \(text)")
            if parsed != scenario { return }
            for event in scenario.events { covered.insert(Self.caseName(event.action)) }
        }
        #expect(covered.count == 21, "every action has been written and read: \(covered.sorted())")
    }

    @Test("A trace's scenario member runs again as written, to the same trace")
    func traceScenarioRunsAgain() throws {
        for seed in Self.seeds.prefix(200) {
            var random = RepeatableRandomNumberGenerator(seed: seed)
            let trace = ScenarioRunner.run(Self.randomScenario(using: &random))
            let text = try trace.jsonText()
            let firstLine = try #require(text.split(separator: "\n").first)
            let member = firstLine.dropFirst(#"{"scenario":"#.count).dropLast()
            let again = try Scenario.parse(Data(member.utf8))
            #expect(try ScenarioRunner.run(again).jsonText() == text, "seed \(seed)")
        }
    }

    @Test("Options changed mid-run, a nudge, the appear animation, a measured release velocity and input stamps are scenario events")
    func newEventForms() throws {
        let scenario = try Scenario.parse(
            Data(
                #"""
                {"duration": 3, "events": [
                  {"t": 0.9, "type": "nudge", "direction": "left"},
                  {"t": 1.0, "type": "setOptions", "deck": {"layout": "background", "threshold": 0.5, "resetSpring": {"stiffness": 300, "damping": 20}}},
                  {"t": 1.1, "type": "applyAppearAnimation"},
                  {"t": 2.0, "type": "dragBegan", "x": 180, "y": 200},
                  {"t": 2.05, "type": "dragEnded", "x": 190, "y": 200, "velocity": [1500, 0]},
                  {"t": 2.9, "type": "dragBegan", "x": 150, "y": 200, "stamp": 86400.5},
                  {"t": 2.9, "type": "dragMoved", "x": 120, "y": 200, "stamp": 86400.52},
                  {"t": 2.9, "type": "dragEnded", "x": 110, "y": 200, "stamp": 86400.54}
                ]}
                """#.utf8))
        var options = DeckOptions.background
        options.swipeThresholdRatioMargin = 0.5
        options.resetSpring = SpringParameters(stiffness: 300, damping: 20)
        #expect(scenario.events.map(\.action)[1] == .deck(.setOptions(options)))
        #expect(scenario.events.map(\.action)[4] == .deck(.endDrag(at: Point(x: 190, y: 200), velocity: Vector(dx: 1500, dy: 0))))
        let trace = ScenarioRunner.run(scenario)
        #expect(trace.frames[57].model.cards.last?.center.x ?? 0 < 149, "the nudge pushed the top card left")
        #expect(trace.frames[75].model.cards.count == 2, "the background layout shows two cards once the third has faded")
        #expect(trace.frames[72].model.deckScale < 1, "the appear animation plays again")
        #expect(trace.events.contains { $0.name == "didSwipe" }, "the measured velocity flings the card, though it moved 10 points")
        #expect(scenario.events.map(\.action)[6] == .deck(.moveDrag(to: Point(x: 120, y: 200), stamp: 86400.52)))
        #expect(trace.events.filter { $0.name == "didSwipe" }.count == 2, "the stamps' 1000 pt/s fling the next card at one instant")
        #expect(throws: ScenarioError.self) {
            try Scenario.parse(Data(#"{"events": [{"t": 1, "type": "dragMoved", "x": 1, "y": 2, "stamp": "now"}]}"#.utf8))
        }
    }

    @Test("Option values are checked by the engine's validate(), named by their key")
    func refusalsNameTheKey() {
        func error(_ deck: String) -> String? {
            do {
                _ = try Scenario.parse(Data(#"{"deck": \#(deck)}"#.utf8))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"threshold": -1}"#) == "$.deck.threshold: expected a finite number greater than 0, got -1")
        #expect(error(#"{"alphaOpaque": 2}"#) == "$.deck.alphaOpaque: expected a number in [0, 1], got 2")
        #expect(error(#"{"resetSpring": {"stiffness": 0, "damping": 1}}"#)?.hasPrefix("$.deck.resetSpring: expected a spring") == true)
        #expect(error(#"{"relayoutAnimation": {"duration": 0.2, "curve": [2, 0, 1, 1]}}"#)?.hasPrefix("$.deck.relayoutAnimation:") == true)
        #expect(error(#"{"relayoutAnimation": {"speed": 3}}"#)?.hasPrefix("$.deck.relayoutAnimation: expected") == true)
        #expect(error(#"{"layout": "background", "scalePercent": -0.5}"#) == "$.deck.scalePercent: expected a finite number, 0 or more, got -0.5")
        #expect(error(#"{"scaleMin": 0}"#) == "$.deck.scaleMin: expected a finite number greater than 0, got 0")
        // What Koloda accepts is accepted: a negative margin, background cards of no size, a
        // dragged card that grows.
        #expect(error(#"{"topMargin": -4, "scalePercent": 0, "scaleMin": 1.2}"#) == nil)
        let setOptions = #"{"events": [{"t": 0, "type": "setOptions", "deck": {"cards": 3}}]}"#
        #expect(throws: ScenarioError(path: "$.events[0].deck.cards", message: "unknown key")) {
            try Scenario.parse(Data(setOptions.utf8))
        }
    }

    @Test("A background deck writes no stacked-layout keys; a custom layout has no form")
    func layoutKeys() throws {
        var background = Scenario(deck: DeckConfiguration(options: .background))
        let text = try background.jsonText()
        #expect(!text.contains("topMargin") && !text.contains("stackDirection") && text.contains(#""layout":"background""#))
        background.events = [ScenarioEvent(time: 0, action: .deck(.setOptions(DeckOptions(layout: MirroredLayout()))))]
        #expect(throws: ScenarioError.self) { try background.jsonText() }
    }

    // MARK: Random scenarios

    static func caseName(_ action: ScenarioEvent.Action) -> String {
        switch action {
        case .setCount: "setCount"
        case .restore: "restoreWithCount"
        case .saveState: "saveState"
        case .deck(let action): action.name
        }
    }

    static func randomScenario(using random: inout RepeatableRandomNumberGenerator) -> Scenario {
        var deck = DeckConfiguration(options: randomOptions(using: &random))
        deck.width = Double(Int.random(in: 0...600, using: &random))
        deck.height = Double.random(in: 0...800, using: &random)
        deck.cards = Int.random(in: 0...20, using: &random)
        deck.dragSpeed = DragSpeed.allCases.randomElement(using: &random)!
        deck.appearAnimation = Bool.random(using: &random)
        deck.reduceMotion = Int.random(in: 0..<4, using: &random) == 0
        deck.allowedDirections =
            Bool.random(using: &random)
            ? .all(directions(using: &random))
            : .perIndex([0: directions(using: &random), 3: directions(using: &random)], rest: directions(using: &random))
        var events: [ScenarioEvent] = []
        var time = 0.0
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            time += [0, 0.004, 0.05, 0.3].randomElement(using: &random)!
            events.append(ScenarioEvent(time: time, action: randomAction(using: &random)))
        }
        return Scenario(deck: deck, fps: [30, 60, 144].randomElement(using: &random)!, events: events)
    }

    static func directions(using random: inout RepeatableRandomNumberGenerator) -> [SwipeResultDirection] {
        Array(SwipeResultDirection.allCases.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)))
    }

    /// Options of every field, valid, each at its default or not.
    static func randomOptions(using random: inout RepeatableRandomNumberGenerator) -> DeckOptions {
        var options = Bool.random(using: &random) ? DeckOptions.stacked : DeckOptions.background
        func maybe(_ change: (inout DeckOptions, inout RepeatableRandomNumberGenerator) -> Void) {
            if Bool.random(using: &random) { change(&options, &random) }
        }
        maybe {
            $0.layout = StackedCardLayout(
                topMargin: Double.random(in: 0...20, using: &$1), scalePercent: Double.random(in: 0.5...1, using: &$1),
                direction: Bool.random(using: &$1) ? .top : .bottom)
        }
        maybe { $0.countOfVisibleCards = Int.random(in: 0...5, using: &$1) }
        maybe { $0.alphaValueOpaque = Double.random(in: 0...1, using: &$1) }
        maybe { $0.alphaValueSemiTransparent = Double.random(in: 0...1, using: &$1) }
        maybe { options, _ in options.shouldTransparentizeNextCard.toggle() }
        maybe { options, _ in options.shouldMoveBackgroundCard.toggle() }
        maybe { options, _ in options.isLoop.toggle() }
        maybe { $0.swipeThresholdRatioMargin = Double.random(in: 0.1...2, using: &$1) }
        maybe { $0.flingVelocity = Bool.random(using: &$1) ? nil : Double.random(in: 100...3000, using: &$1) }
        maybe {
            $0.drag = DragInterpreter(
                rotationMax: Double.random(in: 0...2, using: &$1), rotationAngle: Double.random(in: -1...1, using: &$1),
                scaleMin: Double.random(in: 0.5...1, using: &$1))
        }
        maybe {
            $0.relayoutAnimation =
                Bool.random(using: &$1)
                ? .spring(SpringParameters(dampingRatio: Double.random(in: 0.3...1.2, using: &$1), response: 0.4))
                : .timed(duration: Double.random(in: 0...1, using: &$1), curve: [.ease, .linear, .easeInOut].randomElement(using: &$1)!)
        }
        maybe { $0.resetSpring = SpringParameters(bounciness: Double.random(in: 0...20, using: &$1), speed: 12) }
        maybe { $0.reverseAnimationDuration = Double.random(in: 0...1, using: &$1) }
        maybe { $0.appearanceAnimationDuration = Double.random(in: 0...1, using: &$1) }
        maybe { $0.fadeDuration = Double.random(in: 0...1, using: &$1) }
        return options
    }

    static func randomState(using random: inout RepeatableRandomNumberGenerator) -> DeckState {
        let count = Int.random(in: 0...20, using: &random)
        let history = (0..<Int.random(in: 0...count, using: &random)).map {
            DeckState.Swipe(index: $0, direction: SwipeResultDirection.allCases.randomElement(using: &random)!)
        }
        var state = DeckState(currentIndex: Int.random(in: 0...count + 1, using: &random), count: count, history: history)
        if Int.random(in: 0..<10, using: &random) == 0 { state.version = 2 }
        return state
    }

    static func randomAction(using random: inout RepeatableRandomNumberGenerator) -> ScenarioEvent.Action {
        let point = Point(x: Double.random(in: -50...350, using: &random), y: Double(Int.random(in: -50...450, using: &random)))
        let direction = SwipeResultDirection.allCases.randomElement(using: &random)!
        let start = Int.random(in: 0...20, using: &random)
        let range = start..<(start + Int.random(in: 0...3, using: &random))
        let stamp = Bool.random(using: &random) ? Double.random(in: 0...5_000_000, using: &random) : nil
        switch Int.random(in: 0..<21, using: &random) {
        case 0: return .deck(.beginDrag(at: point, stamp: stamp))
        case 1: return .deck(.moveDrag(to: point, stamp: stamp))
        case 2:
            let velocity = Bool.random(using: &random) ? Vector(dx: Double.random(in: -3000...3000, using: &random), dy: 12.5) : nil
            return .deck(.endDrag(at: point, velocity: velocity, stamp: stamp))
        case 3: return .deck(.cancelDrag)
        case 4: return .deck(.tap(at: point))
        case 5: return .deck(.swipe(direction, force: Bool.random(using: &random)))
        case 6: return .deck(.nudge(direction))
        case 7: return .deck(.revert(direction: Bool.random(using: &random) ? direction : nil))
        case 8: return .deck(.reloadData)
        case 9: return .deck(.resetCurrentCardIndex)
        case 10: return .deck(.applyAppearAnimation)
        case 11: return .deck(.showCard(at: start))
        case 12: return .deck(.insert(range, animated: Bool.random(using: &random)))
        case 13: return .deck(.remove(range, animated: Bool.random(using: &random)))
        case 14: return .deck(.reloadRange(range))
        case 15: return .deck(.resize(to: Size(width: Double.random(in: 0...500, using: &random), height: 400)))
        case 16: return .deck(.setOptions(randomOptions(using: &random)))
        case 17: return .deck(.restore(randomState(using: &random)))
        case 18: return .restore(randomState(using: &random), count: start)
        case 19: return .saveState
        default: return .setCount(start)
        }
    }
}

/// A layout of the app's own, which a scenario cannot name.
private struct MirroredLayout: CardLayout, Equatable {
    func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
        Rect(x: Double(slot) * 4, y: 0, width: bounds.width, height: bounds.height)
    }
}
