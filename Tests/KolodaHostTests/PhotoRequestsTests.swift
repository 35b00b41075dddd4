// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHost
import Testing

/// The photo requests every host shares, without a toolkit: a decoder that finishes when the test
/// says, images that are strings with a weight, and a record of what was released.
@MainActor
@Suite("Photo requests")
struct PhotoRequestsTests {
    struct Photo: PhotoSource {
        let key: String
    }

    /// A decode the test finishes: what was asked, whether it was cancelled.
    @MainActor
    final class Decoding: PhotoDecoding {
        let photo: Photo
        let width: Int, height: Int
        let fit: PhotoFit
        let completion: @MainActor (Result<String, PhotoDecodeFailure>) -> Void
        private(set) var isCancelled = false

        init(
            _ photo: Photo, _ width: Int, _ height: Int, _ fit: PhotoFit,
            _ completion: @escaping @MainActor (Result<String, PhotoDecodeFailure>) -> Void
        ) {
            (self.photo, self.width, self.height, self.fit, self.completion) = (photo, width, height, fit, completion)
        }

        func cancel() { isCancelled = true }

        /// Finishes with the photo's image: its key, the size it was decoded at, and `contained`
        /// for a photo decoded to fit inside it.
        func succeed() { completion(.success("\(photo.key)@\(width)x\(height)\(fit == .contain ? " contained" : "")")) }
    }

    @MainActor
    final class Fixture {
        var decodes: [Decoding] = []
        var released: [String] = []
        var failures: [String] = []
        var answers: [String] = []
        let requests: PhotoRequests<Photo, String>

        init(limit: Int = 1_000, weight: Int = 100) {
            // The closures reach the fixture, which is made after them, through a box.
            let box = Box()
            requests = PhotoRequests(
                limit: limit,
                decode: { photo, width, height, fit, completion in
                    let decoding = Decoding(photo, width, height, fit, completion)
                    box.fixture?.decodes.append(decoding)
                    return decoding
                },
                weigh: { _ in weight },
                release: { image in box.fixture?.released.append(image) })
            box.fixture = self
            requests.onFailure = { [unowned self] photo, problem in failures.append("\(photo.key): \(problem)") }
        }

        /// Asks for `key` for a card that shows it with `fit`, recording the answer as the image or
        /// `failed: problem`.
        func load(_ key: String, fit: PhotoFit = .cover) {
            requests.load(Photo(key: key), fit: fit) { [unowned self] result in
                switch result {
                case .success(let image): answers.append(image)
                case .failure(let failure): answers.append("failed: \(failure.problem)")
                }
            }
        }
    }

    @MainActor
    final class Box {
        weak var fixture: Fixture?
    }

    @Test("Photos asked for before the deck has a size wait for it, then decode at that size, once however many cards ask")
    func waitsForTheSizeAndDecodesOnce() {
        let fixture = Fixture()
        fixture.load("a")
        fixture.load("a")
        #expect(fixture.decodes.isEmpty, "no size yet")
        fixture.requests.setTarget(covering: Size(width: 150, height: 200), scale: 2)
        #expect(fixture.decodes.count == 1 && fixture.decodes[0].width == 300 && fixture.decodes[0].height == 400)
        fixture.decodes[0].succeed()
        #expect(fixture.answers == ["a@300x400", "a@300x400"])
        // Cached: the next card gets it at once, without a decode.
        fixture.load("a")
        #expect(fixture.answers.count == 3 && fixture.decodes.count == 1)
        #expect(fixture.requests.isDecoded(Photo(key: "a")) && fixture.requests.cacheBytes == 100)
        // Another size: decoded again when next asked for.
        fixture.requests.setTarget(width: 600, height: 800)
        #expect(!fixture.requests.isDecoded(Photo(key: "a")))
        fixture.load("a")
        #expect(fixture.decodes.count == 2 && fixture.decodes[1].width == 600)
    }

    @Test("A photo shown on a card is decoded again when the cards grow, and handed to the card; not when they shrink, nor once the card is gone")
    func shownPhotosStaySharpWhenTheCardsGrow() {
        let fixture = Fixture()
        fixture.requests.setTarget(width: 300, height: 400)
        fixture.load("a", fit: .contain)
        fixture.decodes[0].succeed()
        var updates: [String] = []
        let number = fixture.requests.keepSharp(Photo(key: "a"), fit: .contain) { updates.append($0) }
        fixture.requests.setTarget(width: 200, height: 300)
        #expect(fixture.decodes.count == 1, "smaller cards keep the sharper photo")
        // The window is maximised: the card's photo is decoded at the new size and replaces it.
        fixture.requests.setTarget(width: 900, height: 1200)
        #expect(fixture.decodes.count == 2 && fixture.decodes[1].width == 900 && fixture.decodes[1].fit == .contain)
        fixture.decodes[1].succeed()
        #expect(updates == ["a@900x1200 contained"])
        fixture.requests.setTarget(width: 800, height: 1100)
        #expect(fixture.decodes.count == 2)
        // The card goes; a later growth decodes nothing for it.
        fixture.requests.stopKeepingSharp(number)
        fixture.requests.setTarget(width: 1800, height: 2400)
        #expect(fixture.decodes.count == 2 && updates.count == 1)
    }

