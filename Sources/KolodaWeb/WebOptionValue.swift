// SPDX-License-Identifier: MIT

import KolodaEngine

/// An option of the ``DeckOptions/catalogue`` as one number, the form the page's controls give
/// and take: an integer or a number as itself, a number that may be off as NaN for off, a flag
/// as 0 or 1, where cards peek as 0 (bottom) or 1 (top). Timings and springs are not numbers.
public enum WebOptionValue {
    /// The option's value in `options`; NaN for a timing or a spring.
    public static func get(_ option: DeckOption, in options: DeckOptions) -> Double {
        switch option.kind {
        case .integer(let field, _): Double(options[option: field])
        case .number(let field, _): options[option: field]
        case .optionalNumber(let field, _, _): options[option: field] ?? .nan
        case .flag(let field): options[option: field] ? 1 : 0
        case .stackDirection(let field): options[option: field] == .top ? 1 : 0
        case .timing, .spring: .nan
        }
    }

    /// Sets the option to `value` in `options`: whether the option is one a number sets. A value
    /// the option does not take (out of its range, not a whole number) is left for
    /// ``DeckOptions/validate()`` or refused here.
    public static func set(_ option: DeckOption, to value: Double, in options: inout DeckOptions) -> Bool {
        switch option.kind {
        case .integer(let field, _):
            guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return false }
            options[option: field] = Int(value)
        case .number(let field, _): options[option: field] = value
        case .optionalNumber(let field, _, _): options[option: field] = value.isNaN ? nil : value
        case .flag(let field):
            guard value == 0 || value == 1 else { return false }
            options[option: field] = value == 1
        case .stackDirection(let field):
            guard value == 0 || value == 1 else { return false }
            options[option: field] = value == 1 ? .top : .bottom
        case .timing, .spring: return false
        }
        return true
    }
}
