// SPDX-License-Identifier: MIT

import KolodaEngine

/// A toolkit's view of the deck: the face of a ``DeckController``, with photo cards. The GTK and
/// UIKit `KolodaView`s adopt it, and what they offer alike (the deck's state, the event and action
/// handlers, reduced motion, the photo cache) is written once, as its members.
///
/// Its isolation is `@preconcurrency`, as UIKit's views' is to Swift 5 code: Swift 5 code that
/// reads a view's state outside the main actor compiles as it did with Koloda's view, and Swift 6
/// code has it checked.
@preconcurrency @MainActor
public protocol DeckHostView: AnyObject {
    /// Where the view's photo cards come from.
    associatedtype Photo: PhotoSource
    /// A decoded photo, as the toolkit draws it.
    associatedtype Image

    /// The deck's controller, which the view is a face of: its deck, its time, its handlers.
    var deckController: any DeckControlling { get }

    /// The photos of the view's photo cards, decoded and cached.
    var photoRequests: PhotoRequests<Photo, Image> { get }
}

/// What a ``DeckController`` offers whatever its host: the deck, its time, its handlers and
/// reduced motion.
@MainActor
public protocol DeckControlling: AnyObject {
    /// The deck.
    var deck: KolodaDeck { get }
    /// Seconds on the controller's clock now.
    func now() -> Double
    /// Receives every event of the deck, with its time; called after the delegate.
    var eventHandler: (@MainActor (TimedDeckEvent) -> Void)? { get set }
    /// Receives every action the deck performs, with its time.
    var actionHandler: (@MainActor (TimedDeckAction) -> Void)? { get set }
    /// The app's choice of reduced motion, or `nil` for the platform's.
    var reduceMotion: Bool? { get set }
    /// Whether the deck reduces its motion now.
    var reducesMotion: Bool { get }
    /// Whether a swipe shows the next card at once, the swiped card flying off beneath the stack.
    var showsNextCardAtOnce: Bool { get set }
    /// How many cards show at once, clamped to what a deck shows.
    var countOfVisibleCards: Int { get set }
    /// An option, as the deck uses it; a new value goes through `setOptions`, and a refused one
    /// reaches the delegate's diagnostics.
    subscript<Value>(option option: WritableKeyPath<DeckOptions, Value>) -> Value { get set }
}

extension DeckController: DeckControlling {}

extension DeckHostView {
    /// The index of the top card; equal to ``countOfCards`` when the deck has run out.
    public var currentCardIndex: Int { deckController.deck.currentCardIndex }

    /// The number of cards, as last read from the data source.
    public var countOfCards: Int { deckController.deck.countOfCards }

    /// Whether anything on the deck is moving or held by the user.
    public var isAnimating: Bool { deckController.deck.isAnimating || deckController.deck.isDragging }

    /// How many cards show at once (Koloda's `countOfVisibleCards`, default 3); values outside
    /// 0...`DeckOptions.maximumVisibleCards` are clamped.
    public var countOfVisibleCards: Int {
        get { deckController.countOfVisibleCards }
        set { deckController.countOfVisibleCards = newValue }
    }

    /// Whether the deck starts again from the first card after the last. Default false.
    public var isLoop: Bool {
        get { deckController[option: \.isLoop] }
        set { deckController[option: \.isLoop] = newValue }
    }

    /// What the deck has announced, to save: the current index, the count and every swipe not
    /// undone (a swipe or an undo in flight counts as done). Restore it with
    /// `restoreDeckState(_:)` before setting the data source, and the first card the deck shows
    /// and asks a view for is the saved one.
    public var deckState: DeckState { deckController.deck.deckState }

    /// Seconds on the view's clock now: the time base of ``eventHandler`` and ``actionHandler``.
    public var clock: Double { deckController.now() }

    /// Receives every event of the deck, in delegate order, with its time on the view's clock;
    /// called after the delegate. One value per event (`DeckEvent`), for an app that would rather
    /// handle a stream than implement the delegate.
    public var eventHandler: (@MainActor (TimedDeckEvent) -> Void)? {
        get { deckController.eventHandler }
        set { deckController.eventHandler = newValue }
    }

    /// Receives every action the deck performs, with its time on the view's clock, once it has
    /// taken effect: the pointer, keys and calls as the engine saw them, in deck coordinates. A
    /// `SessionRecording` of these replays in `koloda simulate` with the same events.
    public var actionHandler: (@MainActor (TimedDeckAction) -> Void)? {
        get { deckController.actionHandler }
        set { deckController.actionHandler = newValue }
    }

    /// Whether the deck reduces its motion: `nil` (the default) follows the platform's setting
    /// (the desktop's `gtk-enable-animations`, the system's Reduce Motion), live; `true` or
    /// `false` decides for the app, as an in-app setting or a playground would. The user's
    /// setting, not the design's: no deck option carries it.
    public var reduceMotion: Bool? {
        get { deckController.reduceMotion }
        set { deckController.reduceMotion = newValue }
    }

    /// Whether the deck reduces its motion now: the app's choice, else the platform's.
    public var reducesMotion: Bool { deckController.reducesMotion }

    /// Whether a swipe shows the next card at once, as a photo culling tool does: the cards behind
    /// are in their new places in the swipe's frame, an undone card is back at once, and the
    /// swiped card flies off beneath the stack, never covering the card now on top. An app's
    /// choice of pace (off by default); with reduced motion the swiped card is gone at once too.
    public var showsNextCardAtOnce: Bool {
        get { deckController.showsNextCardAtOnce }
        set { deckController.showsNextCardAtOnce = newValue }
    }

    /// Starts decoding photos that cards will soon show: call it from the data source's
    /// `koloda(_:prefetchCardsAt:)`, with the photos of those cards and the fit their cards will
    /// show them with (a card that contains its photo needs fewer pixels than one that covers).
    public func prefetchPhotos(_ photos: [Photo], fit: PhotoFit = .cover) {
        for photo in photos { photoRequests.prefetch(photo, fit: fit) }
    }

    /// Stops decoding photos the deck no longer expects, unless a card waits for them: call it
    /// from `koloda(_:cancelPrefetchingCardsAt:)`. A card that asks for one later decodes it anew.
    public func cancelPrefetchingPhotos(_ photos: [Photo]) {
        for photo in photos { photoRequests.cancelPrefetch(photo) }
    }

    /// Forgets what the view knows of photos, decoded or broken: their files were replaced, or
    /// are back (a photo brought back from the Trash, which showed as broken while it was gone).
    /// Reload their cards to show them again; a card waiting for one gets it anew.
    public func forgetPhotos(_ photos: [Photo]) {
        for photo in photos { photoRequests.forget(photo) }
    }

    /// The most bytes of decoded photos the view keeps, the least recently used forgotten first;
    /// at least 0. Default 96 MiB: some thirty photos the size of a phone's screen. Lowering it
    /// forgets photos at once.
    public var photoCacheLimit: Int {
        get { photoRequests.limit }
        set { photoRequests.limit = newValue }
    }

    /// The bytes of decoded photos the view keeps now; at most ``photoCacheLimit``.
    public var photoCacheBytes: Int { photoRequests.cacheBytes }

    /// Whether the photo is decoded at the size the cards are shown now, and kept: a photo card
    /// of it shows it at once.
    public func isPhotoDecoded(_ photo: Photo) -> Bool { photoRequests.isDecoded(photo) }
}
