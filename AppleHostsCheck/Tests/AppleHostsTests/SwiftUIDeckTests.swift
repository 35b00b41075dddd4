// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHarness
import Testing

/// The SwiftUI deck, mounted by the stand-in SwiftUI as SwiftUI mounts a representable (made,
/// updated with each new value, dismantled) and driven through its UIKit view.
@MainActor
@Suite("The SwiftUI KolodaDeckView", .serialized)
struct SwiftUIDeckTests {
    init() {
        SwiftUIDeckHarness.sceneStorage = [:]
    }

    @Test("It builds the UIKit deck with the visible items' cards hosted as SwiftUI views, and a hosted overlay that follows the drag")
    func buildsTheUIKitDeck() async {
        let screen = SwiftUIDeckHarness(places: Place.numbered(10))
        #expect(screen.controller.isConnected)
        #expect(screen.hostedPlaces == ["Place 2", "Place 1", "Place 0"], "\(screen.hostedPlaces)")
        #expect(screen.deck.accessibilityLabel == "Card 1 of 10: Place 0")
        #expect(screen.topStamp == nil)
        #expect(screen.deck.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 160, y: 200)))
        screen.deck.runFrame()
        screen.deck.panMoves(to: Point(x: 230, y: 200))
        #expect(screen.topStamp == .right)
        screen.deck.panMoves(to: Point(x: 60, y: 200))
        #expect(screen.topStamp == .left)
        screen.deck.panEnds(at: Point(x: 140, y: 200))
        screen.deck.settle()
        #expect(screen.topStamp == nil)
        #expect(screen.swipes.isEmpty)
    }

    @Test("Hosted cards and overlays are children of the view controller that shows the deck while on screen, and no longer once gone")
    func hostedControllersAreContained() {
        let uncontained = SwiftUIDeckHarness.uncontainedHostingViews
        let screen = SwiftUIDeckHarness(places: Place.numbered(6))
        #expect(screen.hostedPlaces.count == 3)
        #expect(screen.containedControllers == 6, "three cards and their overlays: \(screen.containedControllers)")
        for _ in 0..<6 {
            screen.controller.swipe(.right)
            screen.deck.settle()
        }
        #expect(screen.containedControllers == 0, "\(screen.containedControllers) left")
        #expect(SwiftUIDeckHarness.uncontainedHostingViews == uncontained, "a hosted view went on screen outside containment")
    }

    @Test("The controller swipes and undoes; onSwipe, onEvent and the state in SceneStorage follow, the state already counting the swipe")
    func controllerSwipesAndUndoes() async {
        let screen = SwiftUIDeckHarness(places: Place.numbered(10))
        #expect(screen.controller.swipe(.right))
        #expect(screen.swipes == ["Place 0 right"])
        #expect(screen.stateAtSwipes == ["1 1"])
        screen.deck.settle()
        #expect(screen.controller.swipe(.left))
        screen.deck.settle()
        #expect(screen.swipes == ["Place 0 right", "Place 1 left"])
        #expect(screen.storedState == screen.viewState)
        #expect(screen.storedState.currentIndex == 2)
        #expect(screen.storedState.history == [.init(index: 0, direction: .right), .init(index: 1, direction: .left)])
        screen.update()
        #expect(screen.hostedPlaces == ["Place 4", "Place 3", "Place 2"], "\(screen.hostedPlaces)")

        #expect(screen.controller.revertAction())
        screen.deck.settle()
        #expect(screen.storedState.currentIndex == 1)
        #expect(screen.storedState.history == [.init(index: 0, direction: .right)])
        #expect(screen.events.contains(.didRewind(index: 1)))
        let kinds = screen.events.filter {
            switch $0 {
            case .didSwipe, .didShow, .didRewind: true
            default: false
            }
        }
        #expect(
            kinds == [
                .didShow(index: 0), .didSwipe(index: 0, direction: .right), .didShow(index: 1), .didSwipe(index: 1, direction: .left),
                .didShow(index: 2), .didRewind(index: 1), .didShow(index: 1),
            ], "\(kinds)")

