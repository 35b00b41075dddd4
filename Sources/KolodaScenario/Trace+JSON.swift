// SPDX-License-Identifier: MIT

import KolodaEngine

extension Trace {
    /// The trace as JSON text: the scenario with defaults filled in, one frame per line, one
    /// event per line. The same trace always gives the same bytes.
    ///
    /// - Throws: ``ScenarioError`` when a number in the trace is not finite (NaN or infinity
    ///   have no JSON form); the scenario's limits keep that from happening.
    public func jsonText() throws(ScenarioError) -> String {
        var text = ""
        try writeJSON { text += $0 }
        return text
    }

    /// Writes ``jsonText()`` in pieces of about a megabyte, so that a long trace is never held
    /// whole in memory.
    ///
    /// - Parameter output: Receives the pieces in order.
    /// - Throws: ``ScenarioError`` after the last piece when a number was not finite: the output
    ///   must then be discarded.
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
        guard !writer.foundNonFiniteNumber else {
            throw ScenarioError(path: "$", message: "the trace would contain a number that is not finite")
        }
    }
}

extension JSONWriter {
    mutating func scenario(_ scenario: Scenario) {
        object([
            ("deck", { $0.deck(scenario.deck) }),
            ("fps", { $0.number(scenario.fps) }),
            ("duration", { $0.number(scenario.duration) }),
            ("events", { writer in writer.array(scenario.events) { $0.scenarioEvent($1) } }),
        ])
    }

    mutating func deck(_ deck: DeckConfiguration) {
        object([
            ("width", { $0.number(deck.width) }),
            ("height", { $0.number(deck.height) }),
            ("cards", { $0.number(deck.cards) }),
            ("layout", { $0.string(deck.layout.rawValue) }),
            ("visibleCards", { $0.number(deck.visibleCards) }),
            ("stackDirection", { $0.string(deck.stackDirection.rawValue) }),
            ("topMargin", { $0.number(deck.topMargin) }),
            ("scalePercent", { $0.number(deck.scalePercent) }),
            ("alphaSemiTransparent", { $0.number(deck.alphaSemiTransparent) }),
            ("transparentizeNextCard", { $0.bool(deck.transparentizeNextCard) }),
            ("moveBackgroundCards", { $0.bool(deck.moveBackgroundCards) }),
            ("isLoop", { $0.bool(deck.isLoop) }),
            ("allowedDirections", { $0.allowedDirections(deck.allowedDirections) }),
            ("threshold", { $0.number(deck.threshold) }),
            ("flingVelocity", { $0.optionalNumber(deck.flingVelocity) }),
            ("dragSpeed", { $0.string(deck.dragSpeed.rawValue) }),
            ("rotationMax", { $0.number(deck.rotationMax) }),
            ("rotationAngle", { $0.number(deck.rotationAngle) }),
            ("scaleMin", { $0.number(deck.scaleMin) }),
            ("appearAnimation", { $0.bool(deck.appearAnimation) }),
            ("reduceMotion", { $0.bool(deck.reduceMotion) }),
        ])
    }

    mutating func directionList(_ list: [SwipeResultDirection]) {
        array(list) { $0.string($1.rawValue) }
    }

    mutating func allowedDirections(_ allowed: AllowedDirections) {
        switch allowed {
        case .all(let list):
            directionList(list)
        case .perIndex(let lists, let rest):
            var members: [(String, (inout JSONWriter) -> Void)] = lists.keys.sorted().map { index in
                (String(index), { $0.directionList(lists[index] ?? []) })
            }
            members.append(("*", { $0.directionList(rest) }))
            object(members)
        }
    }

    mutating func scenarioEvent(_ event: ScenarioEvent) {
        var members: [(String, (inout JSONWriter) -> Void)] = [("t", { $0.number(event.time) })]
        func add(_ type: String, _ extra: [(String, (inout JSONWriter) -> Void)] = []) {
            members.append(("type", { $0.string(type) }))
            members.append(contentsOf: extra)
        }
        func point(_ point: Point) -> [(String, (inout JSONWriter) -> Void)] {
            [("x", { $0.number(point.x) }), ("y", { $0.number(point.y) })]
        }
        func range(_ range: Range<Int>) -> [(String, (inout JSONWriter) -> Void)] {
            [("start", { $0.number(range.lowerBound) }), ("end", { $0.number(range.upperBound) })]
        }
        switch event.action {
        case .setCount(let count): add("setCount", [("count", { $0.number(count) })])
        case .deck(.beginDrag(let p)): add("dragBegan", point(p))
        case .deck(.moveDrag(let p)): add("dragMoved", point(p))
        case .deck(.endDrag(let p, _)): add("dragEnded", point(p))
        case .deck(.cancelDrag): add("dragCancelled")
        case .deck(.tap(let p)): add("tap", point(p))
        case .deck(.swipe(let direction, let force)):
            add("swipe", [("direction", { $0.string(direction.rawValue) }), ("force", { $0.bool(force) })])
        case .deck(.revert(let direction)):
            add("revert", [("direction", { writer in if let direction { writer.string(direction.rawValue) } else { writer.raw("null") } })])
        case .deck(.reloadData): add("reloadData")
        case .deck(.resetCurrentCardIndex): add("resetCurrentCardIndex")
        case .deck(.applyAppearAnimation): add("applyAppearAnimation")
        case .deck(.showCard(let index)): add("showCard", [("index", { $0.number(index) })])
        case .deck(.insert(let r, let animated)): add("insert", range(r) + [("animated", { $0.bool(animated) })])
        case .deck(.remove(let r, let animated)): add("remove", range(r) + [("animated", { $0.bool(animated) })])
        case .deck(.reloadRange(let r)): add("reloadRange", range(r))
        case .deck(.resize(let size)): add("resize", [("width", { $0.number(size.width) }), ("height", { $0.number(size.height) })])
        case .deck(.setOptions): add("setOptions")
        case .deck(.nudge(let direction)): add("nudge", [("direction", { $0.string(direction.rawValue) })])
        }
        object(members)
    }

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
            }
        }
        object(members)
    }
}
