// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import KolodaScenario
import Testing

@Suite("Deck files and Swift code for the hand-off")
struct HandOffTests {
    @Test("A deck file reads back as the same configuration, one key per line", arguments: 0..<300)
    func deckFileRoundTrip(seed: Int) throws {
        var random = RepeatableRandomNumberGenerator(seed: UInt64(seed) &+ 0xDEC4)
        let deck = ScenarioCodecTests.randomScenario(using: &random).deck
        let text = try deck.deckFileText()
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

    @Test("Each option that differs from the preset gets one assignment that says its value exactly")
    func assignments() throws {
        let cases: [(String, (inout DeckOptions) -> Void)] = [
            (
                "options.layout = StackedCardLayout(topMargin: 12, scalePercent: 0.95, direction: .top)",
                {
                    $0.layout = StackedCardLayout(topMargin: 12, direction: .top)
                }
            ),
            ("options.countOfVisibleCards = 5", { $0.countOfVisibleCards = 5 }),
            ("options.alphaValueOpaque = 0.9", { $0.alphaValueOpaque = 0.9 }),
            ("options.alphaValueSemiTransparent = 0.1", { $0.alphaValueSemiTransparent = 0.1 }),
            ("options.shouldTransparentizeNextCard = false", { $0.shouldTransparentizeNextCard = false }),
            ("options.shouldMoveBackgroundCard = false", { $0.shouldMoveBackgroundCard = false }),
            ("options.isLoop = true", { $0.isLoop = true }),
            ("options.swipeThresholdRatioMargin = 0.1 + 0.2", { $0.swipeThresholdRatioMargin = 0.1 + 0.2 }),
            ("options.flingVelocity = nil", { $0.flingVelocity = nil }),
            ("options.drag.rotationMax = 2", { $0.drag.rotationMax = 2 }),
            ("options.drag.rotationAngle = -0.5", { $0.drag.rotationAngle = -0.5 }),
            ("options.drag.scaleMin = 0.6", { $0.drag.scaleMin = 0.6 }),
            (
                "options.relayoutAnimation = .timed(duration: 0.5, curve: TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))",
                {
                    $0.relayoutAnimation = .timed(duration: 0.5, curve: .easeIn)
                }
            ),
            ("options.reverseAnimationDuration = 0.25", { $0.reverseAnimationDuration = 0.25 }),
            ("options.appearanceAnimationDuration = 0", { $0.appearanceAnimationDuration = 0 }),
            ("options.fadeDuration = 1.5", { $0.fadeDuration = 1.5 }),
            ("options.reduceMotion = true", { $0.reduceMotion = true }),
            ("options.prefetchCount = 0", { $0.prefetchCount = 0 }),
        ]
        for (line, change) in cases {
            var options = DeckOptions.stacked
            change(&options)
            let expected = line.replacingOccurrences(of: "0.1 + 0.2", with: "\(0.1 + 0.2)")
            #expect(try DeckConfiguration(options: options).swiftCode() == "var options = DeckOptions.stacked\n\(expected)\n")
        }
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
}
