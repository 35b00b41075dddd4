// SPDX-License-Identifier: MIT

// What the behaviour tests drive and read, in plain types: the tests cannot import a module
// named UIKit beside Testing (Swift Testing's cross-import overlay), so this module holds the
// UIKit side. It runs the host as UIKit would: the stand-in's recognizers with the documented
// states, display-link frames at 64 Hz on the stand-in's media clock, layout after each step.
import KolodaEngine
import KolodaScenario
import QuartzCore
import StandInSupport
import UIKit

@testable import Koloda

/// How one card view is placed, read back from UIKit's own properties.
public struct CardPose: Equatable, Sendable, CustomStringConvertible {
    /// The card's index, or `nil` for a removed card fading out.
    public var index: Int?
    /// The view's `center`.
    public var center: Point
    /// The view's `bounds` size.
    public var size: Size
    /// The rotation in the view's `transform`, in radians.
    public var rotation: Double
    /// The scale in the view's `transform`.
    public var scale: Vector
    /// The view's `alpha`.
    public var alpha: Double
    /// The overlay's `overlayState`.
    public var overlayDirection: SwipeResultDirection?
    /// The overlay's progress (its `alpha`).
    public var overlayProgress: Double

    /// The pose in words, for a failing test's message.
    public var description: String {
        "card \(index.map(String.init) ?? "-") centre (\(center.x), \(center.y)) size \(size.width)×\(size.height) rotation \(rotation) scale (\(scale.dx), \(scale.dy)) alpha \(alpha) overlay \(overlayDirection?.rawValue ?? "-") \(overlayProgress)"
    }

    /// Whether `other` is the same pose within `tolerance`.
    public func matches(_ other: CardPose, tolerance: Double = 1e-9) -> Bool {
        index == other.index && overlayDirection == other.overlayDirection
            && [
                center.x - other.center.x, center.y - other.center.y, size.width - other.size.width, size.height - other.size.height,
                rotation - other.rotation, scale.dx - other.scale.dx, scale.dy - other.scale.dy, alpha - other.alpha,
                overlayProgress - other.overlayProgress,
            ].allSatisfy { abs($0) <= tolerance }
    }

    /// The pose the engine's render model gives a card, as the deck's host should show it.
    public init(_ card: RenderedCard, in model: RenderModel, deckSize: Size) {
        let centre = Point(x: deckSize.width / 2, y: deckSize.height / 2)
        index = card.index
        center = Point(x: centre.x + (card.center.x - centre.x) * model.deckScale, y: centre.y + (card.center.y - centre.y) * model.deckScale)
        size = card.size
        rotation = card.rotation
        scale = Vector(dx: card.scale.dx * model.deckScale, dy: card.scale.dy * model.deckScale)
        alpha = card.alpha * model.deckAlpha
        overlayDirection = card.overlay?.direction
        overlayProgress = card.overlay?.progress ?? 0
    }

    @MainActor init(index: Int?, view: DraggableCardView) {
        self.index = index
        center = Point(x: Double(view.center.x), y: Double(view.center.y))
        size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        let t = view.transform
        rotation = atan2(Double(t.b), Double(t.a))
        scale = Vector(dx: (Double(t.a * t.a + t.b * t.b)).squareRoot(), dy: (Double(t.c * t.c + t.d * t.d)).squareRoot())
        alpha = Double(view.alpha)
        overlayDirection = view.overlayView?.overlayState
        overlayProgress = Double(view.overlayView?.alpha ?? 0)
    }
}

