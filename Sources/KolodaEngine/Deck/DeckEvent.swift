// SPDX-License-Identifier: MIT

/// Something the deck tells its delegate, as a value.
///
/// Every delegate callback has a matching event; ``KolodaDeck/eventHandler`` receives them all,
/// in the same order as the delegate, with the time at which they happened.
///
/// An event is declared in this file only: its case, its ``Kind`` and its entry in
/// ``catalogue``. What else tells it derives from those, but for the protocol method that tells
/// it to Swift apps (``KolodaDelegate`` and the switch beside it that calls the method).
public enum DeckEvent: Hashable, Sendable {
    /// A card was swiped and its index left the deck (`koloda(_:didSwipeCardAt:in:)`).
    case didSwipe(index: Int, direction: SwipeResultDirection)
    /// The last card was swiped (`kolodaDidRunOutOfCards(_:)`).
    case didRunOutOfCards
    /// A card became the settled top card (`koloda(_:didShowCardAt:)`).
    case didShow(index: Int)
    /// A revert animation completed (`koloda(_:didRewindTo:)`).
    case didRewind(index: Int)
    /// A released card finished springing back (`kolodaDidResetCard(_:)`).
    case didReset
    /// The top card was tapped (`koloda(_:didSelectCardAt:)`).
    case didSelect(index: Int)
    /// The top card was dragged; `percentage` is in 0...100, Koloda's unit, where 100 means the
    /// card's centre moved half its size along `direction` (`koloda(_:draggedCardWithPercentage:in:)`).
    case dragged(percentage: Double, direction: SwipeResultDirection)
    /// The pointer went down on the top card (`kolodaPanBegan(_:card:)`).
    case panBegan
    /// The pointer went up, or the drag was cancelled (`kolodaPanFinished(_:card:)`).
    case panFinished
    /// Something was inconsistent and the deck recovered (`koloda(_:diagnostic:)`).
    case diagnostic(message: String)
    /// The data source should load these cards, in this order (`koloda(_:prefetchCardsAt:)`).
    case prefetch(indexes: [Int])
    /// The data source may stop loading these cards (`koloda(_:cancelPrefetchingCardsAt:)`).
    case cancelPrefetch(indexes: [Int])
    /// The deck nears its end with `remaining` cards from the top to the last
    /// (`kolodaIsNearEnd(_:remainingCards:)`).
    case nearEnd(remaining: Int)
}

