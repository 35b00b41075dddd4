// SPDX-License-Identifier: MIT

import KolodaEngine

extension Trace {
    /// The trace as JSON text: the scenario with defaults filled in, one frame per line, one
    /// event per line. The same trace always gives the same bytes.
    ///
    /// - Throws: ``ScenarioError`` when a number in the trace is not finite (NaN or infinity
    ///   have no JSON form; the scenario's limits keep that from happening), or the scenario has
    ///   options with a custom layout, which have no scenario form.
    public func jsonText() throws(ScenarioError) -> String {
        var text = ""
        try writeJSON { text += $0 }
        return text
    }

    /// Writes ``jsonText()`` in pieces of about a megabyte, so that a long trace is never held
    /// whole in memory.
    ///
    /// - Parameter output: Receives the pieces in order.
    /// - Throws: ``ScenarioError`` after the last piece when a number was not finite or the
    ///   scenario has no form: the output must then be discarded.
    public func writeJSON(to output: (String) -> Void) throws(ScenarioError) {
        var writer = JSONWriter()
        func flushIfFull() {
            if writer.text.utf8.count >= 1 << 20 { output(writer.takeText()) }
        }
        writer.raw("{\"scenario\":")
        writer.scenario(scenario)
        writer.raw(",\n\"frames\":[\n")
        for (position, frame) in frames.enumerated() {
            if position > 0 { writer.raw(",\n") }
            writer.frame(frame)
            flushIfFull()
        }
        writer.raw("\n],\n\"events\":[\n")
        for (position, event) in events.enumerated() {
            if position > 0 { writer.raw(",\n") }
            writer.event(event)
            flushIfFull()
        }
        writer.raw("\n]}\n")
        output(writer.takeText())
        if let problem = writer.problem { throw ScenarioError(path: "$", message: problem) }
    }
}

extension TraceEvent {
    /// The event as one line of JSON, as a trace writes it (`t`, `name`, then the fields) with
    /// no line break: the form of an app's event log, such as `koloda-demo --events`.
    ///
    /// - Throws: ``ScenarioError`` for a number that is not finite, which has no JSON form.
    public func jsonLine() throws(ScenarioError) -> String {
        var writer = JSONWriter()
        writer.event(self)
        if let problem = writer.problem { throw ScenarioError(path: "$", message: problem) }
        return writer.takeText()
    }
}

extension JSONWriter {
    // Frames and cards make up nearly all of a trace: they are written directly, without the
    // member lists that `object(_:)` takes.

    mutating func frame(_ frame: TraceFrame) {
        raw("{\"t\":")
        number(frame.time)
        raw(",\"currentIndex\":")
        number(frame.currentIndex)
        raw(",\"deck\":{\"scale\":")
        number(frame.model.deckScale)
        raw(",\"alpha\":")
        number(frame.model.deckAlpha)
        raw("},\"cards\":[")
        for (position, card) in frame.model.cards.enumerated() {
            if position > 0 { raw(",") }
            self.card(card)
        }
        raw("]}")
    }

    mutating func card(_ card: RenderedCard) {
        raw("{\"index\":")
        if let index = card.index { number(index) } else { raw("null") }
        raw(",\"slot\":")
        if let slot = card.slot { number(slot) } else { raw("null") }
        pair("center", card.center.x, card.center.y)
        pair("size", card.size.width, card.size.height)
        pair("scale", card.scale.dx, card.scale.dy)
        raw(",\"rotation\":")
        number(card.rotation)
        raw(",\"alpha\":")
        number(card.alpha)
        raw(",\"overlay\":")
        if let overlay = card.overlay {
            raw("{\"direction\":")
            string(overlay.direction.rawValue)
            raw(",\"progress\":")
            number(overlay.progress)
            raw("}")
        } else {
            raw("null")
        }
        raw("}")
    }

    private mutating func pair(_ key: String, _ first: Double, _ second: Double) {
        raw(",\"\(key)\":[")
        number(first)
        raw(",")
        number(second)
        raw("]")
    }

    mutating func event(_ event: TraceEvent) {
        var members: [(String, (inout JSONWriter) -> Void)] = [("t", { $0.number(event.time) }), ("name", { $0.string(event.name) })]
        for (key, value) in event.fields {
            switch value {
            case .integer(let number): members.append((key, { $0.number(number) }))
            case .text(let text): members.append((key, { $0.string(text) }))
            case .integers(let numbers): members.append((key, { $0.array(numbers) { $0.number($1) } }))
            case .state(let state): members.append((key, { ValueCodec.deckState.write(&$0, state) }))
            case .number(let number): members.append((key, { $0.number(number) }))
            case .numbers(let numbers): members.append((key, { $0.array(numbers) { $0.number($1) } }))
            }
        }
        object(members)
    }
}
