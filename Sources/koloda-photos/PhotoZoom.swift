// SPDX-License-Identifier: MIT

import CGtk
import KolodaAppSupport
import KolodaGtk
import KolodaHost
import PhotoSortModel

/// The top photo at 100 %: every pixel of the photo on a pixel of the screen, to judge focus.
/// The photo is decoded whole on a worker thread (its orientation applied), opens at the point
/// of the card that was double-clicked (its centre from the keyboard), and is moved around with
/// the pointer (drag it) and the arrow keys; - shows it at 50 %, + at 100 % again, the point in
/// the middle staying there; C shows the next photo beside it at the same size, moved with it, to
/// compare two frames of a burst; Escape or Z go back (and a double-click, which the window
/// hears), and the photos' memory is given back then.
@MainActor
final class PhotoZoom {
    /// Where on its card the photo was asked for at 100 %: a point as fractions of the card's
    /// width and height, and the card's width ÷ height, in which the photo is shown whole.
    struct Focus {
        var x = 0.5
        var y = 0.5
        var cardAspect = 1.0

        /// The point as fractions of a photo of `width` × `height` shown whole, centred, in the
        /// card: a point beside the photo is its nearest edge.
        func inPhoto(width: Int, height: Int) -> (x: Double, y: Double) {
            let photoAspect = Double(width) / Double(max(height, 1))
            // The part of the card the photo covers on each axis.
            let shown = photoAspect > cardAspect ? (x: 1.0, y: cardAspect / photoAspect) : (x: photoAspect / cardAspect, y: 1.0)
            let clamp = { (value: Double) in min(max(value, 0), 1) }
            return (clamp((x - (1 - shown.x) / 2) / shown.x), clamp((y - (1 - shown.y) / 2) / shown.y))
        }
    }

    /// The view: the photo in a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    /// The view of the next photo, beside it while comparing.
    private let next: (widget: UnsafeMutablePointer<GtkWidget>, picture: UnsafeMutablePointer<GtkWidget>)
    private let log: EventLog
    /// Called when the user goes back to the deck.
    var onClose: () -> Void = {}
    /// The photo after the one shown, to compare with; nil when it is the last.
    var nextPhoto: () -> CardPhoto? = { nil }
    /// The next photo while comparing, and its decode.
    private var compared: CardPhoto?
    private var nextDecoding: (any PhotoDecoding)?
    private var decoding: (any PhotoDecoding)?
    /// How many photos were asked for: a decode is shown only if it is the last one's.
    private var shown = 0
    private var dragStart = (x: 0.0, y: 0.0)
    /// The point of the photo to bring to the middle of the view, with the photo's size, until
    /// the view has been laid out at that size.
    private var pending: (x: Double, y: Double, width: Int, height: Int)?

    /// The view of `picture` in the scrolled window `widget`, and of the next photo in `next`
    /// (the window's `zoom`, `zoom-picture`, `zoom-next` and `zoom-next-picture`).
    init(
        widget: UnsafeMutablePointer<GtkWidget>, picture: UnsafeMutablePointer<GtkWidget>,
        next: (widget: UnsafeMutablePointer<GtkWidget>, picture: UnsafeMutablePointer<GtkWidget>), log: EventLog
    ) {
        self.widget = widget
        self.picture = picture
        self.next = next
        self.log = log
        let keys = gtk_event_controller_key_new()!
        gtk_widget_add_controller(widget, keys)
        Gtk.connectKeyPressed(Gtk.raw(keys)) { [unowned self] keyval, _ in key(Int32(bitPattern: keyval)) }
        // Either photo is dragged around; the next one follows the first.
        for view in [widget, next.widget] {
            let drag = gtk_gesture_drag_new()!
            gtk_widget_add_controller(view, drag)
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
        }
        // The view is laid out at a new photo's size some frames after it is set: its point is
        // brought to the middle then. The next photo is kept at the same place as the first.
        for horizontal in [true, false] {
            Gtk.connect(Gtk.raw(adjustment(horizontal: horizontal).pointer), "changed") { [unowned self] in
                bringFocusToMiddle()
                followWithNext()
            }
            Gtk.connect(Gtk.raw(adjustment(horizontal: horizontal).pointer), "value-changed") { [unowned self] in followWithNext() }
            Gtk.connect(Gtk.raw(adjustment(horizontal: horizontal, of: next.widget).pointer), "changed") { [unowned self] in followWithNext() }
        }
    }

    /// A photo shown, its size at 100 %, and its scale: 1 (100 %) or ``halfScale``.
    private typealias Shown = (photo: CardPhoto, width: Int, height: Int, scale: Double)

