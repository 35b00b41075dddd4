// SPDX-License-Identifier: MIT

import Glibc
import Testing

@testable import PhotoSortModel

/// Numbers in the user's locale.
@Suite("Numbers as the locale writes them", .serialized)
struct NumberTextTests {
    @Test("Digits are grouped by threes with the locale's separator")
    func grouping() {
        #expect(NumberText.grouped(2000, separator: ",") == "2,000")
        #expect(NumberText.grouped(1_234_567, separator: ".") == "1.234.567")
        #expect(NumberText.grouped(-12345, separator: "\u{202F}") == "-12\u{202F}345")
        #expect(NumberText.grouped(999, separator: ",") == "999")
        #expect(NumberText.grouped(0, separator: ",") == "0")
    }

    @Test("The C locale groups nothing; the separator is the locale's, not always a comma")
    func locale() {
        let saved = String(cString: setlocale(LC_NUMERIC, nil))
        defer { setlocale(LC_NUMERIC, saved) }
        setlocale(LC_NUMERIC, "C")
        #expect(NumberText.grouped(2000) == "2000")
    }

    @Test("A whole number is read with its digits grouped by any separator, or none; anything else is not one")
    func reading() {
        #expect(NumberText.whole("2,000") == 2000)
        #expect(NumberText.whole(" 2.000\n") == 2000)
        #expect(NumberText.whole("2\u{202F}000") == 2000)
        #expect(NumberText.whole("2'000") == 2000)
        #expect(NumberText.whole("7") == 7)
        for text in ["", " ", "-2", "2,", ",2", "2a", "two", "٣", "1e3", "99999999999999999999"] {
            #expect(NumberText.whole(text) == nil, "\(text)")
        }
    }
}
