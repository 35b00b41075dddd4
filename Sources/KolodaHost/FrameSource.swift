// SPDX-License-Identifier: MIT

import KolodaEngine

/// Where a host's time comes from: a clock, and frames while the deck moves.
///
/// A ``DeckController`` reads ``now`` before every operation and asks for frames while anything
/// moves; each frame's time is on the same clock. GTK's frame clock, UIKit's display link and a
/// test's ``ManualFrameSource`` are frame sources: the controller never reads a clock of its own.
@MainActor
public protocol FrameSource: AnyObject {
    /// Seconds now on the source's clock, from any origin; never decreasing.
    var now: Double { get }

    /// Calls `frame` once a frame with the frame's time on the same clock, until it returns
    /// `false` or ``cancelFrames()`` is called. Asked only while no frames are running.
    func requestFrames(_ frame: @escaping @MainActor (_ time: Double) -> Bool)

    /// Stops the frames now: `frame` is not called again.
    func cancelFrames()

    /// Whether the toolkit hands a frame's input to the host before the frame itself, as GTK's
    /// frame clock does (its flush-events phase comes before the tick callbacks of its update
    /// phase). The controller then leaves a drag's moves to the frame to show, once a frame
    /// however many moves arrive; otherwise (the default) it shows each move at once.
    var deliversInputBeforeFrames: Bool { get }
}

extension FrameSource {
    /// Each move is shown at once, for a toolkit whose frames may come before that frame's input.
    public var deliversInputBeforeFrames: Bool { false }
}

/// A frame source whose time moves only when told: for tests and headless hosts.
///
/// ```swift
/// let frames = ManualFrameSource()
/// let controller = try DeckController(host: host, frames: frames)
/// frames.run(for: 0.5)        // 30 frames at 60 Hz, each at its exact time
/// ```
@MainActor
public final class ManualFrameSource: FrameSource {
    /// Seconds now.
    public private(set) var now: Double
    /// The time between frames: 1/64 s by default, a power of two, so that frame times add up
    /// exactly.
    public var frameDuration: Double
    private var frame: (@MainActor (Double) -> Bool)?
    /// Counts requests and cancellations: a frame that answers `false` stops only its own request.
    private var generation = 0
    /// The times of the frames delivered so far.
    public private(set) var frameTimes: [Double] = []
    /// Whether the input a test delivers between two frames is the next frame's, as on GTK
    /// (see ``FrameSource/deliversInputBeforeFrames``); `false` by default.
    public var deliversInputBeforeFrames = false

    /// A source whose clock reads `start`.
    public init(start: Double = 0, frameDuration: Double = 1.0 / 64) {
        now = start
        self.frameDuration = frameDuration
    }

    /// Whether someone is asking for frames.
    public var isRunning: Bool { frame != nil }

    /// Keeps `frame`, to call at each frame ``runFrame()``, ``run(for:)`` or
    /// ``runUntilIdle(limit:)`` delivers, until it returns `false`.
    public func requestFrames(_ frame: @escaping @MainActor (Double) -> Bool) {
        generation += 1
        self.frame = frame
    }

    /// Forgets the frame callback: no frame is delivered until the next request.
    public func cancelFrames() {
        generation += 1
        frame = nil
    }

    /// Moves the clock on by `seconds` without delivering frames: the time an input arrives at.
    public func advance(by seconds: Double) {
        now += max(seconds, 0)
    }

    /// Delivers the next frame, at the next multiple of ``frameDuration``.
    public func runFrame() {
        runFrame(at: nextFrameTime)
    }

    /// The next multiple of ``frameDuration`` after now.
    private var nextFrameTime: Double { ((now / frameDuration).rounded(.down) + 1) * frameDuration }

    /// Moves the clock to `time` (if it is later) and delivers a frame there.
    public func runFrame(at time: Double) {
        now = max(now, time)
        deliver()
    }

    /// Delivers frames until the clock reads `seconds` more, as a display would while frames are
    /// asked for; the clock then reads exactly that.
    public func run(for seconds: Double) {
        let end = now + seconds
        while nextFrameTime <= end + 1e-12 { runFrame() }
        now = max(now, end)
    }

    /// Delivers frames until nobody asks for them (at most `limit` seconds).
    public func runUntilIdle(limit: Double = 30) {
        let end = now + limit
        while isRunning, now < end { runFrame() }
    }

    private func deliver() {
        guard let frame else { return }
        frameTimes.append(now)
        let request = generation
        if !frame(now), request == generation { self.frame = nil }
    }
}
