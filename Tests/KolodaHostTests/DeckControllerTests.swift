// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHost
import Testing

/// The controller every host shares, on a headless host: time, card views, accessibility,
/// settings and reduced motion.
@MainActor
@Suite("The deck controller")
struct DeckControllerTests {
    @Test("Frames are asked for while the deck moves and stopped at rest; events carry the frame source's time")
    func framesRunWhileTheDeckMoves() throws {
        let host = try HeadlessHost(cards: 5)
        var times: [Double] = []
        host.controller.eventHandler = { event in
            switch event.event {
            case .didShow, .didSwipe: times.append(event.time)
            default: break
            }
        }
        var settled = 0
        host.controller.onSettled = { settled += 1 }
        host.load()
        #expect(!host.frames.isRunning && settled == 1, "no appear animation: at rest at once")
        host.frames.advance(by: 0.5)
        host.controller.operate { host.controller.deck.swipe(.right) }
        #expect(host.frames.isRunning)
        host.frames.runUntilIdle()
        #expect(!host.frames.isRunning && settled == 2)
        #expect(host.events == ["didShow 0", "didSwipe 0 right", "didShow 1"], "\(host.events)")
        #expect(times.count == 3 && times[0] == 0 && times[1] == 0.5, "\(times)")
        let lastFrame = try #require(host.frames.frameTimes.last)
        #expect(times[2] > 0.5 && times[2] <= lastFrame, "\(times) \(lastFrame)")
        // The card flies off over the default 0.8 s: the frames stop at the first one after.
        #expect(lastFrame >= 1.3 && lastFrame < 1.3 + host.frames.frameDuration, "\(lastFrame)")
    }

    @Test("Card views are made for the cards that appear, removed when they leave, and arranged only when the order changes")
    func cardViewLifetimes() throws {
        let host = try HeadlessHost(cards: 10)
        host.load()
        #expect(host.made == [0, 1, 2], "asked top card first")
        #expect(host.arrangedIndexes == [2, 1, 0], "back to front")
        #expect(host.arranged.last?.isTopCard == true && host.arranged.dropLast().allSatisfy { !$0.isTopCard })
        host.controller.operate { host.controller.deck.swipe(.left) }
        host.frames.runUntilIdle()
        #expect(host.made == [0, 1, 2, 3] && host.removed == [0])
        #expect(host.arrangedIndexes == [3, 2, 1])
        let arranged = host.arranged
        host.controller.refresh()
        #expect(host.arranged.map(ObjectIdentifier.init) == arranged.map(ObjectIdentifier.init))
        host.controller.dispose()
        #expect(Set(host.removed) == [0, 1, 2, 3], "disposing removes every view")
    }

    @Test("Where input comes before frames (GTK), a drag's views are updated once a frame, however many moves arrive, and show the last")
    func dragMovesAreShownByTheNextFrame() throws {
        let host = try HeadlessHost(cards: 5)
        host.frames.deliversInputBeforeFrames = true
        host.load()
        host.controller.pointerPressed(at: Point(x: 150, y: 200), time: 0)
        host.controller.pointerMoved(to: Point(x: 160, y: 200), time: 0.01)
        #expect(host.controller.deck.isDragging && host.frames.isRunning, "the drag began and asks for frames")
        #expect(host.controller.model == host.controller.deck.renderModel, "the move that began the drag is shown at once")
        let requests = host.layoutRequests
        let updates = host.updates
        var previous = try #require(host.controller.model.topCard).center.x
        for frame in 1...10 {
            for move in 1...3 {
                host.frames.advance(by: 1.0 / 256)
                let x = 160 + Double(frame * 3 + move) * 2
                host.controller.pointerMoved(to: Point(x: x, y: 200), time: 0.01 + Double(frame * 3 + move) / 256)
            }
            host.frames.runFrame()
            #expect(host.controller.model == host.controller.deck.renderModel, "frame \(frame) shows the deck with the last move")
            let top = try #require(host.controller.model.topCard)
            #expect(top.center.x > previous, "frame \(frame): the card moved on")
            previous = top.center.x
            #expect(host.arranged.last?.overlay == top.overlay && top.overlay?.direction == .right)
        }
        #expect(host.layoutRequests - requests == 10, "laid out once a frame: \(host.layoutRequests - requests) times for 10 frames")
        #expect(host.updates - updates == 10 * host.arranged.count, "\(host.updates - updates) view updates for 10 frames")
        host.controller.pointerReleased(at: Point(x: 400, y: 200), time: 0.2)
        host.frames.runUntilIdle()
        #expect(host.events.contains("didSwipe 0 right"), "\(host.events)")
    }

