// SPDX-License-Identifier: MIT

import KolodaConformance
import KolodaEngine
import KolodaHarness
import KolodaScenario
import Testing

/// The UIKit KolodaView, run against the stand-in UIKit as UIKit runs a view: recognizers with
/// the documented states, display-link frames, layout passes. The stand-in stops the test on a
/// card's `frame` touched while it is transformed, a recognizer state UIKit never goes through,
/// or display-link time going back.
@MainActor
@Suite("The UIKit KolodaView", .serialized)
struct UIKitHostTests {
    /// Asserts the card views stand exactly where the engine, replaying the same input, puts
    /// the cards at the harness's time.
    func expectPosesMatch(_ harness: DeckHarness, _ reference: ReferenceDeck, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try reference.poses(following: harness, at: harness.time)
        let shown = harness.poses
        #expect(shown.count == expected.count, "at t \(harness.time): \(shown) vs \(expected)", sourceLocation: sourceLocation)
        for (view, model) in zip(shown, expected) {
            #expect(view.matches(model), "at t \(harness.time):\n  view  \(view)\n  model \(model)", sourceLocation: sourceLocation)
        }
        #expect(harness.contentsFillTheirCards, sourceLocation: sourceLocation)
    }

    @Test(
        "A scripted pan moves the top card as the engine's render model says at every frame, from the point it was gripped, and a release past the threshold flies it off"
    )
    func panFollowsTheRenderModel() throws {
        let harness = try DeckHarness(cards: 10, engineTiming: true)
        let reference = try ReferenceDeck(cards: 10)
        try expectPosesMatch(harness, reference)
        // The finger goes down off-centre, low on the card; UIKit recognizes the pan 12 points on.
        let grip = Point(x: 200, y: 300)
        #expect(harness.panBegins(at: grip, movingTo: Point(x: 212, y: 300), velocity: Vector(dx: 600, dy: 0)))
        #expect(harness.calls == ["didShow 0", "panBegan card"], "\(harness.calls)")
        for step in 1...24 {
            harness.runFrame()
            harness.panMoves(to: Point(x: 212 + Double(step) * 7, y: 300 - Double(step) * 2))
            try expectPosesMatch(harness, reference)
        }
        // The drag started where the finger went down, not where UIKit recognized the pan.
        let drags = harness.actions.map(\.action).compactMap { action -> DeckAction? in
            switch action {
            case .beginDrag(let point, _): .beginDrag(at: point)
            case .moveDrag(let point, _): .moveDrag(to: point)
            case .endDrag(let point, _, _): .endDrag(at: point)
            default: nil
            }
        }
        #expect(drags.first == .beginDrag(at: grip), "\(drags)")
        #expect(drags.contains(.moveDrag(to: Point(x: 212 + 24 * 7, y: 300 - 48))))
        let top = try #require(harness.poses.last)
        #expect(top.index == 0 && abs(top.rotation) > 0.05 && top.overlayDirection == .right && top.overlayProgress > 0.9, "\(top)")
        harness.panEnds(at: Point(x: 212 + 25 * 7, y: 250))
        while harness.isDisplayLinkRunning {
            harness.runFrame()
            try expectPosesMatch(harness, reference)
        }
        #expect(harness.calls == ["didShow 0", "panBegan card", "didSwipe 0 right", "panFinished card", "didShow 1"], "\(harness.calls)")
        #expect(harness.currentCardIndex == 1)
    }

