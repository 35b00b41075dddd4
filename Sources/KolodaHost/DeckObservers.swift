// SPDX-License-Identifier: MIT

import KolodaEngine

/// What tools attached to a host hear (the Tune panel, a recorder, a test driver), beside the
/// app's own action handler and settled callback, which they leave alone: the observations
/// themselves, held weakly, so that one released stops with no `deinit` of its own.
@MainActor
struct DeckObservers {
    private struct Entry {
        weak var observation: DeckObservation?
    }

    private var entries: [Entry] = []

    var hearsActions: Bool { entries.contains { $0.observation?.actions != nil } }
    var hearsEvents: Bool { entries.contains { $0.observation?.events != nil } }

    mutating func add(_ observation: DeckObservation) {
        entries.removeAll { $0.observation == nil }
        entries.append(Entry(observation: observation))
    }

    mutating func remove(_ observation: DeckObservation) {
        entries.removeAll { $0.observation == nil || $0.observation === observation }
    }

    func tell(_ action: TimedDeckAction) { for entry in entries { entry.observation?.actions?(action) } }
    func tell(_ event: TimedDeckEvent) { for entry in entries { entry.observation?.events?(event) } }
    func tellSettled() { for entry in entries { entry.observation?.settled?() } }
}

/// A tool's observation of a deck: it lasts until ``cancel()`` or until it is released.
@MainActor
public final class DeckObservation {
    fileprivate private(set) var actions: (@MainActor (TimedDeckAction) -> Void)?
    fileprivate private(set) var settled: (@MainActor () -> Void)?
    fileprivate private(set) var events: (@MainActor (TimedDeckEvent) -> Void)?
    private var stop: (@MainActor (DeckObservation) -> Void)?

    init(
        actions: (@MainActor (TimedDeckAction) -> Void)?, settled: (@MainActor () -> Void)?, events: (@MainActor (TimedDeckEvent) -> Void)?,
        stop: @escaping @MainActor (DeckObservation) -> Void
    ) {
        self.actions = actions
        self.settled = settled
        self.events = events
        self.stop = stop
    }

    /// Stops the observation.
    public func cancel() {
        actions = nil
        settled = nil
        events = nil
        stop?(self)
        stop = nil
    }
}
