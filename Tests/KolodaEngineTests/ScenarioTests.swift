// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario
import Testing

@Suite("Scenarios and traces")
struct ScenarioTests {
    func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try Scenario.parse(Data(text.utf8))
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Unknown keys, bad types and out-of-range values are named with their JSON path")
    func strictParsing() {
        #expect(error(#"{"deck": {"widht": 300}}"#) == "$.deck.widht: unknown key")
        #expect(error(#"{"fps": 60, "extra": 1}"#) == "$.extra: unknown key")
        #expect(error(#"{"deck": {"cards": -3}}"#) == "$.deck.cards: expected an integer in 0...1000000000, got -3")
        #expect(error(#"{"deck": {"cards": 2.5}}"#) == "$.deck.cards: expected an integer in 0...1000000000, got 2.5")
        #expect(error(#"{"deck": {"layout": "grid"}}"#) == #"$.deck.layout: expected one of "stacked", "background", got "grid""#)
        #expect(error(#"{"deck": {"isLoop": 1}}"#) == "$.deck.isLoop: expected true or false, got 1")
        #expect(error(#"{"deck": {"scalePercent": -1}}"#)?.hasPrefix("$.deck.scalePercent: expected a finite number, 0 or more") == true)
        #expect(error(#"{"deck": {"allowedDirections": ["left", "sideways"]}}"#)?.hasPrefix("$.deck.allowedDirections[1]: expected one of") == true)
        #expect(error(#"{"deck": {"allowedDirections": {"x": ["left"]}}}"#)?.hasPrefix("$.deck.allowedDirections.x:") == true)
        #expect(error(#"{"fps": 0}"#)?.hasPrefix("$.fps:") == true)
        #expect(error(#"{"events": [{"t": 1, "type": "dragBegan", "x": 1}]}"#) == "$.events[0].y: missing; expected a number in [-1000000, 1000000]")
        #expect(error(#"{"events": [{"t": 1, "type": "jump"}]}"#) == #"$.events[0].type: unknown event type "jump""#)
        #expect(error(#"{"events": [{"t": 1, "type": "swipe", "direction": "left", "speed": 3}]}"#) == "$.events[0].speed: unknown key")
        #expect(error(#"{"events": [{"t": -1, "type": "reloadData"}]}"#)?.hasPrefix("$.events[0].t:") == true)
        #expect(error(#"{"events": [{"t": 1, "type": "remove", "start": 4, "end": 2}]}"#) == "$.events[0].end: end 2 is before start 4")
        #expect(error(#"{"events": {}}"#) == "$.events: expected an array, got an object")
        #expect(error("[1, 2]") == "$: expected an object, got an array")
        #expect(error("{\"deck\": ")?.hasPrefix("$: not valid JSON") == true)
    }