    /// The photo shown, once its size at 100 % is known.
    private var current: Shown?
    /// The step between the photo fitted in its card and 100 %: every other pixel, which shows a
    /// whole region's sharpness before its pixels.
    static let halfScale = 0.5

    /// Shows `photo` at 100 % with the point `focus` of its card in the middle of the view.
    func show(_ photo: CardPhoto, at focus: Focus = Focus()) {
        gtk_picture_set_paintable(OpaquePointer(picture), nil)
        current = nil
        // A size no photo reaches: the photo is decoded at its own.
        decode(photo, covering: (.max, .max)) { [unowned self] width, height in
            current = (photo, width, height, 1)
            return focus.inPhoto(width: width, height: height)
        }
    }

    /// Shows the photo at `scale` (1 or ``halfScale``), the point in the middle of the view
    /// staying there: the - and + keys.
    private func rescale(to scale: Double) {
        guard let current, current.scale != scale else { return }
        show(current.photo, at: scale, keepingMiddle: current)
    }

    /// Shows `photo`, a file another program changed, decoded again at the scale shown, with the
    /// point in the middle of the view staying there.
    func reload(_ photo: CardPhoto) {
        guard let current else { return show(photo) }
        show(photo, at: current.scale, keepingMiddle: current)
    }

    /// Decodes `photo` again at `scale`, the point of the photo `shown` now in the middle of the
    /// view staying there.
    private func show(_ photo: CardPhoto, at scale: Double, keepingMiddle shown: Shown) {
        let (horizontal, vertical) = (adjustment(horizontal: true), adjustment(horizontal: false))
        let middle = (
            x: horizontal.upper > 0 ? (horizontal.value + horizontal.page / 2) / horizontal.upper : 0.5,
            y: vertical.upper > 0 ? (vertical.value + vertical.page / 2) / vertical.upper : 0.5
        )
        decode(photo, covering: Self.covering(shown, at: scale)) { [unowned self] width, height in
            current = (photo, scale == 1 ? width : shown.width, scale == 1 ? height : shown.height, scale)
            return middle
        }
    }

    /// The size a decode covers for a photo of `shown`'s size at `scale`: at 100 % a size no photo
    /// reaches, for the photo's own; else a square of the scaled shorter side (the decoder covers
    /// a size whichever way the photo's orientation turns it, which for a square is the same
    /// scale).
    private static func covering(_ shown: Shown, at scale: Double) -> (Int, Int) {
        guard scale != 1 else { return (.max, .max) }
        let side = Int((Double(min(shown.width, shown.height)) * scale).rounded(.up))
        return (side, side)
    }

