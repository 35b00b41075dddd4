// SPDX-License-Identifier: MIT

/// How long a card takes to fly off the deck.
public enum DragSpeed: String, CaseIterable, Hashable, Sendable {
    case slow, moderate, `default`, fast

    /// The fly-off duration in seconds: slow 2.0, moderate 1.5, default 0.8, fast 0.4.
    public var duration: Double {
        switch self {
        case .slow: 2.0
        case .moderate: 1.5
        case .default: 0.8
        case .fast: 0.4
        }
    }
}

/// Written as its name (`slow`, `default`), in Embedded Swift too, which cannot print an enum case
/// by reflection.
extension DragSpeed: CustomStringConvertible {
    /// The raw value.
    public var description: String { rawValue }
}
