// SPDX-License-Identifier: MIT

/// Writes JSON text with a fixed key order and a fixed number format, so the same values always
/// give the same bytes.
struct JSONWriter {
    private(set) var text = ""
    /// Why the text is not valid output, if it is not: a number that was not finite (written as
    /// `null`, which the formats do not allow) or a value with no form. The writer's user
    /// refuses the output then.
    private(set) var problem: String?

    /// The shortest text that reads back as the same double; integral values without a fraction.
    /// Only for finite values.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    mutating func raw(_ fragment: String) { text += fragment }

    /// The text written since the last take, leaving the writer's buffer empty.
    mutating func takeText() -> String {
        defer { text.removeAll(keepingCapacity: true) }
        return text
    }

    mutating func number(_ value: Double) {
        guard value.isFinite else {
            refuse("the output would contain a number that is not finite")
            return raw("null")
        }
        text += Self.format(value)
    }

    mutating func number(_ value: Int) { text += String(value) }

    mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// Records why the output is not valid; the first reason is kept.
    mutating func refuse(_ reason: String) {
        if problem == nil { problem = reason }
    }

    /// Writes `{"key": …, …}` with the members in the given order: on one line, or with each
    /// member on a line of its own after `indent` (and the closing brace one level out).
    mutating func object(_ members: [(String, (inout JSONWriter) -> Void)], indent: String? = nil) {
        raw("{")
        for (position, (key, write)) in members.enumerated() {
            if position > 0 { raw(",") }
            if let indent { raw("\n" + indent) }
            string(key)
            raw(indent == nil ? ":" : ": ")
            write(&self)
        }
        if let indent, !members.isEmpty { raw("\n" + indent.dropLast(2)) }
        raw("}")
    }

    mutating func array<Element>(_ elements: [Element], separator: String = ",", _ write: (inout JSONWriter, Element) -> Void) {
        raw("[")
        for (position, element) in elements.enumerated() {
            if position > 0 { raw(separator) }
            write(&self, element)
        }
        raw("]")
    }
}
