// SPDX-License-Identifier: MIT

import Glibc

/// Whole numbers as the user's locale writes them, with its thousands separator (`LC_NUMERIC`,
/// which GTK sets from the environment when it starts).
package enum NumberText {
    /// `number` with its digits grouped by threes as the locale does: "2,000" in English,
    /// "2.000" in German, "2 000" in French, "2000" in the C locale, which groups nothing.
    package static func grouped(_ number: Int) -> String {
        guard let conventions = localeconv(), let separator = conventions.pointee.thousands_sep,
            let grouping = conventions.pointee.grouping, grouping.pointee > 0
        else { return String(number) }
        return grouped(number, separator: String(cString: separator))
    }

    /// `number` with `separator` between each three digits from the right.
    package static func grouped(_ number: Int, separator: String) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset).isMultiple(of: 3) { result += separator }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    /// The whole number `text` writes, its digits grouped or not ("2,000", "2.000", "2 000",
    /// "2'000", "2000"), with spaces around; nil when it is not one.
    package static func whole(_ text: String) -> Int? {
        let separators: Set<Character> = [",", ".", " ", "'", "\u{00A0}", "\u{202F}", "\u{2019}"]
        let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        guard let first = trimmed.first, first.isASCII, first.isNumber, trimmed.last?.isNumber == true else { return nil }
        var digits = ""
        for character in trimmed where !separators.contains(character) {
            guard character.isASCII, character.isNumber else { return nil }
            digits.append(character)
        }
        return Int(digits)
    }
}