extension DeckEvent {
    /// The kind of an event, one per case of ``DeckEvent``, in the catalogue's order.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case didSwipe, didRunOutOfCards, didShow, didRewind, didReset, didSelect, dragged, panBegan, panFinished, diagnostic
        case prefetch, cancelPrefetch, nearEnd
    }

    /// What a field of an event holds.
    public enum FieldType: Hashable, Sendable {
        /// A card's index.
        case index
        /// A number of cards.
        case count
        /// A swipe's direction.
        case direction
        /// A drag's progress, in percent: 100 when the card's centre moved half its size.
        case percentage
        /// A message.
        case text
        /// A list of card indexes, in order.
        case indexes
    }

    /// A field's value.
    public enum Value: Hashable, Sendable {
        case index(Int), count(Int), direction(SwipeResultDirection), percentage(Double), text(String), indexes([Int])

        /// What the value is.
        public var type: FieldType {
            switch self {
            case .index: .index
            case .count: .count
            case .direction: .direction
            case .percentage: .percentage
            case .text: .text
            case .indexes: .indexes
            }
        }
    }

    /// One event, declared once: its names in every vocabulary that tells it, the fields it
    /// carries and what it means. The trace codec, the GObject signals and their documentation
    /// (`scripts/gir-catalogue-docs.py` reads this file) derive from it; the delegate methods (and
    /// UIKit's forwarding of them) are matched to the kinds by exhaustive switches.
    public struct Declaration: Sendable {
        /// The event's kind.
        public var kind: Kind
        /// Its name in a trace (`didSwipe`), the kind's raw value.
        public var traceName: String { kind.rawValue }
        /// Whether traces record it: every event but the drag's updates, which the frames show.
        public var isTraced: Bool
        /// The signal that tells it to GObject users (`swiped`), in GNOME's kebab case.
        public var signalName: String
        /// The Koloda delegate method that tells it to Swift apps.
        public var delegateMethod: String
        /// Its fields, in order: their names (in traces and signals), what they hold, and what
        /// they say, in words without a final stop ("the direction it left in").
        public var fields: [(name: String, type: FieldType, summary: String)]
        /// What the event means, in a sentence or two: the GObject signal's documentation.
        public var summary: String
    }

    /// Every event, in ``Kind``'s order.
    public static let catalogue: [Declaration] = [
        describe(
            .didSwipe, "swiped", "koloda(_:didSwipeCardAt:in:)", ("index", .index, "the index of the card"),
            ("direction", .direction, "the direction it left in"),
            about: "A card was swiped, by the user or by the app: sent once per swipe, as the card leaves."),
        describe(
            .didRunOutOfCards, "ran-out", "kolodaDidRunOutOfCards(_:)",
            about:
                "The last card was swiped, or the data lost the cards left to show (a filter that leaves only swiped items). Not in a looping deck."),
        describe(
            .didShow, "card-shown", "koloda(_:didShowCardAt:)", ("index", .index, "the index of the card on top"),
            about: "A card became the settled top card."),
        describe(
            .didRewind, "rewound", "koloda(_:didRewindTo:)", ("index", .index, "the index of the card that came back"),
            about: "An undo brought a card back, and it has settled on top: sent once per undo."),
        describe(
            .didReset, "card-reset", "kolodaDidResetCard(_:)",
            about: "A card the user let go of before the threshold finished springing back to its place."),
        describe(
            .didSelect, "card-activated", "koloda(_:didSelectCardAt:)", ("index", .index, "the index of the card on top"),
            about: "The top card was clicked or tapped, or activated with Enter or Space."),
        describe(
            .dragged, "drag-progress", "koloda(_:draggedCardWithPercentage:in:)",
            ("percentage", .percentage, "how far the card went, in percent: 100 when its centre moved half its size"),
            ("direction", .direction, "the direction it is being dragged in"), traced: false, about: "The user dragged the top card."),
        describe(.panBegan, "drag-begin", "kolodaPanBegan(_:card:)", about: "The pointer (or a touchpad's fingers) took hold of the top card."),
        describe(
            .panFinished, "drag-end", "kolodaPanFinished(_:card:)",
            about: "The pointer let go of the top card, or the drag was cancelled. The card then flies off or springs back."),
        describe(
            .diagnostic, "diagnostic", "koloda(_:diagnostic:)", ("message", .text, "what happened, in English"),
            about:
                "Something was inconsistent and the deck recovered: a change the app made from inside a callback that was refused when its turn came, a data source whose count changed without telling the deck, a saved state that could not be restored. For the app's log."
        ),
        describe(
            .prefetch, "prefetch", "koloda(_:prefetchCardsAt:)", ("indexes", .indexes, "the indexes of the cards, nearest first"),
            about: "These cards will be shown soon: an app that loads their pictures or data starts now."),
        describe(
            .cancelPrefetch, "cancel-prefetch", "koloda(_:cancelPrefetchingCardsAt:)", ("indexes", .indexes, "the indexes of the cards"),
            about: "These cards, announced by a prefetch, are no longer near: an app may stop loading them."),
        describe(
            .nearEnd, "near-end", "kolodaIsNearEnd(_:remainingCards:)", ("remaining", .count, "how many cards are left, the top one included"),
            about: "The deck nears its end: time to append items to the data."),
    ]

    private static func describe(
        _ kind: Kind, _ signalName: String, _ delegateMethod: String, _ fields: (String, FieldType, String)..., traced: Bool = true,
        about summary: String
    ) -> Declaration {
        Declaration(
            kind: kind, isTraced: traced, signalName: signalName, delegateMethod: delegateMethod, fields: fields.map { ($0, $1, $2) },
            summary: summary)
    }

    /// The catalogue's declaration of `kind`.
    public static func declaration(of kind: Kind) -> Declaration {
        catalogue[Kind.allCases.firstIndex(of: kind)!]
    }

    /// The event's kind.
    public var kind: Kind {
        switch self {
        case .didSwipe: .didSwipe
        case .didRunOutOfCards: .didRunOutOfCards
        case .didShow: .didShow
        case .didRewind: .didRewind
        case .didReset: .didReset
        case .didSelect: .didSelect
        case .dragged: .dragged
        case .panBegan: .panBegan
        case .panFinished: .panFinished
        case .diagnostic: .diagnostic
        case .prefetch: .prefetch
        case .cancelPrefetch: .cancelPrefetch
        case .nearEnd: .nearEnd
        }
    }

    /// The values of the event's fields, in the order of its declaration's.
    public var values: [Value] {
        switch self {
        case .didSwipe(let index, let direction): [.index(index), .direction(direction)]
        case .didShow(let index), .didRewind(let index), .didSelect(let index): [.index(index)]
        case .dragged(let percentage, let direction): [.percentage(percentage), .direction(direction)]
        case .diagnostic(let message): [.text(message)]
        case .prefetch(let indexes), .cancelPrefetch(let indexes): [.indexes(indexes)]
        case .nearEnd(let remaining): [.count(remaining)]
        case .didRunOutOfCards, .didReset, .panBegan, .panFinished: []
        }
    }

    /// The event of `kind` with `values`, in the order and of the types of its declaration's
    /// fields; `nil` when they are not: what reads an event back from its fields (a trace, a
    /// test's example of every kind).
    public init?(kind: Kind, values: [Value]) {
        guard values.map({ $0.type }) == Self.declaration(of: kind).fields.map({ $0.type }) else { return nil }
        // The values' types are the declaration's: each reads as its field's type.
        func integer(_ at: Int) -> Int {
            switch values[at] {
            case .index(let number), .count(let number): number
            default: 0
            }
        }
        func direction(_ at: Int) -> SwipeResultDirection { if case .direction(let direction) = values[at] { direction } else { .left } }
        func number(_ at: Int) -> Double { if case .percentage(let number) = values[at] { number } else { 0 } }
        func text(_ at: Int) -> String { if case .text(let text) = values[at] { text } else { "" } }
        func indexes(_ at: Int) -> [Int] { if case .indexes(let indexes) = values[at] { indexes } else { [] } }
        switch kind {
        case .didSwipe: self = .didSwipe(index: integer(0), direction: direction(1))
        case .didRunOutOfCards: self = .didRunOutOfCards
        case .didShow: self = .didShow(index: integer(0))
        case .didRewind: self = .didRewind(index: integer(0))
        case .didReset: self = .didReset
        case .didSelect: self = .didSelect(index: integer(0))
        case .dragged: self = .dragged(percentage: number(0), direction: direction(1))
        case .panBegan: self = .panBegan
        case .panFinished: self = .panFinished
        case .diagnostic: self = .diagnostic(message: text(0))
        case .prefetch: self = .prefetch(indexes: indexes(0))
        case .cancelPrefetch: self = .cancelPrefetch(indexes: indexes(0))
        case .nearEnd: self = .nearEnd(remaining: integer(0))
        }
    }

    /// The event's declaration in the catalogue.
    public var declaration: Declaration { Self.declaration(of: kind) }
}
