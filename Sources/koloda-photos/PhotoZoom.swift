// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport
import KolodaGtk
import KolodaHost
import PhotoSortModel

/// The top photo at 100 %: every pixel of the photo on a pixel of the screen, to judge focus.
/// The photo is decoded whole on a worker thread (its orientation applied), and moved around
/// with the pointer (drag it) and the arrow keys; Escape, Z or a double-click go back.
@MainActor
final class PhotoZoom {
    /// The view: the photo in a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let log: EventLog
    /// Called when the user goes back to the deck.
    var onClose: () -> Void = {}
    private var decoding: (any PhotoDecoding)?
    /// How many photos were asked for: a decode is shown only if it is the last one's.
    private var shown = 0
    private var dragStart = (x: 0.0, y: 0.0)

    /// The view of `picture` in the scrolled window `widget` (the window's `zoom` and
    /// `zoom-picture`).
    init(widget: UnsafeMutablePointer<GtkWidget>, picture: UnsafeMutablePointer<GtkWidget>, log: EventLog) {
        self.widget = widget
        self.picture = picture
        self.log = log
        let keys = gtk_event_controller_key_new()!
        gtk_widget_add_controller(widget, keys)
        Gtk.connectKeyPressed(Gtk.raw(keys)) { [unowned self] keyval, _ in key(Int32(bitPattern: keyval)) }
        let drag = gtk_gesture_drag_new()!
        gtk_widget_add_controller(widget, drag)
        Gtk.connect(
            Gtk.raw(drag), "drag-begin",
            coordinates: { [unowned self] _, _ in
                dragStart = (adjustment(horizontal: true).value, adjustment(horizontal: false).value)
            })
        Gtk.connect(
            Gtk.raw(drag), "drag-update",
            coordinates: { [unowned self] dx, dy in
                gtk_adjustment_set_value(adjustment(horizontal: true).pointer, dragStart.x - dx)
                gtk_adjustment_set_value(adjustment(horizontal: false).pointer, dragStart.y - dy)
            })
        let click = gtk_gesture_click_new()!
        gtk_widget_add_controller(widget, click)
        Gtk.connect(Gtk.raw(click), "pressed", presses: { [unowned self] presses, _, _ in if presses == 2 { onClose() } })
    }

    /// Shows `photo` at 100 %, centred; the previous one until it is decoded.
    func show(_ photo: CardPhoto) {
        decoding?.cancel()
        gtk_picture_set_paintable(OpaquePointer(picture), nil)
        // A size no photo reaches: the photo is decoded at its own.
        shown += 1
        let wanted = shown
        decoding = photo.decode(coveringWidth: .max, height: .max) { [weak self] result in
            guard let self, wanted == shown, case .success(let texture) = result else {
                if case .success(let texture) = result { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return
            }
            decoded(texture)
        }
    }

    /// Stops a decode in flight.
    func stop() { decoding?.cancel() }

    private func decoded(_ texture: OpaquePointer) {
        gtk_picture_set_paintable(OpaquePointer(picture), texture)
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        g_object_unref(UnsafeMutableRawPointer(texture))
        // Centred once laid out at the photo's size.
        g_idle_add_once(
            { data in
                MainActor.assumeIsolated {
                    let zoom = Unmanaged<PhotoZoom>.fromOpaque(data!).takeRetainedValue()
                    for horizontal in [true, false] {
                        let adjustment = zoom.adjustment(horizontal: horizontal)
                        gtk_adjustment_set_value(adjustment.pointer, (adjustment.upper - adjustment.page) / 2)
                    }
                }
            }, Unmanaged.passRetained(self).toOpaque())
        log.write("zoomed", ["width": .integer(width), "height": .integer(height)])
    }

    private func adjustment(horizontal: Bool) -> (pointer: UnsafeMutablePointer<GtkAdjustment>, value: Double, upper: Double, page: Double) {
        let pointer =
            horizontal ? gtk_scrolled_window_get_hadjustment(OpaquePointer(widget))! : gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))!
        return (pointer, gtk_adjustment_get_value(pointer), gtk_adjustment_get_upper(pointer), gtk_adjustment_get_page_size(pointer))
    }

    /// The arrows move the photo a tenth of the view; Escape and Z go back.
    private func key(_ keyval: Int32) -> Bool {
        let step = 0.1
        switch keyval {
        case GDK_KEY_Escape, GDK_KEY_z, GDK_KEY_Z:
            onClose()
        case GDK_KEY_Left, GDK_KEY_Right:
            let adjustment = adjustment(horizontal: true)
            gtk_adjustment_set_value(adjustment.pointer, adjustment.value + (keyval == GDK_KEY_Left ? -1 : 1) * adjustment.page * step)
        case GDK_KEY_Up, GDK_KEY_Down:
            let adjustment = adjustment(horizontal: false)
            gtk_adjustment_set_value(adjustment.pointer, adjustment.value + (keyval == GDK_KEY_Up ? -1 : 1) * adjustment.page * step)
        default:
            return false
        }
        return true
    }
}
