// SPDX-License-Identifier: MIT

/// A parsed JSON document, keeping booleans and numbers apart.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses UTF-8 JSON text, strictly (see `JSONParser`).
    ///
    /// - Throws: ``ScenarioError`` at path `$` with the line and column of a syntax error, or at
    ///   the path of a duplicate key.
    package static func parse(_ data: some Sequence<UInt8>) throws(ScenarioError) -> JSONValue {
        try JSONParser.parse(Array(data))
    }

    /// A short description of the value's kind and content, for error messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONWriter.format(value)
        case .string(let value): value.count > 40 ? "\"\(value.prefix(40))…\"" : "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A scenario that cannot be run: where in the document, and what is wrong.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// A JSON path such as `$.deck.cards` or `$.events[2].type`.
    public var path: String
    /// What is wrong there.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, on one printable line: control characters, line and paragraph
    /// separators and other invisible characters that came from the document are escaped as
    /// `\u{…}`.
    public var description: String { Self.printable("\(path): \(message)") }

    /// `text` with every character that is not printable on one line escaped as `\u{…}`.
    package static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
