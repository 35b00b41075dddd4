// SPDX-License-Identifier: MIT

// Stand-in for Apple's QuartzCore: only what the hosts use, each declared as Apple's
// documentation declares it (the path beside each), with the documented rules checked.
@_exported import CoreGraphics

/// documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// The stand-in's media clock: what CACurrentMediaTime() reads. Tests move it forward.
package nonisolated(unsafe) var standInMediaTime: CFTimeInterval = 1000

/// Returns the current absolute time, in seconds.
/// documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { standInMediaTime }

/// The display links scheduled on the main run loop, which keeps them (and so their targets)
/// until they are invalidated.
package nonisolated(unsafe) var standInRunLoopLinks: [CADisplayLink] = []

/// Fires every display link the main run loop keeps, as a frame of the display would: the ones
/// no view holds any more too.
@MainActor package func standInFireScheduledLinks(at timestamp: CFTimeInterval, duration: CFTimeInterval) {
    for link in standInRunLoopLinks { link.standInFire(at: timestamp, duration: duration) }
}

/// documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Equatable, Sendable {
    /// documentation/quartzcore/caframeraterange/minimum
    public var minimum: Float
    /// documentation/quartzcore/caframeraterange/maximum
    public var maximum: Float
    /// documentation/quartzcore/caframeraterange/preferred-7l3ki
    public var preferred: Float?

    /// documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// documentation/quartzcore/caframeraterange/default
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the
/// display.
/// documentation/quartzcore/cadisplaylink
///
/// Apple creates one with `init(target:selector:)`, which needs the Objective-C runtime; on Linux
/// the hosts create it through the stand-in's seam (`StandInSupport`), and the display link's
/// rules are checked here: it fires only while added to a run loop, not paused and not
/// invalidated, on the main thread, with timestamps that go forward.
open class CADisplayLink: NSObject {
    package var standInAction: (@MainActor (CADisplayLink) -> Void)?
    package private(set) var standInIsScheduled = false
    package private(set) var standInIsInvalidated = false
    private var lastTimestamp: CFTimeInterval = -.infinity

    package init(standInHandler: @escaping @MainActor (CADisplayLink) -> Void) {
        standInAction = standInHandler
    }

    /// documentation/quartzcore/cadisplaylink/add(to:formode:)
    ///
    /// The run loop keeps a scheduled link, and the link its target, until `invalidate()`: a link
    /// nobody else holds goes on firing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        precondition(!standInIsInvalidated, "CADisplayLink: add(to:forMode:) after invalidate()")
        standInIsScheduled = true
        if !standInRunLoopLinks.contains(where: { $0 === self }) { standInRunLoopLinks.append(self) }
    }

    /// documentation/quartzcore/cadisplaylink/invalidate()
    ///
    /// "Removes the display link from all run-loop modes", which releases it and its target.
    open func invalidate() {
        standInIsInvalidated = true
        standInIsScheduled = false
        standInAction = nil
        standInRunLoopLinks.removeAll { $0 === self }
    }

    /// documentation/quartzcore/cadisplaylink/preferredframeraterange
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// documentation/quartzcore/cadisplaylink/timestamp
    open private(set) var timestamp: CFTimeInterval = 0

    /// documentation/quartzcore/cadisplaylink/targettimestamp
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// documentation/quartzcore/cadisplaylink/duration
    open private(set) var duration: CFTimeInterval = 1.0 / 60

    /// documentation/quartzcore/cadisplaylink/ispaused
    open var isPaused: Bool = false

    /// Whether the link would fire now: scheduled, not paused, not invalidated.
    package var standInIsRunning: Bool { standInIsScheduled && !isPaused && !standInIsInvalidated }

    /// One frame: the link's timestamps become `timestamp` and the next frame's, and its target
    /// hears it. Timestamps must go forward.
    @MainActor package func standInFire(at timestamp: CFTimeInterval, duration: CFTimeInterval) {
        MainActor.preconditionIsolated("CADisplayLink fires on the main thread")
        precondition(timestamp > lastTimestamp, "CADisplayLink: timestamp \(timestamp) does not go forward from \(lastTimestamp)")
        guard standInIsRunning else { return }
        lastTimestamp = timestamp
        self.timestamp = timestamp
        self.duration = duration
        targetTimestamp = timestamp + duration
        standInAction?(self)
    }
}
