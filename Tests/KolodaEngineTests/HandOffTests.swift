// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario
import Testing

@Suite("Deck files and Swift code for the hand-off")
struct HandOffTests {
    @Test(
        "A deck file reads back as the same configuration, one key per line, but for the user's reduced motion, which it never carries",
        arguments: 0..<300)
    func deckFileRoundTrip(seed: Int) throws {
        var random = RepeatableRandomNumberGenerator(seed: UInt64(seed) &+ 0xDEC4)
        var deck = ScenarioCodecTests.randomScenario(using: &random).deck
        let text = try deck.deckFileText()
        #expect(!text.contains("reduceMotion"))
        deck.reduceMotion = false
        #expect(try Scenario.parse(Data(text.utf8)).deck == deck)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "{" && lines[1] == "  \"deck\": {" && lines.last == "}")
        #expect(lines.dropFirst(2).dropLast(2).allSatisfy { $0.hasPrefix("    \"") })
    }

    @Test("The presets need no assignments")
    func presets() throws {
        #expect(try DeckConfiguration(options: .stacked).swiftCode() == "let options = DeckOptions.stacked\n")
        #expect(try DeckConfiguration(options: .background).swiftCode() == "let options = DeckOptions.background\n")
    }

    @Test("Each option of the catalogue, changed from the preset, gets its assignment", arguments: DeckOptions.catalogue.map(\.name))
    func everyOptionIsHandedOff(name: String) throws {
        let option = try #require(DeckOptions.option(named: name))
        let options = Self.changing(option, in: .stacked)
        #expect(!option.isEqual(in: options, and: .stacked))
        try options.validate()
        let lines = try DeckConfiguration(options: options).swiftCode().split(separator: "\n").map(String.init)
        #expect(lines.first == "var options = DeckOptions.stacked")
        let assignments = lines.dropFirst().filter { !$0.hasPrefix("//") }
        if let parameter = option.layoutParameterName {
            #expect(assignments.count == 3 && assignments[0] == "var layout = StackedCardLayout()", "\(lines)")
            #expect(assignments.dropFirst().first?.hasPrefix("layout.\(parameter) = ") == true, "\(lines)")
            #expect(assignments.last == "options.layout = layout")
        } else {
            #expect(assignments.count == 1 && assignments[0].hasPrefix("options.\(name) = "), "\(lines)")
        }
    }

    @Test("Each kind of value is written exactly, as Swift reads it back")
    func literals() throws {
        let cases: [(String, (inout DeckOptions) -> Void)] = [
            (
                "var layout = StackedCardLayout()\nlayout.direction = .top\nlayout.topMargin = 12\noptions.layout = layout",
                {
                    $0.layout = StackedCardLayout(topMargin: 12, direction: .top)
                }
            ),
            ("options.countOfVisibleCards = 5", { $0.countOfVisibleCards = 5 }),
            ("options.shouldTransparentizeNextCard = false", { $0.shouldTransparentizeNextCard = false }),
            ("options.swipeThresholdRatioMargin = 0.1 + 0.2", { $0.swipeThresholdRatioMargin = 0.1 + 0.2 }),
            ("options.flingVelocity = nil", { $0.flingVelocity = nil }),
            ("options.flingVelocity = 1200", { $0.flingVelocity = 1200 }),
            ("options.drag.rotationAngle = -0.5", { $0.drag.rotationAngle = -0.5 }),
            (
                "options.relayoutAnimation = .timed(duration: 0.5, curve: TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))",
                {
                    $0.relayoutAnimation = .timed(duration: 0.5, curve: .easeIn)
                }
            ),
            ("options.appearanceAnimationDuration = 0", { $0.appearanceAnimationDuration = 0 }),
        ]
        for (line, change) in cases {
            var options = DeckOptions.stacked
            change(&options)
            let expected = line.replacingOccurrences(of: "0.1 + 0.2", with: "\(0.1 + 0.2)")
            #expect(try DeckConfiguration(options: options).swiftCode() == "var options = DeckOptions.stacked\n\(expected)\n")
        }
    }

