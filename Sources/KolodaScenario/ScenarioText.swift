// SPDX-License-Identifier: MIT

import KolodaEngine

// One value in the scenario format's JSON, for hosts that take values as text (the GObject
// library's properties and saved states): the same codecs as a scenario's, so the forms agree.

extension DeckOption {
    /// The option's value in `options`, as a scenario's `deck` object writes it.
    package func scenarioText(in options: DeckOptions) -> String {
        guard let field = DeckSchema.fields.first(where: { $0.option?.key == key }) else { return "null" }
        var writer = JSONWriter()
        field.write(&writer, DeckConfiguration(options: options))
        return writer.text
    }

    /// `options` with this option set from `text`, in the form a scenario's `deck` object takes.
    ///
    /// - Throws: ``ScenarioError`` for text that is not such a value, or a value the deck refuses
    ///   (`DeckOptions/validate()`); the error's path is the option's key.
    package func setting(scenarioText text: String, in options: DeckOptions) throws(ScenarioError) -> DeckOptions {
        guard let field = DeckSchema.fields.first(where: { $0.option?.key == key }) else {
            throw ScenarioError(path: key, message: "not an option of the scenario format")
        }
        let value = try JSONValue.parse(text.utf8)
        var configuration = DeckConfiguration(options: options)
        try field.read(ObjectReader(.object([key: value]), path: "$"), &configuration)
        do {
            try configuration.options.validate()
        } catch {
            throw ScenarioError(path: "$.\(key)", message: error.description)
        }
        return configuration.options
    }
}

extension DeckState {
    /// The state as a scenario's `restore` event writes it:
    /// `{"version": 1, "currentIndex": 3, "count": 20, "history": [[0, "right"], …]}`.
    package var scenarioText: String {
        var writer = JSONWriter()
        ValueCodec.deckState.write(&writer, self)
        return writer.text
    }

    /// Reads a state written by ``scenarioText``.
    ///
    /// - Throws: ``ScenarioError`` for text that is not a state in that form.
    package init(scenarioText text: String) throws(ScenarioError) {
        let reader = try ObjectReader(.object(["state": try JSONValue.parse(text.utf8)]), path: "$")
        guard let state = try ValueCodec.deckState.read(reader, "state") else {
            throw ScenarioError(path: "$", message: "expected a deck state")
        }
        self = state
    }
}
