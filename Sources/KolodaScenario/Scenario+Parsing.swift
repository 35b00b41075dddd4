// SPDX-License-Identifier: MIT

import KolodaEngine

extension Scenario {
    /// Parses and validates a scenario document: its UTF-8 bytes (a `Data`, a `[UInt8]`, a
    /// string's `utf8` view).
    ///
    /// - Throws: ``ScenarioError`` naming the first problem and its JSON path: invalid JSON, an
    ///   unknown key, a missing field, a value of the wrong type or out of range.
    public static func parse(_ data: some Sequence<UInt8>) throws(ScenarioError) -> Scenario {
        let root = try ObjectReader(try JSONValue.parse(data), path: "$")
        let deck = try root.optionalObject("deck").map { reader throws(ScenarioError) in try DeckSchema.read(reader, optionsOnly: false) }
        let fps = try root.number("fps", default: 60, requirement: "a number in (0, 10000]") { $0 > 0 && $0 <= 10_000 }
        let events =
            try root.optionalArray("events")?.enumerated().map { (position, value) throws(ScenarioError) in
                try ScenarioEvent(ObjectReader(value, path: "$.events[\(position)]"))
            } ?? []
        let duration = try root.optionalNumber("duration", requirement: "a number of seconds, 0 or more") { $0 >= 0 }
        try root.rejectUnknownKeys()
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { $0.element }
        let scenario = Scenario(deck: deck ?? DeckConfiguration(), fps: fps, duration: duration, events: ordered)
        guard scenario.duration * fps <= 1_000_000 else {
            throw ScenarioError(path: "$.duration", message: "duration × fps gives more than 1000000 frames")
        }
        return scenario
    }
}

extension ScenarioEvent {
    init(_ reader: ObjectReader) throws(ScenarioError) {
        time = try reader.number("t", default: nil, requirement: "a time in seconds in [0, \(Int(Limits.time))]") {
            (0...Limits.time).contains($0)
        }
        action = try EventCodec.read(reader)
    }
}
