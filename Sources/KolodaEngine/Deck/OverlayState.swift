// SPDX-License-Identifier: MIT

/// The overlay of a card (LIKE / NOPE): the direction it shows and how strongly.
public struct OverlayState: Hashable, Sendable {
    /// The direction the overlay stands for.
    public var direction: SwipeResultDirection
    /// Its progress in 0...1; hosts typically use it as the overlay's opacity.
    public var progress: Double

    /// Creates an overlay state.
    public init(direction: SwipeResultDirection, progress: Double) {
        self.direction = direction
        self.progress = progress
    }
}
