// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaScenario

/// A host under the conformance suite: a headless host, the GTK view or the UIKit view, made for
/// a scenario's deck and driven through its public API, with its time stepped by the suite.
@MainActor
public protocol ConformanceHost: AnyObject {
    /// The number of cards the host's data source reports; the suite changes it before it tells
    /// the deck of an insert or a removal, as an app changes its data.
    var cardCount: Int { get set }

    /// Performs an action through the host's own `perform(_:)`.
    @discardableResult
    func perform(_ action: DeckAction) throws(KolodaError) -> Bool

    /// Restores a state, before the data source is set (with `beforeLoad`) or after.
    func restore(_ state: DeckState) throws(KolodaError)

    /// Sets the host's data source: the deck loads.
    func load()

    /// Moves the host's clock to `time` (seconds since the host was made) without a frame: the
    /// time an input arrives at.
    func advanceClock(to time: Double)

    /// Moves the host's clock to `time` and delivers the frame at that time, if the host asked
    /// for frames.
    func frame(at time: Double)

    /// The deck as the host shows it now: the render model its views were last updated to.
    var shownModel: RenderModel { get }

    /// The cards of ``shownModel`` with no view, and views the host holds for no card: a host that
    /// keeps its views right has none.
    var viewProblems: [String] { get }

    /// Every event the host's event handler heard.
    var events: [TimedDeckEvent] { get }
}

/// A host that the suite can also drive through its toolkit's pointer input.
@MainActor
public protocol PointerConformanceHost: ConformanceHost {
    /// The pointer goes down at `point`, in the deck's coordinates, through the toolkit's input.
    func pointerDown(at point: Point)

    /// The pressed pointer moves to `point`.
    func pointerMoved(to point: Point)

    /// The pointer goes up at `point`.
    func pointerUp(at point: Point)

    /// Every action the deck performed, with its time, as the host's action observer heard them.
    var timedActions: [TimedDeckAction] { get }
}
