// SPDX-License-Identifier: MIT

import KolodaEngine

/// The keys of a scenario's `deck` object, each defined once: its name, where its value lives
/// (a `DeckOptions` property, or the scenario's bounds, data source and
/// delegate), how it is read and written, and which limits of the format it has. Defaults come
/// from the layout's preset (`DeckOptions/stacked` or
/// `DeckOptions/background`) and whether a value is valid from
/// `DeckOptions/validate()`, so the format cannot drift from the engine.
///
/// The same keys make the deck block of a `setOptions` event, limited to the options.
enum DeckSchema {
    /// One key of the deck object.
    struct Field: Sendable {
        let key: String
        /// Whether the key sets one of the deck's options (and so belongs in a `setOptions`
        /// block), rather than the scenario's bounds, data source or delegate.
        let isOption: Bool
        /// The name `DeckOptions/validate()` gives the option the key sets, so that
        /// a refusal names the key.
        let validatedName: String?
        /// Whether the key is a parameter of the stacked layout, read but not used, and not
        /// written, for the background layout.
        let isStackedLayoutParameter: Bool
        /// Whether a trace writes the key even when it has its default value: the keys the format
        /// has always listed are written always, the others only when they differ.
        let isAlwaysWritten: Bool
        let read: @Sendable (ObjectReader, inout DeckConfiguration) throws(ScenarioError) -> Void
        let write: @Sendable (inout JSONWriter, DeckConfiguration) -> Void
        let differs: @Sendable (DeckConfiguration, DeckConfiguration) -> Bool
    }

    /// Every key, in the order a trace writes them. `layout` is read before the others, since
    /// it chooses their defaults.
    static let fields: [Field] = [
        field("width", \.width, .number(in: 0...Limits.length)),
        field("height", \.height, .number(in: 0...Limits.length)),
        field("cards", \.cards, .integer(in: 0...Limits.count)),
        field("layout", \.layoutName, .enumeration(), option: "layout"),
        field(
            "visibleCards", \.options.countOfVisibleCards, .integer(in: 0...DeckOptions.maximumVisibleCards),
            option: "countOfVisibleCards"),
        field("stackDirection", \.options.stackedLayout.direction, .enumeration(), option: "layout.direction", stackedLayout: true),
        field("topMargin", \.options.stackedLayout.topMargin, .number(in: 0...Limits.length), option: "layout.topMargin", stackedLayout: true),
        field("scalePercent", \.options.stackedLayout.scalePercent, .parameter, option: "layout.scalePercent", stackedLayout: true),
        field("alphaSemiTransparent", \.options.alphaValueSemiTransparent, .parameter, option: "alphaValueSemiTransparent"),
        field("transparentizeNextCard", \.options.shouldTransparentizeNextCard, .bool, option: "shouldTransparentizeNextCard"),
        field("moveBackgroundCards", \.options.shouldMoveBackgroundCard, .bool, option: "shouldMoveBackgroundCard"),
        field("isLoop", \.options.isLoop, .bool, option: "isLoop"),
        field("allowedDirections", \.allowedDirections, .allowedDirections),
        field("threshold", \.options.swipeThresholdRatioMargin, .parameter, option: "swipeThresholdRatioMargin"),
        field("flingVelocity", \.options.flingVelocity, .nullable(.number(in: 0...Limits.speed)), option: "flingVelocity"),
        field("dragSpeed", \.dragSpeed, .enumeration()),
        field("rotationMax", \.options.drag.rotationMax, .number(in: 0...Limits.rotation), option: "drag.rotationMax"),
        field("rotationAngle", \.options.drag.rotationAngle, .number(in: -Limits.rotation...Limits.rotation), option: "drag.rotationAngle"),
        field("scaleMin", \.options.drag.scaleMin, .parameter, option: "drag.scaleMin"),
        field("appearAnimation", \.appearAnimation, .bool),
        field("reduceMotion", \.options.reduceMotion, .bool, option: "reduceMotion"),
        field("prefetchCount", \.options.prefetchCount, .integer(in: 0...DeckOptions.maximumVisibleCards), option: "prefetchCount"),
        field("alphaOpaque", \.options.alphaValueOpaque, .parameter, option: "alphaValueOpaque", always: false),
        field("relayoutAnimation", \.options.relayoutAnimation, .timing, option: "relayoutAnimation", always: false),
        field("resetSpring", \.options.resetSpring, .spring, option: "resetSpring", always: false),
        field("reverseDuration", \.options.reverseAnimationDuration, .parameter, option: "reverseAnimationDuration", always: false),
        field("appearDuration", \.options.appearanceAnimationDuration, .parameter, option: "appearanceAnimationDuration", always: false),
        field("fadeDuration", \.options.fadeDuration, .parameter, option: "fadeDuration", always: false),
    ]

