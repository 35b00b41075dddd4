// SPDX-License-Identifier: MIT

/// A Tinder-style deck of cards: its state, its animations and its events, with no UI toolkit.
///
/// The deck is a state machine driven by plain values. A host (a GTK widget, a UIKit view, a
/// test) tells it the time with ``advance(to:)``, forwards pointer input (``beginDrag(at:stamp:)``,
/// ``moveDrag(to:stamp:)``, ``endDrag(at:velocity:stamp:)``, ``tap(at:)``) and calls Koloda's operations
/// (``KolodaOperations/swipe(_:force:)``, ``KolodaOperations/revertAction(direction:)``,
/// ``KolodaOperations/reloadData()``, …). It draws whatever
/// ``render(into:)`` describes and keeps one view per ``CardID`` in it.
///
/// The deck never reads a clock: every operation happens at the time of the last ``advance(to:)``.
/// Every animation is a closed-form function of time, so the result does not depend on how often
/// the host advances. <doc:DeckModel> describes the rules it keeps.
///
/// ```swift
/// let deck = KolodaDeck(bounds: Size(width: 300, height: 400))
/// deck.delegate = self
/// deck.dataSource = self          // loads the cards and plays the appear animation
/// try deck.advance(to: 0.5)
/// deck.swipe(.right)
/// let model = deck.renderModel    // every card, back to front
/// ```
public final class KolodaDeck: KolodaSender {
    // Where things are:
    // - every operation is a `DeckAction`; `perform(_:)` (KolodaDeck+Perform.swift) checks it and
    //   carries it out in the function named after its case (`performSwipe`, `performRevert`, …);
    //   Koloda's named methods (KolodaDeck+Operations.swift) wrap it;
    // - time, and the events that fall due with it: KolodaDeck+Time.swift;
    // - the data source, the delegate and the delivery of events: KolodaDeck+Delegate.swift;
    // - what the host draws: KolodaDeck+Render.swift, which `CardStack` draws;
    // - the rules each piece of state keeps, in its own type: `DeckCursor` (index, count,
    //   history), `CardStack` (the slots, the cards on screen and where each one is at a
    //   time), `Pointer` (the drag and its velocity), `Prefetcher` (the cards the data source
    //   loads ahead), `EventDispatch` (events waiting and re-entrancy), `FlyOff` (how a swiped
    //   card leaves), `Motion` (every animation).

    /// Supplies the number of cards; held weakly. Setting it loads the deck from index 0 with
    /// the appear animation, as Koloda does, or from a state restored before it was set
    /// (``KolodaOperations/restoreDeckState(_:)``), without the appear animation.
    public var dataSource: (any KolodaDataSource<KolodaDeck>)? {
        get { (binding as? Binding<KolodaDeck>)?.dataSource }
        set { connect(to: self, dataSource: newValue, delegate: delegate, reload: true) }
    }

    /// Decides what may happen to each card and hears what did; held weakly.
    public var delegate: (any KolodaDelegate<KolodaDeck>)? {
        get { (binding as? Binding<KolodaDeck>)?.delegate }
        set { connect(to: self, dataSource: dataSource, delegate: newValue, reload: false) }
    }

    /// Receives every event, in delegate order, with its time; called after the delegate.
    public var eventHandler: ((TimedDeckEvent) -> Void)?

    /// Receives every action the deck performs, with its time, once it has taken effect and
    /// before the delegate hears of it: the input the deck saw, in the order it saw it. Refused actions are not reported; an action deferred while
    /// the delegate answered a question is reported when it runs. A scenario of these actions at
    /// their times replays the same events (see "Recording a session" in the scenario format).
    public var actionHandler: ((TimedDeckAction) -> Void)?

    /// The deck's configuration. Set it with ``KolodaOperations/setOptions(_:)``, which validates it.
    public internal(set) var options: DeckOptions

