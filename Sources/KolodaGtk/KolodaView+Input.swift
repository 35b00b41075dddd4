// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// Where the pointer is in its press-drag-release sequence.
struct PointerState {
    /// Where the press landed on the top card, while it has not moved far enough to be a drag.
    var pendingPress: Point?
    /// Whether the engine is dragging the top card for this sequence.
    var dragging = false
    /// The press point, for turning the gesture's offsets into positions.
    var start = Point.zero
    /// The pointer's positions at their events' own times, for the release velocity.
    var tracker = VelocityTracker()
}

extension KolodaView {
    /// How far the pointer must move, in pixels, before a press becomes a drag (below it, a
    /// release is a tap, and widgets inside the card keep their clicks).
    static let dragSlop = 4.0

    func installInput() {
        let drag = gtk_gesture_drag_new()!
        gtk_widget_add_controller(widget, drag)
        connectSignal(raw(drag), "drag-begin") { [unowned self] x, y in
            pressed(at: Point(x: x, y: y), gesture: drag)
            record(Point(x: x, y: y), gesture: drag)
        }
        connectSignal(raw(drag), "drag-update") { [unowned self] dx, dy in
            record(input.start + Vector(dx: dx, dy: dy), gesture: drag)
            moved(by: Vector(dx: dx, dy: dy), gesture: drag)
        }
        connectSignal(raw(drag), "drag-end") { [unowned self] dx, dy in
            record(input.start + Vector(dx: dx, dy: dy), gesture: drag)
            released(after: Vector(dx: dx, dy: dy))
        }
        connectSignalIgnoringArgument(raw(drag), "cancel") { [unowned self] in
            cancelled()
        }
        let keys = gtk_event_controller_key_new()!
        gtk_widget_add_controller(widget, keys)
        connectKeyPressed(raw(keys)) { [unowned self] keyval, modifiers in
            keyPressed(keyval, modifiers: modifiers)
        }
    }

    /// Records the pointer at the time the windowing system stamped on the current event
    /// (milliseconds; GTK delivers motion in batches, so arrival times would bunch up).
    private func record(_ point: Point, gesture: OpaquePointer) {
        let milliseconds = gtk_event_controller_get_current_event_time(gesture)
        input.tracker.record(point, at: Double(milliseconds) / 1000)
    }

    /// A press: accepted only on the top card (or a widget inside it).
    private func pressed(at point: Point, gesture: OpaquePointer) {
        input = PointerState()
        let top = model.cards.last { $0.slot == 0 }
        // (The press is recorded for the velocity by the caller, after this reset.)
        guard let top, let wrapper = cards[top.id]?.wrapper,
            let picked = gtk_widget_pick(widget, point.x, point.y, GTK_PICK_DEFAULT),
            picked == wrapper || gtk_widget_is_ancestor(picked, wrapper) != 0
        else {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        gtk_widget_grab_focus(widget)
        input.pendingPress = point
        input.start = point
    }

    private func moved(by offset: Vector, gesture: OpaquePointer) {
        let point = input.start + offset
        if let press = input.pendingPress, offset.length >= Self.dragSlop {
            input.pendingPress = nil
            let began = perform { (try? deck.beginDrag(at: press)) ?? false }
            guard began else {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            input.dragging = true
        }
        guard input.dragging else { return }
        perform { try? deck.moveDrag(to: point) }
    }

    private func released(after offset: Vector) {
        if input.dragging {
            perform { try? deck.endDrag(at: input.start + offset, velocity: input.tracker.velocity) }
        } else if let press = input.pendingPress {
            perform { _ = try? deck.tap(at: press) }
        }
        input = PointerState()
    }

    private func cancelled() {
        if input.dragging { perform { deck.cancelDrag() } }
        input = PointerState()
    }

    /// Arrow keys (and Home, Page Up, End, Page Down for the diagonals) swipe where allowed;
    /// Backspace and Ctrl+Z undo; Return and Space select the top card.
    private func keyPressed(_ keyval: UInt32, modifiers: GdkModifierType) -> Bool {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let direction: SwipeResultDirection?
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: direction = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: direction = .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: direction = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: direction = .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: direction = .topLeft
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: direction = .topRight
        case GDK_KEY_End, GDK_KEY_KP_End: direction = .bottomLeft
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: direction = .bottomRight
        case GDK_KEY_BackSpace:
            return revertAction()
        case GDK_KEY_z, GDK_KEY_Z:
            return control && revertAction()
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space:
            guard let top = model.cards.last(where: { $0.slot == 0 }) else { return false }
            return perform { (try? deck.tap(at: top.center)) ?? false }
        default:
            direction = nil
        }
        guard let direction, !control else { return false }
        return swipe(direction)
    }
}

/// Turns the engine's data source and delegate calls into the view's.
final class EngineBridge: KolodaDataSource, KolodaDelegate {
    unowned let view: KolodaView

    init(view: KolodaView) { self.view = view }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { view.dataSource?.kolodaNumberOfCards(view) ?? 0 }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed {
        view.dataSource?.kolodaSpeedThatCardShouldDrag(view) ?? .default
    }
    func koloda(_ koloda: KolodaDeck, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        view.delegate?.koloda(view, allowedDirectionsForIndex: index) ?? SwipeResultDirection.defaultAllowed
    }
    func koloda(_ koloda: KolodaDeck, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        view.delegate?.koloda(view, shouldSwipeCardAt: index, in: direction) ?? true
    }
    func koloda(_ koloda: KolodaDeck, shouldDragCardAt index: Int) -> Bool {
        view.delegate?.koloda(view, shouldDragCardAt: index) ?? true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool {
        view.delegate?.kolodaShouldApplyAppearAnimation(view) ?? true
    }
    func koloda(_ koloda: KolodaDeck, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        view.delegate?.koloda(view, didSwipeCardAt: index, in: direction)
    }
    func kolodaDidRunOutOfCards(_ koloda: KolodaDeck) { view.delegate?.kolodaDidRunOutOfCards(view) }
    func koloda(_ koloda: KolodaDeck, didShowCardAt index: Int) { view.delegate?.koloda(view, didShowCardAt: index) }
    func koloda(_ koloda: KolodaDeck, didRewindTo index: Int) { view.delegate?.koloda(view, didRewindTo: index) }
    func kolodaDidResetCard(_ koloda: KolodaDeck) { view.delegate?.kolodaDidResetCard(view) }
    func koloda(_ koloda: KolodaDeck, didSelectCardAt index: Int) { view.delegate?.koloda(view, didSelectCardAt: index) }
    func koloda(_ koloda: KolodaDeck, draggedCardWithPercentage percentage: Double, in direction: SwipeResultDirection) {
        view.delegate?.koloda(view, draggedCardWithPercentage: percentage, in: direction)
    }
    func kolodaPanBegan(_ koloda: KolodaDeck) { view.delegate?.kolodaPanBegan(view) }
    func kolodaPanFinished(_ koloda: KolodaDeck) { view.delegate?.kolodaPanFinished(view) }
    func koloda(_ koloda: KolodaDeck, diagnostic message: String) { view.delegate?.koloda(view, diagnostic: message) }
}
