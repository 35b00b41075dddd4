// SPDX-License-Identifier: MIT

/// Estimates the pointer's velocity from its recent positions.
///
/// The estimate is the displacement from the oldest sample of the last 100 ms to the newest,
/// divided by the time between them; with fewer than two such samples it is zero. Samples are
/// kept in a fixed ring, so recording one never allocates.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let window = 0.1
    private static let capacity = 64

    private var times: [Double]
    private var points: [Point]
    private var newest = -1
    private var count = 0

    /// Creates an empty tracker.
    public init() {
        times = Array(repeating: 0, count: Self.capacity)
        points = Array(repeating: .zero, count: Self.capacity)
    }

    /// Forgets every sample.
    public mutating func reset() {
        newest = -1
        count = 0
    }

    /// Records the pointer at `point` at `time`, in seconds. A time earlier than the newest
    /// sample's counts as the newest's: a host's stamps that go back never make a negative
    /// interval.
    public mutating func record(_ point: Point, at time: Double) {
        let time = count > 0 ? max(time, times[newest]) : time
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        points[newest] = point
        count = min(count + 1, Self.capacity)
    }

    /// The estimated velocity in points per second.
    public var velocity: Vector {
        guard count >= 2 else { return .zero }
        let latestTime = times[newest]
        var oldest = newest
        for step in 1..<count {
            let slot = (newest - step + Self.capacity) % Self.capacity
            if latestTime - times[slot] > Self.window + 1e-9 { break }
            oldest = slot
        }
        let elapsed = latestTime - times[oldest]
        guard oldest != newest, elapsed > 0 else { return .zero }
        return (points[newest] - points[oldest]) * (1 / elapsed)
    }
}
