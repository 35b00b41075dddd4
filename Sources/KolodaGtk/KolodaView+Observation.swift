// SPDX-License-Identifier: MIT

import KolodaEngine

/// What tools attached to a view hear (the Tune panel, a recorder, a test driver), beside the
/// app's own ``KolodaView/actionHandler`` and ``KolodaView/onSettled``, which they leave alone.
@MainActor
struct ViewObservers {
    private var nextID = 0
    private var actions: [Int: @MainActor (TimedDeckAction) -> Void] = [:]
    private var settled: [Int: @MainActor () -> Void] = [:]

    var hearsActions: Bool { !actions.isEmpty }

    mutating func add(actions: (@MainActor (TimedDeckAction) -> Void)?, settled: (@MainActor () -> Void)?) -> Int {
        nextID += 1
        self.actions[nextID] = actions
        self.settled[nextID] = settled
        return nextID
    }

    mutating func remove(_ id: Int) {
        actions[id] = nil
        settled[id] = nil
    }

    func tell(_ action: TimedDeckAction) { for observer in actions.values { observer(action) } }
    func tellSettled() { for observer in settled.values { observer() } }
}

/// A tool's observation of a ``KolodaView``: it lasts until ``cancel()`` or until it is released.
@MainActor
public final class KolodaViewObservation {
    private weak var view: KolodaView?
    private let id: Int

    init(view: KolodaView, id: Int) {
        self.view = view
        self.id = id
    }

    /// Stops the observation.
    public func cancel() { view?.removeObserver(id) }

    isolated deinit { view?.removeObserver(id) }
}

extension KolodaView {
    /// Lets a tool attached to the view hear what the app hears through ``actionHandler`` and
    /// ``onSettled``, without taking either from the app: every action the deck performs, with
    /// its time on the view's clock, and every time the deck comes to rest.
    ///
    /// - Parameters:
    ///   - actions: Called after ``actionHandler`` for each action.
    ///   - settled: Called after ``onSettled``.
    /// - Returns: The observation; keep it as long as the tool listens.
    public func observe(
        actions: (@MainActor (TimedDeckAction) -> Void)? = nil, settled: (@MainActor () -> Void)? = nil
    ) -> KolodaViewObservation {
        let id = observers.add(actions: actions, settled: settled)
        connectActions()
        return KolodaViewObservation(view: self, id: id)
    }

    func removeObserver(_ id: Int) {
        observers.remove(id)
        connectActions()
    }

    /// Hands the deck's actions to ``actionHandler`` and the observers while anyone listens.
    func connectActions() {
        deck.actionHandler =
            actionHandler == nil && !observers.hearsActions
            ? nil
            : { [weak self] action in
                MainActor.assumeIsolated {
                    self?.actionHandler?(action)
                    self?.observers.tell(action)
                }
            }
    }

    /// The deck has come to rest: the app, then the observers.
    func settled() {
        onSettled?()
        observers.tellSettled()
    }
}
