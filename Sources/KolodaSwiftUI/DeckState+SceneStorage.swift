// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import KolodaEngine

    /// A deck's state as a string, so that `@SceneStorage` and `@AppStorage` keep it as they keep
    /// any `RawRepresentable` value with a `String` raw value:
    ///
    /// ```swift
    /// @SceneStorage("places.deck") private var deck = DeckState()
    /// ```
    ///
    /// The string is the JSON of `DeckState`'s `Codable` form, the one the scenario format uses.
    extension DeckState: RawRepresentable {
        /// Reads a state from its JSON; `nil` for text that is not a state of this version, so
        /// that the storage's default is used instead.
        public init?(rawValue: String) {
            guard let state = try? JSONDecoder().decode(DeckState.self, from: Data(rawValue.utf8)) else { return nil }
            self = state
        }

        /// The state's JSON.
        public var rawValue: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            // A state is integers and direction names: encoding it cannot fail.
            let data = try! encoder.encode(self)
            return String(decoding: data, as: UTF8.self)
        }
    }
#endif
