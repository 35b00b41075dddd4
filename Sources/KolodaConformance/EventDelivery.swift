// SPDX-License-Identifier: MIT

import KolodaEngine

/// Each event of `DeckEvent.catalogue` delivered through a host's delegate: the engine's
/// `KolodaDelegate` and the UIKit view's Koloda delegate must call the method the catalogue
/// names, with the catalogue's fields.
public enum EventDelivery {
    /// An event of each kind, with values no two fields share.
    public static func example(of kind: DeckEvent.Kind) -> DeckEvent {
        switch kind {
        case .didSwipe: .didSwipe(index: 3, direction: .topLeft)
        case .didRunOutOfCards: .didRunOutOfCards
        case .didShow: .didShow(index: 4)
        case .didRewind: .didRewind(index: 5)
        case .didReset: .didReset
        case .didSelect: .didSelect(index: 6)
        case .dragged: .dragged(percentage: 42.5, direction: .bottomRight)
        case .panBegan: .panBegan
        case .panFinished: .panFinished
        case .diagnostic: .diagnostic(message: "a message")
        case .prefetch: .prefetch(indexes: [7, 8])
        case .cancelPrefetch: .cancelPrefetch(indexes: [9])
        case .nearEnd: .nearEnd(remaining: 2)
        }
    }

    /// How a recording delegate writes down a call: the method's name (`#function`) and the
    /// values it was given, as the catalogue's values.
    public static func call(_ method: String, _ values: [DeckEvent.Value]) -> String { "\(method) \(values)" }
}
