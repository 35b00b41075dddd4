// SPDX-License-Identifier: MIT

import CCairo

/// An RGB colour with components in 0...1.
package struct Color: Hashable, Sendable {
    /// The components.
    package var red: Double, green: Double, blue: Double

    /// Creates a colour from components in 0...1.
    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 0xRRGGBB number.
    package init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    /// A colour from hue, saturation and value, each in 0...1.
    package init(hue: Double, saturation: Double, value: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * f)
        let t = value * (1 - saturation * (1 - f))
        switch sector {
        case 0: self.init(red: value, green: t, blue: p)
        case 1: self.init(red: q, green: value, blue: p)
        case 2: self.init(red: p, green: value, blue: t)
        case 3: self.init(red: p, green: q, blue: value)
        case 4: self.init(red: t, green: p, blue: value)
        default: self.init(red: value, green: p, blue: q)
        }
    }

    /// The colour mixed with white by `amount` (0...1).
    package func lightened(_ amount: Double) -> Color {
        Color(red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount)
    }
}

/// An opaque RGB image drawn with cairo, with no display involved.
///
/// Draw on it from one thread at a time; once drawn, it may be handed to another thread to be
/// encoded.
package final class ImageCanvas: @unchecked Sendable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    let surface: OpaquePointer
    /// The cairo context that draws on the image.
    let cairo: OpaquePointer

    /// Creates an image of at least 1 × 1 pixels filled with `background`.
    package init(width: Int, height: Int, background: Color) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(self.width), Int32(self.height))
        cairo = cairo_create(surface)
        setColor(background)
        cairo_paint(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    func setColor(_ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, alpha)
    }

    /// The image as PNG bytes. The same pixels always give the same bytes.
    package func pngData() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo could not encode a PNG: \(status)")
        return sink.bytes
    }

    /// Calls `body` with the pixels: rows of `stride` bytes, each pixel B, G, R, X in memory.
    package func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ stride: Int) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return try body(UnsafeBufferPointer(start: data, count: stride * height), stride)
    }

    /// The colour of one pixel, each component in 0...255.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        withPixels { pixels, stride in
            let offset = y * stride + x * 4
            return (pixels[offset + 2], pixels[offset + 1], pixels[offset])
        }
    }

    // MARK: Drawing helpers

    func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = max(min(radius, width / 2, height / 2), 0)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Draws `text` with its centre at (x, y) (or its left edge, when not centred).
    func text(_ text: String, x: Double, y: Double, size: Double, bold: Bool = false, centered: Bool = true) {
        cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        let left = centered ? x - extents.width / 2 - extents.x_bearing : x
        cairo_move_to(cairo, left, y - extents.height / 2 - extents.y_bearing)
        cairo_show_text(cairo, text)
    }

    /// Draws `draw` onto the image with a uniform opacity, as one layer (directly when opaque).
    func withOpacity(_ alpha: Double, _ draw: () -> Void) {
        guard alpha < 1 else { return draw() }
        cairo_push_group(cairo)
        draw()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, min(max(alpha, 0), 1))
    }

    /// Runs `draw` between `cairo_save` and `cairo_restore`.
    func saved(_ draw: () -> Void) {
        cairo_save(cairo)
        draw()
        cairo_restore(cairo)
    }
}
