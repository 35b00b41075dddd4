// SPDX-License-Identifier: MIT

import CGtk
import Foundation

/// Writes the demo's events as JSON lines on standard output, when asked to (`--events`).
///
/// The first line is `ready`; events that happen before it are written right after it.
final class EventLog {
    enum Value {
        case int(Int), double(Double), text(String), numbers([Double])
    }

    let enabled: Bool
    private var readyTime: Int?
    private var early: [(String, [(String, Value)])] = []

    init(enabled: Bool) { self.enabled = enabled }

    var isReady: Bool { readyTime != nil }

    func write(_ name: String, _ fields: KeyValuePairs<String, Value> = [:]) {
        write(name, Array(fields))
    }

    private func write(_ name: String, _ fields: [(String, Value)]) {
        guard enabled else { return }
        guard let readyTime else {
            early.append((name, fields))
            return
        }
        let seconds = Double(g_get_monotonic_time() - readyTime) / 1_000_000
        var line = "{\"name\":\(quoted(name))"
        for (key, value) in fields + [("t", .double(seconds))] {
            line += ",\(quoted(key)):"
            switch value {
            case .int(let number): line += String(number)
            case .double(let number): line += String(number)
            case .text(let text): line += quoted(text)
            case .numbers(let numbers): line += "[" + numbers.map { String($0) }.joined(separator: ",") + "]"
            }
        }
        FileHandle.standardOutput.write(Data((line + "}\n").utf8))
    }

    /// Writes `ready` with the given fields, then whatever happened before it.
    func ready(_ fields: [(String, Value)]) {
        guard enabled, readyTime == nil else { return }
        readyTime = g_get_monotonic_time()
        write("ready", fields)
        for (name, fields) in early { write(name, fields) }
        early.removeAll()
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
