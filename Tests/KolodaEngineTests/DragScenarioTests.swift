// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

@Suite("Dragging and releasing")
struct DragScenarioTests {
    let grab = Point(x: 150, y: 100)

    @Test("Dragging past the threshold slowly swipes the card on release")
    func swipeByDistance() {
        let harness = Harness()
        harness.advance(to: 1)
        // 160 points right over 2 s: 80 pt/s, far below the fling velocity; percentage 160/150 ≥ 1.
        harness.drag(from: grab, to: Point(x: 310, y: 100), duration: 2, steps: 40)
        #expect(harness.events == [.didShow(index: 0), .panBegan, .didSwipe(index: 0, direction: .right), .panFinished])
        #expect(harness.deck.currentCardIndex == 1)
        #expect(harness.leaving.map(\.index) == [0])
        harness.advance(by: 0.2)
        #expect(harness.events.last == .didShow(index: 1))
        #expect(abs(harness.fake.events.last!.time - 3.2) < 1e-9)
        harness.advance(by: 0.6)
        #expect(harness.leaving.isEmpty, "the card is gone by the drag speed's 0.8 s")
    }

    @Test(
        "While the appear animation plays the deck takes no drag and no tap, as Koloda turned off its user interaction; once it ends they work, and the app's own swipe works throughout"
    )
    func noInputWhileAppearing() throws {
        let harness = Harness()
        harness.advance(to: 0.4)
        #expect(harness.deck.isAppearing && harness.deck.renderModel.deckScale < 1)
        #expect(try !harness.deck.beginDrag(at: grab), "a press during the appear animation")
        #expect(try !harness.deck.tap(at: grab))
        #expect(harness.deck.swipe(.left), "the app's own swipe")
        harness.advance(to: 0.8)
        #expect(!harness.deck.isAppearing, "the animation takes 0.8 s")
        #expect(harness.drag(from: grab, to: Point(x: 330, y: 100), duration: 0.3))
        #expect(
            harness.events == [
                .didShow(index: 0), .didSwipe(index: 0, direction: .left), .didShow(index: 1), .panBegan, .didSwipe(index: 1, direction: .right),
                .panFinished,
            ], "\(harness.events)")
    }

    @Test("A fast short flick swipes, and does not when flinging is off")
    func fling() {
        for fling in [800.0, nil] {
            var options = DeckOptions()
            options.flingVelocity = fling
            let harness = Harness(options: options)
            harness.advance(to: 1)
            // 40 points in 40 ms: 1000 pt/s, percentage only 40/150.
            harness.drag(from: grab, to: Point(x: 110, y: 100), duration: 0.04, steps: 4)
            if fling == nil {
                #expect(harness.deck.currentCardIndex == 0)
                #expect(!harness.events.contains(.didSwipe(index: 0, direction: .left)))
            } else {
                #expect(harness.events.contains(.didSwipe(index: 0, direction: .left)))
                // The flight starts at the release velocity and ends sooner than 0.8 s.
                let before = harness.leaving[0].center
                harness.advance(by: 0.001)
                let after = harness.leaving[0].center
                #expect(abs((after.x - before.x) / 0.001 + 1000) < 10, "left at \((after.x - before.x) / 0.001) pt/s")
                harness.advance(by: 0.5)
                #expect(harness.leaving.isEmpty)
            }
        }
    }

    @Test("A velocity measured by the host decides the fling instead of the deck's estimate")
    func hostVelocity() throws {
        for (velocity, swipes) in [(Vector(dx: -1200, dy: 0), true), (Vector(dx: -100, dy: 0), false)] {
            let harness = Harness()
            harness.advance(to: 1)
            // Every sample at the same instant: the deck's own estimate would be zero.
            #expect(try harness.deck.beginDrag(at: grab))
            try harness.deck.moveDrag(to: Point(x: 120, y: 100))
            try harness.deck.endDrag(at: Point(x: 100, y: 100), velocity: velocity)
            #expect(harness.events.contains(.didSwipe(index: 0, direction: .left)) == swipes)
        }
        let harness = Harness()
        harness.advance(to: 1)
        try harness.deck.beginDrag(at: grab)
        #expect(throws: KolodaError.self) { try harness.deck.endDrag(at: grab, velocity: Vector(dx: .nan, dy: 0)) }
        #expect(harness.deck.isDragging)
    }

    @Test(
        "The velocity is measured on the input events' own stamps when the host gives them: moves handled at one instant after a busy frame still fling, and a cancelled drag springs back at their speed"
    )
    func velocityFromStamps() throws {
        for stamped in [true, false] {
            let harness = Harness()
            harness.advance(to: 1)
            // 40 points left in 40 ms by the stamps (1000 pt/s), every event handled at t = 1.
            let stamp = { (step: Double) in stamped ? 50 + step * 0.01 : nil }
            #expect(try harness.deck.beginDrag(at: grab, stamp: stamp(0)))
            for step in 1...3 { try harness.deck.moveDrag(to: Point(x: 150 - 10 * Double(step), y: 100), stamp: stamp(Double(step))) }
            try harness.deck.endDrag(at: Point(x: 110, y: 100), stamp: stamp(4))
            #expect(harness.events.contains(.didSwipe(index: 0, direction: .left)) == stamped, "stamped \(stamped)")
        }
        let harness = Harness()
        harness.advance(to: 1)
        #expect(try harness.deck.beginDrag(at: grab, stamp: 7))
        try harness.deck.moveDrag(to: Point(x: 130, y: 100), stamp: 7.02)
        try harness.deck.moveDrag(to: Point(x: 110, y: 100), stamp: 6)
        harness.deck.cancelDrag()
        let spring = harness.deck.renderModel.cards.first { $0.slot == 0 }!
        harness.advance(by: 0.001)
        let moved = harness.deck.renderModel.cards.first { $0.slot == 0 }!
        let speed = (moved.center.x - spring.center.x) / 0.001
        #expect(speed < -1000, "the spring starts at the drag's -2000 pt/s (a stamp that went back counts as the last): \(speed)")
        harness.advance(by: 2)
        #expect(throws: KolodaError.invalidValue(operation: "moveDrag", description: "stamp nan is not finite")) {
            try harness.deck.beginDrag(at: grab, stamp: 9)
            try harness.deck.moveDrag(to: grab, stamp: .nan)
        }
    }

    @Test("A short slow drag springs back, reports didReset once and rests exactly in place")
    func reset() {
        let harness = Harness()
        harness.advance(to: 1)
        let rest = harness.top!
        harness.drag(from: grab, to: Point(x: 190, y: 120), duration: 1, steps: 20)
        #expect(harness.deck.currentCardIndex == 0)
        #expect(harness.events.suffix(1) == [.panFinished])
        var sawMovement = false
        for _ in 0..<120 {
            harness.advance(by: 1.0 / 60)
            let top = harness.top!
            if top.center != rest.center { sawMovement = true }
            // Rotation and scale follow the spring's displacement through the drag formulas.
            let strength = abs(top.rotation) / (Double.pi / 10)
            #expect(abs(top.scale.dx - max(1 - 0.2 * strength, 0.8)) < 1e-9)
        }
        #expect(sawMovement)
        #expect(harness.fake.count(of: .didReset) == 1)
        #expect(harness.top == rest)
        let resetTime = harness.fake.events.first { $0.event == .didReset }!.time
        #expect(resetTime > 2 && resetTime < 3)
    }

    @Test("A refused swipe springs back")
    func refusedSwipe() {
        let harness = Harness { $0.refuseSwipes = true }
        harness.advance(to: 1)
        harness.drag(from: grab, to: Point(x: 320, y: 100), duration: 2)
        #expect(harness.deck.currentCardIndex == 0)
        harness.advance(by: 3)
        #expect(harness.fake.count(of: .didReset) == 1)
    }

    @Test("Dragging against the only allowed direction does not swipe")
    func wrongDirection() {
        let harness = Harness { $0.allowed = [.left] }
        harness.advance(to: 1)
        harness.drag(from: grab, to: Point(x: 400, y: 100), duration: 0.05)
        #expect(harness.deck.currentCardIndex == 0)
        #expect(!harness.fake.events.contains { if case .dragged = $0.event { true } else { false } })
    }

    @Test("The card leans with the half that is held and the pointer stays on the grabbed point")
    func leanAndGrip() {
        for (start, sign) in [(Point(x: 150, y: 60), 1.0), (Point(x: 150, y: 330), -1.0)] {
            let harness = Harness()
            harness.advance(to: 1)
            harness.drag(from: start, to: Point(x: start.x + 75, y: start.y + 30), duration: 1, release: false)
            let top = harness.top!
            #expect(abs(top.rotation - sign * .pi / 10 * 0.25) < 1e-12)
            #expect(abs(top.scale.dx - 0.95) < 1e-12)
            let pointer = Point(x: start.x + 75, y: start.y + 30)
            let grabbed = top.transform.apply(to: Point(x: start.x, y: start.y))
            #expect(abs(grabbed.x - pointer.x) < 1e-9 && abs(grabbed.y - pointer.y) < 1e-9)
        }
    }

    @Test("Background cards move toward the next slot as the top card is dragged")
    func backgroundFollows() {
        let harness = Harness()
        harness.advance(to: 1)
        harness.drag(from: grab, to: Point(x: 225, y: 100), duration: 1, release: false)
        let cards = harness.deck.renderModel.cards
        let second = cards.first { $0.slot == 1 }!
        // Half way: f = 0.5; slot 1 centre 209.8 → slot 0 centre 196; alpha 0.7 → 1.
        #expect(abs(second.center.y - (209.8 + 196) / 2) < 1e-9)
        #expect(abs(second.alpha - 0.85) < 1e-12)
        #expect(abs(second.scale.dx - 0.975) < 1e-12)
        #expect(cards.last!.overlay == OverlayState(direction: .right, progress: 0.5))
    }

    @Test("A tap selects the top card; a press outside it starts nothing")
    func tapAndMiss() throws {
        let harness = Harness()
        harness.advance(to: 1)
        #expect(try harness.deck.tap(at: Point(x: 150, y: 200)))
        #expect(try !harness.deck.beginDrag(at: Point(x: 150, y: 399)))
        #expect(try !harness.deck.tap(at: Point(x: -5, y: 200)))
        #expect(harness.events == [.didShow(index: 0), .didSelect(index: 0)])
    }

    @Test("A card springing back can be caught again where it is")
    func catchDuringReset() throws {
        let harness = Harness()
        harness.advance(to: 1)
        harness.drag(from: grab, to: Point(x: 250, y: 100), duration: 1)
        harness.advance(by: 0.05)
        let caught = harness.top!
        let point = caught.center
        #expect(try harness.deck.beginDrag(at: point))
        #expect(harness.top!.center == caught.center, "catching the card does not move it")
        try harness.deck.moveDrag(to: Point(x: point.x + 10, y: point.y))
        #expect(abs(harness.top!.center.x - caught.center.x - 10) < 2)
        #expect(harness.fake.count(of: .didReset) == 0)
    }

    @Test("A cancelled drag springs back and reports panFinished")
    func cancel() {
        let harness = Harness()
        harness.advance(to: 1)
        harness.drag(from: grab, to: Point(x: 300, y: 100), duration: 1, release: false)
        harness.deck.cancelDrag()
        #expect(harness.events.last == .panFinished)
        harness.advance(by: 2)
        #expect(harness.events.last == .didReset)
        #expect(harness.deck.currentCardIndex == 0)
    }
}
