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
    public static func format(_ text: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "s" {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = rest.dropFirst()
            } else if let dollar = rest.firstIndex(of: "$"), let place = Int(rest[..<dollar]), rest[rest.index(after: dollar)...].first == "s" {
                result += place >= 1 && place <= arguments.count ? arguments[place - 1] : ""
                rest = rest[rest.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
            }
        }
        return result + rest
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
