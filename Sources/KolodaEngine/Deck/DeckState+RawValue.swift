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
/// `{"count":20,"currentIndex":3,"history":[[0,"right"],[1,"left"]],"version":1}`. It is the one
/// text form of a state: the GObject library saves this text too. It reads back from any JSON
/// spelling of the same object (spaces, keys in any order), so a state written by another JSON
/// writer, or saved by an earlier version, restores.
extension DeckState: RawRepresentable {
    /// Reads a state from its JSON (see ``init(json:)``); `nil` for any other text, or a state of
    /// another version, so that the storage's default is used instead.
    public init?(rawValue: String) {
        guard let state = try? DeckState(json: rawValue) else { return nil }
        self = state
    }

    /// The state's compact JSON, its keys sorted.
    public var rawValue: String {
        let swipes = history.map { "[\($0.index),\"\($0.direction.rawValue)\"]" }.joined(separator: ",")
        return "{\"count\":\(count),\"currentIndex\":\(currentIndex),\"history\":[\(swipes)],\"version\":\(version)}"
    }

    /// Reads a state from its JSON, in any spelling: the object of ``rawValue``, its four keys
    /// in any order, with any white space, as `JSONEncoder` or a scenario writes it.
    ///
    /// - Throws: ``JSONProblem`` naming what is wrong and where, for text that is not such an
    ///   object (a key missing or unknown, a number that is not an integer, a direction that is
    ///   not one, anything after the object) or a state of another version. Whether the state
    ///   fits a deck is ``problem(withAvailableCards:)``'s question, asked when it is restored.
    public init(json text: String) throws(JSONProblem) {
        var reader = StateJSONReader(Array(text.utf8))
        self = try reader.state()
    }

    /// Why a text is not a deck state's JSON: what was expected, and the byte offset where.
    public struct JSONProblem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong: "expected an integer for \"count\"".
        public var message: String
        /// The offset in the text's UTF-8 where it went wrong.
        public var offset: Int

        /// The problem in words, with where: "expected an integer for "count" at byte 9".
        public var description: String { "\(message) at byte \(offset)" }
    }
}

/// Reads one deck state's JSON object, as ``DeckState/init(json:)`` describes.
private struct StateJSONReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func state() throws(DeckState.JSONProblem) -> DeckState {
        var version: Int?
        var versionOffset = 0
        var currentIndex: Int?
        var count: Int?
        var history: [DeckState.Swipe]?
        try expect("{", "a deck state's object")
        if !take("}") {
            repeat {
                let keyOffset = skippingSpace()
                let key = try string("a key")
                try expect(":", "\":\" after \"\(key)\"")
                switch key {
                case "version" where version == nil:
                    versionOffset = skippingSpace()
                    version = try integer(for: key)
                case "currentIndex" where currentIndex == nil: currentIndex = try integer(for: key)
                case "count" where count == nil: count = try integer(for: key)
                case "history" where history == nil: history = try swipes()
                case "version", "currentIndex", "count", "history": throw problem("\"\(key)\" twice", at: keyOffset)
                default: throw problem("an unknown key \"\(key)\"", at: keyOffset)
                }
            } while take(",")
            try expect("}", "\",\" or \"}\" in a deck state's object")
        }
        guard skippingSpace() == bytes.count else { throw problem("text after the deck state's object") }
        guard let version, let currentIndex, let count, let history else {
            let missing = [("version", version == nil), ("currentIndex", currentIndex == nil), ("count", count == nil), ("history", history == nil)]
                .filter { $0.1 }.map { "\"\($0.0)\"" }
            throw problem("a deck state without \(missing.joined(separator: ", "))")
        }
        guard version == DeckState.currentVersion else { throw problem(DeckState.Problem.unknownVersion(version).description, at: versionOffset) }
        return DeckState(currentIndex: currentIndex, count: count, history: history)
    }

    /// `[[index, "direction"], …]`.
    private mutating func swipes() throws(DeckState.JSONProblem) -> [DeckState.Swipe] {
        var swipes: [DeckState.Swipe] = []
        try expect("[", "the history's array")
        if take("]") { return swipes }
        repeat {
            try expect("[", "a swipe: [index, direction]")
            let index = try integer(for: "a swipe's index")
            try expect(",", "\",\" after a swipe's index")
            let nameOffset = skippingSpace()
            let name = try string("a swipe's direction")
            guard let direction = SwipeResultDirection(rawValue: name) else {
                let names = SwipeResultDirection.allCases.map { $0.rawValue }.joined(separator: ", ")
                throw problem("\"\(name)\" is not a direction (\(names))", at: nameOffset)
            }
            try expect("]", "\"]\" after a swipe's direction")
            swipes.append(DeckState.Swipe(index: index, direction: direction))
        } while take(",")
        try expect("]", "\",\" or \"]\" in the history")
        return swipes
    }

    /// An integer: JSON's number without a fraction or an exponent, within `Int`.
    private mutating func integer(for what: String) throws(DeckState.JSONProblem) -> Int {
        let start = skippingSpace()
        let negative = take(byte: UInt8(ascii: "-"))
        var value = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let digit = Int(bytes[position] - UInt8(ascii: "0"))
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(negative ? -digit : digit)
            guard !overflow, !overflowSum else { throw problem("the number for \(quoted(what)) is too large", at: start) }
            value = sum
            digits += 1
            position += 1
        }
        let next = position < bytes.count ? bytes[position] : 0
        guard digits > 0, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else {
            throw problem("expected an integer for \(quoted(what))", at: start)
        }
        return value
    }

    /// A JSON string, its escapes read.
    private mutating func string(_ what: String) throws(DeckState.JSONProblem) -> String {
        try expect("\"", what)
        var scalars: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(8)
                case UInt8(ascii: "f"): scalars.append(12)
                case UInt8(ascii: "n"): scalars.append(10)
                case UInt8(ascii: "r"): scalars.append(13)
                case UInt8(ascii: "t"): scalars.append(9)
                case UInt8(ascii: "u"):
                    guard let code = hex4(), let scalar = Unicode.Scalar(code) else {
                        throw problem("a \\u escape that is not a character in \(what)", at: position - 2)
                    }
                    UTF8.encode(scalar) { scalars.append($0) }
                default: throw problem("an unknown escape in \(what)", at: position - 2)
                }
            case 0..<0x20: throw problem("a control character in \(what)", at: position - 1)
            default: scalars.append(byte)
            }
        }
        throw problem("\(what) without its closing quote")
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - position >= 4 else { return nil }
        var code: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            code = code * 16 + UInt32(digit)
        }
        position += 4
        return code
    }

    private func quoted(_ what: String) -> String { what.hasPrefix("a ") ? what : "\"\(what)\"" }

    /// Takes `character` after any white space, or throws that `what` was expected there.
    private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(DeckState.JSONProblem) {
        guard take(character) else { throw problem("expected \(what)") }
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        skippingSpace()
        return take(byte: UInt8(character.value))
    }

    private mutating func take(byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Skips JSON's white space; the offset after it.
    @discardableResult
    private mutating func skippingSpace() -> Int {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position
    }

    private mutating func problem(_ message: String, at offset: Int? = nil) -> DeckState.JSONProblem {
        DeckState.JSONProblem(message: message, offset: offset ?? skippingSpace())
    }
}
