// SPDX-License-Identifier: MIT

import KolodaAppSupport
import Testing

/// The placeholders of translated text.
@Suite("Translated text's placeholders")
struct TranslationTests {
    @Test("%s takes the arguments in order, %1$s and %2$s by place (a translation may turn them), %% is a percent sign")
    func placeholders() {
        #expect(Translation.format("%s of %s", ["3", "20"]) == "3 of 20")
        #expect(Translation.format("%2$s: %1$s", ["a.jpg", "Permission denied"]) == "Permission denied: a.jpg")
        #expect(Translation.format("100 %% of %s", ["a.jpg"]) == "100 % of a.jpg")
        #expect(Translation.format("The photo at 100 %", []) == "The photo at 100 %", "a lone percent sign stays")
        #expect(Translation.format("%s and %s", ["a"]) == "a and ", "a missing argument is empty, never a crash")
        #expect(Translation.format("%3$s", ["a"]) == "")
    }

    @Test("Text without a catalogue is itself, its placeholders filled")
    func untranslated() {
        #expect(tr("%s is not a folder", "/tmp/x") == "/tmp/x is not a folder")
        #expect(trn("%s star", "%s stars", 1, "1") == "1 star")
        #expect(trn("%s star", "%s stars", 4, "4") == "4 stars")
        #expect(trn("%s star", "%s stars", 0, "0") == "0 stars")
    }
}