    @Test("A prefetch nobody waits for is cancelled, and its late image let go of, not cached")
    func prefetchesAreCancelled() {
        let fixture = Fixture()
        fixture.requests.setTarget(width: 10, height: 10)
        fixture.requests.prefetch(Photo(key: "b"))
        #expect(fixture.decodes.count == 1)
        fixture.requests.cancelPrefetch(Photo(key: "b"))
        #expect(fixture.decodes[0].isCancelled)
        fixture.decodes[0].succeed()
        #expect(fixture.released == ["b@10x10"] && !fixture.requests.isDecoded(Photo(key: "b")))
        // A card that asks next starts a decode of its own.
        fixture.load("b")
        #expect(fixture.decodes.count == 2)
        // A prefetch a card waits for is not cancelled.
        fixture.requests.cancelPrefetch(Photo(key: "b"))
        #expect(!fixture.decodes[1].isCancelled)
    }

    @Test("A photo is decoded for the fit its card shows it with; a card that contains it is given a decode that covers")
    func decodesForTheFit() {
        let fixture = Fixture()
        fixture.requests.setTarget(width: 10, height: 10)
        fixture.requests.prefetch(Photo(key: "p"), fit: .contain)
        #expect(fixture.decodes.count == 1 && fixture.decodes[0].fit == .contain)
        fixture.load("p", fit: .contain)
        #expect(fixture.decodes.count == 1, "the card waits for the prefetch of its fit")
        // A card that covers needs more pixels: it waits for a decode of its own.
        fixture.load("p")
        #expect(fixture.decodes.count == 2 && fixture.decodes[1].fit == .cover)
        fixture.decodes[0].succeed()
        fixture.decodes[1].succeed()
        #expect(fixture.answers == ["p@10x10 contained", "p@10x10"])
        #expect(fixture.requests.isDecoded(Photo(key: "p"), fit: .contain) && fixture.requests.cacheBytes == 200)
        // Only a covering decode cached: a card that contains is given it at once, and not the
        // other way round.
        fixture.load("q")
        fixture.decodes[2].succeed()
        #expect(fixture.requests.isDecoded(Photo(key: "q"), fit: .contain))
        fixture.load("q", fit: .contain)
        #expect(fixture.decodes.count == 3 && fixture.answers.last == "q@10x10")
        fixture.load("r", fit: .contain)
        fixture.decodes[3].succeed()
        #expect(!fixture.requests.isDecoded(Photo(key: "r")))
        fixture.load("r")
        #expect(fixture.decodes.count == 5 && fixture.decodes[4].fit == .cover)
        // A covering decode in flight serves a card that contains; a cancelled prefetch is gone
        // for either fit, and forgetting a photo forgets both.
        fixture.requests.prefetch(Photo(key: "s"))
        fixture.load("s", fit: .contain)
        #expect(fixture.decodes.count == 6)
        fixture.requests.prefetch(Photo(key: "t"), fit: .contain)
        fixture.requests.cancelPrefetch(Photo(key: "t"))
        #expect(fixture.decodes[6].isCancelled)
        fixture.requests.forget(Photo(key: "p"))
        #expect(!fixture.requests.isDecoded(Photo(key: "p")) && !fixture.requests.isDecoded(Photo(key: "p"), fit: .contain))
    }

    @Test("A photo that cannot be shown is reported once, and fails at once when asked for again")
    func failuresAreRemembered() {
        let fixture = Fixture()
        fixture.requests.setTarget(width: 10, height: 10)
        fixture.load("c")
        fixture.decodes[0].completion(.failure(.unreadable("not a picture")))
        fixture.load("c")
        #expect(fixture.answers == ["failed: not a picture", "failed: not a picture"])
        #expect(fixture.failures == ["c: not a picture"] && fixture.decodes.count == 1)
        // Forgotten (the file was replaced): decoded again.
        fixture.requests.forget(Photo(key: "c"))
        fixture.load("c")
        #expect(fixture.decodes.count == 2)
        fixture.decodes[1].succeed()
        #expect(fixture.answers.last == "c@10x10")
    }

    @Test("The cache keeps at most its limit, letting go of the least recently used photos")
    func theCacheIsBounded() {
        let fixture = Fixture(limit: 250)
        fixture.requests.setTarget(width: 10, height: 10)
        for key in ["d", "e", "f"] {
            fixture.load(key)
            fixture.decodes.last!.succeed()
        }
        #expect(fixture.released == ["d@10x10"] && fixture.requests.cacheBytes == 200)
        fixture.requests.limit = 100
        #expect(fixture.released == ["d@10x10", "e@10x10"] && fixture.requests.cacheBytes == 100)
        fixture.requests.limit = -5
        #expect(fixture.requests.limit == 0 && fixture.requests.cacheBytes == 0 && fixture.released.count == 3)
    }

    @Test("Forgetting a photo in flight decodes it again for the cards that wait; closing cancels and lets go of everything")
    func forgetAndClose() {
        let fixture = Fixture()
        fixture.requests.setTarget(width: 10, height: 10)
        fixture.load("g")
        fixture.requests.forget(Photo(key: "g"))
        #expect(fixture.decodes.count == 2 && fixture.decodes[0].isCancelled)
        fixture.decodes[0].succeed()
        #expect(fixture.answers.isEmpty && fixture.released == ["g@10x10"], "the cancelled decode's image is let go of")
        fixture.decodes[1].succeed()
        #expect(fixture.answers == ["g@10x10"])
        fixture.load("h")
        fixture.requests.close()
        #expect(fixture.decodes[2].isCancelled && fixture.released == ["g@10x10", "g@10x10"] && fixture.requests.cacheBytes == 0)
        fixture.decodes[2].succeed()
        #expect(fixture.released.last == "h@10x10" && fixture.answers == ["g@10x10"])
    }
}
