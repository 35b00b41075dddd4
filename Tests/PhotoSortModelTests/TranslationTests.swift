// SPDX-License-Identifier: MIT

import KolodaAppSupport
import Testing

/// Photo Sort's text without a catalogue.
@Suite("Photo Sort's translated text")
struct TranslationTests {
    @Test("Text without a catalogue is itself, its placeholders filled")
    func untranslated() {
        #expect(tr("%s is not a folder", "/tmp/x") == "/tmp/x is not a folder")
        #expect(trn("%s star", "%s stars", 1, "1") == "1 star")
        #expect(trn("%s star", "%s stars", 4, "4") == "4 stars")
        #expect(trn("%s star", "%s stars", 0, "0") == "0 stars")
    }
}
