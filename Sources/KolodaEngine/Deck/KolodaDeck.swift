// SPDX-License-Identifier: MIT

/// A Tinder-style deck of cards: its state, its animations and its events, with no UI toolkit.
///
/// The deck is a state machine driven by plain values. A host (a GTK widget, a UIKit view, a
/// test) tells it the time with ``advance(to:)``, forwards pointer input (``beginDrag(at:)``,
/// ``moveDrag(to:)``, ``endDrag(at:velocity:)``, ``tap(at:)``) and calls Koloda's operations
/// (``swipe(_:force:)``, ``revertAction(direction:)``, ``reloadData()``, …). It draws whatever
/// ``render(into:)`` describes and keeps one view per ``CardID`` in it.
///
/// The deck never reads a clock: every operation happens at the time of the last ``advance(to:)``.
/// Every animation is a closed-form function of time, so the result does not depend on how often
/// the host advances.
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
    /// Supplies the number of cards; held weakly. Setting it loads the deck from index 0 with
    /// the appear animation, as Koloda does.
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

    /// The deck's configuration. Set it with ``setOptions(_:)``, which validates it.
    public internal(set) var options: DeckOptions

    /// The deck's size, in points. Set it with ``resize(to:)``.
    public internal(set) var bounds: Size

    /// The current deck time, in seconds: the last time given to ``advance(to:)``.
    public internal(set) var time: Double = 0

    /// The index of the top card; equal to ``countOfCards`` when the deck has run out.
    public internal(set) var currentCardIndex = 0

    /// The number of cards, as last read from the data source.
    public internal(set) var countOfCards = 0

    var visible: [VisibleCard] = []
    var leaving = LeavingCards()
    var gesture = Gesture.idle
    var history = History()
    var velocityTracker = VelocityTracker()
    var slotPoses: [Pose] = []
    var contentSize = Size.zero
    var appearStart: Double?
    var nextCardID: UInt64 = 0
    var countMismatchReported = false

    var binding: any DeckBinding = Binding<KolodaDeck>.unbound
    var dispatch = EventDispatch()

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
        updateSlots()
    }

    /// The number of cards showing in the stack now (at most ``DeckOptions/countOfVisibleCards``).
    public var countOfVisibleCardsShown: Int { visible.count }

    /// Whether every card has been swiped (never true for a looping deck with cards).
    public var isRunOut: Bool { visible.isEmpty && currentIndexIsPastEnd }

    /// Whether the pointer is holding the top card.
    public var isDragging: Bool { gesture.isDragging }

    /// Whether anything will still change, or an event still fire, without new input: a host
    /// keeps its frame clock running while this is true and may stop it when it is false.
    public var isAnimating: Bool {
        if leaving.hasCards || announcementTime() != nil { return true }
        if case .resetting = gesture { return true }
        if let start = appearStart, time < start + options.appearanceAnimationDuration { return true }
        return visible.contains { $0.motion.map { !$0.isFinished(at: time) } ?? false }
    }

    /// How many swipes ``revertAction(direction:)`` can undo.
    public var historyCount: Int { history.count }

    var currentIndexIsPastEnd: Bool { !options.isLoop && currentCardIndex >= countOfCards }

    // MARK: Time

    /// Moves the deck's clock forward to `time`, completing every animation and firing every
    /// event that falls due on the way, each at its own exact time.
    ///
    /// - Parameter time: Seconds; finite and not before ``time``.
    /// - Throws: ``KolodaError`` when `time` is not finite or goes backwards; nothing changes.
    /// - Complexity: O(v + l) in the visible and leaving cards, independent of the deck's size.
    public func advance(to time: Double) throws(KolodaError) {
        guard time.isFinite else {
            throw .invalidValue(operation: "advance", description: "time \(time) is not finite")
        }
        guard time >= self.time else { throw .timeWentBackwards(requested: time, current: self.time) }
        while let due = nextTimer(notAfter: time) {
            self.time = due
            fireTimers(at: due)
            finishOperation()
        }
        self.time = time
        removeFinishedAnimations()
        finishOperation()
    }

    /// The earliest timer due by `limit`, never before the current time.
    private func nextTimer(notAfter limit: Double) -> Double? {
        var earliest = Double.infinity
        if case .resetting(let reset) = gesture { earliest = min(earliest, reset.endTime) }
        if let due = announcementTime() { earliest = min(earliest, due) }
        return earliest <= limit ? max(earliest, time) : nil
    }

    /// When the top card comes to rest and fires its announcement: when its motion ends, or when
    /// the reset of a released card settles; nil while it is held or has nothing to announce.
    func announcementTime() -> Double? {
        guard let top = visible.first, top.announcement != nil else { return nil }
        let due = top.motion?.endTime ?? time
        switch gesture {
        case .dragging(let drag) where drag.grip.cardID == top.id: return nil
        case .resetting(let reset) where reset.grip.cardID == top.id: return max(due, reset.endTime)
        default: return due
        }
    }

    /// Fires, in a fixed order, every timer due at `time`: a settled reset, then the top card's
    /// announcement (`didRewind` for a card back from an undo, then `didShow`).
    func fireTimers(at time: Double) {
        if case .resetting(let reset) = gesture, reset.endTime <= time {
            gesture = .idle
            if reset.announcesEnd { emit(.didReset) }
        }
        if let due = announcementTime(), due <= time, let announcement = visible[0].announcement {
            visible[0].announcement = nil
            if announcement == .rewind { emit(.didRewind(index: visible[0].index)) }
            emit(.didShow(index: visible[0].index))
        }
    }

    private func removeFinishedAnimations() {
        leaving.dropFinished(at: time)
        for position in visible.indices {
            if let motion = visible[position].motion, motion.isFinished(at: time) {
                visible[position].motion = nil
            }
        }
    }

    // MARK: Events

    func emit(_ event: DeckEvent) {
        dispatch.queue.append(TimedDeckEvent(time: time, event: event))
    }

    /// Completes a public operation: fires timers already due, runs operations deferred from
    /// delegate questions, then delivers queued events. Operations that delegate callbacks call
    /// run at once on a fully updated deck and queue their events behind the current one.
    func finishOperation() {
        guard dispatch.questionDepth == 0 else { return }
        runDueWork()
        checkInvariants()
        guard !dispatch.isDelivering else { return }
        dispatch.isDelivering = true
        defer { dispatch.isDelivering = false }
        while dispatch.head < dispatch.queue.count {
            let event = dispatch.queue[dispatch.head]
            dispatch.head += 1
            deliver(event)
            runDueWork()
        }
        dispatch.queue.removeAll(keepingCapacity: true)
        dispatch.head = 0
    }

    /// Fires timers already due and runs actions deferred from delegate questions.
    private func runDueWork() {
        if nextTimer(notAfter: time) != nil { fireTimers(at: time) }
        while !dispatch.deferred.isEmpty {
            _ = try? perform(dispatch.deferred.removeFirst())
        }
    }

    private func deliver(_ timed: TimedDeckEvent) {
        binding.deliver(timed.event)
        eventHandler?(timed)
    }

    // MARK: Data source and delegate

    /// Connects the data source and the delegate that the deck asks and tells, with the object
    /// they are told about: the deck itself (what ``dataSource`` and ``delegate`` do), or a
    /// host's view of the deck, so that the host's users implement the same protocols with the
    /// view as the sender. Both are held weakly. A new data source loads the deck from index 0
    /// with the appear animation, as Koloda does.
    ///
    /// - Parameters:
    ///   - sender: What the calls name as `koloda`; held weakly.
    ///   - dataSource: Supplies the count and the fly-off speed.
    ///   - delegate: Answers the questions and hears the events.
    ///   - reload: Load the deck again even if the data source is the one it had (setting a
    ///     data source property does that, as in Koloda).
    public func connect<Sender: KolodaSender>(
        to sender: Sender, dataSource: (any KolodaDataSource<Sender>)?, delegate: (any KolodaDelegate<Sender>)?, reload: Bool
    ) {
        let previousSource = binding.dataSourceIdentity
        binding = Binding(sender: sender, dataSource: dataSource, delegate: delegate)
        updateSlots()
        if reload || binding.dataSourceIdentity != previousSource { resetCurrentCardIndex() }
    }

    /// Asks the delegate or the data source a question; deck operations it calls are deferred.
    func ask<Answer>(_ question: () -> Answer) -> Answer {
        dispatch.questionDepth += 1
        defer { dispatch.questionDepth -= 1 }
        return question()
    }

    func allowedDirections(for index: Int) -> [SwipeResultDirection] {
        ask { binding.allowedDirections(for: index) } ?? SwipeResultDirection.defaultAllowed
    }

    func shouldSwipe(_ index: Int, _ direction: SwipeResultDirection) -> Bool {
        ask { binding.shouldSwipe(index, direction) } ?? true
    }

    func dragSpeed() -> DragSpeed { ask { binding.dragSpeed() } }

    func reportedCount() -> Int { ask { binding.numberOfCards() } }

    /// Reads the data source's count and, if it changed without a reload or an insert/remove,
    /// adopts it, clamps the current index and reports the inconsistency once. Callers rebuild
    /// the window afterwards, which lets go of cards that no longer exist.
    func synchronizeCount() {
        let reported = reportedCount()
        guard reported != countOfCards else { return }
        if !countMismatchReported {
            countMismatchReported = true
            emit(
                .diagnostic(
                    message:
                        "data source count changed from \(countOfCards) to \(reported) without reloadData or an insert/remove; using \(reported)"))
        }
        countOfCards = reported
        clampCurrentIndex()
    }

    func clampCurrentIndex() {
        if options.isLoop {
            currentCardIndex = countOfCards > 0 ? currentCardIndex % countOfCards : 0
        } else {
            currentCardIndex = min(max(currentCardIndex, 0), countOfCards)
        }
    }

    func makeCardID() -> CardID {
        nextCardID += 1
        return CardID(rawValue: nextCardID)
    }
}
