// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaAppSupport
import KolodaGtk
import KolodaHost
import PhotoSortModel

/// The top photo's histogram over the deck's top right corner (H, or the main menu's
/// *Histogram*): its red, green and blue levels, and how much of the photo has clipped highlights
/// (a channel at its top) or shadows (black in every channel), said in red and blue when there is
/// enough to look at. The photo is decoded again, small, on a worker thread; its levels are
/// counted when it arrives.
@MainActor
final class PhotoHistogram {
    /// The drawing area (the window's `histogram`).
    let area: UnsafeMutablePointer<GtkWidget>
    private let log: EventLog
    /// The photo counted, and its index in the deck; nil while none is.
    private var shown: (photo: CardPhoto, index: Int)?
    private var histogram: Histogram?
    private var decoding: (any PhotoDecoding)?
    /// The size the photo is decoded to cover for its counts: enough for its tones, small enough
    /// to count in a few milliseconds at the culling pace.
    static let decodedSide = 512

    init(area: UnsafeMutablePointer<GtkWidget>, log: EventLog) {
        self.area = area
        self.log = log
        gtk_drawing_area_set_draw_func(
            Gtk.cast(area),
            { _, cairo, width, height, data in
                guard let cairo, let data else { return }
                MainActor.assumeIsolated {
                    Unmanaged<PhotoHistogram>.fromOpaque(data).takeUnretainedValue().draw(cairo, width: Double(width), height: Double(height))
                }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Whether the histogram is wanted (the setting): it shows while there is a photo on top.
    var isShown = false {
        didSet { if !isShown { show(nil, index: 0) } }
    }

    /// Counts `photo`, the card at `index`, when the histogram is wanted and it is not the photo
    /// counted already (`again` counts it anew: its file changed); nil shows none, and hides the
    /// panel (no photo is on top).
    func show(_ photo: CardPhoto?, index: Int, again: Bool = false) {
        guard let photo, isShown else {
            decoding?.cancel()
            decoding = nil
            shown = nil
            histogram = nil
            setVisible(false)
            return
        }
        setVisible(true)
        if !again, let shown, shown.photo == photo, shown.index == index { return }
        shown = (photo, index)
        decoding?.cancel()
        decoding = photo.decode(coveringWidth: Self.decodedSide, height: Self.decodedSide) { [weak self] result in
            guard let self, let shown = self.shown, shown.photo == photo, shown.index == index else { return }
            decoding = nil
            switch result {
            case .success(let texture):
                count(texture, index: index)
                g_object_unref(UnsafeMutableRawPointer(texture))
            case .failure(.cancelled): break
            case .failure:
                histogram = nil
                gtk_widget_queue_draw(area)
                koloda_accessible_set_label(area, tr("Histogram: the photo cannot be read"))
            }
        }
    }

    private func setVisible(_ visible: Bool) {
        guard (gtk_widget_get_visible(area) != 0) != visible else { return }
        gtk_widget_set_visible(area, visible ? 1 : 0)
        log.write("histogramShown", ["on": .integer(visible ? 1 : 0)])
    }

    private func count(_ texture: OpaquePointer, index: Int) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBytes { gdk_texture_download(texture, $0.baseAddress!.assumingMemoryBound(to: guchar.self), gsize(stride)) }
        // GdkTexture downloads in GDK_MEMORY_DEFAULT: blue, green, red, alpha in memory.
        let counted = bytes.withUnsafeBytes { Histogram(bytes: $0, width: width, height: height, stride: stride, channels: (2, 1, 0)) }
        histogram = counted
        gtk_widget_queue_draw(area)
        koloda_accessible_set_label(
            area,
            // TRANSLATORS: the histogram's name for a screen reader; %s are percentages, "1.2".
            tr(
                "Histogram: highlights clipped in %s %% of the photo, shadows in %s %%", Self.percent(counted.highlightsPercent),
                Self.percent(counted.shadowsPercent)))
        log.write(
            "histogram",
            ["index": .integer(index), "highlights": .number(counted.highlightsPercent), "shadows": .number(counted.shadowsPercent)])
    }

    /// A share in per cent with one decimal: "1.2", "0.0".
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The three channels' levels, added where they overlap (white where all three are), each
    /// scaled by the square root of its count so that a few levels' peaks do not flatten the rest,
    /// and the clipping at either end.
    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        guard let histogram, histogram.pixels > 0 else { return }
        let inset = 8.0
        let plot = (x: inset, y: inset + 14, width: width - 2 * inset, height: height - 2 * inset - 14)
        let channels: [([Int], (Double, Double, Double))] = [
            (histogram.red, (0.95, 0.25, 0.25)), (histogram.green, (0.3, 0.85, 0.3)), (histogram.blue, (0.35, 0.5, 1)),
        ]
        // The tallest level but the two ends, whose clipped pixels would flatten the rest.
        let peak = channels.map { $0.0[1...254].max() ?? 0 }.max() ?? 0
        let top = max(Double(peak).squareRoot(), 1)
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        for (levels, color) in channels {
            cairo_move_to(cairo, plot.x, plot.y + plot.height)
            for (level, count) in levels.enumerated() {
                let x = plot.x + plot.width * Double(level) / 255
                let y = plot.y + plot.height * (1 - min(Double(count).squareRoot() / top, 1))
                cairo_line_to(cairo, x, y)
            }
            cairo_line_to(cairo, plot.x + plot.width, plot.y + plot.height)
            cairo_close_path(cairo)
            cairo_set_source_rgba(cairo, color.0, color.1, color.2, 0.7)
            cairo_fill(cairo)
        }
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, 11)
        // The clipped shadows in blue on the left, the highlights in red on the right; grey when
        // too few pixels to matter.
        let ends: [(Double, Bool, (Double, Double, Double))] = [
            (histogram.shadowsPercent, false, (0.45, 0.65, 1)), (histogram.highlightsPercent, true, (1, 0.35, 0.35)),
        ]
        for (share, isRight, color) in ends {
            let warns = Histogram.isWorthWarning(percent: share)
            let text = (isRight ? "▲ " : "▼ ") + Self.percent(share) + " %"
            var extents = cairo_text_extents_t()
            cairo_text_extents(cairo, text, &extents)
            cairo_move_to(cairo, isRight ? plot.x + plot.width - extents.x_advance : plot.x, inset + 10)
            if warns {
                cairo_set_source_rgba(cairo, color.0, color.1, color.2, 1)
            } else {
                cairo_set_source_rgba(cairo, 1, 1, 1, 0.5)
            }
            cairo_show_text(cairo, text)
            if warns {
                // A bar over the clipped end of the levels.
                cairo_rectangle(cairo, isRight ? plot.x + plot.width - 3 : plot.x, plot.y, 3, plot.height)
                cairo_fill(cairo)
            }
        }
    }
}
