// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHarness

/// The engine on its own, replaying what the view's deck performed: what the view should show.
final class ReferenceDeck: KolodaDataSource, KolodaDelegate {
    let deck: KolodaDeck
    var count: Int
    private var replayed = 0

    init(cards: Int, width: Double = 300, height: Double = 400) throws {
        count = cards
        deck = try KolodaDeck(bounds: Size(width: width, height: height))
        deck.delegate = self
        deck.dataSource = self
    }

    func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaDeck) -> Bool { false }

    private var framesReplayed = 0

    /// Performs the view's actions not yet replayed, each at its time, advancing through the
    /// display-link frames the view saw on the way as the view's deck was, then renders at `time`.
    @MainActor
    func model(following harness: DeckHarness, at time: Double) throws -> RenderModel {
        let frames = harness.frameTimes
        func advanceFrames(through limit: Double) throws {
            while framesReplayed < frames.count, frames[framesReplayed] <= limit {
                try deck.advance(to: max(frames[framesReplayed], deck.time))
                framesReplayed += 1
            }
        }
        for action in harness.actions.dropFirst(replayed) {
            try advanceFrames(through: action.time)
            try deck.advance(to: action.time)
            try deck.perform(action.action)
        }
        replayed = harness.actions.count
        try advanceFrames(through: time)
        try deck.advance(to: time)
        return deck.renderModel
    }

    /// The poses the view should show at `time`, back to front.
    @MainActor
    func poses(following harness: DeckHarness, at time: Double) throws -> [CardPose] {
        let model = try model(following: harness, at: time)
        return model.cards.map { CardPose($0, in: model, deckSize: deck.bounds) }
    }
}
