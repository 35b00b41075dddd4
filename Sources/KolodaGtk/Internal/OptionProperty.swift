// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// The options of `DeckOptions.catalogue` as properties of `KolodaDeck`, derived from the
/// catalogue: one property per option, in its order, named after its scenario key in kebab case
/// with GNOME's habits (no `is-` before a boolean: `loop`; `threshold` says what it is:
/// `swipe-threshold`), with the option's range and its value in GTK's defaults (`DeckOptions.gtk`) as its default.
///
/// Integers are `gint`, numbers `gdouble` (an optional number is 0 when off), flags `gboolean`,
/// the stack direction a string (`"bottom"` or `"top"`), a spring a `KolodaSpring` and a motion's
/// timing a `KolodaTiming` (boxed types with fields, as libadwaita's springs are).
enum OptionProperty {
    /// The property's name for `option`.
    static func name(of option: DeckOption) -> String {
        var key = option.key
        if key.hasPrefix("is"), let first = key.dropFirst(2).first, first.isUppercase { key = String(key.dropFirst(2)) }
        if key == "threshold" { key = "swipeThreshold" }
        var name = ""
        for character in key {
            if character.isUppercase, !name.isEmpty { name += "-" }
            name += character.lowercased()
        }
        return name
    }

    /// The catalogue's option at `index`, the place of its property after the deck's own.
    static func option(at index: Int) -> DeckOption? {
        DeckOptions.catalogue.indices.contains(index) ? DeckOptions.catalogue[index] : nil
    }

    /// Installs a property for every option of the catalogue on the deck's class.
    static func install(on klass: UnsafeMutablePointer<GObjectClass>) {
        let defaults = DeckOptions.gtk
        let flags = GParamFlags(rawValue: G_PARAM_READABLE.rawValue | G_PARAM_WRITABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        for option in DeckOptions.catalogue {
            let name = name(of: option)
            // The property holds the value as the engine does (radians, not the Tune panel's
            // degrees); its blurb is the catalogue's summary, which names the unit.
            let blurb = option.summary
            let spec: UnsafeMutablePointer<GParamSpec>
            switch option.kind {
            case .integer(let path, let range):
                spec = g_param_spec_int(
                    name, option.label, blurb, Int32(range.lowerBound), Int32(range.upperBound), Int32(defaults[option: path]), flags)
            case .number(let path, let bounds):
                let (minimum, maximum) = limits(bounds)
                spec = g_param_spec_double(name, option.label, blurb, minimum, maximum, defaults[option: path], flags)
            case .optionalNumber(let path, let bounds, _):
                spec = g_param_spec_double(name, option.label, blurb, 0, limits(bounds).maximum, defaults[option: path] ?? 0, flags)
            case .flag(let path):
                spec = g_param_spec_boolean(name, option.label, blurb, defaults[option: path] ? 1 : 0, flags)
            case .stackDirection(let path):
                spec = g_param_spec_string(name, option.label, blurb, defaults[option: path].rawValue, flags)
            case .timing:
                spec = g_param_spec_boxed(name, option.label, blurb, koloda_timing_get_type(), flags)
            case .spring:
                spec = g_param_spec_boxed(name, option.label, blurb, koloda_spring_get_type(), flags)
            }
            koloda_deck_class_install_property(klass, spec)
        }
    }

    /// The closed range GObject checks a number against: an open end is the next number in.
    private static func limits(_ bounds: DeckOption.Bounds) -> (minimum: Double, maximum: Double) {
        let minimum = bounds.lower.map { $0.isIncluded ? $0.value : $0.value.nextUp } ?? -Double.greatestFiniteMagnitude
        let maximum = bounds.upper.map { $0.isIncluded ? $0.value : $0.value.nextDown } ?? Double.greatestFiniteMagnitude
        return (minimum, maximum)
    }

    static func get(_ option: DeckOption, of options: DeckOptions, into value: UnsafeMutablePointer<GValue>) {
        switch option.kind {
        case .integer(let path, _): g_value_set_int(value, Int32(options[option: path]))
        case .number(let path, _): g_value_set_double(value, options[option: path])
        case .optionalNumber(let path, _, _): g_value_set_double(value, options[option: path] ?? 0)
        case .flag(let path): g_value_set_boolean(value, options[option: path] ? 1 : 0)
        case .stackDirection(let path): g_value_set_string(value, options[option: path].rawValue)
        case .timing(let path):
            switch options[option: path] {
            case .timed(let duration, let curve):
                var timing = KolodaTiming(duration: duration, x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, spring: nil)
                g_value_set_boxed(value, &timing)
            case .spring(let parameters):
                var spring = KolodaSpring(parameters)
                withUnsafeMutablePointer(to: &spring) { spring in
                    var timing = KolodaTiming(duration: 0, x1: 0, y1: 0, x2: 0, y2: 0, spring: spring)
                    g_value_set_boxed(value, &timing)
                }
            }
        case .spring(let path):
            var spring = KolodaSpring(options[option: path])
            g_value_set_boxed(value, &spring)
        }
    }

    /// `options` with `option` set from `value`.
    ///
    /// - Throws: a description of a value the option does not take.
    static func set(_ option: DeckOption, in options: DeckOptions, from value: UnsafePointer<GValue>) throws(PropertyError) -> DeckOptions {
        var options = options
        switch option.kind {
        case .integer(let path, _): options[option: path] = Int(g_value_get_int(value))
        case .number(let path, _): options[option: path] = g_value_get_double(value)
        case .optionalNumber(let path, _, _):
            let number = g_value_get_double(value)
            options[option: path] = number == 0 ? nil : number
        case .flag(let path): options[option: path] = g_value_get_boolean(value) != 0
        case .stackDirection(let path):
            let text = g_value_get_string(value).map { String(cString: $0) } ?? ""
            guard let direction = VisibleCardsDirection(rawValue: text) else {
                throw PropertyError(
                    description:
                        "expected one of \(VisibleCardsDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(text)\"")
            }
            options[option: path] = direction
        case .timing(let path):
            guard let timing = g_value_get_boxed(value)?.assumingMemoryBound(to: KolodaTiming.self).pointee else {
                throw PropertyError(description: "expected a KolodaTiming, got NULL")
            }
            options[option: path] =
                if let spring = timing.spring {
                    .spring(SpringParameters(spring.pointee))
                } else {
                    .timed(duration: timing.duration, curve: TimingCurve(x1: timing.x1, y1: timing.y1, x2: timing.x2, y2: timing.y2))
                }
        case .spring(let path):
            guard let spring = g_value_get_boxed(value)?.assumingMemoryBound(to: KolodaSpring.self).pointee else {
                throw PropertyError(description: "expected a KolodaSpring, got NULL")
            }
            options[option: path] = SpringParameters(spring)
        }
        return options
    }

    struct PropertyError: Error, CustomStringConvertible {
        let description: String
    }
}

extension KolodaSpring {
    init(_ spring: SpringParameters) {
        self.init(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass)
    }
}

extension SpringParameters {
    init(_ spring: KolodaSpring) {
        self.init(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass)
    }
}
