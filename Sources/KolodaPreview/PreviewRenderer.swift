// SPDX-License-Identifier: MIT

import CCairo
import KolodaEngine
import KolodaScenario

/// Draws a trace's frames, a contact sheet of them and a timeline chart, with cairo only.
///
/// Each frame shows the deck's bounds with a margin around them, so cards flying off stay in view
/// for a while. Cards are rounded rectangles with a soft edge, a colour of their own and a large
/// index number; the overlay is a LIKE / NOPE / direction stamp whose opacity is its progress;
/// the deck's appear transform scales and fades the whole deck.
package struct PreviewRenderer {
    /// The trace being drawn.
    package let trace: Trace
    /// Pixels per point.
    package let scale: Double
    /// The space around the deck's bounds, in points.
    package let margin: Double

    static let background = Color(hex: 0x1B1F2A)
    static let deckArea = Color(hex: 0x252B3A)
    static let ink = Color(hex: 0xE8ECF4)

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point, greater than 0.
    ///   - margin: Points of space around the deck; by default a fifth of its larger side.
    package init(trace: Trace, scale: Double = 1, margin: Double? = nil) {
        self.trace = trace
        self.scale = scale
        let deck = trace.scenario.deck
        self.margin = margin ?? max(max(deck.width, deck.height) * 0.2, 24)
    }

    /// A frame's size in pixels.
    package var frameSize: (width: Int, height: Int) {
        let deck = trace.scenario.deck
        return (Self.pixels((deck.width + 2 * margin) * scale), Self.pixels((deck.height + 2 * margin) * scale))
    }

    /// The longest side cairo draws, in pixels.
    package static let maximumSide = 32_767
    /// The most pixels one image may have: 64 Mi, 256 MiB of memory at 4 bytes a pixel.
    package static let maximumPixels = 64 * 1024 * 1024

    /// Checks an image size against cairo's limit and the memory budget.
    ///
    /// - Throws: ``PreviewError`` naming the image and its size.
    package static func check(_ size: (width: Int, height: Int), for image: String) throws(PreviewError) {
        guard size.width <= maximumSide, size.height <= maximumSide else {
            throw PreviewError("\(image) would be \(size.width)×\(size.height) pixels; cairo draws at most \(maximumSide) on a side")
        }
        guard size.width * size.height <= maximumPixels else {
            throw PreviewError("\(image) would be \(size.width)×\(size.height) pixels; at most \(maximumPixels) pixels an image")
        }
    }

    /// A length in points times the scale, as whole pixels: at least 1, and capped far above any
    /// size ``check(_:for:)`` accepts so that it always converts to `Int`.
    static func pixels(_ length: Double) -> Int {
        guard length.isFinite else { return Int(Double(maximumSide) * 2) }
        return Int(min(max(length.rounded(.up), 1), 1e12))
    }

    /// One frame of the trace as an image.
    package func renderFrame(at index: Int) -> ImageCanvas {
        let size = frameSize
        let canvas = ImageCanvas(width: size.width, height: size.height, background: Self.background)
        draw(trace.frames[index], on: canvas, x: 0, y: 0)
        return canvas
    }

    /// Draws a frame with its top-left corner at pixel (x, y).
    func draw(_ frame: TraceFrame, on canvas: ImageCanvas, x: Double, y: Double) {
        let cairo = canvas.cairo
        let deck = trace.scenario.deck
        let (width, height) = frameSize
        canvas.saved {
            cairo_rectangle(cairo, x, y, Double(width), Double(height))
            cairo_clip(cairo)
            cairo_translate(cairo, x, y)
            cairo_scale(cairo, scale, scale)
            cairo_translate(cairo, margin, margin)
            canvas.setColor(Self.deckArea)
            canvas.roundedRectangle(x: 0, y: 0, width: deck.width, height: deck.height, radius: 12)
            cairo_fill(cairo)
            guard frame.model.deckScale > 1e-6 else { return }
            cairo_translate(cairo, deck.width / 2, deck.height / 2)
            cairo_scale(cairo, frame.model.deckScale, frame.model.deckScale)
            cairo_translate(cairo, -deck.width / 2, -deck.height / 2)
            canvas.withOpacity(frame.model.deckAlpha) {
                for card in frame.model.cards { drawCard(card, on: canvas) }
            }
        }
    }

    /// The colour of a card: hues spread by the golden ratio, so neighbours differ; grey for a
    /// card removed from the data.
    static func color(ofCard index: Int?) -> Color {
        guard let index else { return Color(red: 0.6, green: 0.6, blue: 0.6) }
        let hue = (Double(index) * 0.618_033_988_75 + 0.58).truncatingRemainder(dividingBy: 1)
        return Color(hue: hue, saturation: 0.55, value: 0.86)
    }

    private func drawCard(_ card: RenderedCard, on canvas: ImageCanvas) {
        let width = card.size.width
        let height = card.size.height
        guard width > 0, height > 0, abs(card.scale.dx) > 1e-6, abs(card.scale.dy) > 1e-6, card.alpha > 0 else { return }
        let cairo = canvas.cairo
        let radius = min(width, height) * 0.06
        let base = Self.color(ofCard: card.index)
        canvas.saved {
            cairo_translate(cairo, card.center.x, card.center.y)
            cairo_rotate(cairo, card.rotation)
            cairo_scale(cairo, card.scale.dx, card.scale.dy)
            cairo_translate(cairo, -width / 2, -height / 2)
            canvas.withOpacity(card.alpha) {
                // A soft edge: a few widening, faint outlines below the card instead of a blur.
                for step in 1...5 {
                    let spread = Double(step) * 2
                    canvas.setColor(Color(red: 0, green: 0, blue: 0), alpha: 0.05)
                    canvas.roundedRectangle(
                        x: -spread, y: -spread + 4, width: width + 2 * spread, height: height + 2 * spread, radius: radius + spread)
                    cairo_fill(cairo)
                }
                let gradient = cairo_pattern_create_linear(0, 0, 0, height)
                cairo_pattern_add_color_stop_rgb(gradient, 0, base.lightened(0.25).red, base.lightened(0.25).green, base.lightened(0.25).blue)
                cairo_pattern_add_color_stop_rgb(gradient, 1, base.red, base.green, base.blue)
                cairo_set_source(cairo, gradient)
                canvas.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
                cairo_fill_preserve(cairo)
                cairo_pattern_destroy(gradient)
                canvas.setColor(Color(red: 1, green: 1, blue: 1), alpha: 0.35)
                cairo_set_line_width(cairo, max(min(width, height) * 0.006, 0.5))
                cairo_stroke(cairo)
                canvas.setColor(Color(red: 1, green: 1, blue: 1), alpha: 0.92)
                canvas.text(card.index.map(String.init) ?? "–", x: width / 2, y: height / 2, size: min(width, height) * 0.36, bold: true)
                if let overlay = card.overlay, overlay.progress > 0 {
                    canvas.withOpacity(overlay.progress) { drawStamp(overlay.direction, width: width, height: height, on: canvas) }
                }
            }
        }
    }

    /// The stamp for a direction: LIKE (right), NOPE (left), or the direction's name.
    static func stamp(for direction: SwipeResultDirection) -> (text: String, color: Color) {
        switch direction {
        case .right: ("LIKE", Color(hex: 0x2FD27A))
        case .left: ("NOPE", Color(hex: 0xFF4D67))
        case .up: ("UP", Color(hex: 0x3DA5FF))
        case .down: ("DOWN", Color(hex: 0xB08CFF))
        case .topLeft: ("TOP LEFT", Color(hex: 0xFFB03A))
        case .topRight: ("TOP RIGHT", Color(hex: 0xFFB03A))
        case .bottomLeft: ("BOTTOM LEFT", Color(hex: 0xFFB03A))
        case .bottomRight: ("BOTTOM RIGHT", Color(hex: 0xFFB03A))
        }
    }

    private func drawStamp(_ direction: SwipeResultDirection, width: Double, height: Double, on canvas: ImageCanvas) {
        let cairo = canvas.cairo
        let (text, color) = Self.stamp(for: direction)
        let fontSize = width * (text.count > 5 ? 0.085 : 0.13)
        // LIKE sits at the top left leaning left, NOPE at the top right leaning right (as on
        // Tinder); the others at the top centre.
        let centerX = direction == .right ? width * 0.3 : direction == .left ? width * 0.7 : width / 2
        let angle = direction == .right ? -0.26 : direction == .left ? 0.26 : 0
        canvas.saved {
            cairo_translate(cairo, centerX, height * 0.14)
            cairo_rotate(cairo, angle)
            cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cairo, fontSize)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cairo, text, &extents)
            let boxWidth = extents.width + fontSize * 0.8
            let boxHeight = fontSize * 1.35
            canvas.setColor(color)
            cairo_set_line_width(cairo, fontSize * 0.12)
            canvas.roundedRectangle(x: -boxWidth / 2, y: -boxHeight / 2, width: boxWidth, height: boxHeight, radius: fontSize * 0.2)
            cairo_stroke(cairo)
            canvas.text(text, x: 0, y: 0, size: fontSize, bold: true)
        }
    }
}

/// A preview that cannot be drawn: an image too large for cairo or for the memory budget.
package struct PreviewError: Error, CustomStringConvertible {
    /// What is wrong, on one line.
    package var description: String

    /// Creates an error.
    package init(_ description: String) { self.description = description }
}
