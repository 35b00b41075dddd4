// SPDX-License-Identifier: MIT

import KolodaHarness
import Testing

@MainActor
@Suite("Events through the UIKit view")
struct EventDeliveryTests {
    @Test("Each event reaches the Koloda delegate method the catalogue names, with the catalogue's fields")
    func forwardingFollowsTheCatalogue() {
        let problems = eventForwardingProblems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
