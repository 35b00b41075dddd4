// SPDX-License-Identifier: MIT

/// The words the deck says to assistive technology, in the user's language: each phrase is its
/// English text, a gettext message id that ``translate`` looks up (the GTK deck's catalogues, the
/// gettext domain `koloda-1`), with `%s`, or `%1$s`, `%2$s`… where the numbers, names and lists go,
/// so that a translation may put them in its own order.
public struct DeckWords: Sendable {
    /// The phrase for an English message id; the id itself when there is no translation.
    public var translate: @Sendable (String) -> String

    /// Words looked up with `translate`.
    public init(translate: @escaping @Sendable (String) -> String) {
        self.translate = translate
    }

    /// The English words, untranslated.
    public static let english = DeckWords { $0 }

    /// `text` translated, each `%s` replaced by the next of `arguments` and `%1$s`, `%2$s`… by
    /// the one at that place; `%%` is `%`. `xgettext --keyword=tr` collects the texts.
    public func tr(_ text: String, _ arguments: String...) -> String {
        Self.format(translate(text), arguments)
    }

    /// `text` with its `%s`, `%1$s`… replaced by `arguments`, as ``tr(_:_:)`` does after the
    /// lookup.
    ///
    /// It reads the text's UTF-8 bytes: a directive is ASCII, and no byte of a longer character
    /// is, so no character needs telling apart (which on the web would bring Unicode's tables
    /// into the page's download).
    public static func format(_ text: String, _ arguments: [String]) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var next = 0
        var at = 0
        func argument(_ place: Int) {
            if place >= 0 && place < arguments.count { result += arguments[place].utf8 }
        }
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            guard byte == UInt8(ascii: "%"), at < bytes.count else {
                result.append(byte)
                continue
            }
            if bytes[at] == UInt8(ascii: "%") {
                result.append(byte)
                at += 1
            } else if bytes[at] == UInt8(ascii: "s") {
                argument(next)
                next += 1
                at += 1
            } else if let (place, end) = position(in: bytes, from: at) {
                argument(place - 1)
                at = end
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The place of a `%N$s` directive whose number starts at `start`, and the index after its
    /// `s`; `nil` when the bytes there are not one.
    private static func position(in bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var at = start
        var place = 0
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
            let (tens, tooLarge) = place.multipliedReportingOverflow(by: 10)
            let (sum, stillTooLarge) = tens.addingReportingOverflow(Int(bytes[at] - UInt8(ascii: "0")))
            guard !tooLarge, !stillTooLarge else { return nil }
            place = sum
            at += 1
        }
        guard at > start, at + 1 < bytes.count, bytes[at] == UInt8(ascii: "$"), bytes[at + 1] == UInt8(ascii: "s") else { return nil }
        return (place, at + 2)
    }

    /// "a", "a or b", "a, b or c" (with "and" when `and`), as the language joins a list.
    func list(_ words: [String], and: Bool = false) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        let beforeLast = words[words.count - 2]
        // TRANSLATORS: the last two items of a list: "left or right", "Left and Right".
        var joined = and ? tr("%1$s and %2$s", beforeLast, last) : tr("%1$s or %2$s", beforeLast, last)
        for word in words.dropLast(2).reversed() {
            // TRANSLATORS: an item of a list before the rest of it: "left, up or right".
            joined = tr("%1$s, %2$s", word, joined)
        }
        return joined
    }
}
