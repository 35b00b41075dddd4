// SPDX-License-Identifier: MIT

import KolodaEngine

/// The two forms in which a deck's settings leave a tool: a deck file (JSON, read by `koloda
/// simulate`, `koloda preview` and `koloda-demo --options`) and Swift code for an app.
extension DeckConfiguration {
    /// The configuration as a deck file: a scenario holding only this `deck` object, one key per
    /// line, which ``Scenario/parse(_:)`` reads back as an equal configuration.
    ///
    /// - Throws: ``ScenarioError`` for options with a custom layout or a number that is not
    ///   finite: neither has a scenario form.
    public func deckFileText() throws(ScenarioError) -> String {
        var writer = JSONWriter()
        writer.object([("deck", { DeckSchema.write(self, optionsOnly: false, indent: "    ", to: &$0) })], indent: "  ")
        if let problem = writer.problem { throw ScenarioError(path: "$.deck", message: problem) }
        return writer.takeText() + "\n"
    }

    /// Swift statements that declare `options`, a `DeckOptions` equal to ``options``: the
    /// layout's preset, then one assignment for each option that differs from it. Numbers are
    /// written so that they read back as the same doubles; a spring says its damping ratio and
    /// response (and pop's bounciness and speed, when it has them) in a comment. The data
    /// source's drag speed and the delegate's allowed directions, when they are not Koloda's
    /// defaults, follow as comments naming the methods that answer them.
    ///
    /// - Throws: ``ScenarioError`` for options with a custom layout, which has no such form.
    public func swiftCode() throws(ScenarioError) -> String {
        guard !hasCustomLayout else {
            throw ScenarioError(path: "$.deck", message: "a custom layout (\(type(of: options.layout))) has no Swift form here")
        }
        let preset = layoutName.preset
        var lines: [String] = []
        func assign<Value: Equatable>(_ name: String, _ path: KeyPath<DeckOptions, Value>, _ code: (Value) -> String) {
            if options[keyPath: path] != preset[keyPath: path] { lines.append("options.\(name) = \(code(options[keyPath: path]))") }
        }
        if let stacked = options.layout as? StackedCardLayout, stacked != StackedCardLayout() {
            lines.append(
                "options.layout = StackedCardLayout(topMargin: \(Self.swift(stacked.topMargin)), scalePercent: \(Self.swift(stacked.scalePercent)), direction: .\(stacked.direction))"
            )
        }
        assign("countOfVisibleCards", \.countOfVisibleCards) { "\($0)" }
        assign("alphaValueOpaque", \.alphaValueOpaque, Self.swift)
        assign("alphaValueSemiTransparent", \.alphaValueSemiTransparent, Self.swift)
        assign("shouldTransparentizeNextCard", \.shouldTransparentizeNextCard) { "\($0)" }
        assign("shouldMoveBackgroundCard", \.shouldMoveBackgroundCard) { "\($0)" }
        assign("isLoop", \.isLoop) { "\($0)" }
        assign("swipeThresholdRatioMargin", \.swipeThresholdRatioMargin, Self.swift)
        assign("flingVelocity", \.flingVelocity) { $0.map(Self.swift) ?? "nil" }
        assign("drag.rotationMax", \.drag.rotationMax, Self.swift)
        assign("drag.rotationAngle", \.drag.rotationAngle, Self.swift)
        assign("drag.scaleMin", \.drag.scaleMin, Self.swift)
        if options.relayoutAnimation != preset.relayoutAnimation {
            if case .spring(let spring) = options.relayoutAnimation { lines.append(Self.comment(spring)) }
            lines.append("options.relayoutAnimation = \(Self.swift(options.relayoutAnimation))")
        }
        if options.resetSpring != preset.resetSpring {
            lines.append(Self.comment(options.resetSpring))
            lines.append("options.resetSpring = \(Self.swift(options.resetSpring))")
        }
        assign("reverseAnimationDuration", \.reverseAnimationDuration, Self.swift)
        assign("appearanceAnimationDuration", \.appearanceAnimationDuration, Self.swift)
        assign("fadeDuration", \.fadeDuration, Self.swift)
        assign("reduceMotion", \.reduceMotion) { "\($0)" }
        assign("prefetchCount", \.prefetchCount) { "\($0)" }

        let start = layoutName == .stacked ? "DeckOptions.stacked" : "DeckOptions.background"
        var code = lines.isEmpty ? "let options = \(start)\n" : "var options = \(start)\n" + lines.map { $0 + "\n" }.joined()
        if dragSpeed != .default {
            code += "// The data source's kolodaSpeedThatCardShouldDrag(_:) answers .\(dragSpeed).\n"
        }
        if allowedDirections != .all(SwipeResultDirection.defaultAllowed) {
            code += "// The delegate's koloda(_:allowedDirectionsForIndex:) answers \(Self.swift(allowedDirections)).\n"
        }
        return code
    }

    /// A double as Swift reads it back: the shortest text for the same value.
    static func swift(_ value: Double) -> String { JSONWriter.format(value) }

    static func swift(_ spring: SpringParameters) -> String {
        "SpringParameters(stiffness: \(swift(spring.stiffness)), damping: \(swift(spring.damping)), mass: \(swift(spring.mass)))"
    }

    static func swift(_ timing: AnimationTiming) -> String {
        switch timing {
        case .spring(let spring): ".spring(\(swift(spring)))"
        case .timed(let duration, let curve):
            ".timed(duration: \(swift(duration)), curve: TimingCurve(x1: \(swift(curve.x1)), y1: \(swift(curve.y1)), x2: \(swift(curve.x2)), y2: \(swift(curve.y2))))"
        }
    }

    static func swift(_ directions: AllowedDirections) -> String {
        func list(_ directions: [SwipeResultDirection]) -> String { "[" + directions.map { ".\($0)" }.joined(separator: ", ") + "]" }
        switch directions {
        case .all(let directions): return list(directions)
        case .perIndex(let lists, let rest):
            let cards = lists.keys.sorted().map { "card \($0): \(list(lists[$0]!))" }
            return (cards + ["others: \(list(rest))"]).joined(separator: "; ")
        }
    }

    /// A comment that says what a spring feels like, in the two ways designers give springs.
    static func comment(_ spring: SpringParameters) -> String {
        var comment = "// Damping ratio \(rounded(spring.dampingRatio)), response \(rounded(spring.response)) s"
        if let pop = spring.bouncinessAndSpeed {
            comment += "; pop's bounciness \(rounded(pop.bounciness)), speed \(rounded(pop.speed))"
        }
        return comment + "."
    }

    /// A number to three decimals, for reading.
    static func rounded(_ value: Double) -> String { swift((value * 1000).rounded() / 1000) }
}
