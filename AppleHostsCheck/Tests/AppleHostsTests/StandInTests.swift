// SPDX-License-Identifier: MIT

import KolodaHarness
import Testing

/// The stand-in stops a host that breaks UIKit's documented rules: every behaviour test runs under
/// these checks, so a host that did any of this would fail them.
@Suite("The stand-in UIKit's rules")
struct StandInTests {
    @Test("Reading a transformed view's frame stops the program: UIKit documents it as undefined")
    func readingTheFrameOfATransformedView() async {
        await #expect(processExitsWith: .failure) { await StandInRules.readFrameOfTransformedView() }
    }

    @Test("Setting a transformed view's frame stops the program")
    func settingTheFrameOfATransformedView() async {
        await #expect(processExitsWith: .failure) { await StandInRules.setFrameOfTransformedView() }
    }

    @Test("A gesture recognizer cannot skip a state of UIKit's state machine")
    func gestureStates() async {
        await #expect(processExitsWith: .failure) { await StandInRules.skipTheBeganState() }
    }

    @Test("Display-link timestamps only go forward")
    func displayLinkTime() async {
        await #expect(processExitsWith: .failure) { await StandInRules.fireADisplayLinkBackwards() }
    }
}
