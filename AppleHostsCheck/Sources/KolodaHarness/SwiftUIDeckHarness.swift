// SPDX-License-Identifier: MIT

// A SwiftUI screen with a KolodaDeckView, as an app writes it (items, a state kept in
// SceneStorage, a controller, the event closures), mounted by the stand-in's host as SwiftUI
// mounts a representable, and driven through its UIKit view by a DeckHarness.
import SwiftUI
import UIKit

@testable import Koloda
@testable import KolodaSwiftUI

/// An item of the tests' app.
public struct Place: Identifiable, Hashable, Sendable {
    /// The place's identity.
    public var id: Int
    /// Its name, which its card shows.
    public var name: String

    /// A place.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Places 0..<count, named "Place 0"….
    public static func numbered(_ count: Int) -> [Place] { (0..<count).map { Place(id: $0, name: "Place \($0)") } }
}

/// A place's card: the stand-in renders nothing, so the tests read back which place each hosted
/// card shows.
public struct PlaceCard: View {
    let place: Place
    /// None: the stand-in renders no view.
    public var body: Never { fatalError("the stand-in renders no view") }
}

/// A card's overlay for one direction.
public struct Stamp: View {
    let direction: SwipeResultDirection
    /// None: the stand-in renders no view.
    public var body: Never { fatalError("the stand-in renders no view") }
}

/// The screen: a deck of places, its state in `@SceneStorage` under `key`, a controller, and
/// what each closure heard.
@MainActor
public final class SwiftUIDeckHarness {
    /// A `KolodaDeckController` with no deck on screen, as a test makes one: whether it says it is
    /// connected, whether `swipe(.right)` took effect, and the error `perform(_:)` threw, if any
    /// (the tests cannot import KolodaSwiftUI, which brings UIKit, beside Testing).
    public static func controllerWithoutADeck() -> (isConnected: Bool, swiped: Bool, error: KolodaError?) {
        let controller = KolodaDeckController()
        var error: KolodaError?
        do { try controller.perform(.swipe(.left, force: false)) } catch let thrown { error = thrown }
        return (controller.isConnected, controller.swipe(.right), error)
    }

    /// The places the screen shows; ``update()`` shows a change.
    public var places: [Place]
    /// The controller the screen's buttons would use.
    public let controller = KolodaDeckController()
    private let storage: SceneStorage<DeckState>
    private var host: StandInHost<KolodaDeckView<Place, PlaceCard, Stamp>>!
    private let options: DeckOptions?
    /// The deck's UIKit view, driven as UIKit would drive it.
    public private(set) var deck: DeckHarness!
    /// "Place 0 right" for each swipe `onSwipe` heard.
    public private(set) var swipes: [String] = []
    /// The stored state's current index and history length when `onSwipe` ran.
    public private(set) var stateAtSwipes: [String] = []
    /// The names of the places `onSelect` heard.
    public private(set) var selections: [String] = []
    /// How many times `onRunOutOfCards` ran.
    public private(set) var runOuts = 0
    /// Every event `onEvent` heard.
    public private(set) var events: [DeckEvent] = []

    /// The screen with `places`, its deck state read from the scene's storage under `key` (the
    /// saved one, after a relaunch).
    public init(places: [Place], key: String = "places.deck", options: DeckOptions? = nil) {
        self.places = places
        self.options = options
        storage = SceneStorage(wrappedValue: DeckState(), key)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        deck = DeckHarness(client: nil, window: window) {
            host = StandInHost(body, in: window, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            return host.uiView
        }
    }

    /// The screen's body: the deck, as an app writes it.
    private var body: KolodaDeckView<Place, PlaceCard, Stamp> {
        var deck = KolodaDeckView(places, state: storage.projectedValue, controller: controller) { place in
            PlaceCard(place: place)
        } overlay: { direction in
            Stamp(direction: direction)
        }
        .appearAnimation(false)
        .cardAccessibilityLabel { $0.name }
        .onSwipe { [unowned self] place, direction in
            swipes.append("\(place.name) \(direction.rawValue)")
            stateAtSwipes.append("\(storage.wrappedValue.currentIndex) \(storage.wrappedValue.history.count)")
        }
        .onSelect { [unowned self] in selections.append($0.name) }
        .onRunOutOfCards { [unowned self] in runOuts += 1 }
        .onEvent { [unowned self] in events.append($0.event) }
        if let options { deck = deck.deckOptions(options) }
        return deck
    }

    /// SwiftUI evaluates the screen's body again, as after a change of its state.
    public func update() {
        host.update(body)
        deck.window.layoutIfNeeded()
    }

    /// The screen leaves the hierarchy.
    public func dismantle() { host.dismantle() }

    /// Lets the main actor run what SwiftUI's update left for afterwards (the binding's writes).
    public func settleTasks() async {
        for _ in 0..<8 { await Task.yield() }
    }

    /// The scene's storage, as the stand-in keeps it: each `SceneStorage` value's raw string, by
    /// key.
    public static var sceneStorage: [String: String] {
        get { StandInScene.saved }
        set { StandInScene.saved = newValue }
    }

    /// How many hosting controllers are children of the app's root view controller now.
    public var containedControllers: Int { host.rootController.children.count }

    /// How many hosting controllers' views have gone into a window outside containment, ever.
    public static var uncontainedHostingViews: Int { standInUncontainedHostingViews }

    /// The deck state the scene's storage holds.
    public var storedState: DeckState {
        get { storage.wrappedValue }
        set { storage.wrappedValue = newValue }
    }

    /// The UIKit deck's own state.
    public var viewState: DeckState { deck.view.deckState }

    /// The places whose cards are hosted now, back to front, read from the hosting controllers'
    /// root views.
    public var hostedPlaces: [String] {
        deck.view.subviews.compactMap { subview in
            ((subview as? DraggableCardView)?.contentView as? HostedCardView<Int, PlaceCard>)?.host.rootView.place.name
        }
    }

    /// How many times each hosted card's root view was replaced, back to front.
    public var rootViewChanges: [Int] {
        deck.view.subviews.compactMap { subview in
            ((subview as? DraggableCardView)?.contentView as? HostedCardView<Int, PlaceCard>)?.host.standInRootViewChanges
        }
    }

    /// The top card's overlay: the direction of the stamp its hosted view shows, nil while it
    /// shows none.
    public var topStamp: SwipeResultDirection? {
        guard let card = deck.view.subviews.last as? DraggableCardView else { return nil }
        return (card.overlayView as? HostedOverlayView<Stamp>)?.host.rootView?.direction
    }

    /// Every card container the UIKit deck holds now, weakly: which outlive their cards.
    public func holdCardViews(into held: inout [WeakView]) {
        for case let card as DraggableCardView in deck.view.subviews where !held.contains(where: { $0.view === card.contentView }) {
            if let content = card.contentView { held.append(WeakView(content)) }
        }
    }
}

/// A view held without keeping it alive.
public final class WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
    /// Whether the view is still alive.
    public var isAlive: Bool { view != nil }
}
