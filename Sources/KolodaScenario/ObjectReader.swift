// SPDX-License-Identifier: MIT

import KolodaEngine

/// Reads the members of one JSON object, remembering which were read so that the rest can be
/// rejected as unknown.
final class ObjectReader {
    let path: String
    private let members: [String: JSONValue]
    private var read: Set<String> = []

    init(_ value: JSONValue, path: String) throws(ScenarioError) {
        guard case .object(let members) = value else {
            throw ScenarioError(path: path, message: "expected an object, got \(value.summary)")
        }
        self.path = path
        self.members = members
    }

    private func value(_ key: String) -> JSONValue? {
        read.insert(key)
        return members[key]
    }

    private func fail(_ key: String, _ message: String) -> ScenarioError {
        ScenarioError(path: "\(path).\(key)", message: message)
    }

    /// Whether the object has the member `key` (which then counts as read).
    func has(_ key: String) -> Bool { value(key) != nil }

    /// Whether the member `key` is `null` (which then counts as read).
    func isNull(_ key: String) -> Bool { members[key] == .null && value(key) != nil }

    /// A short description of the member `key`'s value, for error messages.
    func summary(of key: String) -> String { members[key]?.summary ?? "nothing" }

    func rejectUnknownKeys() throws(ScenarioError) {
        if let unknown = members.keys.filter({ !read.contains($0) }).sorted().first {
            throw fail(unknown, "unknown key")
        }
    }

    func optionalObject(_ key: String) throws(ScenarioError) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return try ObjectReader(value, path: "\(path).\(key)")
    }

    func optionalArray(_ key: String) throws(ScenarioError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else { throw fail(key, "expected an array, got \(value.summary)") }
        return elements
    }

    func optionalNumber(_ key: String, requirement: String, where isValid: (Double) -> Bool) throws(ScenarioError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number.isFinite, isValid(number) else {
            throw fail(key, "expected \(requirement), got \(value.summary)")
        }
        return number
    }

    func number(_ key: String, default fallback: Double?, requirement: String, where isValid: (Double) -> Bool) throws(ScenarioError) -> Double {
        if let number = try optionalNumber(key, requirement: requirement, where: isValid) { return number }
        guard let fallback else { throw fail(key, "missing; expected \(requirement)") }
        return fallback
    }

    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int? {
        let requirement = "an integer in \(range.lowerBound)...\(range.upperBound)"
        let bounds = Double(range.lowerBound)...Double(range.upperBound)
        return try optionalNumber(key, requirement: requirement) { $0 == $0.rounded() && bounds.contains($0) }.map { Int($0) }
    }

    func integer(_ key: String, default fallback: Int?, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        if let number = try optionalInteger(key, in: range) { return number }
        guard let fallback else { throw fail(key, "missing; expected an integer in \(range.lowerBound)...\(range.upperBound)") }
        return fallback
    }

    /// A size or distance in points: 0 or more, at most ``Limits/length``.
    func length(_ key: String, default fallback: Double?) throws(ScenarioError) -> Double {
        try number(key, default: fallback, requirement: "a number in [0, \(Int(Limits.length))]") { (0...Limits.length).contains($0) }
    }

    /// A pointer coordinate, within ``Limits/coordinate`` of the deck's origin.
    func coordinate(_ key: String) throws(ScenarioError) -> Double {
        try number(key, default: nil, requirement: "a number in [-\(Int(Limits.coordinate)), \(Int(Limits.coordinate))]") {
            abs($0) <= Limits.coordinate
        }
    }

    func optionalBool(_ key: String) throws(ScenarioError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw fail(key, "expected true or false, got \(value.summary)") }
        return flag
    }

    func bool(_ key: String, default fallback: Bool) throws(ScenarioError) -> Bool {
        try optionalBool(key) ?? fallback
    }

    func string(_ key: String) throws(ScenarioError) -> String {
        guard let value = value(key) else { throw fail(key, "missing") }
        guard case .string(let text) = value else { throw fail(key, "expected a string, got \(value.summary)") }
        return text
    }

    func optionalEnumeration<Value: RawRepresentable & CaseIterable>(_ key: String) throws(ScenarioError) -> Value? where Value.RawValue == String {
        guard let value = value(key), value != .null else { return nil }
        let choices = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let text) = value, let parsed = Value(rawValue: text) else {
            throw fail(key, "expected one of \(choices), got \(value.summary)")
        }
        return parsed
    }

    func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, default fallback: Value?) throws(ScenarioError) -> Value
    where Value.RawValue == String {
        if let value: Value = try optionalEnumeration(key) { return value }
        guard let fallback else { throw fail(key, "missing") }
        return fallback
    }

    func optionalAllowedDirections(_ key: String) throws(ScenarioError) -> AllowedDirections? {
        guard let value = value(key) else { return nil }
        func list(_ value: JSONValue, _ path: String) throws(ScenarioError) -> [SwipeResultDirection] {
            guard case .array(let elements) = value else {
                throw ScenarioError(path: path, message: "expected a list of directions, got \(value.summary)")
            }
            var directions: [SwipeResultDirection] = []
            for (position, element) in elements.enumerated() {
                guard case .string(let name) = element, let direction = SwipeResultDirection(rawValue: name) else {
                    let choices = SwipeResultDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw ScenarioError(path: "\(path)[\(position)]", message: "expected one of \(choices), got \(element.summary)")
                }
                if !directions.contains(direction) { directions.append(direction) }
            }
            return directions
        }
        let keyPath = "\(path).\(key)"
        switch value {
        case .array:
            return .all(try list(value, keyPath))
        case .object(let entries):
            var lists: [Int: [SwipeResultDirection]] = [:]
            var rest = SwipeResultDirection.defaultAllowed
            for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
                if name == "*" {
                    rest = try list(entry, "\(keyPath).*")
                } else if let index = Int(name), index >= 0, String(index) == name {
                    lists[index] = try list(entry, "\(keyPath).\(name)")
                } else {
                    throw ScenarioError(path: "\(keyPath).\(name)", message: "expected a card index or \"*\" as the key")
                }
            }
            return .perIndex(lists, rest: rest)
        default:
            throw fail(key, "expected a list of directions or an object of lists, got \(value.summary)")
        }
    }
}
