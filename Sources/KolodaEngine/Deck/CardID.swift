// SPDX-License-Identifier: MIT

/// Identifies one card view for as long as it lives, across slot changes and index remapping.
///
/// A host keeps one view per identifier: it creates the view when an identifier first appears in
/// the render model and releases it when the identifier disappears. Reloading a card's content
/// gives it a new identifier.
public struct CardID: Hashable, Sendable, Comparable {
    /// The identifier's number, increasing in order of creation.
    public let rawValue: UInt64

    /// Creates an identifier.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Whether `lhs` was created before `rhs`.
    public static func < (lhs: CardID, rhs: CardID) -> Bool { lhs.rawValue < rhs.rawValue }
}
