// SPDX-License-Identifier: MIT

import KolodaEngine

extension Scenario {
    /// The scenario as JSON text on one line, every default filled in: what a trace's
    /// `scenario` member holds, and what ``parse(_:)`` reads back as an equal scenario.
    ///
    /// - Throws: ``ScenarioError`` when the scenario has options with a custom layout, or a
    ///   number that is not finite: neither has a scenario form.
    public func jsonText() throws(ScenarioError) -> String {
        var writer = JSONWriter()
        writer.scenario(self)
        if let problem = writer.problem { throw ScenarioError(path: "$", message: problem) }
        return writer.takeText()
    }
}

extension JSONWriter {
    mutating func scenario(_ scenario: Scenario) {
        object([
            ("deck", { DeckSchema.write(scenario.deck, optionsOnly: false, to: &$0) }),
            ("fps", { $0.number(scenario.fps) }),
            ("duration", { $0.number(scenario.duration) }),
            ("events", { writer in writer.array(scenario.events) { $0.scenarioEvent($1) } }),
        ])
    }

    mutating func scenarioEvent(_ event: ScenarioEvent) {
        object([("t", { $0.number(event.time) })] + EventCodec.members(of: event.action))
    }
}
