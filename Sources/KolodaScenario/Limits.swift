// SPDX-License-Identifier: MIT

/// The largest values a scenario may hold. They keep every number the engine computes finite
/// and every count within `Int`, so that a trace is always valid JSON, and keep the work a
/// scenario asks for bounded. Whether a value is valid for the deck is the engine's to say
/// (`DeckOptions/validate()`); these are the format's own bounds.
enum Limits {
    /// Cards, indexes, range ends and counts.
    static let count = 1_000_000_000
    /// Deck sizes, margins and resize sizes, in points.
    static let length = 100_000.0
    /// How far a pointer event may be from the deck's origin, in points.
    static let coordinate = 1_000_000.0
    /// Fling and release velocities, in points per second.
    static let speed = 1_000_000_000.0
    /// Event times, in seconds.
    static let time = 1_000_000.0
    /// Input events' own timestamps, in seconds on a host's clock (a GTK event's stays within
    /// 2³² ms), either way.
    static let stamp = 10_000_000_000.0
    /// The drag's rotation factors: `rotationMax`, and `rotationAngle` in radians either way.
    static let rotation = 100.0
    /// Every other number of an option (a threshold, an alpha, a scale, a duration in seconds, a
    /// curve's control point), either way.
    static let parameter = 1_000_000.0
    /// A spring's stiffness, damping and mass.
    static let spring = 100_000.0
}
