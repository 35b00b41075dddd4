// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

@Suite("Drag interpretation")
struct DragInterpreterTests {
    let card = Size(width: 300, height: 392)
    let all = SwipeResultDirection.allCases

    @Test("Each of the eight directions is recognised with its percentage", arguments: SwipeResultDirection.allCases)
    func eightDirections(direction: SwipeResultDirection) {
        // Move the centre half the card's size along the direction: percentage 1.
        let full = Vector(dx: direction.point.dx * card.width / 2, dy: direction.point.dy * card.height / 2)
        let atFull = DragInterpreter.classify(displacement: full, cardSize: card, allowed: all)
        #expect(atFull.direction == direction)
        #expect(abs(atFull.percentage - 1) < 1e-12)
        let atQuarter = DragInterpreter.classify(displacement: full * 0.25, cardSize: card, allowed: [direction])
        #expect(atQuarter.direction == direction)
        #expect(abs(atQuarter.percentage - 0.25) < 1e-12)
        let beyond = DragInterpreter.classify(displacement: full * 3, cardSize: card, allowed: all)
        #expect(beyond.percentage == 1)
    }

    @Test("A short diagonal drag is nearest an axis direction's point")
    func shortDiagonal() {
        // n = (0.25, 0.25) is 0.79 from (1, 0) and 1.06 from (1, 1).
        let short = DragInterpreter.classify(displacement: Vector(dx: 37.5, dy: 49), cardSize: card, allowed: all)
        #expect(short.direction == .right)
        #expect(abs(short.percentage - 0.25) < 1e-12)
        let long = DragInterpreter.classify(displacement: Vector(dx: 120, dy: 160), cardSize: card, allowed: all)
        #expect(long.direction == .bottomRight)
    }

    @Test("Dragging against the only allowed direction gives no direction")
    func noDirection() {
        let right = Vector(dx: 100, dy: 0)
        #expect(DragInterpreter.classify(displacement: right, cardSize: card, allowed: [.left]) == .none)
        #expect(DragInterpreter.classify(displacement: .zero, cardSize: card, allowed: all) == .none)
        #expect(DragInterpreter.classify(displacement: Vector(dx: 0, dy: 80), cardSize: card, allowed: [.left, .right]) == .none)
        #expect(DragInterpreter.classify(displacement: right, cardSize: card, allowed: []) == .none)
    }

    @Test("Ties go to the first allowed direction and the percentage is along its point")
    func tiesAndProjection() {
        // n = (1, 1): equally near right (1,0)? No: distance to right is 1, to bottomRight 0.
        let diagonal = Vector(dx: 150, dy: 196)
        #expect(DragInterpreter.classify(displacement: diagonal, cardSize: card, allowed: [.right, .down]).direction == .right)
        #expect(DragInterpreter.classify(displacement: diagonal, cardSize: card, allowed: [.down, .right]).direction == .down)
        // n = (0.5, 0.5) projected on bottomRight: q = 1/√2, L = √2 → 0.5.
        let half = DragInterpreter.classify(displacement: diagonal * 0.5, cardSize: card, allowed: [.bottomRight])
        #expect(half.direction == .bottomRight)
        #expect(abs(half.percentage - 0.5) < 1e-12)
        #expect(abs(half.progress(threshold: 0.25) - 1) < 1e-12)
        #expect(abs(half.progress(threshold: 2) - 0.25) < 1e-12)
    }

    @Test("Rotation leans with the half that is held and is clamped on both sides")
    func rotationAndScale() {
        let drag = DragInterpreter()
        let right = Vector(dx: 150, dy: 0)
        #expect(abs(drag.rotation(displacement: right, cardSize: card, gripSign: 1) - .pi / 20) < 1e-12)
        #expect(abs(drag.rotation(displacement: right, cardSize: card, gripSign: -1) + .pi / 20) < 1e-12)
        let far = Vector(dx: -900, dy: 0)
        #expect(abs(drag.rotation(displacement: far, cardSize: card, gripSign: 1) + .pi / 10) < 1e-12)
        #expect(abs(drag.scale(displacement: right, cardSize: card) - 0.9) < 1e-12)
        #expect(abs(drag.scale(displacement: far, cardSize: card) - 0.8) < 1e-12)
        #expect(DragInterpreter.gripSign(grabOffset: Vector(dx: 0, dy: -10)) == 1)
        #expect(DragInterpreter.gripSign(grabOffset: Vector(dx: 0, dy: 10)) == -1)
    }

    @Test("The grabbed point stays under the pointer")
    func grabbedPoint() {
        let grab = Vector(dx: -60, dy: -120)
        let pointer = Point(x: 280, y: 116)
        let drag = DragInterpreter()
        let displacement = Vector(dx: 130, dy: 40)
        let rotation = drag.rotation(displacement: displacement, cardSize: card, gripSign: 1)
        let scale = Vector(dx: 0.9 * drag.scale(displacement: displacement, cardSize: card), dy: 1.1)
        let center = DragInterpreter.center(grabbedPoint: pointer, localPoint: grab, rotation: rotation, scale: scale)
        // Map the grabbed point (content coordinates) through the drawn card's transform: it lands at the pointer.
        let drawn = RenderedCard(
            id: CardID(rawValue: 1), index: 0, slot: 0, center: center, size: card, scale: scale, rotation: rotation, alpha: 1,
            overlay: nil)
        let moved = drawn.transform.apply(to: Point(x: card.width / 2 + grab.dx, y: card.height / 2 + grab.dy))
        #expect(abs(moved.x - pointer.x) < 1e-9 && abs(moved.y - pointer.y) < 1e-9)
        #expect(abs(center.x - pointer.x) > 10, "the card's centre is not at the pointer")
    }

    @Test("The velocity estimate uses the samples of the last 100 ms")
    func velocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.record(Point(x: 0, y: 0), at: 0)
        #expect(tracker.velocity == .zero)
        tracker.record(Point(x: 500, y: 0), at: 0.05)
        tracker.record(Point(x: 510, y: 0), at: 0.2)
        tracker.record(Point(x: 530, y: 10), at: 0.3)
        // Only 0.2 and 0.3 are within 100 ms of the last sample.
        #expect(abs(tracker.velocity.dx - 200) < 1e-9)
        #expect(abs(tracker.velocity.dy - 100) < 1e-9)
    }
}
