// SPDX-License-Identifier: MIT

import CGtk

/// A place on a card: a title, a subtitle and the seed of its generated picture.
struct Place {
    var title: String
    var subtitle: String

    static let all: [Place] = [
        Place(title: "Lisbon", subtitle: "Portugal · trams and tiles"),
        Place(title: "Kyoto", subtitle: "Japan · temples in the hills"),
        Place(title: "Quito", subtitle: "Ecuador · a city above the clouds"),
        Place(title: "Reykjavík", subtitle: "Iceland · the northern lights"),
        Place(title: "Cape Town", subtitle: "South Africa · Table Mountain"),
        Place(title: "Hallstatt", subtitle: "Austria · a lake village"),
        Place(title: "Valparaíso", subtitle: "Chile · hills of colour"),
        Place(title: "Tbilisi", subtitle: "Georgia · sulphur baths"),
        Place(title: "Luang Prabang", subtitle: "Laos · the Mekong at dusk"),
        Place(title: "Chefchaouen", subtitle: "Morocco · the blue city"),
        Place(title: "Bergen", subtitle: "Norway · fjords and rain"),
        Place(title: "Oaxaca", subtitle: "Mexico · markets and mezcal"),
        Place(title: "Hobart", subtitle: "Australia · Tasmania's harbour"),
        Place(title: "Ljubljana", subtitle: "Slovenia · the dragon bridge"),
        Place(title: "Cusco", subtitle: "Peru · the road to Machu Picchu"),
        Place(title: "Zanzibar", subtitle: "Tanzania · spice islands"),
        Place(title: "Kotor", subtitle: "Montenegro · walls by the bay"),
        Place(title: "Hội An", subtitle: "Vietnam · lanterns on the river"),
        Place(title: "Wellington", subtitle: "New Zealand · windy harbour"),
        Place(title: "Tromsø", subtitle: "Norway · midnight sun"),
        Place(title: "Porto", subtitle: "Portugal · the Douro's bridges"),
        Place(title: "Kraków", subtitle: "Poland · the old market square"),
        Place(title: "Havana", subtitle: "Cuba · the Malecón"),
        Place(title: "Queenstown", subtitle: "New Zealand · lakes and peaks"),
    ]

    /// The place for any card index; with more cards than places, they repeat with a number.
    static func at(_ index: Int) -> Place {
        let place = all[index % all.count]
        guard index >= all.count else { return place }
        return Place(title: "\(place.title) \(index / all.count + 1)", subtitle: place.subtitle)
    }
}

/// Draws a place's picture: a sky, a sun and layers of hills, all derived from the card's index.
func drawPlacePicture(_ cairo: OpaquePointer, width: Double, height: Double, index: Int) {
    func hue(_ offset: Double) -> (Double, Double, Double) {
        let h = (Double(index) * 0.618_034 + offset).truncatingRemainder(dividingBy: 1) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        switch Int(h) {
        case 0: return (1, x, 0)
        case 1: return (x, 1, 0)
        case 2: return (0, 1, x)
        case 3: return (0, x, 1)
        case 4: return (x, 0, 1)
        default: return (1, 0, x)
        }
    }
    func mix(_ color: (Double, Double, Double), _ white: Double, _ dark: Double) -> (Double, Double, Double) {
        ((color.0 + (1 - color.0) * white) * dark, (color.1 + (1 - color.1) * white) * dark, (color.2 + (1 - color.2) * white) * dark)
    }
    let sky = cairo_pattern_create_linear(0, 0, 0, height)
    let top = mix(hue(0.55), 0.35, 0.85)
    let bottom = mix(hue(0.05), 0.55, 1)
    cairo_pattern_add_color_stop_rgb(sky, 0, top.0, top.1, top.2)
    cairo_pattern_add_color_stop_rgb(sky, 1, bottom.0, bottom.1, bottom.2)
    cairo_set_source(cairo, sky)
    cairo_paint(cairo)
    cairo_pattern_destroy(sky)

    let sun = mix(hue(0.12), 0.6, 1)
    cairo_set_source_rgba(cairo, sun.0, sun.1, sun.2, 0.95)
    let sunX = width * (0.25 + 0.5 * Double((index * 37) % 100) / 100)
    cairo_arc(cairo, sunX, height * 0.32, min(width, height) * 0.11, 0, 2 * .pi)
    cairo_fill(cairo)

    for layer in 0..<3 {
        let color = mix(hue(0.3 + Double(layer) * 0.08), 0.15, 0.75 - Double(layer) * 0.2)
        cairo_set_source_rgb(cairo, color.0, color.1, color.2)
        let base = height * (0.55 + Double(layer) * 0.14)
        cairo_move_to(cairo, 0, height)
        cairo_line_to(cairo, 0, base)
        let peaks = 3 + (index + layer) % 3
        for peak in 0...peaks {
            let x = width * Double(peak) / Double(peaks)
            let rise = height * (0.08 + 0.12 * Double(((index + 3) * (peak + 1) * (layer + 2)) % 7) / 7)
            cairo_line_to(cairo, x - width / Double(peaks * 2), base - rise)
            cairo_line_to(cairo, x, base)
        }
        cairo_line_to(cairo, width, height)
        cairo_close_path(cairo)
        cairo_fill(cairo)
    }
}
