// SPDX-License-Identifier: MIT

/// A linear change of a card's overlay progress.
struct OverlayAnimation {
    var direction: SwipeResultDirection
    var from: Double
    var to: Double
    var startTime: Double
    var duration: Double

    func state(at time: Double) -> OverlayState? {
        let fraction = duration > 0 ? min(max((time - startTime) / duration, 0), 1) : 1
        let progress = from + (to - from) * fraction
        return progress > 0 ? OverlayState(direction: direction, progress: progress) : nil
    }
}
