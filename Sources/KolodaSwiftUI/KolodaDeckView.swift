// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import KolodaEngine
    import Koloda
    import SwiftUI
    import UIKit

    /// A Koloda card deck in SwiftUI: each item is a card written as a SwiftUI view, which the
    /// user swipes, with an overlay per direction while it is dragged.
    ///
    /// ```swift
    /// struct PlacesScreen: View {
    ///     let places: [Place]
    ///     @SceneStorage("places.deck") private var deck = DeckState()
    ///     @State private var controller = KolodaDeckController()
    ///
    ///     var body: some View {
    ///         VStack {
    ///             KolodaDeckView(places, state: $deck, controller: controller) { place in
    ///                 PlaceCard(place: place)
    ///             } overlay: { direction in
    ///                 Stamp(direction == .right ? "LIKE" : "NOPE")
    ///             }
    ///             .onSwipe { place, direction in save(place, direction) }
    ///             HStack {
    ///                 Button("Nope") { controller.swipe(.left) }
    ///                 Button("Undo") { controller.revertAction() }.disabled(deck.history.isEmpty)
    ///                 Button("Like") { controller.swipe(.right) }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The deck is Koloda's UIKit `KolodaView`, so it behaves as it does: the cards are laid out,
    /// dragged, thrown and brought back by the Koloda engine. It hosts a card's view only while
    /// the card is visible or leaving.
    ///
    /// - The items are the deck's data: when they change, cards removed fade out, cards inserted
    ///   fade in, and the cards that stay keep their place and history (matched by `id`). The
    ///   visible cards' views are rebuilt from the new items at each update.
    /// - `state`, when given, is kept equal to the deck's `DeckState` (the top card and every
    ///   swipe not undone): keep it in `@SceneStorage` and the deck comes back where the user left
    ///   it. Setting it from outside restores that state (`DeckState()` starts over).
    /// - The ``KolodaDeckController`` swipes, undoes and jumps from outside the deck.
    /// - The modifiers below hear the deck's events and set its options.
    @MainActor
    public struct KolodaDeckView<Item: Identifiable, Card: View, Overlay: View>: UIViewRepresentable {
        let items: [Item]
        let state: Binding<DeckState>?
        let controller: KolodaDeckController?
        let card: (Item) -> Card
        let overlay: (SwipeResultDirection) -> Overlay
        var allowedDirections = SwipeResultDirection.defaultAllowed
        var options: DeckOptions?
        var appearAnimation = true
        var cardLabel: ((Item) -> String?)?
        var swipeAction: ((Item, SwipeResultDirection) -> Void)?
        var selectAction: ((Item) -> Void)?
        var runOutAction: (() -> Void)?
        var eventAction: ((TimedDeckEvent) -> Void)?

        /// A deck of `items`, each shown by `card`, with `overlay` over a card dragged towards a
        /// direction.
        ///
        /// - Parameters:
        ///   - items: The cards' data, in deck order.
        ///   - state: The deck's state, kept up to date by the deck; the deck starts from it.
        ///   - controller: Swipes, undoes and jumps from outside the deck.
        ///   - card: The view of an item's card. It fills the card.
        ///   - overlay: The view over a card dragged towards a direction (LIKE, NOPE). It fills the
        ///     card and fades in with the drag, as Koloda's `OverlayView` does.
        public init(
            _ items: [Item], state: Binding<DeckState>? = nil, controller: KolodaDeckController? = nil,
            @ViewBuilder card: @escaping (Item) -> Card, @ViewBuilder overlay: @escaping (SwipeResultDirection) -> Overlay
        ) {
            self.items = items
            self.state = state
            self.controller = controller
            self.card = card
            self.overlay = overlay
        }

        /// A deck of `items`, each shown by `card`, with no overlay.
        public init(
            _ items: [Item], state: Binding<DeckState>? = nil, controller: KolodaDeckController? = nil,
            @ViewBuilder card: @escaping (Item) -> Card
        ) where Overlay == EmptyView {
            self.init(items, state: state, controller: controller, card: card, overlay: { _ in EmptyView() })
        }

        /// Makes the UIKit deck: the saved state goes in before the items, so the first card shown
        /// (and the first hosted) is the saved one.
        public func makeUIView(context: Context) -> KolodaView {
            let view = KolodaView(frame: .zero)
            // A SwiftUI deck is no Koloda app: it runs on the engine's timing, as the GTK deck does.
            view.usesEngineTiming = true
            context.coordinator.connect(to: view)
            return view
        }

        /// Brings the deck in step with this value: options, items, state, the visible cards'
        /// views.
        public func updateUIView(_ uiView: KolodaView, context: Context) {
            context.coordinator.update(to: self, view: uiView)
        }

        /// Connects the deck's view to this value's items, state and closures.
        public func makeCoordinator() -> Coordinator { Coordinator(self) }

        /// Lets go of the controller: a deck that has left the screen is no longer driven.
        public static func dismantleUIView(_ uiView: KolodaView, coordinator: Coordinator) {
            coordinator.disconnect()
        }
    }

    // MARK: Modifiers

    extension KolodaDeckView {
        /// The directions cards may be swiped in. Default `[.left, .right]`.
        public func allowedDirections(_ directions: [SwipeResultDirection]) -> Self { with(\.allowedDirections, directions) }

        /// The deck's options (layout, thresholds, durations, springs, visible cards, loop, …),
        /// such as the Tune panel hands to code; options the deck refuses reach the diagnostic
        /// event, and change nothing.
        public func deckOptions(_ options: DeckOptions) -> Self { with(\.options, options) }

        /// Whether the deck zooms in when it first shows and when it starts over. Default true.
        public func appearAnimation(_ enabled: Bool) -> Self { with(\.appearAnimation, enabled) }

        /// What VoiceOver calls an item's card; the deck reads "Card 3 of 20: <label>".
        public func cardAccessibilityLabel(_ label: @escaping (Item) -> String?) -> Self { with(\.cardLabel, label) }

        /// Runs `action` when a card has been swiped, with its item and the direction it left in;
        /// `state` already counts the swipe.
        public func onSwipe(perform action: @escaping (Item, SwipeResultDirection) -> Void) -> Self { with(\.swipeAction, action) }

        /// Runs `action` when the top card is tapped (or chosen with Return or Space).
        public func onSelect(perform action: @escaping (Item) -> Void) -> Self { with(\.selectAction, action) }

        /// Runs `action` when the last card has been swiped.
        public func onRunOutOfCards(perform action: @escaping () -> Void) -> Self { with(\.runOutAction, action) }

        /// Runs `action` for every event of the deck, in delegate order, with its time: swipes,
        /// undos, cards shown, drags, prefetching, diagnostics.
        public func onEvent(perform action: @escaping (TimedDeckEvent) -> Void) -> Self { with(\.eventAction, action) }

        /// This deck with `property` set to `value`: a modifier's whole work.
        private func with<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
            var deck = self
            deck[keyPath: property] = value
            return deck
        }
    }
#endif
