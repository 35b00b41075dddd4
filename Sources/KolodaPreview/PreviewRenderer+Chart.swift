// SPDX-License-Identifier: MIT

import CCairo
import KolodaEngine
import KolodaScenario

extension PreviewRenderer {
    /// One property of the top card plotted in the chart.
    struct ChartSeries: Sendable {
        var name: String
        var value: @Sendable (RenderedCard) -> Double
    }

    static let chartSeries = [
        ChartSeries(name: "centre x (pt)") { $0.center.x },
        ChartSeries(name: "centre y (pt)") { $0.center.y },
        ChartSeries(name: "rotation (rad)") { $0.rotation },
        ChartSeries(name: "scale") { $0.scale.dx },
        ChartSeries(name: "alpha") { $0.alpha },
        ChartSeries(name: "overlay progress") { $0.overlay?.progress ?? 0 },
    ]

    /// Events the chart leaves out: the pointer's, and what the deck tells the data source about
    /// loading ahead, which says nothing about the motion.
    static let unmarkedEvents: Set<TraceEvent.Name> = [
        .deck(.panBegan), .deck(.panFinished), .deck(.prefetch), .deck(.cancelPrefetch), .deck(.nearEnd), .state,
    ]

    /// The colour that marks an event in the chart.
    static func eventColor(_ name: TraceEvent.Name?) -> Color {
        switch name {
        case .deck(.didSwipe)?: Color(hex: 0xFF6B6B)
        case .deck(.didShow)?: Color(hex: 0x4CD98A)
        case .deck(.didReset)?: Color(hex: 0x4DA3FF)
        case .deck(.didRewind)?: Color(hex: 0xC08CFF)
        case .error?, .deck(.diagnostic)?: Color(hex: 0xFFD23F)
        default: Color(hex: 0x8891A7)
        }
    }

    /// The size in pixels of ``chart(width:panelHeight:)``: `width` points wide, a panel of
    /// `panelHeight` points (and a gap of 14) for each property between a header of 130 and a
    /// time axis of 44.
    package func chartSize(width: Double = 1000, panelHeight: Double = 96) -> (width: Int, height: Int) {
        (Self.pixels(width * scale), Self.pixels((130 + Double(Self.chartSeries.count) * (panelHeight + 14) + 44) * scale))
    }