    /// Whether the deck reduces its motion: swipes, resets, reverts, re-layouts and the appear
    /// animation then finish at once, with the same events. It is the user's setting, not the
    /// app's design, so it is no option: a host sets it from the platform's reduced-motion setting
    /// (or the app's choice), and a scenario from its `reduceMotion` key. Default false; a change
    /// applies to the animations that start after it.
    public var reducesMotion = false

    /// Whether a swipe shows the next card at once, as a photo culling tool does: the cards behind
    /// take their new slots in the same frame (they fade in and out at once too), an undone card
    /// is back on top at once, and a swiped card flies off beneath the stack rather than over it,
    /// so that it never covers the card now on top. Like ``reducesMotion`` it is the host's
    /// setting (an app's choice of pace), not an option; with ``reducesMotion`` the swiped card
    /// is gone at once as well. A drag let go short of the threshold still springs back. Default
    /// false; a change applies to the animations that start after it and to how the cards still
    /// flying off are drawn.
    public var showsNextCardAtOnce = false

    /// When the deck's events come, what it refuses while cards move, and how its programmatic
    /// animations run (``TimingModel``): the host's choice, not an option. Default
    /// ``TimingModel/engine``; a change applies from the next operation.
    public var timingModel: TimingModel = .engine {
        didSet { stack.followsCurves = timingModel.isKoloda }
    }

    /// The time between the frames of the host's display, in seconds: under
    /// ``TimingModel/koloda(screen:)`` pop checks at each frame whether a card springing back has
    /// settled, and the deck checks at frames this far apart. Default 1/60 s; a value that is not
    /// finite and positive is ignored. The UIKit view sets it from its display link.
    public var displayFrameDuration: Double {
        get { frameDuration }
        set { if newValue.isFinite, newValue > 0 { frameDuration = newValue } }
    }
    private var frameDuration = 1.0 / 60

    /// Whether Koloda's animation semaphore is held now, under ``TimingModel/koloda(screen:)``: a
    /// swipe, a revert and the appear animation are refused (Koloda's `isAnimating`). Always false
    /// under the engine's model.
    public var isAnimationSemaphoreHeld: Bool { timingModel.isKoloda && time < semaphoreRelease }
    /// When Koloda's animation semaphore is released: the latest end of what holds it.
    var semaphoreRelease = -Double.infinity
    /// Under Koloda's model, the card let go short of a swipe and until when it is still held:
    /// until its reset spring has settled as pop's does, `swipe(_:)` does nothing while it is on
    /// top (DCV:406-410, KV:630). A reload's new card views are not held.
    var kolodaHeldCard: (id: CardID, until: Double)?
    /// Koloda's animation completions still to run, under its model, in the order they began.
    var kolodaCompletions: [KolodaCompletion] = []
    /// How long the appear animation that started at ``appearStart`` waits before it shows
    /// anything: the drag speed's duration under Koloda's model, else 0.
    var appearDelay = 0.0
    /// Under Koloda's model, the appear animation's scale the slots were last laid out at: Koloda
    /// measures its cards from its own frame, which the animation shrinks, and lays them out
    /// from the full frame again when it ends (KV:203-219, 303-309). Nil when they fit the bounds.
    var kolodaLayoutScale: Double?

    /// The deck's size, in points. Set it with ``resize(to:)``.
    public internal(set) var bounds: Size

    /// The current deck time, in seconds: the last time given to ``advance(to:)``.
    public internal(set) var time: Double = 0

