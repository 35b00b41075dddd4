// SPDX-License-Identifier: MIT

import CGtk
import Glibc
import KolodaGtk

extension TunePanel {
    /// A control for every option of `DeckOptions.catalogue`, by section, with the layout's
    /// preset and what the app's delegate and data source answer beside them.
    func addControls() {
        let c = controls
        for section in DeckOption.Section.allCases {
            c.heading(section.title)
            if section == .layout {
                c.choice("Layout", ["Stacked", "Background"]) {
                    $0.layout is StackedCardLayout ? 0 : 1
                } set: { options, choice in
                    // A layout starts from its preset, as a deck file's `layout` does.
                    if (choice == 1) == options.layout is StackedCardLayout { options = choice == 1 ? .background : .stacked }
                }
            }
            for option in DeckOptions.catalogue where option.section == section { addControl(for: option) }
            if section == .drag { addAnswers() }
            if section == .behaviour { addReducedMotion() }
        }
    }

    /// The control of one option: its span and step are the catalogue's, within what the deck
    /// accepts, in the unit people read (degrees for radians).
    private func addControl(for option: DeckOption) {
        let c = controls
        let enabled: ((DeckOptions) -> Bool)? = option.isStackedLayoutParameter ? { $0.layout is StackedCardLayout } : nil
        let scale = option.unit?.displayScale ?? 1
        func spin(
            _ name: String, get: @escaping (DeckOptions) -> Double, set: @escaping (inout DeckOptions, Double) -> Void,
            enabled: ((DeckOptions) -> Bool)? = enabled
        ) {
            let tuning = option.tuning!
            let step = tuning.step * scale
            c.number(
                name, tuning.range.lowerBound * scale...tuning.range.upperBound * scale, step: step,
                digits: UInt32(max(0, -log10(step).rounded(.down))), get: { get($0) * scale }, set: { set(&$0, $1 / scale) },
                enabled: enabled)
        }
        switch option.kind {
        case .integer(let path, _):
            spin(option.labelWithUnit, get: { Double($0[option: path]) }, set: { $0[option: path] = Int($1.rounded()) })
        case .number(let path, let bounds) where bounds == .unitInterval:
            c.fraction(option.labelWithUnit, get: { $0[option: path] }, set: { $0[option: path] = $1 })
        case .number(let path, _):
            spin(option.labelWithUnit, get: { $0[option: path] }, set: { $0[option: path] = $1 })
        case .optionalNumber(let path, _, let switchLabel):
            let preset = DeckOptions.stacked[option: path] ?? option.tuning!.range.upperBound
            c.toggle(switchLabel, get: { $0[option: path] != nil }, set: { $0[option: path] = $1 ? preset : nil })
            spin(
                option.labelWithUnit, get: { $0[option: path] ?? 0 }, set: { $0[option: path] = $1 },
                enabled: { $0[option: path] != nil })
        case .flag(let path):
            c.toggle(option.labelWithUnit, get: { $0[option: path] }, set: { $0[option: path] = $1 })
        case .stackDirection(let path):
            let directions = VisibleCardsDirection.allCases
            c.choice(option.label, directions.map { $0 == .bottom ? "Below" : "Above" }) {
                directions.firstIndex(of: $0[option: path])
            } set: {
                $0[option: path] = directions[$1]
            }
        case .timing(let path):
            let curves: [TimingCurve] = [.easeOut, .easeInOut, .linear, .ease]
            let duration: (DeckOptions) -> Double? = {
                if case .timed(let duration, _) = $0[option: path] { return duration }
                return nil
            }
            c.choice(option.label, ["Ease out", "Ease in and out", "Linear", "Ease", "Spring (bounce)"]) { options in
                switch options[option: path] {
                case .timed(_, let curve): curves.firstIndex(of: curve)
                case .spring: 4
                }
            } set: { options, choice in
                options[option: path] = choice < 4 ? .timed(duration: duration(options) ?? 0.2, curve: curves[choice]) : .spring(.bounce)
            }
            c.number(
                "\(option.label) duration (s)", 0...2, step: 0.05, digits: 2, get: { duration($0) ?? 0 },
                set: { options, seconds in
                    if case .timed(_, let curve) = options[option: path] {
                        options[option: path] = .timed(duration: seconds, curve: curve)
                    }
                }, enabled: { duration($0) != nil })
        case .spring(let path):
            addSpring(option.label, path)
        }
    }

    /// The view's reduced motion: the user's setting (the desktop's), or the app's choice, which
    /// the panel tries out but never saves into a deck file or the Swift it hands off.
    private func addReducedMotion() {
        let choices: [Bool?] = [nil, true, false]
        controls.choice("Reduced motion", ["As the desktop", "On", "Off"]) { [koloda] in
            choices.firstIndex(of: koloda.reduceMotion)
        } choose: { [unowned self] choice in
            koloda.reduceMotion = choices[choice]
            controls.show(koloda.options)
            show("")
            report("tuned", [("control", .text("Reduced motion"))])
        }
    }

    /// A spring in both of the forms designers give springs, kept in step: pop's bounciness and
    /// speed, and a damping ratio and response.
    private func addSpring(_ label: String, _ path: DeckOption.Field<SpringParameters>) {
        for control in SpringControl.allCases {
            controls.number(
                "\(label) \(control.label)", control.range, step: control.step, digits: UInt32(control.digits),
                get: { control.value(of: $0[option: path]) ?? 0 },
                set: { $0[option: path] = control.spring(setting: $1, in: $0[option: path]) },
                enabled: { control.value(of: $0[option: path]) != nil })
        }
    }

    /// What the app's data source and delegate answer, which the panel shows but leaves to them:
    /// the fly-off speed, the top card's allowed directions, a threshold of their own and the
    /// appear animation.
    private func addAnswers() {
        let c = controls
        c.note("Fly-off speed", answeredBy: "the data source's kolodaSpeedThatCardShouldDrag(_:)") { [koloda] in
            guard let speed = koloda.dataSource?.kolodaSpeedThatCardShouldDrag(koloda) else { return "no data source" }
            return "\(speed.rawValue.capitalized), \(speed.duration) s"
        }
        c.note("Directions", answeredBy: "the delegate's koloda(_:allowedDirectionsForIndex:)") { [koloda] in
            guard let delegate = koloda.delegate else { return "left, right" }
            return delegate.koloda(koloda, allowedDirectionsForIndex: koloda.currentCardIndex).map(\.rawValue).joined(separator: ", ")
        }
        c.note("Delegate's threshold", answeredBy: "the delegate's kolodaSwipeThresholdRatioMargin(_:)") { [koloda] in
            guard let margin = koloda.delegate?.kolodaSwipeThresholdRatioMargin(koloda) else { return "none: Threshold applies" }
            return "\(margin), over Threshold"
        }
        c.note("Appear animation", answeredBy: "the delegate's kolodaShouldApplyAppearAnimation(_:)") { [koloda] in
            koloda.delegate?.kolodaShouldApplyAppearAnimation(koloda) ?? true ? "on" : "off"
        }
    }
}