    @Test("A pan released short of the threshold springs back frame by frame, and the delegate hears the reset")
    func panSpringsBack() throws {
        let harness = try DeckHarness(cards: 5, engineTiming: true)
        let reference = try ReferenceDeck(cards: 5)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 165, y: 200)))
        harness.run(until: 0.05)
        harness.panMoves(to: Point(x: 180, y: 205))
        harness.run(until: 0.1)
        harness.panEnds(at: Point(x: 180, y: 205))
        while harness.isDisplayLinkRunning {
            harness.runFrame()
            try expectPosesMatch(harness, reference)
        }
        #expect(harness.calls.suffix(2) == ["panFinished card", "didReset"], "\(harness.calls)")
        #expect(harness.currentCardIndex == 0)
    }

    @Test("Swipes, undos, inserts and removes during animations reach the delegate as koloda simulate's trace has them, at the same times")
    func eventsMatchTheSimulator() throws {
        let script: [(Double, DeckAction)] = [
            (0.1, .swipe(.right, force: false)), (0.25, .swipe(.left, force: false)), (0.4, .revert(direction: nil)),
            (0.55, .insert(1..<3, animated: true)), (0.7, .remove(0..<1, animated: true)), (1.0, .swipe(.right, force: false)),
            (1.05, .revert(direction: nil)), (1.3, .swipe(.left, force: false)), (1.32, .swipe(.left, force: false)),
        ]
        var configuration = DeckConfiguration()
        configuration.cards = 8
        configuration.appearAnimation = false
        let scenario = Scenario(deck: configuration, duration: 4, events: script.map { ScenarioEvent(time: $0.0, action: .deck($0.1)) })
        let trace = ScenarioRunner.run(scenario)

        let harness = try DeckHarness(cards: 8, engineTiming: true)
        for (time, action) in script {
            harness.run(until: time)
            switch action {
            case .swipe(let direction, _): harness.swipe(direction)
            case .revert: harness.revertAction()
            case .insert(let range, _): harness.insert(range)
            case .remove(let range, _): harness.remove(range)
            default: Issue.record("not in the script: \(action)")
            }
        }
        harness.run(until: 4)
        let shown = try harness.timedEvents.compactMap(TraceEvent.init).map { try $0.jsonLine() }
        let simulated = try trace.events.map { try $0.jsonLine() }
        #expect(shown == simulated)
        #expect(simulated.count > 15, "the script exercises the deck: \(simulated)")
        // The delegate heard the same, in Koloda's terms.
        let expectedCalls = trace.events.compactMap { event -> String? in
            let index = event["index"].flatMap { if case .integer(let value) = $0 { value } else { nil } }
            switch event.name {
            case "didSwipe":
                guard case .text(let direction) = event["direction"] else { return nil }
                return "didSwipe \(index!) \(direction)"
            case "didShow": return "didShow \(index!)"
            case "didRewind": return "didRewind \(index!)"
            case "didRunOutOfCards": return "didRunOutOfCards"
            default: return nil
            }
        }
        #expect(harness.calls == expectedCalls)
        #expect(!harness.calls.contains { $0.hasPrefix("diagnostic") })
    }

    @Test("Only the visible and leaving cards hold views; a card's view is released when it leaves")
    func viewLifetimes() throws {
        let harness = try DeckHarness(cards: 30, engineTiming: true)
        #expect(harness.liveContentIndexes == [0, 1, 2])
        for _ in 0..<12 {
            harness.swipe(.left)
            harness.run(until: harness.time + 0.1)
            let shown = Set(harness.cardViewIndexes.compactMap { $0 })
            #expect(Set(harness.liveContentIndexes) == shown, "alive \(harness.liveContentIndexes), shown \(shown)")
        }
        harness.settle()
        #expect(harness.liveContentIndexes == [12, 13, 14])
        #expect(harness.requestedViews.sorted() == Array(0..<15), "each card's view was asked for once: \(harness.requestedViews)")
        #expect(!harness.isDisplayLinkRunning, "the display link stops at rest")
    }

    @Test("A state restored before the data source is set shows the saved card first: it is the first announced and asked for")
    func restoreShowsTheSavedCardFirst() throws {
        let saved = DeckState(currentIndex: 4, count: 10, history: (0..<4).map { DeckState.Swipe(index: $0, direction: .right) })
        let harness = try DeckHarness(cards: 10, restoring: saved)
        #expect(harness.calls == ["didShow 4"])
        #expect(harness.requestedViews.sorted() == [4, 5, 6], "no view for card 0 or any other: \(harness.requestedViews)")
        #expect(harness.deckState == saved)
        harness.revertAction()
        harness.settle()
        #expect(harness.calls.suffix(2) == ["didRewind 3", "didShow 3"], "undo reaches the saved history: \(harness.calls)")
    }

    @Test("Prefetching reaches the data source: the cards after the visible ones, then each new one")
    func prefetching() throws {
        let harness = try DeckHarness(cards: 20)
        #expect(harness.prefetched == [[3, 4, 5]])
        harness.swipe(.right)
        harness.settle()
        // The card after the new last visible one, and the card an undo would bring back.
        #expect(harness.prefetched.last == [6, 0], "\(harness.prefetched)")
    }

    @Test("Reduce Motion finishes animations at once and follows the system setting live")
    func reducedMotion() throws {
        let harness = try DeckHarness(cards: 5, reduceMotion: true)
        #expect(harness.reducesMotion)
        harness.swipe(.right)
        #expect(harness.calls == ["didShow 0", "didSwipe 0 right", "didShow 1"], "\(harness.calls)")
        #expect(!harness.isDisplayLinkRunning)
        harness.setSystemReduceMotion(false)
        #expect(!harness.reducesMotion)
        harness.swipe(.right)
        #expect(harness.isDisplayLinkRunning, "with motion, the swipe animates")
        harness.setSystemReduceMotion(true)
        #expect(harness.reducesMotion)
    }

    @Test("VoiceOver names the deck and its top card, and its custom actions swipe and undo")
    func voiceOver() throws {
        let harness = try DeckHarness(cards: 10)
        #expect(harness.accessibilityLabel == "Card 1 of 10: Place 0")
        #expect(harness.accessibilityActionNames == ["Swipe left", "Swipe right", "Undo"])
        #expect(harness.performAccessibilityAction("Swipe right"))
        harness.settle()
        #expect(harness.calls.suffix(2) == ["didSwipe 0 right", "didShow 1"])
        #expect(harness.accessibilityLabel == "Card 2 of 10: Place 1")
        #expect(harness.performAccessibilityAction("Undo"))
        harness.settle()
        #expect(harness.calls.suffix(2) == ["didRewind 0", "didShow 0"])
    }

    @Test("A hardware keyboard swipes with the arrows and undoes with Backspace and ⌘Z; other keys go up the responder chain")
    func keyboard() throws {
        let harness = try DeckHarness(cards: 10)
        #expect(harness.press(.right))
        harness.settle()
        #expect(harness.press(.left))
        harness.settle()
        #expect(harness.currentCardIndex == 2)
        #expect(harness.press(.backspace))
        harness.settle()
        #expect(harness.press(.z, command: true))
        harness.settle()
        #expect(harness.currentCardIndex == 0)
        #expect(!harness.press(.z), "Z alone is not the deck's")
        #expect(!harness.press(.a))
        #expect(harness.calls.filter { $0.hasPrefix("didRewind") } == ["didRewind 1", "didRewind 0"])
    }

    @Test("Keys reach the deck through the responder chain: it is the first responder once shown, and again once tapped")
    func keyboardFocus() throws {
        let harness = try DeckHarness(cards: 5)
        #expect(harness.isFirstResponder, "shown in a window, the deck takes the keyboard")
        harness.otherViewTakesTheKeyboard()
        #expect(!harness.isFirstResponder)
        #expect(!harness.press(.right), "the other view's keys are not the deck's")
        #expect(harness.currentCardIndex == 0)
        #expect(harness.tap(at: Point(x: 150, y: 150)))
        #expect(harness.isFirstResponder, "a tap gives the keyboard back to the deck")
        #expect(harness.press(.right))
        harness.settle()
        #expect(harness.currentCardIndex == 1)
        harness.removeFromWindow()
        #expect(!harness.isFirstResponder, "a deck off screen takes no keys")
    }

    @Test("A removal that disagrees with the data source is reported, and the deck follows the data source: no card stays for data that is gone")
    func staleRemovalFollowsTheDataSource() throws {
        let harness = try DeckHarness(cards: 5)
        harness.emptyDataThenRemove(0..<10)
        harness.settle()
        #expect(harness.calls.contains { $0.hasPrefix("diagnostic ") }, "\(harness.calls)")
        #expect(harness.cardViewIndexes.isEmpty, "\(harness.cardViewIndexes)")
        #expect(harness.poses.isEmpty && harness.liveContentIndexes.isEmpty)
    }

    @Test("An insertion that disagrees with the data source is reported, and the deck follows the data source")
    func staleInsertionFollowsTheDataSource() throws {
        let harness = try DeckHarness(cards: 5)
        harness.replaceDataThenInsert(count: 2, 0..<1)
        harness.settle()
        #expect(harness.calls.contains { $0.hasPrefix("diagnostic ") }, "\(harness.calls)")
        #expect(harness.countOfCards == 2 && harness.cardViewIndexes == [1, 0], "\(harness.cardViewIndexes)")
    }

    @Test("A tap on the top card selects it; a tap off the cards does not")
    func tapping() throws {
        let harness = try DeckHarness(cards: 3)
        #expect(harness.tap(at: Point(x: 150, y: 150)))
        #expect(harness.calls.last == "didSelect 0")
        #expect(harness.tap(at: Point(x: 5, y: 398)))
        #expect(harness.calls.last == "didSelect 0" && harness.calls.filter { $0.hasPrefix("didSelect") }.count == 1)
    }

    @Test(
        "While the appear animation plays a pan is not the deck's, as Koloda's user interaction was off; once it ends (its 0.8 s wait and 0.8 s fade, KVA:26-27) it is"
    )
    func noPanWhileAppearing() throws {
        let harness = try DeckHarness(cards: 5, appear: true)
        harness.applyAppearAnimationIfNeeded()
        harness.run(until: 0.3)
        #expect(!harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
        harness.run(until: 1.7)
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200), velocity: Vector(dx: 600, dy: 0)))
    }

    @Test("On the engine's timing, in a scroll view, a vertical pan is not the deck's when its cards only go left and right")
    func verticalPanLetsScrollingThrough() throws {
        let sideways = try DeckHarness(cards: 3, engineTiming: true)
        #expect(!sideways.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 152, y: 230), velocity: Vector(dx: 40, dy: 900)))
        #expect(sideways.calls == ["didShow 0"])
        let upward = try DeckHarness(cards: 3, allowed: [.left, .right, .up])
        #expect(upward.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 152, y: 170), velocity: Vector(dx: 40, dy: -900)))
    }

    @Test("A layout set with setOptions survives a resize, and Koloda's layout properties read what the deck uses")
    func layoutSurvivesAResize() throws {
        let harness = try DeckHarness(cards: 5)
        var options = harness.options
        options.layout = BackgroundCardLayout()
        options.drag.scaleMin = 0.6
        #expect(harness.setOptions(options))
        harness.resize(width: 400, height: 300)
        #expect(harness.options.layout is BackgroundCardLayout, "\(type(of: harness.options.layout))")
        #expect(harness.options.drag.scaleMin == 0.6)
        #expect(harness.scaleMin == 0.6, "scaleMin reads the option the deck uses")
    }

    @Test("Values Koloda accepts are taken: a negative top margin, background cards of no size, a scaleMin above 1")
    func valuesKolodaAccepts() throws {
        let harness = try DeckHarness(cards: 5)
        harness.setKolodaLayout(topMargin: -4, scalePercent: 0, scaleMin: 1.2)
        harness.settle()
        #expect(!harness.calls.contains { $0.hasPrefix("diagnostic") }, "\(harness.calls)")
        let read = harness.kolodaLayout
        #expect(read.topMargin == -4 && read.scalePercent == 0 && read.scaleMin == 1.2, "\(read)")
        #expect(harness.options.drag.scaleMin == 1.2)
        // Koloda's frames: the top card is 2 × 4 points taller than the 400-point deck, and the
        // cards behind it have no size.
        let top = try #require(harness.poses.last)
        #expect(top.size.height == 408 && top.scale == Vector(dx: 1, dy: 1), "\(top)")
        #expect(harness.poses.dropLast().allSatisfy { $0.scale.dx == 0 && $0.scale.dy == 0 }, "\(harness.poses)")
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        for step in 1...10 {
            harness.panMoves(to: Point(x: 170 + Double(step) * 10, y: 200))
            harness.runFrame()
        }
        // Koloda's formula max(1 − (1 − scaleMin)·|r|, scaleMin) is then scaleMin whatever the
        // drag, which Koloda applied with a jump at the first move; the grabbed card keeps its
        // size instead (the migration article says so), and the card behind grows into its place.
        let dragged = try #require(harness.poses.last)
        #expect(dragged.scale == Vector(dx: 1, dy: 1) && dragged.rotation > 0.05, "\(dragged)")
        #expect(harness.poses[1].scale.dx > 0.5, "\(harness.poses)")
    }

    @Test("Koloda's per-card drag constants are the deck's, and alphaValueTransparent takes a value as Koloda's does")
    func cardDragConstants() throws {
        let harness = try DeckHarness(cards: 3)
        let card = try #require(harness.cardView(at: 0))
        #expect(card.rotationMax == 1 && card.scaleMin == 0.8)
        card.rotationAngle = 0.5
        card.scaleMin = 0.6
        #expect(harness.options.drag.rotationAngle == 0.5 && harness.options.drag.scaleMin == 0.6, "\(harness.options.drag)")
        #expect(harness.cardView(at: 1)?.rotationAngle == 0.5)
        harness.setAlphaValueTransparent(1)
        #expect(harness.alphaValueTransparent == 1)
    }

    @Test("The delegate is asked the top card's directions when the top card changes, not at every frame of an animation")
    func questionsAreNotAskedEveryFrame() throws {
        let harness = try DeckHarness(cards: 10)
        harness.settle()
        let before = harness.allowedDirectionsAsked
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 162, y: 200), velocity: Vector(dx: 100, dy: 0)))
        for step in 1...30 {
            harness.runFrame()
            harness.panMoves(to: Point(x: 162 + Double(step) * 2, y: 200))
        }
        harness.panEnds(at: Point(x: 222, y: 200))
        harness.settle()
        // The pan asks once as it begins (may it go this way?) and the release once; 30 frames
        // of a drag and a spring-back ask nothing more.
        #expect(harness.allowedDirectionsAsked - before <= 4, "\(harness.allowedDirectionsAsked - before) questions")
    }

    @Test("A deck whose screen goes away mid fly-off is released, and its display link with it: the next frame finds nothing")
    func freedMidFlyOff() {
        let links = DeckHarness.freeMidFlyOff()
        #expect(links.before == 1, "the fly-off ran on a display link")
        #expect(links.after == 0, "the run loop let go of the link")
    }

    @Test(
        "A deck that leaves its window mid-swipe finishes the swipe on time, as Koloda's animations do (KolodaView.swift 429-437), then its display link stops; up to 120 Hz"
    )
    func displayLinkFollowsTheWindow() throws {
        let harness = try DeckHarness(cards: 5)
        let inWindow = try DeckHarness(cards: 5)
        for deck in [harness, inWindow] { deck.swipe(.right) }
        #expect(harness.isDisplayLinkRunning)
        let range = try #require(harness.frameRateRange)
        #expect(range.minimum == 60 && range.maximum == 120 && range.preferred == 120, "\(range)")
        harness.removeFromWindow()
        inWindow.settle()
        harness.run(until: inWindow.time)
        #expect(harness.calls == ["didShow 0", "didSwipe 0 right", "didShow 1"], "\(harness.calls)")
        #expect(!harness.isDisplayLinkRunning, "no frames off screen at rest")
        harness.addToWindow()
        #expect(!harness.isDisplayLinkRunning, "nothing to move")
        harness.removeFromWindow()
        harness.swipe(.right)
        harness.run(until: harness.time + 2)
        #expect(harness.calls.suffix(2) == ["didSwipe 1 right", "didShow 2"], "a swipe off screen finishes too: \(harness.calls)")
    }

    @Test("An app's animator subclass is kept and, as documented, not called: the engine animates the cards the same")
    func subclassedAnimator() throws {
        let harness = try DeckHarness(cards: 5, appear: true)
        let calls = harness.useNotingAnimator()
        harness.swipe(.right)
        harness.settle()
        harness.revertAction()
        harness.settle()
        #expect(harness.calls == ["didShow 0", "didSwipe 0 right", "didShow 1", "didRewind 0", "didShow 0"], "\(harness.calls)")
        #expect(calls().isEmpty, "\(calls())")
    }

    @Test("Paging by reloadData during a drag keeps the cards on screen and the drag, asks only for the new card, and announces nothing")
    func pagingByReloadDuringADrag() throws {
        let harness = try DeckHarness(cards: 5)
        for _ in 0..<3 {
            harness.swipe(.right)
            harness.settle()
        }
        #expect(harness.cardViewIndexes == [4, 3])
        let dragged = try #require(harness.cardView(at: 3))
        #expect(harness.panBegins(at: Point(x: 150, y: 200), movingTo: Point(x: 170, y: 200)))
        harness.runFrame()
        let calls = harness.calls
        let requested = harness.requestedViews.count
        harness.reloadData(count: 10)
        #expect(Array(harness.requestedViews.dropFirst(requested)) == [5], "only the card that was missing is asked for")
        #expect(harness.calls == calls, "no didShowCardAt, no reset: \(harness.calls.dropFirst(calls.count))")
        #expect(harness.cardView(at: 3) === dragged && harness.cardViewIndexes == [5, 4, 3])
        // The drag goes on and swipes the card.
        for step in 1...12 {
            harness.panMoves(to: Point(x: 170 + Double(step) * 12, y: 200))
            harness.runFrame()
        }
        harness.panEnds(at: Point(x: 330, y: 200))
        harness.settle()
        // Koloda's order: panFinished at the release (DCV:267-269), didSwipe with didShow once the
        // next card has moved up (KV:428-438).
        #expect(Array(harness.calls.dropFirst(calls.count)) == ["panFinished card", "didSwipe 3 right", "didShow 4"], "\(harness.calls)")
        #expect(harness.countOfCards == 10)
    }

    @Test("reloadData with fewer cards follows the data source, down to none")
    func reloadWithFewerCards() throws {
        let harness = try DeckHarness(cards: 6)
        harness.swipe(.left)
        harness.settle()
        harness.reloadData(count: 2)
        harness.settle()
        #expect(harness.cardViewIndexes == [1] && harness.countOfCards == 2, "\(harness.cardViewIndexes)")
        harness.reloadData(count: 0)
        harness.settle()
        #expect(harness.cardViewIndexes.isEmpty && harness.currentCardIndex == 0)
    }

    @Test("A reload from didShowCardAt happens once, as in Koloda, not once a frame")
    func reloadFromDidShow() throws {
        let harness = try DeckHarness(cards: 8)
        let reloads = harness.reloadsOnShow()
        harness.swipe(.right)
        harness.settle()
        harness.run(until: harness.time + 1)
        #expect(reloads() == 1, "\(reloads()) reloads")
        #expect(harness.calls == ["didShow 0", "didSwipe 0 right", "didShow 1"], "\(harness.calls)")
    }

    @Test("The appear animation plays on reloadData of an empty deck and on applyAppearAnimationIfNeeded, not when the data source is set")
    func whenTheDeckAppears() throws {
        let harness = try DeckHarness(cards: 0, appear: true)
        #expect(!harness.isAnimating && harness.calls.isEmpty)
        harness.reloadData(count: 4)
        #expect(harness.isAnimating, "an empty deck loaded by reloadData appears")
        harness.settle()
        #expect(harness.calls == ["didShow 0"], "\(harness.calls)")
        let set = try DeckHarness(cards: 4, appear: true)
        #expect(!set.isAnimating, "a data source set loads without the appear animation")
        set.applyAppearAnimationIfNeeded()
        #expect(set.isAnimating)
        let refused = try DeckHarness(cards: 4, appear: false)
        refused.applyAppearAnimationIfNeeded()
        #expect(!refused.isAnimating, "the delegate said no")
    }

    @Test("VoiceOver's hint names the keys of an Apple keyboard")
    func appleKeyNames() throws {
        let harness = try DeckHarness(cards: 3)
        let hint = try #require(harness.accessibilityHint)
        #expect(hint.contains("⌘Z") && !hint.contains("Ctrl"), "\(hint)")
    }
}

