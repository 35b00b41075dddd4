// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHost

/// A host with no toolkit: its card views are records of what the controller asked of them, its
/// time a `ManualFrameSource`. The model of swift-cross-ui's `DummyBackend`: the controller's
/// behaviour, tested without a display.
@MainActor
final class HeadlessHost: DeckHost, KolodaSender, @MainActor KolodaDataSource, @MainActor KolodaDelegate {
    /// One card's view, as the controller left it.
    final class CardView {
        let index: Int
        var overlay: OverlayState?
        var isTopCard = false
        var isHidden = false
        var label: String?
        init(index: Int) { self.index = index }
    }

    let frames = ManualFrameSource()
    let controller: DeckController<HeadlessHost>
    var count: Int
    var allowed: [SwipeResultDirection] = [.left, .right]
    var appear = false
    /// The views on screen, back to front, as last arranged.
    private(set) var arranged: [CardView] = []
    private(set) var made: [Int] = []
    private(set) var removed: [Int] = []
    private(set) var announcements: [DeckAccessibilityText] = []
    private(set) var layoutRequests = 0
    private(set) var updates = 0
    private(set) var allowedAsked = 0
    var events: [String] = []
    /// Runs inside `allowedDirectionsForIndex`: an app that acts from inside a question.
    var onAllowedDirections: ((HeadlessHost) -> Void)?
    /// Runs inside the data source's view for a card.
    var onMakeView: ((HeadlessHost, Int) -> Void)?

    init(cards: Int, options: DeckOptions = DeckOptions(), reducesMotion: Bool = false, keyboard: KeyboardConventions = .gtk) throws {
        count = cards
        controller = try DeckController(options: options, frames: frames, keyboard: keyboard, platformReducesMotion: reducesMotion)
        controller.host = self
        controller.resize(to: Size(width: 300, height: 400))
    }

    /// Connects the host as data source and delegate: the deck loads.
    func load() {
        controller.operate { controller.deck.connect(to: self, dataSource: self, delegate: self, reload: true) }
    }

    nonisolated var options: DeckOptions { MainActor.assumeIsolated { controller.deck.options } }

    // MARK: DeckHost

    func makeCardView(forCardAt index: Int) -> CardView? {
        made.append(index)
        onMakeView?(self, index)
        return CardView(index: index)
    }
    func removeCardView(_ view: CardView) { removed.append(view.index) }
    func arrangeCardViews(_ views: [CardView]) { arranged = views }
    func updateCardView(_ view: CardView, overlay: OverlayState?, isTopCard: Bool) {
        updates += 1
        view.overlay = overlay
        view.isTopCard = isTopCard
    }
    func cardsNeedLayout() { layoutRequests += 1 }
    func announce(_ text: DeckAccessibilityText, topCard: CardView?, otherCards: [CardView]) {
        announcements.append(text)
        topCard?.isHidden = false
        topCard?.label = text.label
        for card in otherCards { card.isHidden = true }
    }
    func accessibilityLabel(forCardAt index: Int) -> String? { "Place \(index)" }

    // MARK: Data source and delegate

    func kolodaNumberOfCards(_ koloda: HeadlessHost) -> Int { count }
    func koloda(_ koloda: HeadlessHost, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        allowedAsked += 1
        onAllowedDirections?(self)
        return allowed
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: HeadlessHost) -> Bool { appear }
    func koloda(_ koloda: HeadlessHost, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        events.append("didSwipe \(index) \(direction.rawValue)")
    }
    func koloda(_ koloda: HeadlessHost, didShowCardAt index: Int) { events.append("didShow \(index)") }
    func koloda(_ koloda: HeadlessHost, didRewindTo index: Int) { events.append("didRewind \(index)") }
    func koloda(_ koloda: HeadlessHost, diagnostic message: String) { events.append("diagnostic \(message)") }

    /// The indexes of the views on screen, back to front.
    var arrangedIndexes: [Int] { arranged.map(\.index) }
}
