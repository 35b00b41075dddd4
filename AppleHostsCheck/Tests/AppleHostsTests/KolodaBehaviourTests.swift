// SPDX-License-Identifier: MIT

import KolodaHarness
import Testing

/// Behaviours of Koloda 5.0.1 that its apps can see, each as Koloda has it, with the place in
/// Koloda's `Pod/Classes/KolodaView/KolodaView.swift` (at the 5.0.1 tag) that has it.
@MainActor
@Suite("Koloda 5.0.1's behaviours", .serialized)
struct KolodaBehaviourTests {
    @Test("super.frameForCard(at:) is the deck's own frame at every layout: a subclass's override does not compound (KolodaView.swift 216-239)")
    func superFrameForCardIsTheDecksOwn() {
        let frames = KolodaBehaviours.raisedTopCardFrames(sizes: [(300, 400), (320, 400), (300, 400), (300, 380), (300, 400)])
        // Koloda's top card at 300 × 400 with three visible cards: the full width, the height less
        // two top margins of 4, at y 0; the subclass lifts it 30 points.
        #expect(frames.first == [0, -30, 300, 392], "\(frames)")
        #expect(frames.last == frames.first, "\(frames)")
        #expect(frames[1] == [0, -30, 320, 392] && frames[3] == [0, -30, 300, 372], "\(frames)")
    }

    @Test("Cards are added over the deck's other subviews, as Koloda adds them, on the first load and after swipes (KolodaView.swift 190, 464-468)")
    func cardsDrawOverTheAppsSubviews() throws {
        let seen = try KolodaBehaviours.appLabelAndCards(swipes: 3)
        for (label, lowestCard) in seen {
            #expect(label >= 0 && lowestCard > label, "\(seen)")
        }
    }
}
