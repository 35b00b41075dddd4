// SPDX-License-Identifier: MIT

import Foundation

/// A parsed JSON document, keeping booleans and numbers apart.
public indirect enum JSONValue: Equatable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses UTF-8 JSON text.
    ///
    /// - Throws: ``ScenarioError`` at path `$` describing why the text is not JSON.
    public static func parse(_ data: Data) throws(ScenarioError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let reason = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw ScenarioError(path: "$", message: "not valid JSON: \(reason ?? context.debugDescription)")
        } catch {
            throw ScenarioError(path: "$", message: "not valid JSON: \(error)")
        }
    }

    /// A short description of the value's kind and content, for error messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONWriter.format(value)
        case .string(let value): "\"\(value)\""
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

    /// `path: message`, on one line.
    public var description: String { "\(path): \(message)" }
}
