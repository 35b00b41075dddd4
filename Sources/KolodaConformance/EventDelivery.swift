// SPDX-License-Identifier: MIT

import KolodaEngine

/// Each event of `DeckEvent.catalogue` delivered through a host's delegate: the engine's
/// `KolodaDelegate` and the UIKit view's Koloda delegate must call the method the catalogue
/// names, with the catalogue's fields.
public enum EventDelivery {
    /// An event of each kind, with values no two fields share, made from the catalogue's
    /// declaration of its fields.
    public static func example(of kind: DeckEvent.Kind) -> DeckEvent {
        let directions = SwipeResultDirection.allCases
        let values = DeckEvent.declaration(of: kind).fields.enumerated().map { position, field -> DeckEvent.Value in
            let number = 3 + position
            return switch field.type {
            case .index: .index(number)
            case .count: .count(number)
            case .direction: .direction(directions[(number + 1) % directions.count])
            case .percentage: .percentage(40 + Double(number) + 0.5)
            case .text: .text("a message")
            case .indexes: .indexes([number + 4, number + 5])
            }
        }
        guard let event = DeckEvent(kind: kind, values: values) else {
            preconditionFailure("the catalogue's fields of \(kind) do not make an event")
        }
        return event
    }

    /// How a recording delegate writes down a call: the method's name (`#function`) and the
    /// values it was given, as the catalogue's values.
    public static func call(_ method: String, _ values: [DeckEvent.Value]) -> String { "\(method) \(values)" }
}
