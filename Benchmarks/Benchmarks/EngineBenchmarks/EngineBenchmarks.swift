// SPDX-License-Identifier: MIT

import Benchmark
import Foundation
import KolodaEngine
import KolodaScenario

/// A data source of any size.
final class Cards: KolodaDataSource, KolodaDelegate {
    var count: Int
    init(_ count: Int) { self.count = count }
    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
}

/// A deck in a given phase, advanced one 120 Hz frame per sample. Each sample measures exactly
/// one frame: advance to the frame's time and render the model of every card (and, while
/// dragging, the pointer's move); putting the deck back into the phase happens outside the
/// measurement.
final class FrameDriver: @unchecked Sendable {
    enum Phase { case drag, reset, flyOff }

    let cards: Cards
    let deck: KolodaDeck
    let phase: Phase
    var model = RenderModel()
    var frame = 0

    init(phase: Phase, cards count: Int) {
        cards = Cards(count)
        deck = try! KolodaDeck(bounds: Size(width: 360, height: 480))
        deck.delegate = cards
        deck.dataSource = cards
        self.phase = phase
        try! deck.advance(to: 1)
        model.cards.reserveCapacity(16)
        prepare()
    }

    var time: Double { deck.time }

    /// Puts the deck back into its phase when the phase has run its course.
    func prepare() {
        switch phase {
        case .drag:
            if !deck.isDragging { _ = try! deck.beginDrag(at: Point(x: 180, y: 120)) }
        case .reset:
            if !deck.isAnimating {
                _ = try! deck.beginDrag(at: Point(x: 180, y: 120))
                try! deck.advance(to: time + 0.5)
                try! deck.endDrag(at: Point(x: 250, y: 140))
            }
        case .flyOff:
            if !deck.isAnimating {
                if deck.isRunOut { deck.resetCurrentCardIndex() }
                deck.swipe(frame % 2 == 0 ? .left : .right)
            }
        }
    }

    /// One frame.
    @inline(__always)
    func step() {
        frame += 1
        let t = time + 1.0 / 120
        if phase == .drag {
            let x = 180 + 120 * sin(Double(frame) * 0.05)
            try! deck.moveDrag(to: Point(x: x, y: 130))
        }
        try! deck.advance(to: t)
        deck.render(into: &model)
        blackHole(model.cards.count)
    }
}

/// The peak resident set size of this process so far, in bytes (VmHWM).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    else { return 0 }
    return kilobytes * 1024
}

/// `frames` consecutive frames per sample (report the time divided by it), in a deck that stays
/// in `phase`. Several frames per sample average out the clock's granularity.
func frameBenchmark(_ name: String, phase: FrameDriver.Phase, cards: Int, frames: Int = 1) {
    Benchmark(
        name,
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(4), maxIterations: 300_000)
    ) {
        (benchmark: Benchmark, driver: FrameDriver) in
        driver.prepare()
        benchmark.startMeasurement()
        for _ in 0..<frames { driver.step() }
        benchmark.stopMeasurement()
    } setup: { () -> FrameDriver in
        let driver = FrameDriver(phase: phase, cards: cards)
        for _ in 0..<1_000 {
            driver.prepare()
            driver.step()
        }
        return driver
    }
}

/// A deck whose history holds a million swipes, for insert and remove.
final class LongHistory: @unchecked Sendable {
    let cards = Cards(3_000_000)
    let deck: KolodaDeck

    init() {
        deck = try! KolodaDeck(bounds: Size(width: 360, height: 480))
        deck.delegate = cards
        deck.dataSource = cards
        for swipe in 0..<1_000_000 {
            deck.swipe(.left)
            if swipe % 50 == 0 { try! deck.advance(to: deck.time + 1) }
        }
        try! deck.advance(to: deck.time + 1)
        precondition(deck.historyCount == 1_000_000)
        state = deck.deckState
    }

    /// The deck's state, to restore.
    private(set) var state: DeckState!
}

/// A recording's file after `count` actions: each sample records one more drag move and writes
/// the file, by appending as the Tune panel's recorder does (`.journal`), or by writing the whole
/// scenario again as recordings were kept before (`.rewrite`), for comparison.
final class RecordingFile: @unchecked Sendable {
    enum Way { case journal, rewrite }

    let way: Way
    var recording: SessionRecording
    var journal: SessionJournal
    let file: Int32
    var time = 0.0

    init(actions count: Int, way: Way) {
        self.way = way
        var configuration = DeckConfiguration()
        configuration.cards = 20
        recording = SessionRecording(deck: configuration, state: DeckState(currentIndex: 0, count: 20, history: []), startTime: 0)
        journal = try! SessionJournal(recording)
        let path = NSTemporaryDirectory() + "koloda-recording-\(getpid())-\(count)-\(way).json"
        file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        unlink(path)
        write(journal.text, at: 0)
        for _ in 0..<count { append() }
    }

