// SPDX-License-Identifier: MIT

import KolodaHost
import Testing

/// The placeholders of translated text (the deck's words, and Photo Sort's `tr`).
@Suite("Translated text's placeholders")
struct DeckWordsTests {
    @Test("%s takes the arguments in order, %1$s and %2$s by place (a translation may turn them), %% is a percent sign")
    func placeholders() {
        #expect(DeckWords.format("%s of %s", ["3", "20"]) == "3 of 20")
        #expect(DeckWords.format("%2$s: %1$s", ["a.jpg", "Permission denied"]) == "Permission denied: a.jpg")
        #expect(DeckWords.format("100 %% of %s", ["a.jpg"]) == "100 % of a.jpg")
        #expect(DeckWords.format("The photo at 100 %", []) == "The photo at 100 %", "a lone percent sign stays")
        #expect(DeckWords.format("%s and %s", ["a"]) == "a and ", "a missing argument is empty, never a crash")
        #expect(DeckWords.format("%3$s", ["a"]) == "")
    }

    @Test("Text and arguments in any script keep every character; what is not a placeholder stays as written")
    func otherScripts() {
        #expect(DeckWords.format("„%1$s“ – %2$s", ["Kölner Dom", "2 von 5"]) == "„Kölner Dom“ – 2 von 5")
        #expect(DeckWords.format("%s 👍🏽 %s", ["写真", "é"]) == "写真 👍🏽 é")
        #expect(DeckWords.format("%é%s", ["a"]) == "%éa", "a percent sign before a longer character stays")
        #expect(DeckWords.format("%$s %0$s %1$ %1$x", ["a"]) == "%$s  %1$ %1$x")
        #expect(DeckWords.format("%99999999999999999999$s", ["a"]) == "%99999999999999999999$s", "a place too large for a number")
        #expect(DeckWords.format("%1$s%", ["a"]) == "a%")
    }
}
