// SPDX-License-Identifier: MIT

import KolodaEngine

/// The deck's controller, the same for every host: it owns the deck, its time and its frames,
/// the card views' lifetime and order, the pointer and keys, the Koloda-named settings, the
/// diagnostics and what assistive technology is told. A host (the GTK `KolodaView`, the UIKit
/// `KolodaView`, a test's headless host) adapts its toolkit to ``DeckHost`` and forwards its
/// input; the controller calls it back with views to make, arrange, update and lay out.
///
/// Every operation goes through ``operate(_:)``: the deck is brought to the present on the frame
/// source's clock, the operation runs, and the views show the result. While anything moves the
/// controller asks its ``FrameSource`` for frames and stops them when the deck is at rest.
@MainActor
public final class DeckController<Host: DeckHost> {
    /// The deck.
    public let deck: KolodaDeck
    /// The host whose views show the deck; held weakly (the host owns the controller).
    public weak var host: Host?
    /// The clock and the frames.
    public let frames: any FrameSource
    /// The platform's names of the deck's keys, for what assistive technology is told.
    public let keyboard: KeyboardConventions
    /// Whether, while frames run, an operation's result is shown at the next frame rather than at
    /// once, and how many of the cards leaving the deck hold views at most (the newest, drawn in
    /// front of the others): a burst of operations between two frames (an app's thousand
    /// `swipe()` calls) then makes views only for the cards the frame shows. `nil` (the default)
    /// shows each operation at once and every leaving card, as Koloda does; a host whose frames
    /// come from its toolkit's clock sets it.
    public var burstViewLimit: Int?

    /// The words assistive technology is told, in the user's language: English unless the host
    /// gives its translations.
    public var words = DeckWords.english {
        didSet { invalidateAccessibility() }
    }
    /// The frame source's time at the controller's time 0.
    private let origin: Double
    /// The deck as last shown.
    public internal(set) var model = RenderModel()
    /// The view of each card that holds one.
    public internal(set) var cardViews: [CardID: Host.CardView] = [:]
    /// The cards in the order their views were last arranged.
    var arrangedOrder: [CardID] = []
    /// What assistive technology was last told, and what it was made from.
    var accessibility: (state: AccessibilityState, text: DeckAccessibilityText)?
    /// Whether frames were asked for and not yet stopped.
    public private(set) var isRunningFrames = false
    /// Whether the host has gone: the controller then does nothing more with it.
    public private(set) var isDisposed = false
    /// The press, drag and release in progress.
    var pointer: PointerSequence?
    /// How far a touchpad scroll in progress moved the fingers' point from the press, or nil.
    var touchpad: Vector?
    /// What tools attached to the host hear.
    var observers = DeckObservers()
    /// Whether the card views are being made to match the deck now (see `synchronizeCards`).
    var isSynchronizing = false
    /// Whether an operation called while the views were being matched, or while the deck asked a
    /// question, wants them matched again.
    var needsRefresh = false

    /// The app's choice of reduced motion: `nil` (the default) follows ``platformReducesMotion``.
    public var reduceMotion: Bool? {
        didSet { followReduceMotion() }
    }

    /// The platform's reduced-motion setting (GTK's `gtk-enable-animations` off, UIKit's Reduce
    /// Motion); the host keeps it up to date.
    public var platformReducesMotion: Bool {
        didSet { followReduceMotion() }
    }

    /// Whether the deck reduces its motion now: the app's choice, else the platform's.
    public var reducesMotion: Bool { reduceMotion ?? platformReducesMotion }

    /// Whether a swipe shows the next card at once, the swiped card flying off beneath the stack
    /// (`KolodaDeck.showsNextCardAtOnce` in KolodaEngine): an app's choice of pace, as a photo
    /// culling tool's.
    public var showsNextCardAtOnce: Bool {
        get { deck.showsNextCardAtOnce }
        set {
            guard newValue != deck.showsNextCardAtOnce else { return }
            operate { deck.showsNextCardAtOnce = newValue }
        }
    }

    /// Receives every event of the deck, in delegate order, with its time on the controller's
    /// clock; called after the delegate.
    public var eventHandler: (@MainActor (TimedDeckEvent) -> Void)? {
        didSet { connectEvents() }
    }

    /// Receives every action the deck performs, with its time, once it has taken effect.
    public var actionHandler: (@MainActor (TimedDeckAction) -> Void)? {
        didSet { connectActions() }
    }

    /// Called whenever the deck has come to rest: every animation finished and every event fired.
    public var onSettled: (@MainActor () -> Void)?

    /// A controller for `host`'s deck.
    ///
    /// - Parameters:
    ///   - host: The host; it may be set later (a UIKit view makes its controller before it exists).
    ///   - options: The deck's configuration.
    ///   - frames: The clock and the frames; the controller's time 0 is its `now` at this call.
    ///   - keyboard: The platform's names of the deck's keys.
    ///   - platformReducesMotion: The platform's reduced-motion setting now.
    /// - Throws: `KolodaError` for invalid options.
    public init(
        host: Host? = nil, options: DeckOptions = DeckOptions(), frames: any FrameSource, keyboard: KeyboardConventions,
        platformReducesMotion: Bool
    ) throws(KolodaError) {
        deck = try KolodaDeck(options: options)
        self.host = host
        self.frames = frames
        self.keyboard = keyboard
        self.platformReducesMotion = platformReducesMotion
        origin = frames.now
        deck.reducesMotion = platformReducesMotion
    }

    // MARK: Time

    /// Seconds on the controller's clock now: the time base of events and actions.
    public func now() -> Double { max(frames.now - origin, deck.time) }

