// SPDX-License-Identifier: MIT

import KolodaAppBase

/// A colour label, as photographers' tools mark a photo beyond its stars: darktable's five
/// (F1 to F5), which Lightroom, Capture One and digiKam have too.
package enum ColorLabel: Int, CaseIterable, Codable, Sendable {
    case red, yellow, green, blue, purple

    /// The label's number in darktable's `darktable:colorlabels` (0 red to 4 purple).
    package var darktable: Int { rawValue }

    /// The label's name in `xmp:Label`, as Lightroom and Capture One write it and darktable and
    /// digiKam read it.
    package var lightroom: String { ["Red", "Yellow", "Green", "Blue", "Purple"][rawValue] }

    /// The label's number in `digiKam:ColorLabel` (1 red, 3 yellow, 4 green, 5 blue, 6 magenta:
    /// digiKam's orange, grey, black and white have no equal here).
    package var digiKam: Int { [1, 3, 4, 5, 6][rawValue] }

    /// The label's name in lower case, for the card's style.
    package var name: String { lightroom.lowercased() }

    /// The label as a screen reader says it, in the user's language.
    package var spoken: String {
        switch self {
        case .red: tr("red label")
        case .yellow: tr("yellow label")
        case .green: tr("green label")
        case .blue: tr("blue label")
        case .purple: tr("purple label")
        }
    }

    /// The labels a sidecar says, in the order of the cases: darktable's list when it has one,
    /// else Lightroom's name, else digiKam's number.
    package static func labels(of labels: SidecarLabels) -> [ColorLabel] {
        if let colors = labels.darktableColors { return allCases.filter { colors.contains($0.darktable) } }
        if let name = labels.lightroomColor { return allCases.filter { $0.lightroom.lowercased() == name.lowercased() } }
        if let number = labels.digiKamColor { return allCases.filter { $0.digiKam == number } }
        return []
    }
}

/// The labels a sidecar has beyond its rating, each as its editor writes it: Photo Sort's
/// decisions as digiKam's pick label, and its colour labels in darktable's, Lightroom's and
/// digiKam's properties. `nil` is a property the sidecar does not have.
package struct SidecarLabels: Codable, Equatable, Sendable {
    /// `digiKam:PickLabel`: 1 rejected, 2 pending, 3 accepted (digiKam reads a rating of -1 as no
    /// rating, so a reject needs it).
    package var pick: Int?
    /// `darktable:colorlabels`: the numbers of darktable's colour labels.
    package var darktableColors: [Int]?
    /// `xmp:Label`: Lightroom's and Capture One's colour label, by name.
    package var lightroomColor: String?
    /// `digiKam:ColorLabel`: digiKam's colour label, by number.
    package var digiKamColor: Int?

    package init(pick: Int? = nil, darktableColors: [Int]? = nil, lightroomColor: String? = nil, digiKamColor: Int? = nil) {
        self.pick = pick
        self.darktableColors = darktableColors
        self.lightroomColor = lightroomColor
        self.digiKamColor = digiKamColor
    }

    /// digiKam's pick label of a rejected photo.
    package static let rejected = 1
    /// digiKam's pick label of an accepted photo.
    package static let accepted = 3

    /// These labels with the colour labels `colors` in every editor's property: darktable's list
    /// of them all; Lightroom's and digiKam's, which hold one, the first of them. No colour label
    /// removes the three.
    package func with(colors: [ColorLabel]) -> SidecarLabels {
        var labels = self
        let colors = ColorLabel.allCases.filter(colors.contains)
        labels.darktableColors = colors.isEmpty ? nil : colors.map(\.darktable)
        labels.lightroomColor = colors.first?.lightroom
        labels.digiKamColor = colors.first?.digiKam
        return labels
    }
}