        // Jump, then run out.
        try? screen.controller.showCard(at: 9)
        screen.deck.settle()
        #expect(screen.storedState.currentIndex == 9)
        #expect(screen.controller.swipe(.right))
        screen.deck.settle()
        #expect(screen.runOuts == 1)
        #expect(screen.storedState.currentIndex == 10)
    }

    @Test("A user's pan through the UIKit view reaches onSwipe and the stored state")
    func userSwipeReachesTheClosures() async {
        let screen = SwiftUIDeckHarness(places: Place.numbered(5))
        #expect(screen.deck.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 165, y: 200), velocity: Vector(dx: 900, dy: 0)))
        for step in 1...12 {
            screen.deck.runFrame()
            screen.deck.panMoves(to: Point(x: 165 + Double(step) * 12, y: 200))
        }
        screen.deck.panEnds(at: Point(x: 320, y: 200))
        screen.deck.settle()
        #expect(screen.swipes == ["Place 0 right"])
        #expect(screen.storedState.currentIndex == 1)
        #expect(screen.deck.tap(at: Point(x: 150, y: 200)))
        #expect(screen.selections == ["Place 1"])
    }

    @Test("The state kept in SceneStorage brings a relaunched screen back to the card the user left, with undo reaching the saved swipes")
    func sceneStorageRestores() async throws {
        let first = SwiftUIDeckHarness(places: Place.numbered(10))
        for direction in [SwipeResultDirection.right, .left, .right] {
            #expect(first.controller.swipe(direction))
            first.deck.settle()
        }
        first.dismantle()
        #expect(!first.controller.isConnected)
        let saved = try #require(SwiftUIDeckHarness.sceneStorage["places.deck"])
        #expect(saved.contains("\"currentIndex\":3"), "\(saved)")

        let relaunched = SwiftUIDeckHarness(places: Place.numbered(10))
        #expect(relaunched.hostedPlaces == ["Place 5", "Place 4", "Place 3"], "\(relaunched.hostedPlaces)")
        #expect(relaunched.events.first { if case .didShow = $0 { true } else { false } } == .didShow(index: 3))
        #expect(relaunched.viewState.history.count == 3)
        #expect(relaunched.controller.revertAction())
        relaunched.deck.settle()
        #expect(relaunched.storedState.currentIndex == 2)
        #expect(relaunched.hostedPlaces.last == "Place 2")
    }

    @Test("A saved state that no longer fits the items is refused with a diagnostic, and the storage learns where the deck really is")
    func stateThatDoesNotFitIsCorrected() async {
        SwiftUIDeckHarness.sceneStorage["places.deck"] = DeckState(currentIndex: 8, count: 20, history: []).rawValue
        let screen = SwiftUIDeckHarness(places: Place.numbered(10))
        #expect(screen.events.contains { if case .diagnostic = $0 { true } else { false } })
        #expect(screen.viewState.currentIndex == 0)
        await screen.settleTasks()
        #expect(screen.storedState == screen.viewState)
    }

    @Test("Setting the stored state from outside restores it: DeckState() starts over")
    func settingTheStateRestoresIt() async {
        let screen = SwiftUIDeckHarness(places: Place.numbered(10))
        for _ in 0..<3 {
            screen.controller.swipe(.left)
            screen.deck.settle()
        }
        screen.storedState = DeckState()
        screen.update()
        screen.deck.settle()
        #expect(screen.viewState.currentIndex == 0)
        #expect(screen.viewState.history.isEmpty)
        #expect(screen.hostedPlaces.last == "Place 0")
        await screen.settleTasks()
        #expect(screen.storedState == screen.viewState)
        #expect(screen.storedState.count == 10)
        // The write after the update did not restore again: the deck stays at rest.
        screen.update()
        #expect(!screen.deck.isDisplayLinkRunning)
    }

    @Test("Changed items reach the deck by identity: removals fade out, insertions fade in, the top card and its history stay")
    func itemsAreDiffedByIdentity() async {
        let screen = SwiftUIDeckHarness(places: Place.numbered(10))
        screen.controller.swipe(.right)
        screen.deck.settle()
        var places = screen.places
        places.remove(at: 5)
        places.remove(at: 4)
        places.insert(Place(id: 100, name: "New"), at: 2)
        places.append(contentsOf: [Place(id: 101, name: "Last"), Place(id: 102, name: "Very last")])
        screen.places = places
        screen.update()
        screen.deck.settle()
        #expect(screen.deck.currentCardIndex == 1)
        #expect(screen.hostedPlaces == ["Place 2", "New", "Place 1"], "\(screen.hostedPlaces)")
        #expect(!screen.events.contains { if case .diagnostic = $0 { true } else { false } }, "\(screen.events)")
        await screen.settleTasks()
        #expect(screen.storedState.count == 11)
        #expect(screen.storedState.history == [.init(index: 0, direction: .right)])
        // Every card of the new items is shown in turn, in the items' order.
        var shown: [String] = []
        while let top = screen.hostedPlaces.last, screen.controller.swipe(.left) {
            shown.append(top)
            screen.deck.settle()
        }
        #expect(shown == places.dropFirst().map(\.name), "\(shown)")

        // Removing the swiped card drops it from the history too.
        screen.places.removeFirst()
        screen.update()
        await screen.settleTasks()
        #expect(screen.storedState.history.allSatisfy { $0.index < 10 })
        #expect(screen.storedState.count == 10)
    }

    @Test("A changed item's content reaches its hosted card without a new view")
    func contentUpdatesReachHostedCards() {
        let screen = SwiftUIDeckHarness(places: Place.numbered(5))
        let views = screen.deck.requestedViews.count
        let changes = screen.rootViewChanges
        screen.places[0].name = "Renamed"
        screen.update()
        #expect(screen.hostedPlaces.last == "Renamed")
        #expect(screen.deck.requestedViews.count == views)
        #expect(zip(screen.rootViewChanges, changes).allSatisfy { $0 == $1 + 1 }, "\(screen.rootViewChanges)")
    }

    @Test("Over 300 swipes, each hosted card view is released once its card has left the deck")
    func hostedViewsAreReleased() {
        let screen = SwiftUIDeckHarness(places: Place.numbered(300))
        var held: [WeakView] = []
        screen.holdCardViews(into: &held)
        for step in 0..<300 {
            screen.controller.swipe(step.isMultiple(of: 2) ? .left : .right)
            screen.deck.run(until: screen.deck.time + 0.1)
            screen.holdCardViews(into: &held)
        }
        screen.deck.settle()
        #expect(held.count == 300)
        #expect(held.filter(\.isAlive).isEmpty, "\(held.filter(\.isAlive).count) alive")
    }

    @Test("The deck's options apply, any layout among them, and stay through a resize; invalid ones are refused with a diagnostic")
    func optionsApply() {
        var options = DeckOptions()
        options.countOfVisibleCards = 2
        options.layout = StackedCardLayout(topMargin: 10, scalePercent: 0.9, direction: .top)
        let screen = SwiftUIDeckHarness(places: Place.numbered(6), options: options)
        #expect(screen.hostedPlaces == ["Place 1", "Place 0"])
        #expect(screen.deck.options.countOfVisibleCards == 2)
        #expect(screen.deck.options.layout.isEqual(to: StackedCardLayout(topMargin: 10, scalePercent: 0.9, direction: .top)))

        options.layout = BackgroundCardLayout()
        let background = SwiftUIDeckHarness(places: Place.numbered(6), key: "other", options: options)
        #expect(background.deck.options.layout is BackgroundCardLayout)
        background.deck.resize(width: 500, height: 300)
        #expect(background.deck.options.layout is BackgroundCardLayout)

        options.alphaValueOpaque = 3
        let refused = SwiftUIDeckHarness(places: Place.numbered(6), key: "third", options: options)
        #expect(refused.events.contains { if case .diagnostic(let message) = $0 { message.contains("alphaValueOpaque") } else { false } })
    }

    @Test("A controller with no deck on screen refuses, changing nothing")
    func controllerWithoutADeck() {
        let controller = SwiftUIDeckHarness.controllerWithoutADeck()
        #expect(!controller.isConnected)
        #expect(!controller.swiped)
        #expect(controller.error != nil)
    }
}
