// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import KolodaHost
    // `import Koloda` brings UIKit, as Koloda's framework does: an app file with only that import
    // uses `UIView` and `UIViewController`.
    @_exported import UIKit

    // `import Koloda` brings Koloda's names and the few of the deck's own that this view's API
    // uses, and nothing else: the engine's other names (`Point`, `Size`, `Card`, …) would clash
    // with an app's own. This module's `DragSpeed` and `VisibleCardsDirection` are Koloda's.

    /// The directions a card can be swiped in: Koloda's eight, by their names.
    public typealias SwipeResultDirection = KolodaEngine.SwipeResultDirection
    /// Every option of the deck (``KolodaView/options``, ``KolodaView/setOptions(_:)``).
    public typealias DeckOptions = KolodaEngine.DeckOptions
    /// What the deck saves and restores: the current card and the history of swipes.
    public typealias DeckState = KolodaEngine.DeckState
    /// An operation on the deck, for ``KolodaView/perform(_:)``.
    public typealias DeckAction = KolodaEngine.DeckAction
    /// Why the deck refused an operation.
    public typealias KolodaError = KolodaEngine.KolodaError
    /// An event of the deck with its time (``KolodaView/eventHandler``).
    public typealias TimedDeckEvent = KolodaEngine.TimedDeckEvent
    /// What happened in the deck.
    public typealias DeckEvent = KolodaEngine.DeckEvent
    /// An operation the deck performed with its time (``KolodaView/actionHandler``).
    public typealias TimedDeckAction = KolodaEngine.TimedDeckAction
    /// What a photo card's decode needs and keeps (``KolodaView/photoRequests``).
    public typealias PhotoRequests = KolodaHost.PhotoRequests
#endif