    @Test("Defaults are filled in, with the background layout's own")
    func defaults() throws {
        let plain = try parse("{}")
        #expect(plain.deck == DeckConfiguration())
        #expect(plain.fps == 60 && plain.duration == 2)
        let background = try parse(#"{"deck": {"layout": "background", "alphaSemiTransparent": 0.3}}"#)
        var expected = DeckOptions.background
        expected.alphaValueSemiTransparent = 0.3
        #expect(background.deck.options == expected, "the background preset, with the key given")
        let timed = try parse(#"{"events": [{"t": 2.5, "type": "reloadData"}, {"t": 0.5, "type": "swipe", "direction": "left"}]}"#)
        #expect(timed.duration == 4.5)
        #expect(timed.events.map(\.time) == [0.5, 2.5], "events are applied in order of time")
        #expect(try parse(#"{"deck": {"flingVelocity": null}}"#).deck.options.flingVelocity == nil)
    }

    @Test("The trace lists frames at k / fps with cards back to front, and the events")
    func traceShape() throws {
        let scenario = try parse(
            #"""
            {"deck": {"cards": 5}, "fps": 30, "duration": 1,
             "events": [{"t": 0.25, "type": "swipe", "direction": "left"}, {"t": 0.3, "type": "remove", "start": 12, "end": 14}]}
            """#)
        let trace = ScenarioRunner.run(scenario)
        #expect(trace.frames.count == 31)
        #expect(trace.frames[3].time == 0.1)
        let first = trace.frames[0]
        #expect(first.model.cards.map(\.index) == [2, 1, 0])
        #expect(first.model.cards.map(\.slot) == [2, 1, 0])
        #expect(first.model.deckScale == 0.1)
        let afterSwipe = trace.frames[8]
        #expect(afterSwipe.currentIndex == 1)
        #expect(afterSwipe.model.cards.last?.slot == nil && afterSwipe.model.cards.last?.index == 0)
        let delegateEvents = trace.events.filter { !["prefetch", "cancelPrefetch", "nearEnd"].contains($0.name) }
        #expect(delegateEvents.map(\.name) == ["didShow", "didSwipe", "error", "didShow"])
        #expect(delegateEvents[2]["message"] == .text("remove: range 12..<14 is outside 0..<5"))
        #expect(delegateEvents[2].time == 0.3)
        let json = try JSONSerialization.jsonObject(with: Data(try trace.jsonText().utf8)) as? [String: Any]
        let frames = json?["frames"] as? [[String: Any]]
        #expect(frames?.count == 31)
        let card = (frames?[0]["cards"] as? [[String: Any]])?.first
        #expect(Set(card?.keys.map { $0 } ?? []) == ["index", "slot", "center", "size", "scale", "rotation", "alpha", "overlay"])
        let filled = (json?["scenario"] as? [String: Any])?["deck"] as? [String: Any]
        #expect(filled?.count == 22, "every deck key is filled in")
    }

    @Test("The same scenario at 60 and 144 fps agrees at shared instants")
    func frameRateIndependence() throws {
        let events = #"""
            [{"t": 0.1, "type": "dragBegan", "x": 150, "y": 100},
             {"t": 0.2, "type": "dragMoved", "x": 180, "y": 110},
             {"t": 0.3, "type": "dragEnded", "x": 190, "y": 112},
             {"t": 0.9, "type": "dragBegan", "x": 150, "y": 300},
             {"t": 1.0, "type": "dragMoved", "x": 40, "y": 300},
             {"t": 1.05, "type": "dragEnded", "x": 10, "y": 290},
             {"t": 1.2, "type": "swipe", "direction": "right"},
             {"t": 1.3, "type": "revert"},
             {"t": 1.4, "type": "revert"},
             {"t": 1.5, "type": "insert", "start": 0, "end": 1}]
            """#
        for layout in ["stacked", "background"] {
            // The deck does not appear: its first drag comes before the appear animation would end.
            let deck = #"{"layout": "\#(layout)", "appearAnimation": false}"#
            let traces = try [60, 144].map { fps in
                ScenarioRunner.run(try parse(#"{"deck": \#(deck), "fps": \#(fps), "duration": 3, "events": \#(events)}"#))
            }
            let byTime = Dictionary(uniqueKeysWithValues: traces[1].frames.map { (Int(($0.time * 144).rounded()), $0) })
            var compared = 0
            for frame in traces[0].frames where Int((frame.time * 60).rounded()) % 5 == 0 {
                let other = try #require(byTime[Int((frame.time * 12).rounded()) * 12])
                #expect(abs(frame.time - other.time) < 1e-12)
                #expect(frame.model.cards.map(\.index) == other.model.cards.map(\.index))
                for (a, b) in zip(frame.model.cards, other.model.cards) {
                    let pairs = [
                        (a.center.x, b.center.x), (a.center.y, b.center.y), (a.scale.dx, b.scale.dx), (a.rotation, b.rotation), (a.alpha, b.alpha),
                    ]
                    for (x, y) in pairs { #expect(abs(x - y) < 1e-9, "\(layout) at t = \(frame.time)") }
                    #expect(a.overlay?.direction == b.overlay?.direction)
                    #expect(abs((a.overlay?.progress ?? 0) - (b.overlay?.progress ?? 0)) < 1e-9)
                }
                compared += 1
            }
            #expect(compared == 37)
            #expect(traces[0].events.map(\.name) == traces[1].events.map(\.name))
            for (a, b) in zip(traces[0].events, traces[1].events) { #expect(abs(a.time - b.time) < 1e-9) }
            #expect(traces[0].events.map(\.name).contains("didReset"))
        }
    }

    @Test("A 1,000,000-card deck runs exactly like a 10-card one while far from the end")
    func hugeDeck() throws {
        let events =
            #"[{"t": 0.2, "type": "swipe", "direction": "left"}, {"t": 0.5, "type": "dragBegan", "x": 150, "y": 100}, {"t": 0.6, "type": "dragEnded", "x": 330, "y": 100}, {"t": 1, "type": "revert"}]"#
        let small = ScenarioRunner.run(try parse(#"{"deck": {"cards": 10}, "events": \#(events)}"#))
        let huge = ScenarioRunner.run(try parse(#"{"deck": {"cards": 1000000}, "events": \#(events)}"#))
        #expect(small.frames.map(\.model) == huge.frames.map(\.model))
        #expect(small.events.map(\.name) == huge.events.map(\.name))
    }

    @Test("Running a scenario twice gives byte-identical traces")
    func determinism() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
        let examples = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }
        #expect(!examples.isEmpty)
        for name in examples {
            let scenario = try Scenario.parse(try Data(contentsOf: url.appendingPathComponent(name)))
            let trace = ScenarioRunner.run(scenario)
            #expect(try trace.jsonText() == ScenarioRunner.run(scenario).jsonText(), "\(name)")
            #expect(!trace.events.contains { $0.name == "error" }, "\(name) runs without errors")
        }
    }
}
