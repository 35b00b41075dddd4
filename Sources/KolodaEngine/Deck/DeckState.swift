// SPDX-License-Identifier: MIT

/// What a deck has announced, as a value an app saves and restores: the current index, the
/// number of cards it was taken with, and every swipe not undone, oldest first.
///
/// Take it with ``KolodaDeck/deckState`` at any moment (a swipe or an undo in flight counts as
/// done) and put it back with ``KolodaDeck/restoreDeckState(_:)``: the saved top card shows, and
/// undo brings back the swiped cards from the sides they left. It encodes, with any `Encoder`, to
/// the form the scenario format uses:
///
/// ```json
/// {"version": 1, "currentIndex": 3, "count": 20, "history": [[0, "right"], [1, "left"], [2, "right"]]}
/// ```
///
/// See <doc:SavingAndRestoring>.
public struct DeckState: Hashable, Sendable {
    /// One swipe: the card's index and the direction it left in.
    public struct Swipe: Hashable, Sendable {
        /// The card's index in the data.
        public var index: Int
        /// The direction it left in; an undo brings it back from that side.
        public var direction: SwipeResultDirection

        /// A swipe of the card at `index` in `direction`.
        public init(index: Int, direction: SwipeResultDirection) {
            self.index = index
            self.direction = direction
        }
    }

    /// The version of the form this type writes, and the only one it reads.
    public static let currentVersion = 1

    /// The form's version: ``currentVersion``.
    public var version: Int
    /// The index of the top card; equal to ``count`` when a deck that does not loop has run out.
    public var currentIndex: Int
    /// The number of cards when the state was taken.
    public var count: Int
    /// Every swipe not undone, oldest first.
    public var history: [Swipe]

    /// A state of the current version.
    public init(currentIndex: Int, count: Int, history: [Swipe]) {
        version = Self.currentVersion
        self.currentIndex = currentIndex
        self.count = count
        self.history = history
    }

    /// The state of a deck at its first card with nothing swiped: what an app starts from before
    /// it has saved anything. Restored, it shows the first card and forgets every swipe.
    public init() {
        self.init(currentIndex: 0, count: 0, history: [])
    }

    /// What is wrong with the state for a deck whose data source now has `availableCards` cards,
    /// or nil when it fits: the count may have grown since (cards appended), but not shrunk.
    ///
    /// - Complexity: O(h) in the history's length.
    public func problem(withAvailableCards availableCards: Int) -> Problem? {
        guard version == Self.currentVersion else { return .unknownVersion(version) }
        guard count >= 0 else { return .negativeCount(count) }
        guard count <= availableCards else { return .moreCardsThanAvailable(saved: count, available: availableCards) }
        guard (0...count).contains(currentIndex) else { return .indexOutOfBounds(index: currentIndex, count: count) }
        if let swipe = history.first(where: { !(0..<count).contains($0.index) }) {
            return .swipeOutOfBounds(index: swipe.index, count: count)
        }
        return nil
    }

    /// Why a state cannot be restored.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The state was written by a version this one does not read.
        case unknownVersion(Int)
        /// The state's count is negative.
        case negativeCount(Int)
        /// The data has fewer cards than the state was taken with: cards were removed since, and
        /// the saved indexes may name other cards.
        case moreCardsThanAvailable(saved: Int, available: Int)
        /// The current index is not within `0...count`.
        case indexOutOfBounds(index: Int, count: Int)
        /// A swipe in the history names an index outside `0..<count`.
        case swipeOutOfBounds(index: Int, count: Int)

        /// What is wrong, in words: "current index 11 is outside 0...10".
        public var description: String {
            switch self {
            case .unknownVersion(let version): "version \(version) is not \(DeckState.currentVersion), the version this deck reads"
            case .negativeCount(let count): "count \(count) is negative"
            case .moreCardsThanAvailable(let saved, let available):
                "the state was taken with \(saved) cards, the data source has \(available)"
            case .indexOutOfBounds(let index, let count): "current index \(index) is outside 0...\(count)"
            case .swipeOutOfBounds(let index, let count): "a swipe of card \(index) is outside 0..<\(count)"
            }
        }
    }
}

#if !hasFeature(Embedded)
    /// The saved form. Embedded Swift has no `Codable`: the engine built for the web leaves it out.
    extension DeckState: Codable {
        private enum CodingKeys: String, CodingKey {
            case version, currentIndex, count, history
        }

        /// Reads the form shown above; a swipe is a two-element array of its index and direction.
        ///
        /// - Throws: `DecodingError` for a malformed state or another version.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            guard version == Self.currentVersion else {
                throw DecodingError.dataCorruptedError(
                    forKey: .version, in: container, debugDescription: Problem.unknownVersion(version).description)
            }
            currentIndex = try container.decode(Int.self, forKey: .currentIndex)
            count = try container.decode(Int.self, forKey: .count)
            var swipes = try container.nestedUnkeyedContainer(forKey: .history)
            history = []
            history.reserveCapacity(swipes.count ?? 0)
            while !swipes.isAtEnd {
                var pair = try swipes.nestedUnkeyedContainer()
                let index = try pair.decode(Int.self)
                let direction = try pair.decode(SwipeResultDirection.self)
                guard pair.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: pair, debugDescription: "a swipe is [index, direction]")
                }
                history.append(Swipe(index: index, direction: direction))
            }
        }

        /// Writes the form shown above.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(currentIndex, forKey: .currentIndex)
            try container.encode(count, forKey: .count)
            var swipes = container.nestedUnkeyedContainer(forKey: .history)
            for swipe in history {
                var pair = swipes.nestedUnkeyedContainer()
                try pair.encode(swipe.index)
                try pair.encode(swipe.direction)
            }
        }
    }
#endif
