// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppBase

/// A command-line option of an ``Application``, parsed by GLib (`GApplication`'s main option
/// entries), which also writes `--help` from them.
public struct ApplicationOption: Sendable {
    /// What the option takes.
    public enum Argument: Sendable {
        /// Nothing: a switch.
        case none
        /// One string, named in `--help` by `placeholder` ("WxH").
        case string(placeholder: String)
    }

    /// The long name, without the dashes: "size".
    public let name: String
    /// What the option does, for `--help`.
    public let description: String
    /// What it takes.
    public let argument: Argument
    /// Whether `--help` leaves it out (an option for tests).
    public let isHidden: Bool

    /// An option `--name`.
    public init(_ name: String, _ description: String, argument: Argument = .none, isHidden: Bool = false) {
        self.name = name
        self.description = description
        self.argument = argument
        self.isHidden = isHidden
    }
}

/// The options a launch was given, as GLib parsed them, and the file names after them.
public struct ApplicationOptions: Sendable {
    private let flags: Set<String>
    private let strings: [String: String]
    /// The arguments after the options (the files to open), as given.
    public let files: [String]

    /// The `declared` options read from GLib's dictionary of them, left as it is.
    init(_ dictionary: UnsafeMutablePointer<GVariantDict>?, declared: [ApplicationOption]) {
        var flags: Set<String> = []
        var strings: [String: String] = [:]
        var files: [String] = []
        for name in declared.map(\.name) + [G_OPTION_REMAINING] {
            guard let dictionary, let value = g_variant_dict_lookup_value(dictionary, name, nil) else { continue }
            defer { g_variant_unref(value) }
            switch String(cString: g_variant_get_type_string(value)) {
            case "b": if g_variant_get_boolean(value) != 0 { flags.insert(name) }
            case "s": strings[name] = String(cString: g_variant_get_string(value, nil))
            case "aay":
                var count: gsize = 0
                if let array = g_variant_get_bytestring_array(value, &count) {
                    files = (0..<Int(count)).compactMap { array[$0].map { FileName.string(cString: $0) } }
                    g_free(array)
                }
            default: break
            }
        }
        self.flags = flags
        self.strings = strings
        self.files = files
    }

    /// The options of a launch that opens `uris` (none: `[]`) and says nothing else.
    public init(uris: [String] = []) {
        flags = []
        strings = [:]
        files = uris
    }

    /// Whether the switch `--name` was given.
    public func isSet(_ name: String) -> Bool { flags.contains(name) }

    /// The string given to `--name`, if it was.
    public func string(_ name: String) -> String? { strings[name] }
}
