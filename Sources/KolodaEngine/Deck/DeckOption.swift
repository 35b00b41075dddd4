// SPDX-License-Identifier: MIT

/// One option of ``DeckOptions``, declared once: its Swift name, its key in a scenario, its
/// label for people, its unit, the values ``DeckOptions/validate()`` accepts and the span a
/// tuning control offers. ``DeckOptions/catalogue`` lists them all; the scenario format, the
/// Swift hand-off, the Tune panel and the tests iterate it, so an option added there is read,
/// written, checked and tuned everywhere. Its default is the presets' value
/// (``DeckOptions/stacked``, ``DeckOptions/background``).
public struct DeckOption: Sendable {
    /// Where an option's value lives in ``DeckOptions``, and what kind of value it is.
    public enum Kind: Sendable {
        /// An integer in a closed range.
        case integer(Field<Int>, ClosedRange<Int>)
        /// A finite number within bounds.
        case number(Field<Double>, Bounds)
        /// A finite number within bounds, or `nil` for off; `switchLabel` names the on-off part.
        case optionalNumber(Field<Double?>, Bounds, switchLabel: String)
        /// On or off.
        case flag(Field<Bool>)
        /// Where a stacked layout's background cards peek out.
        case stackDirection(Field<VisibleCardsDirection>)
        /// A timed animation on a curve, or a spring.
        case timing(Field<AnimationTiming>)
        /// A spring.
        case spring(Field<SpringParameters>)
    }

    /// Where an option's value lives in ``DeckOptions``: how to read it and how to change it.
    /// Read and write it with ``DeckOptions/subscript(option:)``.
    ///
    /// A pair of functions rather than a key path, so that the engine builds for the web with
    /// Embedded Swift, which has no key paths.
    public struct Field<Value>: Sendable {
        let get: @Sendable (DeckOptions) -> Value
        let set: @Sendable (inout DeckOptions, Value) -> Void

        /// A field read by `get` and changed by `set`.
        public init(get: @escaping @Sendable (DeckOptions) -> Value, set: @escaping @Sendable (inout DeckOptions, Value) -> Void) {
            self.get = get
            self.set = set
        }
    }

    /// The bounds of a number: each end open, closed or absent. Numbers are finite whatever the
    /// bounds.
    public struct Bounds: Equatable, Sendable {
        /// The lowest value, if any, and whether it is allowed itself.
        public var lower: (value: Double, isIncluded: Bool)?
        /// The highest value, if any, and whether it is allowed itself.
        public var upper: (value: Double, isIncluded: Bool)?

        /// Any finite number.
        public static let finite = Bounds(lower: nil, upper: nil)
        /// A finite number, 0 or more.
        public static let nonNegative = Bounds(lower: (0, true), upper: nil)
        /// A finite number greater than 0.
        public static let positive = Bounds(lower: (0, false), upper: nil)
        /// A number in [0, 1].
        public static let unitInterval = Bounds(lower: (0, true), upper: (1, true))
        /// A number in (0, 1].
        public static let positiveFraction = Bounds(lower: (0, false), upper: (1, true))

        /// Whether `value` is finite and within the bounds.
        public func contains(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            if let lower, lower.isIncluded ? value < lower.value : value <= lower.value { return false }
            if let upper, upper.isIncluded ? value > upper.value : value >= upper.value { return false }
            return true
        }

        /// The bounds in words, as a refusal says them: "a number in (0, 1]", "a finite number,
        /// 0 or more".
        public var requirement: String {
            switch (lower, upper) {
            case (let lower?, let upper?):
                "a number in \(lower.isIncluded ? "[" : "(")\(Self.text(lower.value)), \(Self.text(upper.value))\(upper.isIncluded ? "]" : ")")"
            case (let lower?, nil):
                lower.isIncluded ? "a finite number, \(Self.text(lower.value)) or more" : "a finite number greater than \(Self.text(lower.value))"
            case (nil, let upper?):
                upper.isIncluded ? "a finite number, \(Self.text(upper.value)) or less" : "a finite number less than \(Self.text(upper.value))"
            case (nil, nil): "a finite number"
            }
        }

        private static func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }

        /// Whether both ends are the same.
        public static func == (lhs: Bounds, rhs: Bounds) -> Bool {
            lhs.lower?.value == rhs.lower?.value && lhs.lower?.isIncluded == rhs.lower?.isIncluded && lhs.upper?.value == rhs.upper?.value
                && lhs.upper?.isIncluded == rhs.upper?.isIncluded
        }
    }

    /// The unit of a number, for people.
    public enum Unit: String, Sendable, CaseIterable {
        /// Cards.
        case cards
        /// Points.
        case points
        /// Points per second.
        case pointsPerSecond
        /// Seconds.
        case seconds
        /// Radians, shown to people in degrees.
        case radians
        /// Multiples of the card's width.
        case cardWidths

        /// What a label shows after the option's name: "pt", "°", …; `nil` where the label says
        /// enough.
        public var symbol: String? {
            switch self {
            case .cards, .cardWidths: nil
            case .points: "pt"
            case .pointsPerSecond: "pt/s"
            case .seconds: "s"
            case .radians: "°"
            }
        }

        /// What a value is multiplied by to show it to people (degrees for radians).
        public var displayScale: Double { self == .radians ? 180 / .pi : 1 }

        /// The symbol of the value itself, unscaled: "rad" for radians, else ``symbol``. A
        /// property that holds the value says this one.
        public var valueSymbol: String? { self == .radians ? "rad" : symbol }
    }

    /// The group an option belongs to, in the order a tuning panel shows them.
    public enum Section: String, Sendable, CaseIterable {
        case layout, drag, motion, behaviour

        /// The section's heading.
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// The span and step a tuning control offers for a number, in the option's own unit: within
    /// what ``DeckOptions/validate()`` accepts, so no control offers a value the deck refuses.
    public struct Tuning: Sendable {
        /// The lowest and highest value a control offers.
        public var range: ClosedRange<Double>
        /// The step between two values a control offers.
        public var step: Double
    }

    /// The name in Swift, after `options.` (`"drag.scaleMin"`), and the name a refusal gives.
    public let name: String
    /// The key of a scenario's `deck` object (`"scaleMin"`).
    public let key: String
    /// What people call it, without the unit (`"Minimum scale"`).
    public let label: String
    /// What it does, in a sentence without its final stop that names the unit in words: the
    /// GObject property's blurb and the first words of its reference.
    public let summary: String
    /// The unit of a number.
    public let unit: Unit?
    /// Where a tuning panel shows it.
    public let section: Section
    /// Where it lives and what values it takes.
    public let kind: Kind
    /// What a tuning control offers, for numbers.
    public let tuning: Tuning?
    /// Whether it is a parameter of ``StackedCardLayout`` (`layout.` in ``name``), which another
    /// layout does not have.
    public let isStackedLayoutParameter: Bool
    /// Whether a scenario trace lists it even at its preset's value (the keys the format has
    /// always listed); the others are listed only when they differ.
    public let isAlwaysListed: Bool

    /// The label with its unit, as a control shows it: "Top margin (pt)", "Rotation angle (°)".
    public var labelWithUnit: String {
        guard let symbol = unit?.symbol else { return label }
        return "\(label) (\(symbol))"
    }

    /// The label with the unit of the value as it is held, unscaled: "Rotation angle (rad)".
    public var labelWithValueUnit: String {
        guard let symbol = unit?.valueSymbol else { return label }
        return "\(label) (\(symbol))"
    }

    /// The argument label of ``StackedCardLayout``'s initializer for a layout parameter.
    public var layoutParameterName: String? {
        isStackedLayoutParameter ? String(name.dropFirst("layout.".count)) : nil
    }

    /// Whether the option has the same value in `lhs` and `rhs`.
    public func isEqual(in lhs: DeckOptions, and rhs: DeckOptions) -> Bool {
        switch kind {
        case .integer(let field, _): lhs[option: field] == rhs[option: field]
        case .number(let field, _): lhs[option: field] == rhs[option: field]
        case .optionalNumber(let field, _, _): lhs[option: field] == rhs[option: field]
        case .flag(let field): lhs[option: field] == rhs[option: field]
        case .stackDirection(let field): lhs[option: field] == rhs[option: field]
        case .timing(let field): lhs[option: field] == rhs[option: field]
        case .spring(let field): lhs[option: field] == rhs[option: field]
        }
    }

    /// Gives `target` the option's value in `source`.
    public func copy(from source: DeckOptions, to target: inout DeckOptions) {
        switch kind {
        case .integer(let field, _): target[option: field] = source[option: field]
        case .number(let field, _): target[option: field] = source[option: field]
        case .optionalNumber(let field, _, _): target[option: field] = source[option: field]
        case .flag(let field): target[option: field] = source[option: field]
        case .stackDirection(let field): target[option: field] = source[option: field]
        case .timing(let field): target[option: field] = source[option: field]
        case .spring(let field): target[option: field] = source[option: field]
        }
    }

    /// What ``DeckOptions/validate()`` requires of the value, in words.
    public var requirement: String {
        switch kind {
        case .integer(_, let range): "an integer in \(range.lowerBound)...\(range.upperBound)"
        case .number(_, let bounds): bounds.requirement
        case .optionalNumber(_, let bounds, _): bounds.requirement + ", or nil"
        case .flag: "true or false"
        case .stackDirection: "top or bottom"
        case .timing: "a finite duration, 0 or more, on a curve whose x1 and x2 are in [0, 1], or a valid spring"
        case .spring: "a spring of finite stiffness and mass greater than 0 and damping of 0 or more"
        }
    }

    /// Checks the option's value in `options`.
    ///
    /// - Throws: ``KolodaError/invalidOption(name:value:requirement:)`` naming the option.
    public func validate(_ options: DeckOptions) throws(KolodaError) {
        let value: String
        let isValid: Bool
        switch kind {
        case .integer(let field, let range): (value, isValid) = ("\(options[option: field])", range.contains(options[option: field]))
        case .number(let field, let bounds): (value, isValid) = ("\(options[option: field])", bounds.contains(options[option: field]))
        case .optionalNumber(let field, let bounds, _):
            let number = options[option: field]
            (value, isValid) = (number.map { "\($0)" } ?? "nil", number.map(bounds.contains) ?? true)
        case .flag, .stackDirection: return
        case .timing(let field): (value, isValid) = ("\(options[option: field])", options[option: field].isValid)
        case .spring(let field): (value, isValid) = ("\(options[option: field])", options[option: field].isValid)
        }
        if !isValid { throw .invalidOption(name: name, value: value, requirement: requirement) }
    }
}

extension DeckOptions {
    /// The value of one option of the ``catalogue``, the field of its ``DeckOption/kind``.
    public subscript<Value>(option field: DeckOption.Field<Value>) -> Value {
        get { field.get(self) }
        set { field.set(&self, newValue) }
    }
}
