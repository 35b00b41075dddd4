// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHarness
import Testing

/// Photos as cards on the UIKit view: decoded on a worker thread at the card's pixel size, once
/// however often they are asked for, cached up to a number of bytes.
@MainActor
@Suite("Photo cards on the UIKit KolodaView", .serialized)
struct PhotoTests {
    /// The size a `width` × `height` picture is decoded at to cover `target`, as aspect fill shows it.
    func covering(_ target: Size, width: Double, height: Double) -> Size {
        let scale = min(1, max(target.width / width, target.height / height))
        return Size(width: (width * scale).rounded(.up), height: (height * scale).rounded(.up))
    }

    @Test("A camera-size photo is decoded once, off the main thread, at the card's size in pixels, however many cards ask for it")
    func decodedOffTheMainThreadAtTheCardsSize() async throws {
        let harness = try DeckHarness(cards: 3)
        let url = try DeckHarness.writePicture(width: 4032, height: 3024)
        let before = DeckHarness.thumbnails
        let first = harness.photoCard(.file(url))
        let second = harness.photoCard(.file(url))
        #expect(await harness.wait { first.shown == [true] && second.shown == [true] })
        let after = DeckHarness.thumbnails
        #expect(after.total - before.total == 1, "decoded \(after.total - before.total) times")
        #expect(after.onMainThread == before.onMainThread, "a decode ran on the main thread")
        let expected = covering(harness.photoTarget, width: 4032, height: 3024)
        #expect(first.imageSize == expected && second.imageSize == expected, "\(String(describing: first.imageSize)) vs \(expected)")
        #expect(harness.photoCacheBytes == Int(expected.width) * Int(expected.height) * 4)
        #expect(harness.isPhotoDecoded(.file(url)))
        // Cached: a third card shows it before it is returned, with no decode.
        let third = harness.photoCard(.file(url))
        #expect(third.shown == [true])
        #expect(DeckHarness.thumbnails.total == after.total)
    }

    @Test("A deck laid out before it is shown decodes photos for its window's screen, not at the scale of a view in no window")
    func photoSizeFromTheWindowsScreen() async throws {
        let sizes = try await DeckHarness.photoSizeWhenLaidOutBeforeItsWindow()
        #expect(sizes.decoded == sizes.screen, "\(String(describing: sizes.decoded)) vs \(sizes.screen)")
    }

    @Test("The cache keeps at most its limit in bytes and forgets the least recently used photo first")
    func cacheIsBoundedInBytes() async throws {
        let harness = try DeckHarness(cards: 3)
        let urls = try (0..<3).map { _ in try DeckHarness.writePicture(width: 4000, height: 3000) }
        let size = covering(harness.photoTarget, width: 4000, height: 3000)
        let bytes = Int(size.width) * Int(size.height) * 4
        harness.photoCacheLimit = 2 * bytes
        for url in urls {
            let card = harness.photoCard(.file(url))
            #expect(await harness.wait { card.shown == [true] })
        }
        #expect(harness.photoCacheBytes == 2 * bytes)
        #expect(!harness.isPhotoDecoded(.file(urls[0])))
        #expect(harness.isPhotoDecoded(.file(urls[1])) && harness.isPhotoDecoded(.file(urls[2])))
        harness.photoCacheLimit = bytes
        #expect(harness.photoCacheBytes == bytes && harness.isPhotoDecoded(.file(urls[2])))
    }

    @Test("A prefetched photo is in its card as soon as the card is made")
    func prefetchedPhotoShowsAtOnce() async throws {
        let harness = try DeckHarness(cards: 3)
        let url = try DeckHarness.writePicture(width: 3000, height: 4000)
        harness.prefetchPhotos([.file(url)])
        #expect(await harness.wait { harness.isPhotoDecoded(.file(url)) })
        #expect(harness.photoCard(.file(url)).shown == [true])
    }

    @Test("An unreadable photo leaves its card empty, tells the delegate why, and is not read again")
    func unreadablePhoto() async throws {
        let harness = try DeckHarness(cards: 3)
        let url = try DeckHarness.writeJunk()
        let card = harness.photoCard(.file(url))
        #expect(await harness.wait { card.shown == [false] })
        #expect(card.imageSize == nil)
        #expect(harness.calls.contains { $0.hasPrefix("diagnostic photo file:") && $0.hasSuffix("not a picture UIKit reads") }, "\(harness.calls)")
        #expect(harness.photoCard(.file(url)).shown == [false])
        #expect(harness.calls.filter { $0.hasPrefix("diagnostic photo") }.count == 1)
    }
}