@MainActor
@Suite("Koloda apps that call the UIKit view from inside its questions")
struct UIKitReentrancyTests {
    @Test("reloadData() from viewForCardAt and swipe(_:) from shouldSwipeCardAt return, and each takes effect once")
    func callsFromQuestions() {
        let app = ReentrantKolodaApp()
        #expect(app.countOfCards == 7, "the reload from viewForCardAt read the data's new count")
        app.swipeLeft()
        #expect(app.calls == ["didSwipe 0 left", "didSwipe 1 right"], "\(app.calls)")
        #expect(app.currentCardIndex == 2)
    }
}

@MainActor
@Suite("The conformance suite on the UIKit view", .serialized)
struct UIKitConformanceTests {
    @Test("Every case shows koloda simulate's render model at every frame and hears its events", arguments: Conformance.cases)
    func conforms(_ testCase: Conformance.Case) throws {
        let host = try UIKitConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(running: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test(
        "Every case with its drags given to the view's pan recognizer shows koloda simulate's model of what the input performed, and the views where it puts them",
        arguments: Conformance.cases)
    func conformsThroughThePan(_ testCase: Conformance.Case) throws {
        let host = try UIKitConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(drivingPointer: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test("An app that calls the deck from inside every callback, Koloda's reloadData() among its calls: each returns and is performed once")
    func reentrancy() {
        let (problem, counts) = Reentrancy.runSeeds(default: 200) { try UIKitConformanceHost($0) }
        #expect(problem == nil, "\(problem ?? "")")
        print("re-entrancy on the UIKit view: \(counts)")
    }

    @Test(
        "The same app on Koloda's timing, whose operations called from an event deliver their own events at once: each returns and is performed once")
    func reentrancyOnKolodasTiming() {
        let (problem, counts) = Reentrancy.runSeeds(default: 200) { try UIKitConformanceHost($0, kolodaTiming: true) }
        #expect(problem == nil, "\(problem ?? "")")
        print("re-entrancy on the UIKit view on Koloda's timing: \(counts)")
    }
}
