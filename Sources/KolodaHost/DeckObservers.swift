// SPDX-License-Identifier: MIT

import KolodaEngine

/// What tools attached to a host hear (the Tune panel, a recorder, a test driver), beside the
/// app's own action handler and settled callback, which they leave alone.
@MainActor
struct DeckObservers {
    private var nextID = 0
    private var actions: [Int: @MainActor (TimedDeckAction) -> Void] = [:]
    private var settled: [Int: @MainActor () -> Void] = [:]
    private var events: [Int: @MainActor (TimedDeckEvent) -> Void] = [:]

    var hearsActions: Bool { !actions.isEmpty }
    var hearsEvents: Bool { !events.isEmpty }

    mutating func add(
        actions: (@MainActor (TimedDeckAction) -> Void)?, settled: (@MainActor () -> Void)?, events: (@MainActor (TimedDeckEvent) -> Void)?
    ) -> Int {
        nextID += 1
        self.actions[nextID] = actions
        self.settled[nextID] = settled
        self.events[nextID] = events
        return nextID
    }

    mutating func remove(_ id: Int) {
        actions[id] = nil
        settled[id] = nil
        events[id] = nil
    }

    func tell(_ action: TimedDeckAction) { for observer in actions.values { observer(action) } }
    func tell(_ event: TimedDeckEvent) { for observer in events.values { observer(event) } }
    func tellSettled() { for observer in settled.values { observer() } }
}

/// A tool's observation of a deck: it lasts until ``cancel()`` or until it is released.
@MainActor
public final class DeckObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    /// Stops the observation.
    public func cancel() {
        stop?()
        stop = nil
    }

    isolated deinit { stop?() }
}
