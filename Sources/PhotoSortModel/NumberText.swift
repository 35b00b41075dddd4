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
}