    @Test("A touchpad's two-finger scroll drags the top card after the fingers: a long one swipes, a short one is no tap, one across is the page's")
    func touchpadScrolls() throws {
        let host = try HeadlessHost(cards: 5)
        host.load()
        let rest = try #require(host.controller.model.topCard).center
        // Fingers moving right: with natural scrolling the deltas point left, and the card follows
        // the fingers.
        host.controller.touchpadScrollBegan()
        var time = 0.0
        for _ in 1...15 {
            time += 1.0 / 60
            host.frames.advance(by: 1.0 / 60)
            #expect(host.controller.touchpadScrolled(by: Vector(dx: -12, dy: -1), time: time))
            host.frames.runFrame()
        }
        let top = try #require(host.controller.model.topCard)
        #expect(top.center.x > rest.x + 150 && top.overlay?.direction == .right, "\(top.center) \(String(describing: top.overlay))")
        host.controller.touchpadScrollEnded(time: time)
        host.frames.runUntilIdle()
        #expect(host.events.suffix(2) == ["didSwipe 0 right", "didShow 1"], "\(host.events)")

        // A scroll too short to drag: nothing selected, nothing moved.
        let before = host.events
        host.controller.touchpadScrollBegan()
        #expect(host.controller.touchpadScrolled(by: Vector(dx: -1, dy: 0), time: time + 0.1))
        host.controller.touchpadScrollEnded(time: time + 0.2)
        host.frames.runUntilIdle()
        #expect(host.events == before && host.controller.model.topCard?.center == rest, "\(host.events)")

        // Up and down, on a deck swiped left and right: the page scrolls, the card stays.
        host.controller.touchpadScrollBegan()
        #expect(!host.controller.touchpadScrolled(by: Vector(dx: 1, dy: 10), time: time + 0.3))
        #expect(!host.controller.touchpadScrolled(by: Vector(dx: -30, dy: 0), time: time + 0.4), "the scroll stays the page's")
        host.controller.touchpadScrollEnded(time: time + 0.5)
        #expect(!host.controller.deck.isDragging && host.events == before)
        // Nor does a scroll that is not a touchpad's (no begin) move the card.
        #expect(!host.controller.touchpadScrolled(by: Vector(dx: -30, dy: 0), time: time + 0.6))
    }

    @Test("A touchpad scroll that follows a release before the next frame takes hold of the next card, not the one that flies off")
    func touchpadScrollRightAfterASwipe() throws {
        let host = try HeadlessHost(cards: 5)
        // As the GTK view does: what an operation changed is shown by the next frame.
        host.controller.burstViewLimit = 4
        host.load()
        var time = 0.0
        func scroll(frames: Int) -> [Bool] {
            host.controller.touchpadScrollBegan()
            var taken: [Bool] = []
            for _ in 1...frames {
                time += 1.0 / 60
                host.frames.advance(by: 1.0 / 60)
                taken.append(host.controller.touchpadScrolled(by: Vector(dx: -12, dy: -1), time: time))
                host.frames.runFrame()
            }
            return taken
        }
        #expect(scroll(frames: 15).allSatisfy { $0 })
        host.controller.touchpadScrollEnded(time: time)
        // No frame between the release and the next scroll.
        #expect(scroll(frames: 15).allSatisfy { $0 }, "\(host.events)")
        host.controller.touchpadScrollEnded(time: time)
        host.frames.runUntilIdle()
        #expect(host.events.filter { $0.hasPrefix("didSwipe") } == ["didSwipe 0 right", "didSwipe 1 right"], "\(host.events)")
    }

