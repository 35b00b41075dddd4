// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import KolodaEngine
    import Koloda

    /// Drives a ``KolodaDeckView`` from outside it: buttons that swipe, undo or jump to a card.
    ///
    /// Keep one in the view that shows the deck (`@State private var deck =
    /// KolodaDeckController()`) and pass it to the deck. Its methods are Koloda's, from the same
    /// place as the engine's and the UIKit view's: `swipe(_:)`, `revertAction()` (undo),
    /// `showCard(at:)` (jump), `resetCurrentCardIndex()` (start over), each through
    /// ``perform(_:)``. The deck's cards follow its items: change those rather than calling
    /// `insertCardAtIndexRange` or `removeCardInIndexRange`, which the deck refuses here because
    /// its data source already counts the items.
    @MainActor
    public final class KolodaDeckController: @MainActor KolodaOperations {
        /// The UIKit view of the deck the controller drives, while SwiftUI shows one.
        weak var view: KolodaView?

        /// A controller not yet given to a deck.
        public init() {}

        /// Whether a ``KolodaDeckView`` on screen is driven by this controller.
        public var isConnected: Bool { view != nil }

        /// Applies an action to the deck at the present time.
        ///
        /// - Returns: Whether the action took effect.
        /// - Throws: `KolodaError` for invalid input, or when no deck on screen has this
        ///   controller; nothing changes.
        @discardableResult
        public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
            guard let view else {
                throw KolodaError.invalidValue(operation: "perform", description: "no KolodaDeckView on screen has this controller")
            }
            return try view.perform(action)
        }
    }
#endif