/// A Koloda-style data source and delegate: cards are labelled views, every delegate call is
/// written down as Koloda names it.
@MainActor
final class RecordingDeckClient: KolodaViewDataSource, KolodaViewDelegate {
    var count: Int
    var allowed: [SwipeResultDirection] = [.left, .right]
    var appear = false
    var speed = Koloda.DragSpeed.default
    var calls: [String] = []
    /// How many times the delegate was asked the allowed directions.
    var allowedAsked = 0
    var requested: [Int] = []
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    /// Every content view made, weakly: which are still alive.
    var made: [(index: Int, view: Weak)] = []
    final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    init(count: Int) { self.count = count }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> Koloda.DragSpeed { speed }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        requested.append(index)
        questions.append("view \(index)")
        let view = UIImageView(image: UIImage(named: "card-\(index)"))
        made.append((index, Weak(view)))
        return view
    }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { OverlayView(frame: .zero) }
    func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) { prefetched.append(indexes) }
    func koloda(_ koloda: KolodaView, cancelPrefetchingCardsAt indexes: [Int]) { cancelled.append(indexes) }
    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? { "Place \(index)" }

    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        allowedAsked += 1
        return allowed
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        questions.append("shouldAppear")
        return appear
    }
    /// What the delegate answers `shouldDragCardAt`.
    var draggable = true
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        questions.append("shouldDrag \(index)")
        return draggable
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        questions.append("shouldSwipe \(index) \(direction.rawValue)")
        return true
    }
    /// The questions the tests follow, in order, with `didShowCardAt` and `kolodaPanFinished` among
    /// them for their order: "view 3", "shouldSwipe 0 right", "shouldDrag 0", "shouldAppear",
    /// "didShow 0", "panFinished".
    var questions: [String] = []
    /// Every drag percentage the delegate heard, with its direction.
    var dragged: [(percentage: Double, direction: SwipeResultDirection)] = []
    func koloda(_ koloda: KolodaView, draggedCardWithPercentage finishPercentage: CGFloat, in direction: SwipeResultDirection) {
        dragged.append((Double(finishPercentage), direction))
    }
    /// What the delegate answers `kolodaShouldTransparentizeNextCard`; nil for the default.
    var transparentizes: Bool?
    func kolodaShouldTransparentizeNextCard(_ koloda: KolodaView) -> Bool { transparentizes ?? koloda.options.shouldTransparentizeNextCard }
    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        calls.append("didSwipe \(index) \(direction.rawValue)")
        onSwipe?(koloda)
    }
    /// Called after each `didSwipeCardAt`.
    var onSwipe: ((KolodaView) -> Void)?
    /// Called after `kolodaDidRunOutOfCards`.
    var onRunOut: ((KolodaView) -> Void)?
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
        calls.append("didRunOutOfCards")
        onRunOut?(koloda)
    }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { calls.append("didSelect \(index)") }
    func kolodaDidResetCard(_ koloda: KolodaView) { calls.append("didReset") }
    /// Called after each `didShowCardAt`, as an app that refreshes its data when a card shows.
    var onShow: ((KolodaView) -> Void)?
    func koloda(_ koloda: KolodaView, didShowCardAt index: Int) {
        calls.append("didShow \(index)")
        questions.append("didShow \(index)")
        onShow?(koloda)
    }
    func koloda(_ koloda: KolodaView, didRewindTo index: Int) { calls.append("didRewind \(index)") }
    func kolodaPanBegan(_ koloda: KolodaView, card: DraggableCardView) {
        calls.append("panBegan \(koloda.controller.cardViews.first { $0.value === card }.map { _ in "card" } ?? "unknown")")
    }
    func kolodaPanFinished(_ koloda: KolodaView, card: DraggableCardView) {
        questions.append("panFinished")
        calls.append("panFinished \(koloda.controller.cardViews.first { $0.value === card }.map { _ in "card" } ?? "unknown")")
    }
    func koloda(_ koloda: KolodaView, diagnostic message: String) { calls.append("diagnostic \(message)") }
}

/// A ``KolodaView`` in a window, with a recording client, driven as UIKit would drive it.
@MainActor
public final class DeckHarness {
    /// 64 Hz: a power of two, so that the frames' timestamps add up exactly and the view's clock
    /// reads the very times the tests name.
    public static let frameDuration = 1.0 / 64
    let view: KolodaView
    let client: RecordingDeckClient?
    let window: UIWindow
    /// The media time at which the view's clock reads 0.
    private let origin: Double
    /// The view's time now, on its own clock.
    public private(set) var time = 0.0
    /// Every event the view's eventHandler heard, with its time.
    public private(set) var timedEvents: [TimedDeckEvent] = []
    /// Every action the view's deck performed.
    public private(set) var actions: [TimedDeckAction] = []
    /// The view's time at each display-link frame that reached it.
    public private(set) var frameTimes: [Double] = []

