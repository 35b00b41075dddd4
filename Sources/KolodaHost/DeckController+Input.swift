// SPDX-License-Identifier: MIT

import KolodaEngine

/// Input, as every host receives it: a press, its moves and its release (a tap or a drag), the
/// system taking the pointer away, and the deck's keys.
extension DeckController {
    /// The pointer went down at `point` (deck coordinates); `time` is the input event's timestamp
    /// in seconds, on any clock the host keeps using for the press.
    public func pointerPressed(at point: Point, time: Double) {
        pointer = PointerSequence(pressedAt: point, time: time)
        touchpad = nil
    }

    /// The pointer moved; it becomes a drag past the slop.
    ///
    /// While frames run for the drag and the frame source delivers input before its frames (GTK),
    /// the next frame shows the move: the card views are updated once a frame, however many moves
    /// the toolkit delivers between two frames.
    ///
    /// - Returns: `false` when the deck refused the drag (the press was not on a draggable top
    ///   card): the host gives the pointer back to other widgets.
    @discardableResult
    public func pointerMoved(to point: Point, time: Double) -> Bool {
        guard var sequence = pointer else { return false }
        try? deck.advance(to: now())
        let taken = sequence.move(to: point, time: time, on: deck)
        pointer = taken ? sequence : nil
        if !(frames.deliversInputBeforeFrames && isRunningFrames && deck.isDragging) { refresh() }
        return taken
    }

    /// The toolkit recognized a drag from the press (UIKit's pan gesture): it begins now.
    ///
    /// - Returns: `false` when the deck refused the drag.
    @discardableResult
    public func pointerDragRecognized() -> Bool {
        guard var sequence = pointer else { return false }
        try? deck.advance(to: now())
        let taken = sequence.beginDrag(on: deck)
        pointer = taken ? sequence : nil
        refresh()
        return taken
    }

    /// The pointer went up: a drag ends with the velocity of its stamped moves, a press that never
    /// moved taps.
    public func pointerReleased(at point: Point, time: Double) {
        guard var sequence = pointer else { return }
        pointer = nil
        operate { sequence.release(at: point, time: time, on: deck) }
    }

    /// The system took the pointer away: a drag springs back.
    public func pointerCancelled() {
        guard var sequence = pointer else { return }
        pointer = nil
        operate { sequence.cancel(on: deck) }
    }

    /// A touchpad's two-finger scroll began (the fingers touched down and moved): until
    /// ``touchpadScrollEnded(time:)``, its moves drag the top card as a pointer would, the card
    /// following the fingers as GNOME's swipes do. Ignored while a pointer press goes on.
    public func touchpadScrollBegan() {
        touchpad = pointer == nil ? Vector(dx: 0, dy: 0) : nil
    }

    /// The fingers of a touchpad scroll moved by the toolkit's scroll deltas, in points (with
    /// natural scrolling the content follows the fingers, so the card moves by `-delta`). The
    /// first move takes hold of the top card at its centre.
    ///
    /// - Returns: Whether the deck took the scroll: `false` outside a touchpad scroll, when there
    ///   is no top card, when the scroll begins along an axis the card may not leave by, or when
    ///   the deck refused the drag (the host gives the scroll to other widgets).
    @discardableResult
    public func touchpadScrolled(by delta: Vector, time: Double) -> Bool {
        guard var offset = touchpad else { return false }
        if pointer == nil {
            // The top card as the deck has it now, not as the last frame drew it: a scroll that
            // follows a release before the next frame takes hold of the next card, not the one
            // that flies off.
            deck.render(into: &model)
            // A scroll along an axis the card cannot leave by (up and down, for a deck swiped
            // left and right) is the page's, not the deck's.
            let vertical = abs(delta.dy) > abs(delta.dx)
            guard let top = model.topCard, let index = top.index,
                deck.allowedDirections(for: index).contains(where: { vertical ? $0 != .left && $0 != .right : $0 != .up && $0 != .down })
            else {
                touchpad = nil
                return false
            }
            pointer = PointerSequence(pressedAt: top.center, time: time)
        }
        guard let start = pressPoint else { return false }
        offset = offset - delta
        touchpad = offset
        let taken = pointerMoved(to: start + offset, time: time)
        if !taken { touchpad = nil }
        return taken
    }

    /// The fingers left the touchpad: a drag ends as a pointer's release would (flying off past
    /// the threshold or fast enough, springing back otherwise); a scroll too short to drag does
    /// nothing (it is no tap).
    public func touchpadScrollEnded(time: Double) {
        guard let offset = touchpad else { return }
        touchpad = nil
        guard let start = pressPoint else { return }
        if isPointerDragging {
            pointerReleased(at: start + offset, time: time)
        } else {
            pointerCancelled()
        }
    }

    /// Where the press in progress landed (deck coordinates), while it goes on.
    public var pressPoint: Point? { pointer?.pressPoint }

    /// Whether the press in progress has become a drag of the top card.
    public var isPointerDragging: Bool { pointer?.isDragging ?? false }

    /// Performs what a key means (see `KolodaDeck/press(_:control:)`).
    ///
    /// - Returns: Whether the key was the deck's.
    @discardableResult
    public func press(_ key: DeckKey, control: Bool) -> Bool {
        operate { deck.press(key, control: control) }
    }

    /// A tap at `point` (deck coordinates): selects the top card when it is there.
    ///
    /// - Returns: Whether a card was selected.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        operate { (try? deck.tap(at: point)) ?? false }
    }

    /// The directions the top card may be swiped in, asked as the deck asks its own questions,
    /// or `nil` with no top card.
    public var topCardDirections: [SwipeResultDirection]? {
        deck.render(into: &model)
        guard let index = model.topCard?.index else { return nil }
        return ask { deck.allowedDirections(for: index) }
    }

    /// Asks the app a question for the host (its data source's count, a card's directions) as
    /// the deck asks its own: operations the app calls from inside the answer run, and are shown,
    /// once it has answered.
    public func ask<Answer>(_ question: () -> Answer) -> Answer {
        let answer = deck.askForHost(question)
        if deck.hasDeferredActions { refresh() }
        return answer
    }

    /// Whether a press at `point` (deck coordinates) would take the top card: the point is on it
    /// as it is drawn now, and the deck takes input (not while its appear animation plays). A host
    /// that answers its toolkit's "is this touch mine?" with it lets other touches go.
    public func isOnTopCard(_ point: Point) -> Bool {
        guard !deck.isAppearing else { return false }
        deck.render(into: &model)
        return model.topCard?.contains(point) ?? false
    }
}
