// SPDX-License-Identifier: MIT

import KolodaAppSupport
import Testing

/// File names as bytes, kept in strings without loss.
@Suite("File names that are not UTF-8")
struct FileNameTests {
    @Test("Every name comes back byte for byte; a UTF-8 name is itself, and GLib shows the others with U+FFFD")
    func roundTrip() {
        let names: [[UInt8]] = [
            Array("IMG_0001.JPG".utf8), Array("café – 日本.jpg".utf8), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x70, 0x67],
            // Overlong, a surrogate, a lone continuation byte, a cut sequence, the escapes' own range.
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80, 0x41], [0x41, 0xE6, 0x97], Array("\u{10FF41}x".utf8), [],
        ]
        for bytes in names {
            let string = FileName.string(bytes)
            #expect(FileName.bytes(string) == bytes, "\(bytes)")
        }
        #expect(FileName.string(Array("café.jpg".utf8)) == "café.jpg")
        #expect(FileName.string(Array("\u{10FF41}x".utf8)) != "\u{10FF41}x", "a name using the escapes is escaped too")
        let latin1 = FileName.string([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x70, 0x67])
        #expect(latin1.hasSuffix(".jpg") && !latin1.contains("/"))
        #expect(FileName.display(latin1) == "caf\u{FFFD}.jpg")
        #expect(FileName.uri("/photos/" + latin1) == "file:///photos/caf%E9.jpg")
    }
}