    /// A deck of `cards` in a `width` × `height` view, its state restored first when given, then
    /// its data source set; Reduce Motion as given; on Koloda 5.0.1's timing (the view's default)
    /// or, with `engineTiming`, on the engine's.
    public convenience init(
        cards: Int, width: Double = 300, height: Double = 400, appear: Bool = false, allowed: [SwipeResultDirection] = [.left, .right],
        restoring state: DeckState? = nil, reduceMotion: Bool = false, engineTiming: Bool = false
    ) throws {
        let client = RecordingDeckClient(count: cards)
        client.appear = appear
        client.allowed = allowed
        self.init(client: client, window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), reduceMotion: reduceMotion) {
            let view = KolodaView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            view.usesEngineTiming = engineTiming
            return view
        }
        view.eventHandler = { [unowned self] in timedEvents.append($0) }
        view.delegate = client
        if let state { try view.restoreDeckState(state) }
        view.dataSource = client
        view.layoutIfNeeded()
    }

    /// Drives the view that `makeView` puts in `window` (a SwiftUI deck's, say), with the clock
    /// at 0 when it is made: its own data source and delegate, and its event handler, stay as its
    /// maker set them.
    init(client: RecordingDeckClient?, window: UIWindow, reduceMotion: Bool = false, makeView: () -> KolodaView) {
        UIAccessibility.standInReduceMotion = reduceMotion
        standInMediaTime = 0
        origin = standInMediaTime
        self.client = client
        self.window = window
        view = makeView()
        if view.superview == nil { window.addSubview(view) }
        view.actionHandler = { [unowned self] in actions.append($0) }
    }

    // MARK: Reading the view

    /// The delegate's calls, as Koloda names them: "didSwipe 0 right", "didShow 1".
    public var calls: [String] { client?.calls ?? [] }
    /// The indexes the data source was asked views for, in order.
    public var requestedViews: [Int] { client?.requested ?? [] }
    /// The index lists the data source was told to prefetch.
    public var prefetched: [[Int]] { client?.prefetched ?? [] }
    /// The index lists the data source was told to stop prefetching.
    public var cancelledPrefetches: [[Int]] { client?.cancelled ?? [] }
    /// The view's `currentCardIndex`.
    public var currentCardIndex: Int { view.currentCardIndex }
    /// The view's `countOfCards`.
    public var countOfCards: Int { view.countOfCards }
    /// Whether the view's display link is scheduled and would fire.
    public var isDisplayLinkRunning: Bool { view.displayLink?.standInIsRunning ?? false }
    /// The view's `deckState`.
    public var deckState: DeckState { view.deckState }

    /// The indexes of the data source's views still alive, sorted.
    public var liveContentIndexes: [Int] { (client?.made ?? []).filter { $0.view.view != nil }.map(\.index).sorted() }

    /// The indexes of the cards the view shows, back to front, from its subviews.
    public var cardViewIndexes: [Int?] {
        view.subviews.map { subview in view.controller.model.cards.first { view.controller.cardViews[$0.id] === subview }?.index }
    }

    /// Every card view's pose, back to front, read from UIKit's properties.
    public var poses: [CardPose] {
        view.subviews.compactMap { subview in
            guard let card = subview as? DraggableCardView else { return nil }
            return CardPose(index: view.controller.model.cards.first { view.controller.cardViews[$0.id] === card }?.index, view: card)
        }
    }

    /// Each card view's content and overlay fill it (their frames are defined: they are not
    /// transformed).
    public var contentsFillTheirCards: Bool {
        view.subviews.allSatisfy { subview in
            guard let card = subview as? DraggableCardView else { return false }
            return card.contentView?.frame == card.bounds && (card.overlayView.map { $0.frame == card.bounds } ?? true)
        }
    }

    /// The view's `accessibilityLabel`.
    public var accessibilityLabel: String? { view.accessibilityLabel }
    /// The names of the view's VoiceOver custom actions.
    public var accessibilityActionNames: [String] { view.accessibilityCustomActions?.map(\.name) ?? [] }

    // MARK: Time

    /// Runs display-link frames, as UIKit would while the link is scheduled, until the view's
    /// time reaches `target`; each frame's target timestamp is a multiple of the frame duration.
    public func run(until target: Double) {
        while true {
            let next = ((time / Self.frameDuration).rounded(.down) + 1) * Self.frameDuration
            guard next <= target + 1e-12 else { break }
            time = next
            standInMediaTime = origin + time
            if let link = view.displayLink, link.standInIsRunning {
                link.standInFire(at: origin + time - Self.frameDuration, duration: Self.frameDuration)
                frameTimes.append(time)
            }
            window.layoutIfNeeded()
        }
        time = max(time, target)
        standInMediaTime = origin + time
        window.layoutIfNeeded()
    }

    /// Runs the next display-link frame: the view then shows the deck at the harness's time.
    public func runFrame() {
        run(until: ((time / Self.frameDuration).rounded(.down) + 1) * Self.frameDuration)
    }

    /// Runs frames until the deck is at rest (at most `limit` seconds more).
    public func settle(limit: Double = 10) {
        let end = time + limit
        while isMoving, time < end { run(until: time + Self.frameDuration) }
    }

    // MARK: Koloda's methods

    /// Koloda's `swipe(_:)`.
    public func swipe(_ direction: SwipeResultDirection) { after { view.swipe(direction) } }
    /// Koloda's `revertAction()`.
    public func revertAction() { after { view.revertAction() } }
    /// Koloda's `revertAction(direction:)`.
    public func revertAction(direction: SwipeResultDirection) { after { view.revertAction(direction: direction) } }
    /// The data source's answer to `kolodaSpeedThatCardShouldDrag`: Koloda's `DragSpeed` of
    /// `seconds`.
    public func setDragSpeed(seconds: Double) { client?.speed = Koloda.DragSpeed(rawValue: seconds) ?? .default }

    /// The questions the tests follow, in order, with `didShowCardAt` and `kolodaPanFinished` among
    /// them: "view 3", "shouldSwipe 0 right", "shouldDrag 0", "shouldAppear", "didShow 0",
    /// "panFinished".
    public var questions: [String] { client?.questions ?? [] }
    /// Every drag percentage the delegate heard, with its direction.
    public var dragged: [(percentage: Double, direction: SwipeResultDirection)] { client?.dragged ?? [] }
    /// What the delegate answers `shouldDragCardAt`.
    public func setDraggable(_ draggable: Bool) { client?.draggable = draggable }
    /// Koloda's `isLoop`.
    public func setLoop(_ isLoop: Bool) { after { view.isLoop = isLoop } }

    /// From now on the app looks for the shown card's view in `didShowCardAt`, as an app that
    /// configures it there (`viewForCard(at:) as! SongView`). Returns whether each time found it.
    public func looksForTheShownCardsView() -> () -> [Bool] {
        var found: [Bool] = []
        client?.onShow = { view in found.append(view.viewForCard(at: view.currentCardIndex) != nil) }
        return { found }
    }

    /// The top card view's `alpha`, which the appear animation's fade multiplies.
    public var topCardAlpha: Double? { poses.last?.alpha }
    /// The data source gains `range.count` cards at `range`, then the view is told.
    public func insert(_ range: Range<Int>) {
        client?.count += range.count
        after { view.insertCardAtIndexRange(range, animated: true) }
    }
    /// Koloda's `reloadCardsInIndexRange(_:)`.
    public func reloadCards(_ range: Range<Int>) { after { view.reloadCardsInIndexRange(range) } }
    /// Koloda's `isRunOutOfCards`.
    public var isRunOutOfCards: Bool { view.isRunOutOfCards }
    /// The data source loses the cards at `range`, then the view is told.
    public func remove(_ range: Range<Int>) {
        client?.count -= range.count
        after { view.removeCardInIndexRange(range, animated: true) }
    }
    /// The app empties its data (a sign-out), then tells the deck a range is gone that the deck's
    /// count does not match.
    public func emptyDataThenRemove(_ range: Range<Int>) {
        client?.count = 0
        after { view.removeCardInIndexRange(range, animated: true) }
    }

    /// Koloda's `reloadData()`.
    public func reloadData() { after { view.reloadData() } }

    /// Koloda's `reconfigureCards()`.
    public func reconfigureCards() { after { view.reconfigureCards() } }

    /// The app sets its data source again (a new page of data, or the same object), with `count`
    /// cards.
    public func setDataSourceAgain(count: Int) {
        client?.count = count
        after { view.dataSource = client }
    }

    /// The app replaces its data with `count` items, then tells the deck `range` was inserted.
    public func replaceDataThenInsert(count: Int, _ range: Range<Int>) {
        client?.count = count
        after { view.insertCardAtIndexRange(range, animated: true) }
    }

    /// The data source's count becomes `count` (a page appended, data replaced), then the app
    /// calls Koloda's `reloadData()`.
    public func reloadData(count: Int) {
        client?.count = count
        reloadData()
    }

    /// From now on the app calls `reloadData()` from `didShowCardAt`, as an app that refreshes
    /// its data whenever a card shows; at most `limit` times.
    ///
    /// - Returns: How many times it has reloaded.
    public func reloadsOnShow(limit: Int = 25) -> () -> Int {
        var reloads = 0
        client?.onShow = { view in
            guard reloads < limit else { return }
            reloads += 1
            view.reloadData()
        }
        return { reloads }
    }

    /// Koloda's `applyAppearAnimationIfNeeded()`.
    public func applyAppearAnimationIfNeeded() { after { view.applyAppearAnimationIfNeeded() } }

    /// Koloda's `resetCurrentCardIndex()`.
    public func resetCurrentCardIndex() { after { view.resetCurrentCardIndex() } }

    /// From now on the app calls `resetCurrentCardIndex()` from `kolodaDidRunOutOfCards`, as a
    /// deck that starts over when its last card is swiped.
    public func resetsWhenRunOut() { client?.onRunOut = { $0.resetCurrentCardIndex() } }

    /// From now on the app calls `resetCurrentCardIndex()` from `didSwipeCardAt`, as an app that
    /// rebuilds its deck after each decision.
    public func resetsOnSwipe() { client?.onSwipe = { $0.resetCurrentCardIndex() } }

    /// Whether the deck moves (a card, or the appear animation) or a card is held.
    public var isMoving: Bool { view.deck.isAnimating || view.deck.isDragging }

    /// The view's `isAnimating`: Koloda's animation semaphore, or with the engine's timing whether
    /// the deck moves.
    public var isAnimating: Bool { view.isAnimating }

    /// The card view showing the card at `index`, if one does.
    public func cardView(at index: Int) -> DraggableCardView? {
        view.controller.model.cards.first { $0.index == index }.flatMap { view.controller.cardViews[$0.id] }
    }

    private func after(_ operation: () -> Void) {
        operation()
        window.layoutIfNeeded()
    }

    // MARK: Input

    private lazy var finger = Finger(view: view, window: window)

    /// A finger goes down at `start` and moves to `location` (in the view's coordinates): UIKit
    /// recognizes the pan there, past its slop, if the delegate lets it begin. Returns whether it
    /// began.
    @discardableResult
    public func panBegins(at start: Point, movingTo location: Point, velocity: Vector = Vector(dx: 0, dy: 0)) -> Bool {
        finger.panBegins(at: start, movingTo: location, velocity: velocity)
    }

    /// The finger moves to `location`.
    public func panMoves(to location: Point) { finger.panMoves(to: location) }

    /// The finger lifts at `location`.
    public func panEnds(at location: Point) { finger.panEnds(at: location) }

    /// The system takes the touch away.
    public func panIsCancelled() { finger.panIsCancelled() }

    /// A tap at `point`; returns whether the tap recognizer received it (not a control's).
    @discardableResult
    public func tap(at point: Point) -> Bool { finger.tap(at: point) }

    /// A hardware key.
    public enum Key: Sendable { case left, right, up, down, backspace, z, a }

    /// Presses `key` (with ⌘ when `command`). Returns whether the deck took it.
    @discardableResult
    public func press(_ key: Key, command: Bool = false) -> Bool {
        let code: UIKeyboardHIDUsage =
            switch key {
            case .left: .keyboardLeftArrow
            case .right: .keyboardRightArrow
            case .up: .keyboardUpArrow
            case .down: .keyboardDownArrow
            case .backspace: .keyboardDeleteOrBackspace
            case .z: .keyboardZ
            case .a: .keyboardA
            }
        let before = window.standInUnhandledPresses
        window.standInPress([UIPress(key: UIKey(keyCode: code, modifierFlags: command ? .command : []))])
        window.layoutIfNeeded()
        return window.standInUnhandledPresses == before
    }

    // MARK: Accessibility and settings

    /// Performs the VoiceOver custom action called `name`; returns its handler's answer.
    public func performAccessibilityAction(_ name: String) -> Bool {
        guard let action = view.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        let done = action.actionHandler?(action) ?? false
        window.layoutIfNeeded()
        return done
    }

    /// The system's Reduce Motion changes, and says so.
    public func setSystemReduceMotion(_ on: Bool) {
        UIAccessibility.standInReduceMotion = on
        NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        window.layoutIfNeeded()
    }

    /// The view's deck options now.
    public var options: DeckOptions { view.options }

    /// An app's animator, as Koloda's second example subclasses it: it notes every call.
    final class NotingAnimator: KolodaViewAnimator {
        var calls: [String] = []
        override func animateAppearance(_ duration: TimeInterval, completion: AnimationCompletionBlock = nil) { calls.append("appear") }
        override func applyScaleAnimation(
            _ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval, completion: AnimationCompletionBlock = nil
        ) {
            calls.append("scale")
        }
        override func applyReverseAnimation(
            _ card: DraggableCardView, direction: SwipeResultDirection?, duration: TimeInterval, completion: AnimationCompletionBlock = nil
        ) {
            calls.append("reverse")
        }
    }

    /// Sets an animator subclass on the deck; returns what it has been asked to do so far.
    public func useNotingAnimator() -> () -> [String] {
        let animator = NotingAnimator(koloda: view)
        view.animator = animator
        precondition(view.animator === animator, "the deck keeps the app's animator")
        return { animator.calls }
    }

    /// A view that takes the keyboard (a text field, say) beside the deck.
    final class KeyTaker: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Another view in the window becomes the first responder, as a tapped text field does.
    public func otherViewTakesTheKeyboard() {
        let other = KeyTaker(frame: CGRect(x: 0, y: 700, width: 300, height: 40))
        window.addSubview(other)
        other.becomeFirstResponder()
    }

    /// Whether the deck is its window's first responder.
    public var isFirstResponder: Bool { view.isFirstResponder }

    /// The deck leaves its window, as a pushed screen takes it off.
    public func removeFromWindow() { view.removeFromSuperview() }

    /// The deck comes back into its window.
    public func addToWindow() {
        window.addSubview(view)
        window.layoutIfNeeded()
    }

    /// The frame rates the display link asks for, or nil with no link.
    public var frameRateRange: (minimum: Float, maximum: Float, preferred: Float?)? {
        view.displayLink.map { ($0.preferredFrameRateRange.minimum, $0.preferredFrameRateRange.maximum, $0.preferredFrameRateRange.preferred) }
    }

    /// A deck in a window swipes a card, then its screen goes away mid fly-off: the view is
    /// removed and released with its data source, and the display runs the next frame, firing
    /// whatever display links the main run loop still holds. Returns how many it held before
    /// and after that frame.
    public static func freeMidFlyOff() -> (before: Int, after: Int) {
        standInRunLoopLinks.removeAll()
        standInMediaTime = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var client: RecordingDeckClient? = RecordingDeckClient(count: 5)
        var view: KolodaView? = KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        weak let released = view
        window.addSubview(view!)
        view!.dataSource = client
        window.layoutIfNeeded()
        view!.swipe(.right)
        let before = standInRunLoopLinks.count
        view!.removeFromSuperview()
        view = nil
        client = nil
        precondition(released == nil, "the deck is released")
        standInMediaTime = 0.1
        standInFireScheduledLinks(at: 0.1, duration: frameDuration)
        return (before, standInRunLoopLinks.count)
    }

    /// Whether the view's deck reduces its motion now.
    public var reducesMotion: Bool { view.deck.reducesMotion }

    /// Koloda's `setOptions(_:)`; returns whether the view took them.
    @discardableResult
    public func setOptions(_ options: DeckOptions) -> Bool {
        defer { window.layoutIfNeeded() }
        return (try? view.setOptions(options)) != nil
    }

    /// The view's size changes (a rotation, a split view), and UIKit lays it out.
    public func resize(width: Double, height: Double) {
        view.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        window.layoutIfNeeded()
    }

    /// The view's `scaleMin`.
    public var scaleMin: Double? { view.scaleMin.map(Double.init) }

    /// Koloda's `alphaValueTransparent`, as an app sets it.
    public func setAlphaValueTransparent(_ value: Double) { view.alphaValueTransparent = CGFloat(value) }
    /// Koloda's `alphaValueTransparent`, as an app reads it.
    public var alphaValueTransparent: Double { Double(view.alphaValueTransparent) }

    /// Koloda's `backgroundCardsTopMargin`, `backgroundCardsScalePercent` and `scaleMin`, as an
    /// app reads them.
    public var kolodaLayout: (topMargin: Double, scalePercent: Double, scaleMin: Double?) {
        (Double(view.backgroundCardsTopMargin), Double(view.backgroundCardsScalePercent), scaleMin)
    }

    /// Sets Koloda's `backgroundCardsTopMargin`, `backgroundCardsScalePercent` and `scaleMin`, as
    /// an app does, and UIKit lays the view out.
    public func setKolodaLayout(topMargin: Double, scalePercent: Double, scaleMin: Double) {
        view.backgroundCardsTopMargin = CGFloat(topMargin)
        view.backgroundCardsScalePercent = CGFloat(scalePercent)
        view.scaleMin = CGFloat(scaleMin)
        window.layoutIfNeeded()
    }

    /// How many times the delegate has been asked which directions the top card may go.
    public var allowedDirectionsAsked: Int { client?.allowedAsked ?? 0 }

    /// The view's `accessibilityHint`.
    public var accessibilityHint: String? { view.accessibilityHint }
}