    /// Brings the deck to the present, runs `operation`, then shows its result.
    @discardableResult
    public func operate<Result, Failure: Error>(_ operation: () throws(Failure) -> Result) throws(Failure) -> Result {
        try? deck.advance(to: now())
        let result = try operation()
        refresh()
        return result
    }

    /// Applies an action at the present time and shows its result, as a host's view performs it:
    /// its size is the view's, so `DeckAction/resize(to:)` is refused.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - sizeSource: What the host takes its size from, for the refusal: "its bounds".
    /// - Returns: Whether the action took effect.
    /// - Throws: `KolodaError` for invalid input; nothing changes.
    @discardableResult
    public func perform(_ action: DeckAction, sizeSource: String) throws(KolodaError) -> Bool {
        if case .resize = action {
            throw .invalidValue(operation: action.name, description: "a KolodaView takes its size from \(sizeSource)")
        }
        return try operate { () throws(KolodaError) in try deck.perform(action) }
    }

    /// The host's size changed: the deck lays its slots out anew.
    public func resize(to size: Size) {
        guard size != deck.bounds else { return }
        try? deck.resize(to: size)
        deck.render(into: &model)
    }

    /// Shows the deck's present state and asks for frames while anything moves.
    ///
    /// Called from inside one of the deck's callbacks while the views are being made to match
    /// the deck, or while the deck asks a question, it only marks them for matching again: the
    /// controller's work that is under way shows the result before it returns.
    public func refresh() {
        guard !isDisposed else { return }
        guard !isSynchronizing, !deck.isAskingQuestion else {
            needsRefresh = true
            return
        }
        // The next frame, already asked for, shows it (and its followers in the same burst).
        if burstViewLimit != nil, isRunningFrames {
            needsRefresh = true
            return
        }
        synchronizeCards()
        if deck.isAnimating || deck.isDragging || deck.hasPendingWork {
            startFrames()
        } else {
            stopFrames()
            settled()
        }
    }

    /// One frame: the deck advances to the frame's time and the views show it. Returns whether
    /// to go on.
    private func frame(at time: Double) -> Bool {
        guard !isDisposed else { return false }
        // A frame delivered from inside the controller's own work (a test's clock run from a
        // callback) waits for the next one.
        guard !isSynchronizing, !deck.isAskingQuestion else { return true }
        try? deck.advance(to: max(time - origin, deck.time))
        synchronizeCards()
        if deck.isAnimating || deck.isDragging || deck.hasPendingWork { return true }
        isRunningFrames = false
        settled()
        return false
    }

    private func startFrames() {
        guard !isRunningFrames else { return }
        isRunningFrames = true
        frames.requestFrames { [weak self] time in self?.frame(at: time) ?? false }
    }

    private func stopFrames() {
        guard isRunningFrames else { return }
        isRunningFrames = false
        frames.cancelFrames()
    }

    /// The host cannot show frames now (a view that left its window): frames stop until the next
    /// ``refresh()`` or operation, which ask for them again while the deck moves.
    public func suspendFrames() {
        stopFrames()
    }

    /// The host is going away: frames stop, every card view is removed, and nothing more is
    /// asked of the host.
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        stopFrames()
        let views = cardViews.values
        cardViews.removeAll()
        arrangedOrder.removeAll()
        for view in views { host?.removeCardView(view) }
    }

    // MARK: Reduced motion, diagnostics, observers

    private func followReduceMotion() {
        guard reducesMotion != deck.reducesMotion else { return }
        operate { deck.reducesMotion = reducesMotion }
    }

    /// Tells the delegate and ``eventHandler`` of a problem the host found (a photo that cannot
    /// be shown, a value it refused), as the deck tells its own.
    public func report(_ message: String) {
        try? deck.advance(to: now())
        deck.reportHostDiagnostic(message)
    }

    /// Lets a tool attached to the host hear every action the deck performs, every time it comes
    /// to rest and every event, beside ``actionHandler``, ``onSettled`` and ``eventHandler``,
    /// which it leaves to the app.
    ///
    /// - Parameters:
    ///   - actions: Called after ``actionHandler`` for each action.
    ///   - settled: Called after ``onSettled``.
    ///   - events: Called after ``eventHandler`` for each event (after the delegate heard it).
    /// - Returns: The observation; keep it as long as the tool listens.
    public func observe(
        actions: (@MainActor (TimedDeckAction) -> Void)?, settled: (@MainActor () -> Void)?,
        events: (@MainActor (TimedDeckEvent) -> Void)? = nil
    ) -> DeckObservation {
        let observation = DeckObservation(actions: actions, settled: settled, events: events) { [weak self] observation in
            self?.observers.remove(observation)
            self?.connectActions()
            self?.connectEvents()
        }
        observers.add(observation)
        connectActions()
        connectEvents()
        return observation
    }

    /// Hands the deck's events to ``eventHandler`` and the observers while anyone listens.
    private func connectEvents() {
        deck.eventHandler =
            eventHandler == nil && !observers.hearsEvents
            ? nil
            : { [weak self] event in
                MainActor.assumeIsolated {
                    self?.eventHandler?(event)
                    self?.observers.tell(event)
                }
            }
    }

    /// Hands the deck's actions to ``actionHandler`` and the observers while anyone listens.
    private func connectActions() {
        deck.actionHandler =
            actionHandler == nil && !observers.hearsActions
            ? nil
            : { [weak self] action in
                MainActor.assumeIsolated {
                    self?.actionHandler?(action)
                    self?.observers.tell(action)
                }
            }
    }

    /// The deck has come to rest: the app, then the observers.
    private func settled() {
        onSettled?()
        observers.tellSettled()
    }
}