    @Test("What assistive technology hears is made when the top card changes, not at every frame, in the platform's key names")
    func accessibility() throws {
        let host = try HeadlessHost(cards: 3)
        host.load()
        #expect(host.announcements.last?.label == "Card 1 of 3: Place 0")
        #expect(
            host.announcements.last?.hint
                == "Swipe the top card left or right (the Left and Right arrow keys); Backspace or Ctrl+Z brings the last card back")
        #expect(host.arranged.last?.label == "Card 1 of 3: Place 0" && host.arranged.dropLast().allSatisfy(\.isHidden))
        let asked = host.allowedAsked
        let announced = host.announcements.count
        host.controller.pointerPressed(at: Point(x: 150, y: 200), time: 0)
        for step in 1...30 {
            host.frames.runFrame()
            host.controller.pointerMoved(to: Point(x: 150 + Double(step) * 2, y: 200), time: Double(step) / 60)
        }
        #expect(host.announcements.count == announced, "a drag does not change what is said")
        #expect(host.allowedAsked - asked <= 1, "the drag asked once as it began: \(host.allowedAsked - asked)")
        host.allowed = [.up, .topRight, .left]
        host.controller.pointerReleased(at: Point(x: 150, y: 200), time: 0.6)
        host.frames.runUntilIdle()
        host.controller.operate { host.controller.deck.swipe(.left) }
        host.frames.runUntilIdle()
        #expect(
            host.announcements.last?.hint
                == "Swipe the top card up, up and to the right or left (the Left and Up arrow keys and Page Up); Backspace or Ctrl+Z brings the last card back"
        )
        #expect(host.announcements.last?.swipeDirections == [.up, .topRight, .left])
        host.allowed = []
        host.controller.invalidateAccessibility()
        #expect(host.announcements.last?.hint == "The top card cannot be swiped; Backspace or Ctrl+Z brings the last card back")

        let apple = try HeadlessHost(cards: 3, keyboard: .apple)
        apple.load()
        #expect(
            apple.announcements.last?.hint
                == "Swipe the top card left or right (the Left and Right arrow keys); Delete or ⌘Z brings the last card back")
    }

    @Test("What assistive technology hears goes through the host's translations, each phrase whole, its parts in the translation's order")
    func translatedWords() throws {
        let phrases: [String: String] = [
            "Card %1$s of %2$s: %3$s": "%3$s — %1$s/%2$s", "left": "gauche", "right": "droite", "%1$s or %2$s": "%1$s ou %2$s",
            "%1$s and %2$s": "%1$s et %2$s", "Left": "Gauche", "Right": "Droite", "the %s arrow keys": "les flèches %s",
            "Backspace or Ctrl+Z": "Retour arrière ou Ctrl+Z", "%s brings the last card back": "%s ramène la dernière carte",
            "Swipe the top card %1$s (%2$s); %3$s": "Balayez la carte du dessus vers la %1$s (%2$s) ; %3$s",
        ]
        let host = try HeadlessHost(cards: 3)
        host.controller.words = DeckWords { phrases[$0] ?? "<\($0)>" }
        host.load()
        #expect(host.announcements.last?.label == "Place 0 — 1/3")
        #expect(
            host.announcements.last?.hint
                == "Balayez la carte du dessus vers la gauche ou droite (les flèches Gauche et Droite) ; Retour arrière ou Ctrl+Z ramène la dernière carte"
        )
    }

    @Test("An operation the app calls from inside one of the host's questions runs after the controller's work, once, and is shown")
    func operationsFromQuestionsAreDeferred() throws {
        let host = try HeadlessHost(cards: 10)
        var swiped = false
        host.onMakeView = { host, index in
            // An app that swipes the first card from inside the data source's view for it.
            guard index == 0, !swiped else { return }
            swiped = true
            host.controller.deck.swipe(.left)
        }
        host.load()
        host.frames.runUntilIdle()
        #expect(host.events == ["didShow 0", "didSwipe 0 left", "didShow 1"], "\(host.events)")
        #expect(host.arrangedIndexes == [3, 2, 1], "the views show the swipe: \(host.arrangedIndexes)")
        var asked = 0
        host.onAllowedDirections = { host in
            asked += 1
            if asked == 1 { host.controller.deck.swipe(.right) }
        }
        host.controller.invalidateAccessibility()
        host.frames.runUntilIdle()
        #expect(host.events.suffix(2) == ["didSwipe 1 right", "didShow 2"], "\(host.events)")
        #expect(host.announcements.last?.label == "Card 3 of 10: Place 2")
    }

    @Test("A tool's observation hears actions, events and rest until it is cancelled or released, with no deinit of its own")
    func observations() throws {
        let host = try HeadlessHost(cards: 5)
        host.load()
        var heard: [String] = []
        var kept: DeckObservation? = host.controller.observe(
            actions: { heard.append("kept \($0.action.name)") }, settled: nil, events: { heard.append("kept \($0.event)") })
        let cancelled = host.controller.observe(actions: { heard.append("cancelled \($0.action.name)") }, settled: nil)
        _ = host.controller.observe(actions: { heard.append("released \($0.action.name)") }, settled: { heard.append("released rest") })
        cancelled.cancel()
        host.controller.operate { host.controller.deck.swipe(.left) }
        let swiped = "kept \(DeckEvent.didSwipe(index: 0, direction: .left))"
        #expect(heard.first == "kept swipe" && heard.contains(swiped), "\(heard)")
        #expect(!heard.contains { $0.hasPrefix("cancelled") || $0.hasPrefix("released") }, "\(heard)")
        heard.removeAll()
        kept = nil
        host.controller.operate { host.controller.deck.swipe(.right) }
        host.frames.runUntilIdle()
        #expect(heard.isEmpty, "\(heard)")
        #expect(kept == nil)
    }

    @Test("Koloda's settings read what the deck uses: a layout set with setOptions stays, counts are clamped, refusals are reported")
    func settings() throws {
        let host = try HeadlessHost(cards: 10)
        host.load()
        let controller = host.controller
        controller.countOfVisibleCards = DeckOptions.maximumVisibleCards + 5
        #expect(controller.countOfVisibleCards == DeckOptions.maximumVisibleCards)
        controller.countOfVisibleCards = -3
        #expect(controller.countOfVisibleCards == 0)
        controller.countOfVisibleCards = 3
        var options = controller.deck.options
        options.layout = BackgroundCardLayout()
        options.drag.scaleMin = 0.6
        try controller.perform(.setOptions(options), sizeSource: "its bounds")
        controller.resize(to: Size(width: 400, height: 300))
        #expect(controller.deck.options.layout is BackgroundCardLayout)
        #expect(controller[option: \.drag.scaleMin] == 0.6)
        #expect(controller[stacked: \.topMargin] == 4, "Koloda's default while the layout is not stacked")
        controller[stacked: \.topMargin] = 10
        #expect((controller.deck.options.layout as? StackedCardLayout)?.topMargin == 10)
        controller[option: \.alphaValueOpaque] = 2
        #expect(controller[option: \.alphaValueOpaque] == 1, "a refused value changes nothing")
        #expect(host.events.last?.hasPrefix("diagnostic ") == true, "\(host.events)")
        #expect(throws: KolodaError.self) { try controller.perform(.resize(to: Size(width: 1, height: 1)), sizeSource: "its bounds") }
    }

    @Test("Reduced motion is the app's choice, else the platform's, and is no option: new options leave it alone")
    func reducedMotion() throws {
        let host = try HeadlessHost(cards: 10, reducesMotion: true)
        host.load()
        let controller = host.controller
        #expect(controller.deck.reducesMotion)
        controller.operate { controller.deck.swipe(.left) }
        #expect(!host.frames.isRunning && host.events == ["didShow 0", "didSwipe 0 left", "didShow 1"])
        controller.reduceMotion = false
        #expect(!controller.deck.reducesMotion)
        controller[option: \.isLoop] = true
        #expect(!controller.deck.reducesMotion)
        controller.platformReducesMotion = false
        controller.reduceMotion = nil
        #expect(!controller.deck.reducesMotion)
        controller.platformReducesMotion = true
        #expect(controller.deck.reducesMotion)
    }
}
