// SPDX-License-Identifier: MIT

import CGio

/// File names and paths as the file system has them: bytes, in any encoding, kept in Swift
/// strings without loss. A name that is UTF-8 is itself. Each byte of a name that is not (an old
/// camera's `caf\xE9.jpg`, a Windows share's, a ZIP file's) is kept as the character U+10FF00 +
/// the byte, of Unicode's private use area, which no real name uses; a UTF-8 name that does use
/// one has its bytes kept the same way, so that every name comes back as it was. Such a string
/// goes to the file system through ``withPath(_:_:)``, and to a person through ``display(_:)``.
package enum FileName {
    /// The first of the 256 characters that keep a byte each.
    private static let escapes: UInt32 = 0x10_FF00

    /// The string that keeps `bytes`, a name or a path (without its NUL).
    package static func string(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[index...].makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapes {
                    for byte in encoded { scalars.append(Unicode.Scalar(escapes + UInt32(byte))!) }
                } else {
                    scalars.append(scalar)
                }
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { scalars.append(Unicode.Scalar(escapes + UInt32(byte))!) }
                index += length
            case .emptyInput:
                index = bytes.count
            }
        }
        return String(scalars)
    }

    /// The string that keeps the bytes of the C string `name`.
    package static func string(cString name: UnsafePointer<CChar>) -> String {
        string(Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))))
    }

    /// The bytes a string of ``string(_:)`` keeps.
    package static func bytes(_ string: String) -> [UInt8] {
        guard string.unicodeScalars.contains(where: { $0.value >= escapes }) else { return Array(string.utf8) }
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            if scalar.value >= escapes {
                bytes.append(UInt8(scalar.value - escapes))
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the file system's C string.
    package static func withPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes(path) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// `name` as GLib shows a file name to a person (`g_filename_display_name`): bytes that are
    /// not in the file names' encoding as U+FFFD.
    package static func display(_ name: String) -> String {
        withPath(name) { path in
            let shown = g_filename_display_name(path)!
            defer { g_free(shown) }
            return String(cString: shown)
        }
    }

    /// The `file:` URI of the absolute `path`, every byte of it escaped as URIs escape: for GIO.
    package static func uri(_ path: String) -> String {
        withPath(path) { path in
            guard let uri = g_filename_to_uri(path, nil, nil) else { return "file://" }
            defer { g_free(uri) }
            return String(cString: uri)
        }
    }
}
