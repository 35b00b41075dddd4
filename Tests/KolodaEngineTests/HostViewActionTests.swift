// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

@Suite("An action as a host's view performs it")
struct HostViewActionTests {
    @Test("The view's reduce-motion setting replaces the options', a resize is refused naming the size's source, other actions pass")
    func performedByView() throws {
        var options = DeckOptions()
        options.reduceMotion = false
        options.countOfVisibleCards = 4
        var expected = options
        expected.reduceMotion = true
        #expect(try DeckAction.setOptions(options).performedByView(reduceMotion: true, sizeSource: "its bounds") == .setOptions(expected))
        #expect(throws: KolodaError.invalidValue(operation: "resize", description: "a KolodaView takes its size from its bounds")) {
            try DeckAction.resize(to: Size(width: 10, height: 10)).performedByView(reduceMotion: false, sizeSource: "its bounds")
        }
        #expect(try DeckAction.swipe(.left, force: false).performedByView(reduceMotion: true, sizeSource: "") == .swipe(.left, force: false))
    }
}