    /// Records one action and writes the file.
    @inline(__always)
    func append() {
        time += 0.016
        let action = TimedDeckAction(time: time, action: .moveDrag(to: Point(x: 100 + time, y: 200)))
        switch way {
        case .journal:
            let change = try! journal.append([action])
            write(change.text, at: change.offset)
        case .rewrite:
            recording.record(action)
            write(try! recording.scenario.jsonText(), at: 0)
        }
    }

    private func write(_ text: String, at offset: Int) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, off_t(offset)) }
    }

    deinit { close(file) }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10)

    Benchmark("measurement-floor", configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 100_000)) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }

    Benchmark("spring-evaluation", configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)) {
        benchmark in
        let spring = SpringParameters.reset
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 0.0001
            blackHole(spring.state(displacement: 40, velocity: 300, at: time))
        }
    }

    frameBenchmark("frame-drag-10-cards", phase: .drag, cards: 10)
    frameBenchmark("ten-frames-drag-10-cards", phase: .drag, cards: 10, frames: 10)
    frameBenchmark("ten-frames-drag-1000000-cards", phase: .drag, cards: 1_000_000, frames: 10)
    frameBenchmark("frame-reset", phase: .reset, cards: 10)
    frameBenchmark("frame-fly-off", phase: .flyOff, cards: 1_000_000)

    Benchmark(
        "take-state-1000000-history",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 50)
    ) { (benchmark: Benchmark, history: LongHistory) in
        benchmark.startMeasurement()
        blackHole(history.deck.deckState)
        benchmark.stopMeasurement()
    } setup: { () -> LongHistory in
        LongHistory()
    }

    Benchmark(
        "restore-state-1000000-history",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 50)
    ) { (benchmark: Benchmark, history: LongHistory) in
        benchmark.startMeasurement()
        try! history.deck.restoreDeckState(history.state)
        benchmark.stopMeasurement()
    } setup: { () -> LongHistory in
        LongHistory()
    }

    Benchmark(
        "insert-1000000-history",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(3), maxIterations: 500)
    ) { (benchmark: Benchmark, history: LongHistory) in
        history.cards.count += 3
        benchmark.startMeasurement()
        try! history.deck.insertCardAtIndexRange(10..<13, animated: false)
        benchmark.stopMeasurement()
        history.cards.count -= 3
        try! history.deck.removeCardInIndexRange(10..<13, animated: false)
    } setup: { () -> LongHistory in
        LongHistory()
    }

    Benchmark(
        "remove-1000000-history",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(3), maxIterations: 500)
    ) { (benchmark: Benchmark, history: LongHistory) in
        history.cards.count += 3
        try! history.deck.insertCardAtIndexRange(10..<13, animated: false)
        history.cards.count -= 3
        benchmark.startMeasurement()
        try! history.deck.removeCardInIndexRange(10..<13, animated: false)
        benchmark.stopMeasurement()
    } setup: { () -> LongHistory in
        LongHistory()
    }

    for count in [100, 10_000] {
        Benchmark(
            "record-action-after-\(count)",
            configuration: .init(metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(3), maxIterations: 200)
        ) { (benchmark: Benchmark, recording: RecordingFile) in
            benchmark.startMeasurement()
            recording.append()
            benchmark.stopMeasurement()
        } setup: { () -> RecordingFile in
            RecordingFile(actions: count, way: .journal)
        }
    }

    // The way a recording was kept before the journal: the whole scenario written again.
    Benchmark(
        "record-action-rewriting-after-10000",
        configuration: .init(metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(3), maxIterations: 50)
    ) { (benchmark: Benchmark, recording: RecordingFile) in
        benchmark.startMeasurement()
        recording.append()
        benchmark.stopMeasurement()
    } setup: { () -> RecordingFile in
        RecordingFile(actions: 10_000, way: .rewrite)
    }

    Benchmark(
        "swipe-undo-1000000-cycles",
        configuration: .init(
            metrics: [.wallClock, .custom("peakRSSGrowthPercent", polarity: .prefersSmaller, useScalingFactor: false)],
            maxDuration: .seconds(120), maxIterations: 1)
    ) { benchmark in
        let cards = Cards(100)
        let deck = try! KolodaDeck(bounds: Size(width: 360, height: 480))
        deck.delegate = cards
        deck.dataSource = cards
        func cycle() {
            deck.swipe(.left)
            try! deck.advance(to: deck.time + 0.05)
            deck.revertAction()
            try! deck.advance(to: deck.time + 0.5)
        }
        for _ in 0..<1_000 { cycle() }
        let early = peakResidentBytes()
        for _ in 1_000..<1_000_000 { cycle() }
        let late = peakResidentBytes()
        precondition(deck.currentCardIndex == 0 && deck.historyCount == 0)
        benchmark.measurement(.custom("peakRSSGrowthPercent"), Int((Double(late - early) / Double(early) * 100).rounded(.up)))
    }
}