    /// Decodes `photo` to cover `size` pixels, then shows it with the point `focus` gives (as
    /// fractions of the photo, from its decoded size) in the middle of the view; the photo
    /// compared with it, at the same size.
    private func decode(_ photo: CardPhoto, covering size: (Int, Int), focus: @escaping (Int, Int) -> (x: Double, y: Double)) {
        decoding?.cancel()
        pending = nil
        shown += 1
        let wanted = shown
        if let compared { decodeNext(compared, covering: size) }
        decoding = photo.decode(coveringWidth: size.0, height: size.1) { [weak self] result in
            guard let self, wanted == shown, case .success(let texture) = result else {
                if case .success(let texture) = result { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return
            }
            let width = Int(gdk_texture_get_width(texture))
            let height = Int(gdk_texture_get_height(texture))
            decoded(texture, at: focus(width, height))
        }
    }

    /// Stops a decode in flight, and lets the photos go: a photo of 300 megapixels holds more
    /// than a gigabyte.
    func stop() {
        decoding?.cancel()
        pending = nil
        current = nil
        gtk_picture_set_paintable(OpaquePointer(picture), nil)
        stopComparing()
    }

    /// Shows the next photo beside this one at the same size (C), or takes it away.
    private func toggleComparing() {
        if compared != nil { return stopComparing() }
        guard let current, let photo = nextPhoto() else { return }
        compared = photo
        gtk_widget_set_visible(next.widget, 1)
        log.write("compare", ["on": .integer(1)])
        decodeNext(photo, covering: Self.covering(current, at: current.scale))
    }

    private func stopComparing() {
        nextDecoding?.cancel()
        nextDecoding = nil
        gtk_picture_set_paintable(OpaquePointer(next.picture), nil)
        gtk_widget_set_visible(next.widget, 0)
        guard compared != nil else { return }
        compared = nil
        log.write("compare", ["on": .integer(0)])
    }

    /// Decodes the photo compared to cover `size` pixels, as the first photo is.
    private func decodeNext(_ photo: CardPhoto, covering size: (Int, Int)) {
        nextDecoding?.cancel()
        nextDecoding = photo.decode(coveringWidth: size.0, height: size.1) { [weak self] result in
            guard let self, compared == photo, case .success(let texture) = result else {
                if case .success(let texture) = result { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return
            }
            nextDecoding = nil
            gtk_picture_set_paintable(OpaquePointer(next.picture), texture)
            log.write("compared", ["width": .integer(Int(gdk_texture_get_width(texture))), "height": .integer(Int(gdk_texture_get_height(texture)))])
            g_object_unref(UnsafeMutableRawPointer(texture))
            followWithNext()
        }
    }

    /// Scrolls the next photo to where the first one is.
    private func followWithNext() {
        guard compared != nil else { return }
        var moved = false
        for horizontal in [true, false] {
            let (first, other) = (adjustment(horizontal: horizontal), adjustment(horizontal: horizontal, of: next.widget))
            let value = min(max(first.value, 0), max(other.upper - other.page, 0))
            if other.value != value {
                gtk_adjustment_set_value(other.pointer, value)
                moved = true
            }
        }
        if moved {
            log.write(
                "compareScroll",
                [
                    "x": .integer(Int(adjustment(horizontal: true).value)), "y": .integer(Int(adjustment(horizontal: false).value)),
                    "nextX": .integer(Int(adjustment(horizontal: true, of: next.widget).value)),
                    "nextY": .integer(Int(adjustment(horizontal: false, of: next.widget).value)),
                ])
        }
    }

    private func decoded(_ texture: OpaquePointer, at point: (x: Double, y: Double)) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        pending = (point.x, point.y, width, height)
        gtk_picture_set_paintable(OpaquePointer(picture), texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
        // The view scrolls to the point before it is laid out at the photo's size: a value set
        // while GTK lays the view out (from `changed`) is kept, but the photo is not moved until
        // something else moves it.
        for (axis, fraction, size, view) in [
            (adjustment(horizontal: true), point.x, width, gtk_widget_get_width(widget)),
            (adjustment(horizontal: false), point.y, height, gtk_widget_get_height(widget)),
        ] where view > 0 {
            let page = min(Double(view), Double(size))
            let value = min(max(fraction * Double(size) - page / 2, 0), Double(size) - page)
            gtk_adjustment_configure(axis.pointer, value, 0, Double(size), page * 0.1, page * 0.9, page)
        }
        bringFocusToMiddle()
        log.write("zoomed", ["width": .integer(width), "height": .integer(height)])
    }

    /// Brings the pending point of the photo to the middle of the view, once the view's extent is
    /// the photo's on both axes (or the photo fits the view on an axis).
    private func bringFocusToMiddle() {
        guard let pending else { return }
        let axes = [(adjustment(horizontal: true), pending.x, pending.width), (adjustment(horizontal: false), pending.y, pending.height)]
        let laidOut = axes.allSatisfy { axis, _, size in
            axis.page > 0 && (Int(axis.upper.rounded()) == size || (Double(size) <= axis.page && axis.upper <= axis.page))
        }
        guard laidOut else { return }
        self.pending = nil
        for (axis, fraction, _) in axes {
            gtk_adjustment_set_value(axis.pointer, min(max(fraction * axis.upper - axis.page / 2, 0), axis.upper - axis.page))
        }
        let (horizontal, vertical) = (adjustment(horizontal: true), adjustment(horizontal: false))
        log.write(
            "zoomFocus",
            [
                "x": .integer(Int(horizontal.value)), "y": .integer(Int(vertical.value)), "viewWidth": .integer(Int(horizontal.page)),
                "viewHeight": .integer(Int(vertical.page)),
            ])
    }

    private func adjustment(
        horizontal: Bool, of view: UnsafeMutablePointer<GtkWidget>? = nil
    ) -> (pointer: UnsafeMutablePointer<GtkAdjustment>, value: Double, upper: Double, page: Double) {
        let view = OpaquePointer(view ?? widget)
        let pointer = horizontal ? gtk_scrolled_window_get_hadjustment(view)! : gtk_scrolled_window_get_vadjustment(view)!
        return (pointer, gtk_adjustment_get_value(pointer), gtk_adjustment_get_upper(pointer), gtk_adjustment_get_page_size(pointer))
    }

    /// The arrows move the photo a tenth of the view; - shows it at half its size and + at 100 %
    /// again; C compares it with the next photo; Escape and Z go back.
    private func key(_ keyval: Int32) -> Bool {
        let step = 0.1
        switch keyval {
        case GDK_KEY_Escape, GDK_KEY_z, GDK_KEY_Z:
            onClose()
        case GDK_KEY_c, GDK_KEY_C:
            toggleComparing()
        case GDK_KEY_minus, GDK_KEY_KP_Subtract:
            rescale(to: Self.halfScale)
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add:
            rescale(to: 1)
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
