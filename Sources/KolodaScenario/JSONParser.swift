// SPDX-License-Identifier: MIT

/// Strict JSON (RFC 8259) for scenario files.
///
/// It refuses what lenient parsers let through, so that a typo never passes silently: a
/// byte-order mark, trailing commas, duplicate keys, numbers outside the range of `Double`,
/// text that is not UTF-8, control characters in strings, anything after the value, and nesting
/// deeper than ``maximumDepth``. Syntax errors name their line and column (counted in
/// characters from 1); a duplicate key names its JSON path.
struct JSONParser {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// The keys and indexes from the root to the value being parsed, turned into a JSON path
    /// only when an error needs one.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8]) throws(ScenarioError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw parser.syntaxError("a byte-order mark is not allowed") }
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.syntaxError("unexpected text after the value") }
        return value
    }

    private func syntaxError(_ message: String) -> ScenarioError {
        var column = 1
        var position = lineStart
        while position < min(offset, bytes.count) {
            // Count characters, not bytes: skip UTF-8 continuation bytes.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return ScenarioError(path: "$", message: "not valid JSON at line \(line), column \(column): \(message)")
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(ScenarioError) {
        guard current == byte else { throw syntaxError("expected \(what)") }
        offset += 1
    }

    private mutating func value() throws(ScenarioError) -> JSONValue {
        guard let byte = current else { throw syntaxError("unexpected end of input; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw syntaxError("expected a value")
        }
    }

    private var pathText: String {
        path.reduce(into: "$") { text, component in
            switch component {
            case .key(let key): text += ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
    }

    /// Parses a value inside an array or object, one level deeper on the path.
    private mutating func nested(_ component: PathComponent) throws(ScenarioError) -> JSONValue {
        path.append(component)
        defer { path.removeLast() }
        return try value()
    }

    /// Refuses a container nested deeper than ``maximumDepth``: it would be the path's next level.
    private func checkDepth() throws(ScenarioError) {
        if path.count >= Self.maximumDepth { throw syntaxError("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(ScenarioError) -> JSONValue {
        try checkDepth()
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw syntaxError("expected a key in double quotes") }
            let key = try string()
            guard members[key] == nil else { throw ScenarioError(path: "\(pathText).\(key)", message: "duplicate key") }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            members[key] = try nested(.key(key))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func array() throws(ScenarioError) -> JSONValue {
        try checkDepth()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try nested(.index(elements.count)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(ScenarioError) -> JSONValue {
        for byte in word.utf8 {
            guard current == byte else { throw syntaxError("expected \(word)") }
            offset += 1
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = offset
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        return offset - start
    }

    private mutating func number() throws(ScenarioError) -> Double {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                throw syntaxError("a number may not have a leading zero")
            }
        } else if digits() == 0 {
            throw syntaxError("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw syntaxError("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw syntaxError("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            offset = start
            throw syntaxError("the number \(text.prefix(40)) is out of range")
        }
        return number
    }

    private mutating func string() throws(ScenarioError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ parser: JSONParser, upTo end: Int) throws(ScenarioError) {
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.syntaxError("the text is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw syntaxError("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, upTo: offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, upTo: offset)
                offset += 1
                scalars.append(try escape())
                runStart = offset
            case 0..<0x20:
                throw syntaxError("a control character must be escaped in a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func escape() throws(ScenarioError) -> Unicode.Scalar {
        guard let byte = current else { throw syntaxError("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw syntaxError("a high surrogate must be followed by a low surrogate")
                }
                offset += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("a high surrogate must be followed by a low surrogate") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw syntaxError("a lone low surrogate") }
            return scalar
        default:
            offset -= 1
            throw syntaxError("unknown escape")
        }
    }

    private mutating func hexUnit() throws(ScenarioError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw syntaxError("expected four hexadecimal digits") }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
