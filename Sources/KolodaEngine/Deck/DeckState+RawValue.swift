// SPDX-License-Identifier: MIT

/// A deck's state as a string, so that SwiftUI's `@SceneStorage` and `@AppStorage` keep it as they
/// keep any `RawRepresentable` value with a `String` raw value:
///
/// ```swift
/// @SceneStorage("places.deck") private var deck = DeckState()
/// ```
///
/// The string is the compact JSON of the state's `Codable` form with its keys sorted, as
/// Foundation's `JSONEncoder` writes it with `.sortedKeys`:
/// `{"count":20,"currentIndex":3,"history":[[0,"right"],[1,"left"]],"version":1}`.
extension DeckState: RawRepresentable {
    /// Reads a state from the string ``rawValue`` writes; `nil` for any other text, or a state of
    /// another version, so that the storage's default is used instead.
    public init?(rawValue: String) {
        var reader = RawStateReader(Array(rawValue.utf8))
        guard let state = reader.state() else { return nil }
        self = state
    }

    /// The state's compact JSON, its keys sorted.
    public var rawValue: String {
        let swipes = history.map { "[\($0.index),\"\($0.direction.rawValue)\"]" }.joined(separator: ",")
        return "{\"count\":\(count),\"currentIndex\":\(currentIndex),\"history\":[\(swipes)],\"version\":\(version)}"
    }
}

/// Reads exactly the form ``DeckState/rawValue`` writes.
private struct RawStateReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func state() -> DeckState? {
        guard take("{\"count\":"), let count = integer(), take(",\"currentIndex\":"), let currentIndex = integer(), take(",\"history\":[")
        else { return nil }
        var history: [DeckState.Swipe] = []
        if !take("]") {
            repeat {
                guard take("["), let index = integer(), take(",\""), let name = name(), take("\"]"),
                    let direction = SwipeResultDirection(rawValue: name)
                else { return nil }
                history.append(DeckState.Swipe(index: index, direction: direction))
            } while take(",")
            guard take("]") else { return nil }
        }
        guard take(",\"version\":"), let version = integer(), take("}"), position == bytes.count, version == DeckState.currentVersion else {
            return nil
        }
        return DeckState(currentIndex: currentIndex, count: count, history: history)
    }

    private mutating func take(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard bytes.count - position >= expected.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    private mutating func integer() -> Int? {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return Int(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func name() -> String? {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }
}
