// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario
import Testing

@Suite("A recorded session replays with the same events")
struct SessionRecordingTests {
    /// A live deck as a host drives it: frames at uneven times, input between them, and a data
    /// source whose count inserts and removes change first.
    final class Host: KolodaDataSource, KolodaDelegate {
        var count: Int
        let configuration: DeckConfiguration
        let deck: KolodaDeck
        var events: [TraceEvent] = []
        var recording: SessionRecording?
        /// The recording's file, kept by a journal as a host keeps it: written whole at the start,
        /// then each batch of actions written over the closing.
        var journal: SessionJournal?
        var file: [UInt8] = []
        var unwritten: [TimedDeckAction] = []

        init(_ configuration: DeckConfiguration) throws {
            self.configuration = configuration
            count = configuration.cards
            deck = try KolodaDeck(options: configuration.options, bounds: Size(width: configuration.width, height: configuration.height))
            deck.delegate = self
            deck.eventHandler = { [unowned self] in if let event = TraceEvent($0) { events.append(event) } }
            deck.actionHandler = { [unowned self] in
                recording?.record($0)
                unwritten.append($0)
            }
            deck.dataSource = self
        }

        func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
        func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { configuration.dragSpeed }
        func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
            configuration.allowedDirections.directions(for: index)
        }

        func perform(_ action: DeckAction) {
            let before = count
            switch action {
            case .insert(let range, _): count += range.count
            case .remove(let range, _): count = max(count - range.count, 0)
            default: break
            }
            if (try? deck.perform(action)) == nil { count = before }
        }

        func startRecording() {
            var configuration = configuration
            configuration.options = deck.options
            configuration.width = deck.bounds.width
            configuration.height = deck.bounds.height
            configuration.cards = count
            recording = SessionRecording(deck: configuration, state: deck.deckState, startTime: deck.time, appearing: deck.isAppearing)
            journal = try? SessionJournal(recording!)
            file = Array(journal!.text.utf8)
            unwritten = []
        }

        /// Writes the actions since the last write to the file, at the journal's offset.
        func writeJournal() throws {
            let write = try journal!.append(unwritten)
            unwritten = []
            file.replaceSubrange(write.offset..., with: Array(write.text.utf8))
        }
    }

    /// What a mirror of the deck hears: every event but the data source's loading ahead, which
    /// starts afresh with the replay's restore.
    static func heard(_ events: [TraceEvent], after start: Double) -> [String] {
        events.filter { $0.time > start + 1e-9 && !["prefetch", "cancelPrefetch", "nearEnd"].contains($0.name) }.map { event in
            let fields = event.fields.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
            return "\(event.name)(\(fields)) at \(((event.time - start) * 1e6).rounded() / 1e6)"
        }
    }

    @Test("Random sessions of every action, recorded at start or later, replay the same events", arguments: 0..<40)
    func randomSessions(seed: Int) throws {
        var random = RepeatableRandomNumberGenerator(seed: UInt64(seed) &+ 0x5E55_1011)
        var configuration = DeckConfiguration(options: ScenarioCodecTests.randomOptions(using: &random))
        configuration.cards = Int.random(in: 3...14, using: &random)
        configuration.dragSpeed = DragSpeed.allCases.randomElement(using: &random)!
        let host = try Host(configuration)
        var time = 0.0
        func session(_ steps: Int) {
            for _ in 0..<steps {
                // Frames at a jittery 60 Hz, and input at whatever time it arrives.
                for _ in 0..<Int.random(in: 0...20, using: &random) {
                    time += Double.random(in: 0.012...0.021, using: &random)
                    try? host.deck.advance(to: time)
                }
                time += Double.random(in: 0.001...0.01, using: &random)
                try? host.deck.advance(to: time)
                if case .deck(let action) = ScenarioCodecTests.randomAction(using: &random) {
                    if case .resize = action { continue }
                    host.perform(action)
                }
                if host.journal != nil, Bool.random(using: &random) { try? host.writeJournal() }
            }
        }
        if seed % 2 == 1 {
            session(20)
            // A recording starts with the pointer up: a drag held from before has no beginning.
            host.perform(.cancelDrag)
            time += 5
            try host.deck.advance(to: time)
        }
        host.startRecording()
        let start = time
        time += 0.01
        session(60)
        let recording = try #require(host.recording)
        try host.deck.advance(to: start + recording.scenario.duration)
        let replayed = ScenarioRunner.run(recording.scenario)
        #expect(Self.heard(replayed.events, after: 0) == Self.heard(host.events, after: start))
        // The file form replays the same way, and so does the journal's file, written by appending.
        let parsed = try Scenario.parse(Data(recording.scenario.jsonText().utf8))
        #expect(parsed == recording.scenario)
        try host.writeJournal()
        #expect(try Scenario.parse(Data(host.file)) == recording.scenario)
    }

    @Test("A journal's every write leaves a whole scenario, and costs the same at the 10,000th action as at the 10th")
    func journal() throws {
        var configuration = DeckConfiguration()
        configuration.cards = 5
        var recording = SessionRecording(deck: configuration, state: DeckState(currentIndex: 0, count: 5, history: []), startTime: 10)
        var journal = try SessionJournal(recording)
        var file = Array(journal.text.utf8)
        #expect(try Scenario.parse(Data(file)) == recording.scenario)
        var sizes: [Int] = []
        for step in 0..<10_000 {
            let action = TimedDeckAction(
                time: 10 + Double(step) * 0.01, action: step % 2 == 0 ? .swipe(.left, force: false) : .revert(direction: nil))
            recording.record(action)
            let write = try journal.append([action])
            #expect(write.offset <= file.count)
            sizes.append(write.text.utf8.count)
            file.replaceSubrange(write.offset..., with: Array(write.text.utf8))
            if step < 20 || step % 1000 == 0 { #expect(try Scenario.parse(Data(file)) == recording.scenario) }
        }
        #expect(try Scenario.parse(Data(file)) == recording.scenario)
        #expect(sizes.max()! < 160, "each write is one action's line and the closing")
        #expect(
            try journal.append([TimedDeckAction(time: 5, action: .reloadData)]).text.hasPrefix("\n],"), "actions from before the start are left out")
    }

    @Test("A recording starts with the deck's state and leaves out what came before")
    func opening() throws {
        var configuration = DeckConfiguration()
        configuration.cards = 5
        let host = try Host(configuration)
        host.perform(.swipe(.right, force: false))
        try host.deck.advance(to: 2)
        host.startRecording()
        host.deck.actionHandler?(TimedDeckAction(time: 1, action: .reloadData))
        try host.deck.advance(to: 2.5)
        host.perform(.revert(direction: nil))
        let scenario = try #require(host.recording).scenario
        #expect(scenario.events.count == 2)
        let opening = DeckState(currentIndex: 1, count: 5, history: [DeckState.Swipe(index: 0, direction: .right)])
        #expect(scenario.events[0] == ScenarioEvent(time: 0, action: .restore(opening, count: 5)))
        #expect(scenario.events[1] == ScenarioEvent(time: 0.5, action: .deck(.revert(direction: nil))))
        #expect(scenario.duration == 2)
    }
}