    @Test("The hand-off decks that make test compiles change every option of the catalogue")
    func handOffDecksCoverTheCatalogue() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../HandOff")
        let decks = try ["stacked.json", "background.json"].map { try Scenario.parse(Data(contentsOf: folder.appendingPathComponent($0))).deck }
        for option in DeckOptions.catalogue {
            let changed = decks.contains { deck in
                let preset = deck.options.layout is StackedCardLayout ? DeckOptions.stacked : .background
                return !option.isEqual(in: deck.options, and: preset)
                    && (deck.options.layout is StackedCardLayout || !option.isStackedLayoutParameter)
            }
            #expect(changed, "no hand-off deck changes \(option.name)")
        }
    }

    /// The options with `option` set to a valid value other than its value in `options`.
    static func changing(_ option: DeckOption, in options: DeckOptions) -> DeckOptions {
        var changed = options
        func other(_ value: Double) -> Double {
            let range = option.tuning!.range
            return value == range.lowerBound ? range.upperBound : range.lowerBound
        }
        switch option.kind {
        case .integer(let path, _): changed[option: path] = Int(other(Double(options[option: path])))
        case .number(let path, _): changed[option: path] = other(options[option: path])
        case .optionalNumber(let path, _, _): changed[option: path] = options[option: path] == nil ? option.tuning!.range.upperBound : nil
        case .flag(let path): changed[option: path].toggle()
        case .stackDirection(let path): changed[option: path] = options[option: path] == .top ? .bottom : .top
        case .timing(let path):
            changed[option: path] = options[option: path] == .spring(.bounce) ? .timed(duration: 0.5, curve: .easeIn) : .spring(.bounce)
        case .spring(let path): changed[option: path] = SpringParameters(bounciness: 4, speed: 12)
        }
        return changed
    }

    @Test("A spring is written by its parameters, with what it feels like in a comment")
    func springs() throws {
        var options = DeckOptions.background
        options.resetSpring = SpringParameters(bounciness: 4, speed: 12)
        options.relayoutAnimation = .spring(SpringParameters(dampingRatio: 0.5, response: 0.4))
        let spring = options.resetSpring
        let lines = try DeckConfiguration(options: options).swiftCode().split(separator: "\n").map(String.init)
        #expect(lines.first == "var options = DeckOptions.background")
        #expect(lines[1] == "// Damping ratio 0.5, response 0.4 s; pop's bounciness 12.794, speed 7.511.")
        #expect(lines[2].hasPrefix("options.relayoutAnimation = .spring(SpringParameters(stiffness: 246.74011002723"))
        #expect(lines[3].hasPrefix("// Damping ratio ") && lines[3].hasSuffix("; pop's bounciness 4, speed 12."))
        #expect(lines[4] == "options.resetSpring = SpringParameters(stiffness: \(spring.stiffness), damping: \(spring.damping), mass: 1)")
    }

    @Test("The delegate's and data source's answers follow as comments; a custom layout has no code")
    func answers() throws {
        var deck = DeckConfiguration()
        deck.dragSpeed = .fast
        deck.allowedDirections = .all([.left, .right, .up])
        #expect(
            try deck.swiftCode() == """
                let options = DeckOptions.stacked
                // The data source's kolodaSpeedThatCardShouldDrag(_:) answers .fast.
                // The delegate's koloda(_:allowedDirectionsForIndex:) answers [.left, .right, .up].

                """)
        deck.options.layout = Slanted()
        #expect(throws: ScenarioError.self) { try deck.swiftCode() }
        #expect(throws: ScenarioError.self) { try deck.deckFileText() }
    }
}

private struct Slanted: CardLayout, Equatable {
    func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
        Rect(x: Double(slot) * 8, y: 0, width: bounds.width, height: bounds.height)
    }

    @Test("A deck key's value as a deck file writes it, also where the file leaves it out at its preset's value")
    func jsonValues() {
        let configuration = DeckConfiguration()
        #expect(configuration.jsonValue(ofKey: "relayoutAnimation") == #"{"duration":0.2,"curve":[0,0,0.58,1]}"#)
        #expect(configuration.jsonValue(ofKey: "visibleCards") == "3")
        #expect(configuration.jsonValue(ofKey: "nonsense") == nil)
        #expect(!((try? configuration.deckFileText()) ?? "").contains("relayoutAnimation"), "the file leaves it out")
    }
}