    /// A timeline of the top card's properties against time, the events marked on the time axis.
    ///
    /// The top card is the frontmost card of each frame, so a card that is swiped is followed
    /// until it has flown off; the line breaks where another card comes to the front.
    ///
    /// `width` and `panelHeight` (in points) fit it to a narrower place, such as the demo's tuning
    /// panel.
    package func chart(width pointWidth: Double = 1000, panelHeight pointPanelHeight: Double = 96) -> ImageCanvas {
        let (left, right, top, gap) = (130 * scale, 24 * scale, 130 * scale, 14 * scale)
        let (width, panelHeight) = (pointWidth * scale, pointPanelHeight * scale)
        let series = Self.chartSeries
        let size = chartSize(width: pointWidth, panelHeight: pointPanelHeight)
        let canvas = ImageCanvas(width: size.width, height: size.height, background: Color(hex: 0x12151D))
        let cairo = canvas.cairo
        let plotWidth = width - left - right
        let duration = max(trace.scenario.duration, 1e-9)
        func xPosition(_ time: Double) -> Double { left + plotWidth * time / duration }

        canvas.setColor(Self.ink)
        canvas.text("Top card over time", x: left, y: 22 * scale, size: 16 * scale, bold: true, centered: false)
        for (position, property) in series.enumerated() {
            let panelTop = top + Double(position) * (panelHeight + gap)
            let values = trace.frames.map { frame in frame.model.cards.last.map(property.value) }
            let present = values.compactMap { $0 }
            let dataLow = present.min() ?? 0
            let dataHigh = present.max() ?? 0
            let spread = max(dataHigh - dataLow, max(abs(dataHigh), 1) * 0.1)
            let low = dataLow - spread * 0.1 - (dataHigh - dataLow < 1e-9 ? spread / 2 : 0)
            let high = low + spread * 1.2 + (dataHigh - dataLow < 1e-9 ? 0 : dataHigh - dataLow - spread)
            func yPosition(_ value: Double) -> Double { panelTop + panelHeight * (1 - (value - low) / (high - low)) }

            canvas.setColor(Color(hex: 0x1E2330))
            cairo_rectangle(cairo, left, panelTop, plotWidth, panelHeight)
            cairo_fill(cairo)
            canvas.setColor(Self.ink)
            canvas.text(property.name, x: 10 * scale, y: panelTop + 14 * scale, size: 12 * scale, bold: true, centered: false)
            canvas.setColor(Self.ink, alpha: 0.7)
            canvas.text("max \(Self.axisLabel(dataHigh))", x: 10 * scale, y: panelTop + 36 * scale, size: 11 * scale, centered: false)
            canvas.text("min \(Self.axisLabel(dataLow))", x: 10 * scale, y: panelTop + panelHeight - 10 * scale, size: 11 * scale, centered: false)
            if low < 0, high > 0 {
                canvas.setColor(Self.ink, alpha: 0.2)
                cairo_set_line_width(cairo, 1 * scale)
                cairo_move_to(cairo, left, yPosition(0))
                cairo_line_to(cairo, left + plotWidth, yPosition(0))
                cairo_stroke(cairo)
            }
            canvas.setColor(Color(hue: Double(position) / Double(series.count) + 0.55, saturation: 0.6, value: 0.95))
            cairo_set_line_width(cairo, 2 * scale)
            var drawing = false
            var previousIndex: Int?
            for (frame, value) in zip(trace.frames, values) {
                let index = frame.model.cards.last?.index
                guard let value else {
                    drawing = false
                    continue
                }
                // A different card in front: start a new line rather than join two cards.
                if index != previousIndex { drawing = false }
                previousIndex = index
                if drawing {
                    cairo_line_to(cairo, xPosition(frame.time), yPosition(value))
                } else {
                    cairo_move_to(cairo, xPosition(frame.time), yPosition(value))
                    drawing = true
                }
            }
            cairo_stroke(cairo)
        }

        // The time axis.
        let axisY = top + Double(series.count) * (panelHeight + gap)
        canvas.setColor(Self.ink, alpha: 0.8)
        let step = Self.tickStep(for: duration, ticks: max(Int(plotWidth / (70 * scale)), 2))
        var tick = 0.0
        while tick <= duration + 1e-9 {
            cairo_set_line_width(cairo, 1 * scale)
            cairo_move_to(cairo, xPosition(tick), axisY - gap / 2)
            cairo_line_to(cairo, xPosition(tick), axisY)
            cairo_stroke(cairo)
            canvas.text("\(Self.axisLabel(tick)) s", x: xPosition(tick), y: axisY + 14 * scale, size: 11 * scale)
            tick += step
        }

        // Events: a line through every panel and the name above the first, stacked when several
        // events fall close together.
        var lastLabelX = -Double.infinity
        var stack = 0
        for event in trace.events where !(event.kind.map(Self.unmarkedEvents.contains) ?? false) {
            let x = xPosition(event.time)
            let color = Self.eventColor(event.kind)
            canvas.setColor(color, alpha: 0.75)
            cairo_set_line_width(cairo, 1.5 * scale)
            let dashes = [4.0 * scale, 3.0 * scale]
            cairo_set_dash(cairo, dashes, 2, 0)
            cairo_move_to(cairo, x, top - 6 * scale)
            cairo_line_to(cairo, x, axisY)
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
            stack = x - lastLabelX < 16 * scale ? stack + 1 : 0
            lastLabelX = x
            var label = event.name
            if case .integer(let index) = event["index"] { label += " \(index)" }
            canvas.saved {
                cairo_translate(cairo, x + Double(stack) * 13 * scale, top - 10 * scale)
                cairo_rotate(cairo, -.pi / 2)
                canvas.setColor(color)
                canvas.text(label, x: 0, y: 0, size: 11 * scale, centered: false)
            }
        }
        return canvas
    }

    static func axisLabel(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths == hundredths.rounded(.towardZero), abs(hundredths) < 1e12 {
            let whole = Int(hundredths)
            let sign = whole < 0 ? "-" : ""
            let magnitude = abs(whole)
            let fraction = magnitude % 100
            return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }
        return "\(value)"
    }

    /// The step between time labels that gives at most `ticks` of them (12 across the standard
    /// chart).
    static func tickStep(for duration: Double, ticks: Int) -> Double {
        for step in [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60] where duration / step <= Double(ticks) { return step }
        return (duration / Double(ticks - 2)).rounded(.up)
    }
}
