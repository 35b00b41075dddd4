// SPDX-License-Identifier: MIT

import KolodaEngine

/// The keys of a scenario's `deck` object: the options of `DeckOptions/catalogue`, each under
/// its catalogue key, and the keys of the scenario itself (its bounds, data source and delegate
/// answers and the layout's name), defined here. Defaults come from the layout's preset
/// (`DeckOptions/stacked` or `DeckOptions/background`) and whether a value is valid from
/// `DeckOptions/validate()`, so the format cannot drift from the engine.
///
/// The same keys make the deck block of a `setOptions` event, limited to the options.
enum DeckSchema {
    /// One key of the deck object.
    struct Field: Sendable {
        let key: String
        /// The catalogue entry of the option the key sets, or `nil` for the scenario's bounds,
        /// data source and delegate.
        let option: DeckOption?
        /// Whether the key sets the deck's options (and so belongs in a `setOptions` block): an
        /// option of the catalogue, or the layout.
        let isOption: Bool
        let read: @Sendable (ObjectReader, inout DeckConfiguration) throws(ScenarioError) -> Void
        let write: @Sendable (inout JSONWriter, DeckConfiguration) -> Void
        let differs: @Sendable (DeckConfiguration, DeckConfiguration) -> Bool
        /// Whether the key is an input of the run rather than a setting of the deck (the user's
        /// reduced motion): a scenario and a trace carry it, a deck file does not.
        var isRunInput = false

        /// Whether the key is a parameter of the stacked layout, read but not used, and not
        /// written, for the background layout.
        var isStackedLayoutParameter: Bool { option?.isStackedLayoutParameter ?? false }
        /// Whether a trace writes the key even when it has its default value: the keys the format
        /// has always listed are written always, the others only when they differ.
        var isAlwaysWritten: Bool { option?.isAlwaysListed ?? true }
    }

    /// The layout's name, read before the other keys since it chooses their defaults.
    private static let layout = field("layout", { $0.layoutName }, { $0.layoutName = $1 }, .enumeration(), isOption: true)

    /// Every key, in the order a trace writes them: the scenario's own keys, and the catalogue's
    /// options with the delegate's and data source's answers among them.
    static let fields: [Field] =
        [
            field("width", { $0.width }, { $0.width = $1 }, .number(in: 0...Limits.length)),
            field("height", { $0.height }, { $0.height = $1 }, .number(in: 0...Limits.length)),
        ]
        + [field("cards", { $0.cards }, { $0.cards = $1 }, .integer(in: 0...Limits.count)), layout]
        + DeckOptions.catalogue.flatMap { option in [field(option)] + answers(after: option) }

    /// The keys of the delegate's and data source's answers, each after the option it goes with.
    private static func answers(after option: DeckOption) -> [Field] {
        switch option.name {
        case "isLoop": [field("allowedDirections", { $0.allowedDirections }, { $0.allowedDirections = $1 }, .allowedDirections)]
        case "flingVelocity": [field("dragSpeed", { $0.dragSpeed }, { $0.dragSpeed = $1 }, .enumeration())]
        case "drag.scaleMin":
            [
                field("appearAnimation", { $0.appearAnimation }, { $0.appearAnimation = $1 }, .bool),
                runInput(field("reduceMotion", { $0.reduceMotion }, { $0.reduceMotion = $1 }, .bool)),
            ]
        default: []
        }
    }

    /// The key of a catalogue option, read and written by its kind; numbers within the format's
    /// limit for their unit, the rest of their range being `DeckOptions/validate()`'s to check.
    private static func field(_ option: DeckOption) -> Field {
        switch option.kind {
        case .integer(let path, let range): field(option, path, .integer(in: range))
        case .number(let path, _): field(option, path, .number(in: limits(option.unit)))
        case .optionalNumber(let path, _, _): field(option, path, .nullable(.number(in: limits(option.unit))))
        case .flag(let path): field(option, path, .bool)
        case .stackDirection(let path): field(option, path, .enumeration())
        case .timing(let path): field(option, path, .timing)
        case .spring(let path): field(option, path, .spring)
        }
    }

