// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost

extension KolodaView {
    func installInput() {
        let drag = gtk_gesture_drag_new()!
        gtk_widget_add_controller(widget, drag)
        Gtk.connect(Gtk.raw(drag), "drag-begin") { [unowned self] x, y in
            pressed(at: Point(x: x, y: y), gesture: drag)
        }
        // The gesture reports widget coordinates; the deck works in its own, from `deckOrigin`.
        Gtk.connect(Gtk.raw(drag), "drag-update") { [unowned self] dx, dy in
            guard let start = controller.pressPoint else { return }
            if !controller.pointerMoved(to: start + Vector(dx: dx, dy: dy), time: eventTime(drag)) {
                gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_DENIED)
            } else if controller.isPointerDragging {
                gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        Gtk.connect(Gtk.raw(drag), "drag-end") { [unowned self] dx, dy in
            guard let start = controller.pressPoint else { return }
            controller.pointerReleased(at: start + Vector(dx: dx, dy: dy), time: eventTime(drag))
        }
        Gtk.connectIgnoringArgument(Gtk.raw(drag), "cancel") { [unowned self] in
            controller.pointerCancelled()
        }
        installTouchpad()
    }

    /// A touchpad's two-finger scroll drags the top card, as GNOME's swipes do; a mouse wheel's
    /// scroll goes on to the widgets around the deck.
    ///
    /// The deck's drag begins at the scroll's first move, not at `scroll-begin`: on Wayland the
    /// fingers touching down are a hold gesture, whose event (from the seat's pointer, not the
    /// touchpad) begins GTK's scroll sequence, and the moves that follow, the touchpad's, begin
    /// none.
    private func installTouchpad() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_widget_add_controller(widget, scroll)
        Gtk.connect(Gtk.raw(scroll), "scroll-begin") { [unowned self] in touchpadScrollBegun = false }
        Gtk.connectScroll(Gtk.raw(scroll)) { [unowned self] dx, dy in
            guard isTouchpad(scroll) else { return false }
            if !touchpadScrollBegun {
                touchpadScrollBegun = true
                guard isInteractive else { return false }
                controller.touchpadScrollBegan()
            }
            return controller.touchpadScrolled(by: Vector(dx: dx, dy: dy), time: eventTime(scroll))
        }
        Gtk.connect(Gtk.raw(scroll), "scroll-end") { [unowned self] in
            touchpadScrollBegun = false
            controller.touchpadScrollEnded(time: eventTime(scroll))
        }
    }

    /// Whether the scroll comes from a touchpad: the current event's device says so (a scroll
    /// signal emitted by the app, with no event, is taken as one).
    private func isTouchpad(_ scroll: OpaquePointer) -> Bool {
        guard let event = gtk_event_controller_get_current_event(scroll) else { return true }
        return gdk_device_get_source(gdk_event_get_device(event)) == GDK_SOURCE_TOUCHPAD
    }

    /// The timestamp the windowing system put on the controller's current event, in seconds, or
    /// the deck's clock for a signal emitted with no event (by the app, or a test).
    private func eventTime(_ input: OpaquePointer) -> Double {
        guard gtk_event_controller_get_current_event(input) != nil else { return controller.now() }
        return Double(gtk_event_controller_get_current_event_time(input)) / 1000
    }

    /// A press: accepted only on the top card (or a widget inside it).
    private func pressed(at point: Point, gesture: OpaquePointer) {
        controller.pointerCancelled()
        guard isInteractive, let wrapper = controller.topCardView?.wrapper, let picked = gtk_widget_pick(widget, point.x, point.y, GTK_PICK_DEFAULT),
            picked == wrapper || gtk_widget_is_ancestor(picked, wrapper) != 0
        else {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        gtk_widget_grab_focus(widget)
        controller.pointerPressed(at: point - (deckOrigin - Point.zero), time: eventTime(gesture))
    }

}