    /// The index, the count and the history.
    var cursor = DeckCursor()
    /// The slots and every card that holds a view.
    var stack = CardStack()
    /// The pointer's hold on the top card.
    var pointer = Pointer()
    /// The cards the data source was asked to prefetch.
    var prefetcher = Prefetcher()
    /// When the appear animation started, while it may still be playing.
    var appearStart: Double?
    /// Whether the appear animation plays now: the deck takes no drag and no tap until it ends, as
    /// Koloda turned off its user interaction until then. The app's own calls work either way.
    public var isAppearing: Bool {
        guard let appearEnd else { return false }
        return time < appearEnd
    }
    /// When the appear animation that started at ``appearStart`` ends, if it takes any time.
    var appearEnd: Double? {
        guard let appearStart, options.appearanceAnimationDuration > 0 || appearDelay > 0 else { return nil }
        return appearStart + appearDelay + options.appearanceAnimationDuration
    }
    /// The data source and the delegate, with the sender they are told about.
    var binding: any DeckBinding = Binding<KolodaDeck>.unbound
    /// A state restored before there was a data source: the first load starts there.
    var stateForFirstLoad: DeckState?
    /// Events waiting to be delivered, and actions performed from inside delegate questions.
    var dispatch = EventDispatch()
    /// How the next insertion goes, set by
    /// ``insertCardAtIndexRange(_:animated:behindCurrentCard:keepingCardsShown:)`` for the
    /// insertion it performs, which clears it.
    var nextInsertion = InsertionStyle()

    #if DEBUG
        /// Hears the broken rules when a debug build's invariant check fails after an operation or
        /// an ``advance(to:)``; traps unless a test replaces it to report the failure itself.
        package var invariantFailureHandler: ([String]) -> Void = { problems in
            preconditionFailure("KolodaDeck invariants broken: \(problems.joined(separator: "; "))")
        }
        /// Operations' worth of checking saved up; see `checkInvariants()`.
        var invariantCheckCredit = Int.max / 2
    #endif

    /// Creates an empty deck; it loads its cards when it is given a data source.
    ///
    /// - Parameters:
    ///   - options: The configuration.
    ///   - bounds: The deck's size, finite and not negative.
    /// - Throws: ``KolodaError`` naming the invalid option or size.
    public init(options: DeckOptions = DeckOptions(), bounds: Size = .zero) throws(KolodaError) {
        try options.validate()
        guard bounds.isValidBounds else {
            throw .invalidValue(operation: "init", description: "bounds \(bounds) must be finite and not negative")
        }
        self.options = options
        self.bounds = bounds
        layOutSlots()
    }

    /// The index of the top card; equal to ``countOfCards`` when the deck has run out.
    public var currentCardIndex: Int { cursor.index }

    /// The number of cards, as last read from the data source.
    public var countOfCards: Int { cursor.count }

    /// How many swipes ``KolodaOperations/revertAction(direction:)`` can undo.
    public var historyCount: Int { cursor.historyCount }

    /// Whether ``KolodaOperations/revertAction(direction:)`` would bring a card back once no card
    /// is dragged: a swipe is in the history, or a deck that does not loop is past its first card.
    /// What an Undo button's sensitivity follows.
    public var canRevert: Bool { cursor.canUndo(isLoop: options.isLoop) }

    /// The number of cards showing in the stack now (at most ``DeckOptions/countOfVisibleCards``).
    public var countOfVisibleCardsShown: Int { stack.cards.count }

    /// The index of the card on top of the stack now, or `nil` when no card shows: what a host
    /// names to assistive technology.
    public var topCardIndex: Int? { stack.top?.index }

    /// Whether every card has been swiped (never true for a looping deck with cards).
    public var isRunOut: Bool { stack.isEmpty && cursor.isPastEnd(isLoop: options.isLoop) }

    /// Whether the pointer is holding the top card.
    public var isDragging: Bool { pointer.isDragging }

    /// Whether anything will still change, or an event still fire, without new input: a host
    /// keeps its frame clock running while this is true and may stop it when it is false.
    public var isAnimating: Bool {
        if stack.leaving.hasCards || announcementTime() != nil || pointer.resetEndTime != nil { return true }
        // Under Koloda's model the semaphore is released at a time, which the host's clock must
        // reach for `isAnimationSemaphoreHeld` to read false.
        if isAppearing || !kolodaCompletions.isEmpty || isAnimationSemaphoreHeld { return true }
        return stack.cards.contains { $0.motion.map { !$0.isFinished(at: time) } ?? false }
    }
}