    private static func field<Value: Equatable & Sendable>(
        _ option: DeckOption, _ path: DeckOption.Field<Value>, _ codec: ValueCodec<Value>
    ) -> Field {
        Field(
            key: option.key, option: option, isOption: true,
            read: { reader, configuration throws(ScenarioError) in
                if let value = try codec.read(reader, option.key) { configuration.options[option: path] = value }
            },
            write: { writer, configuration in codec.write(&writer, configuration.options[option: path]) },
            differs: { $0.options[option: path] != $1.options[option: path] })
    }

    private static func runInput(_ field: Field) -> Field {
        var field = field
        field.isRunInput = true
        return field
    }

    /// The format's bounds of a number in `unit`.
    private static func limits(_ unit: DeckOption.Unit?) -> ClosedRange<Double> {
        let limit =
            switch unit {
            case .points?: Limits.length
            case .pointsPerSecond?: Limits.speed
            case .radians?, .cardWidths?: Limits.rotation
            case .cards?, .seconds?, nil: Limits.parameter
            }
        return -limit...limit
    }

    /// A key of the scenario's own, read by `get` and written by `set`; `isOption` for the layout.
    private static func field<Value: Equatable & Sendable>(
        _ key: String, _ get: @escaping @Sendable (DeckConfiguration) -> Value,
        _ set: @escaping @Sendable (inout DeckConfiguration, Value) -> Void, _ codec: ValueCodec<Value>, isOption: Bool = false
    ) -> Field {
        Field(
            key: key, option: nil, isOption: isOption,
            read: { reader, configuration throws(ScenarioError) in
                if let value = try codec.read(reader, key) { set(&configuration, value) }
            },
            write: { writer, configuration in codec.write(&writer, get(configuration)) },
            differs: { get($0) != get($1) })
    }

    // MARK: Reading

    /// Reads a deck object: every key, or only the options (`optionsOnly`, the block of a
    /// `setOptions` event); unknown keys are refused.
    static func read(_ reader: ObjectReader, optionsOnly: Bool) throws(ScenarioError) -> DeckConfiguration {
        var configuration = DeckConfiguration()
        try layout.read(reader, &configuration)
        // The stacked layout's parameters are checked for a background deck too, and then unused.
        var unusedLayout = DeckConfiguration()
        for field in fields where field.key != layout.key && (field.isOption || !optionsOnly) {
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
        guard case .invalidOption(let name, _, let requirement) = error, let field = fields.first(where: { $0.option?.name == name }) else {
            return ScenarioError(path: reader.path, message: error.description)
        }
        return ScenarioError(path: "\(reader.path).\(field.key)", message: "expected \(requirement), got \(reader.summary(of: field.key))")
    }

    // MARK: Writing

    /// Writes a deck object: every key that applies, or only the options (`optionsOnly`); a deck
    /// file leaves out the run's inputs (`runInputs` false).
    ///
    /// A layout other than `StackedCardLayout` and
    /// `BackgroundCardLayout` has no scenario form: the writer then records that
    /// its output is not valid.
    static func write(
        _ configuration: DeckConfiguration, optionsOnly: Bool, runInputs: Bool = true, indent: String? = nil, to writer: inout JSONWriter
    ) {
        guard !configuration.hasCustomLayout else {
            writer.refuse("\(configuration.customLayoutName) has no scenario form")
            return writer.raw("null")
        }
        let layout = configuration.layoutName
        let defaults = DeckConfiguration(options: layout.preset)
        let members = fields.filter { field in
            (field.isOption || !optionsOnly) && (runInputs || !field.isRunInput) && !(field.isStackedLayoutParameter && layout != .stacked)
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
        get { options.layout(as: BackgroundCardLayout.self) != nil ? .background : .stacked }
        set { options = newValue.preset }
    }

    /// Whether the layout is neither of the two a scenario names.
    var hasCustomLayout: Bool { options.layout(as: StackedCardLayout.self) == nil && options.layout(as: BackgroundCardLayout.self) == nil }

    /// A custom layout in words, for the refusal of a form that has none.
    var customLayoutName: String {
        #if hasFeature(Embedded)
            "a custom layout"
        #else
            "a custom layout (\(type(of: options.layout)))"
        #endif
    }
}
