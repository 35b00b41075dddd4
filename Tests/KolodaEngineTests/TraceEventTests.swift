// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaScenario
import Testing

@Suite("Events in the trace's form")
struct TraceEventTests {
    static let deckEvents: [DeckEvent] = [
        .didSwipe(index: 2, direction: .left), .didRunOutOfCards, .didShow(index: 3), .didRewind(index: 2), .didReset,
        .didSelect(index: 3), .dragged(percentage: 0.5, direction: .right), .panBegan, .panFinished, .diagnostic(message: "photo 3: \"bad\""),
        .prefetch(indexes: [4, 5]), .cancelPrefetch(indexes: [5]), .nearEnd(remaining: 2),
    ]

    @Test("Every deck event but a drag update has a trace name, and every name but error and state is a deck event's")
    func everyEventHasOneName() {
        let names = Self.deckEvents.compactMap { TraceEvent(TimedDeckEvent(time: 1, event: $0))?.kind }
        #expect(names.count == Self.deckEvents.count - 1)
        #expect(Set(names) == Set(TraceEvent.Name.allCases).subtracting([.error, .state]))
        #expect(TraceEvent.Name.allCases.map(\.rawValue) == DeckEvent.Kind.allCases.filter { $0 != .dragged }.map(\.rawValue) + ["error", "state"])
        #expect(TraceEvent.Name(rawValue: "dragged") == nil && TraceEvent.Name(rawValue: "liked") == nil, "untraced and apps' own names")
        #expect(TraceEvent.Name(rawValue: "nearEnd") == .deck(.nearEnd))
    }

    @Test("Every event is declared once, and its values and trace fields follow its declaration")
    func catalogue() throws {
        #expect(DeckEvent.catalogue.map(\.kind) == DeckEvent.Kind.allCases)
        #expect(Set(Self.deckEvents.map(\.kind)) == Set(DeckEvent.Kind.allCases))
        let signals = DeckEvent.catalogue.map(\.signalName)
        #expect(Set(signals).count == signals.count)
        #expect(signals.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        for event in Self.deckEvents {
            let declaration = event.declaration
            #expect(event.values.map(\.type) == declaration.fields.map(\.type), "\(event)")
            #expect(DeckEvent(kind: event.kind, values: event.values) == event, "an event reads back from its kind and values")
            #expect(DeckEvent(kind: event.kind, values: event.values + [.count(1)]) == nil)
            guard let traced = TraceEvent(TimedDeckEvent(time: 0, event: event)) else {
                #expect(!declaration.isTraced)
                continue
            }
            #expect(traced.name == declaration.traceName)
            #expect(traced.fields.map(\.0) == declaration.fields.map(\.name))
        }
    }

    @Test("A log line is the trace's form of the event, escaped, on one line")
    func logLines() throws {
        let swipe = try #require(TraceEvent(TimedDeckEvent(time: 0.25, event: .didSwipe(index: 2, direction: .left))))
        #expect(try swipe.jsonLine() == #"{"t":0.25,"name":"didSwipe","index":2,"direction":"left"}"#)
        let diagnostic = try #require(TraceEvent(TimedDeckEvent(time: 1, event: .diagnostic(message: "a \"b\"\nc"))))
        #expect(try diagnostic.jsonLine() == #"{"t":1,"name":"diagnostic","message":"a \"b\"\nc"}"#)
        let own = TraceEvent(
            time: 2, name: "idle", fields: [("longestFrameMs", .number(16.7)), ("deck", .numbers([0, 1.5])), ("live", .integer(3))])
        #expect(try own.jsonLine() == #"{"t":2,"name":"idle","longestFrameMs":16.7,"deck":[0,1.5],"live":3}"#)
        #expect(own.kind == nil)
        #expect(throws: ScenarioError.self) { try TraceEvent(time: 0, name: "idle", fields: [("ms", .number(.nan))]).jsonLine() }
    }
}
