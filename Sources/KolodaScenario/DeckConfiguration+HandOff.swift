// SPDX-License-Identifier: MIT

import KolodaEngine

/// The two forms in which a deck's settings leave a tool: a deck file (JSON, read by `koloda
/// simulate`, `koloda preview` and `koloda-demo --options`) and Swift code for an app.
extension DeckConfiguration {
    /// The configuration as a deck file: a scenario holding only this `deck` object, one key per
    /// line, which ``Scenario/parse(_:)`` reads back as an equal configuration, but for the
    /// run's inputs: a deck file is a design, and never carries the user's reduced motion.
    ///
    /// - Throws: ``ScenarioError`` for options with a custom layout or a number that is not
    ///   finite: neither has a scenario form.
    public func deckFileText() throws(ScenarioError) -> String {
        var writer = JSONWriter()
        writer.object([("deck", { DeckSchema.write(self, optionsOnly: false, runInputs: false, indent: "    ", to: &$0) })], indent: "  ")
        if let problem = writer.problem { throw ScenarioError(path: "$.deck", message: problem) }
        return writer.takeText() + "\n"
    }

    /// The value of the deck key `key` (`"resetSpring"`, `"visibleCards"`) as a deck file writes
    /// it, JSON, whether or not the file lists it (a file leaves out some keys at their preset's
    /// value); `nil` for a key the format does not have, or a value with no form.
    public func jsonValue(ofKey key: String) -> String? {
        guard let field = DeckSchema.fields.first(where: { $0.key == key }) else { return nil }
        var writer = JSONWriter()
        field.write(&writer, self)
        return writer.problem == nil ? writer.takeText() : nil
    }

    /// Swift statements that declare `options`, a `DeckOptions` equal to ``options``: the
    /// layout's preset, then one assignment for each option of `DeckOptions/catalogue` that
    /// differs from it (a stacked layout's changed parameters on a `layout` of their own). Numbers
    /// are written so that they read back as the same doubles; a spring says its damping ratio and
    /// response (and pop's bounciness and speed, when it has them) in a comment. The data
    /// source's drag speed and the delegate's allowed directions, when they are not Koloda's
    /// defaults, follow as comments naming the methods that answer them.
    ///
    /// - Throws: ``ScenarioError`` for options with a custom layout, which has no such form.
    public func swiftCode() throws(ScenarioError) -> String {
        guard !hasCustomLayout else {
            throw ScenarioError(path: "$.deck", message: "\(customLayoutName) has no Swift form here")
        }
        let preset = layoutName.preset
        var lines: [String] = []
        let layoutParameters = DeckOptions.catalogue.filter { $0.isStackedLayoutParameter }
        let changedParameters = layoutParameters.filter { !$0.isEqual(in: options, and: .stacked) }
        if options.layout(as: StackedCardLayout.self) != nil, !changedParameters.isEmpty {
            lines.append("var layout = StackedCardLayout()")
            lines += changedParameters.map { "layout.\($0.layoutParameterName!) = \(Self.swift($0, in: options))" }
            lines.append("options.layout = layout")
        }
        for option in DeckOptions.catalogue where !option.isStackedLayoutParameter && !option.isEqual(in: options, and: preset) {
            switch option.kind {
            case .timing(let path):
                if case .spring(let spring) = options[option: path] { lines.append(Self.comment(spring)) }
            case .spring(let path): lines.append(Self.comment(options[option: path]))
            default: break
            }
            lines.append("options.\(option.name) = \(Self.swift(option, in: options))")
        }

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

    /// The option's value in `options` as a Swift expression.
    static func swift(_ option: DeckOption, in options: DeckOptions) -> String {
        switch option.kind {
        case .integer(let path, _): "\(options[option: path])"
        case .number(let path, _): swift(options[option: path])
        case .optionalNumber(let path, _, _): options[option: path].map(swift) ?? "nil"
        case .flag(let path): "\(options[option: path])"
        case .stackDirection(let path): ".\(options[option: path])"
        case .timing(let path): swift(options[option: path])
        case .spring(let path): swift(options[option: path])
        }
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