    /// A key whose value lives at `path`; `option` is the name of the option it sets, as
    /// `DeckOptions/validate()` names it.
    private static func field<Value: Equatable & Sendable>(
        _ key: String, _ path: WritableKeyPath<DeckConfiguration, Value> & Sendable, _ codec: ValueCodec<Value>, option: String? = nil,
        stackedLayout: Bool = false, always: Bool = true
    ) -> Field {
        Field(
            key: key, isOption: option != nil, validatedName: option, isStackedLayoutParameter: stackedLayout, isAlwaysWritten: always,
            read: { reader, configuration throws(ScenarioError) in
                if let value = try codec.read(reader, key) { configuration[keyPath: path] = value }
            },
            write: { writer, configuration in codec.write(&writer, configuration[keyPath: path]) },
            differs: { $0[keyPath: path] != $1[keyPath: path] })
    }

    // MARK: Reading

    /// Reads a deck object: every key, or only the options (`optionsOnly`, the block of a
    /// `setOptions` event); unknown keys are refused.
    static func read(_ reader: ObjectReader, optionsOnly: Bool) throws(ScenarioError) -> DeckConfiguration {
        let layoutField = fields.first { $0.key == "layout" }!
        var configuration = DeckConfiguration()
        try layoutField.read(reader, &configuration)
        // The stacked layout's parameters are checked for a background deck too, and then unused.
        var unusedLayout = DeckConfiguration()
        for field in fields where field.key != layoutField.key && (field.isOption || !optionsOnly) {
            if field.isStackedLayoutParameter, configuration.layoutName != .stacked {
                try field.read(reader, &unusedLayout)
            } else {
                try field.read(reader, &configuration)
            }
        }
        try reader.rejectUnknownKeys()
        do {
            try configuration.options.validate()
            try unusedLayout.options.validate()
        } catch {
            throw refusal(error, in: reader)
        }
        return configuration
    }

    /// The scenario error for an option that `DeckOptions/validate()` refused:
    /// at the key's path, with the engine's requirement.
    private static func refusal(_ error: KolodaError, in reader: ObjectReader) -> ScenarioError {
        guard case .invalidOption(let name, _, let requirement) = error, let field = fields.first(where: { $0.validatedName == name }) else {
            return ScenarioError(path: reader.path, message: error.description)
        }
        return ScenarioError(path: "\(reader.path).\(field.key)", message: "expected \(requirement), got \(reader.summary(of: field.key))")
    }

    // MARK: Writing

    /// Writes a deck object: every key that applies, or only the options (`optionsOnly`).
    ///
    /// A layout other than `StackedCardLayout` and
    /// `BackgroundCardLayout` has no scenario form: the writer then records that
    /// its output is not valid.
    static func write(_ configuration: DeckConfiguration, optionsOnly: Bool, indent: String? = nil, to writer: inout JSONWriter) {
        guard !configuration.hasCustomLayout else {
            writer.refuse("a custom layout (\(type(of: configuration.options.layout))) has no scenario form")
            return writer.raw("null")
        }
        let layout = configuration.layoutName
        let defaults = DeckConfiguration(options: layout.preset)
        let members = fields.filter { field in
            (field.isOption || !optionsOnly) && !(field.isStackedLayoutParameter && layout != .stacked)
                && (field.isAlwaysWritten || field.differs(configuration, defaults))
        }
        writer.object(members.map { field in (field.key, { field.write(&$0, configuration) }) }, indent: indent)
    }
}

extension DeckConfiguration {
    /// The layouts a scenario names.
    enum LayoutName: String, CaseIterable, Sendable {
        case stacked, background

        /// The options the layout starts from.
        var preset: DeckOptions {
            switch self {
            case .stacked: .stacked
            case .background: .background
            }
        }
    }

    /// The layout's name; setting it starts the options from the layout's preset.
    fileprivate(set) var layoutName: LayoutName {
        get { options.layout is BackgroundCardLayout ? .background : .stacked }
        set { options = newValue.preset }
    }

    /// Whether the layout is neither of the two a scenario names.
    var hasCustomLayout: Bool { !(options.layout is StackedCardLayout || options.layout is BackgroundCardLayout) }
}

extension DeckOptions {
    /// The stacked layout's parameters (its defaults for another layout); setting them makes the
    /// layout stacked.
    fileprivate var stackedLayout: StackedCardLayout {
        get { layout as? StackedCardLayout ?? StackedCardLayout() }
        set { layout = newValue }
    }
}
