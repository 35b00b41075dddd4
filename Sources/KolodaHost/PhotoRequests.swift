// SPDX-License-Identifier: MIT

import KolodaEngine

/// A photo a card shows, as the photo requests know it: by the key that names it.
public protocol PhotoSource: Hashable, Sendable {
    /// What names the photo in the cache and in diagnostics ("file:/photos/1.jpg").
    var key: String { get }
}

/// How a photo card shows its photo, and so the size its photo is decoded at: the card's pixels
/// covered, or the photo's whole inside them (a landscape photo in a portrait card needs a
/// third of the pixels that covering it would).
public enum PhotoFit: Sendable, Hashable {
    /// The photo fills the card, cropped to the card's shape: a portrait deck's look.
    case cover
    /// The whole photo, fitted inside the card on the theme's colours: portrait and landscape
    /// photos alike are seen whole, as a photographer judging them needs.
    case contain
}

/// Why a photo decode gave no image.
public enum PhotoDecodeFailure: Error, Equatable, Sendable {
    /// The decode was cancelled: nobody waits for it any more.
    case cancelled
    /// The photo cannot be shown, and why ("not a picture UIKit reads").
    case unreadable(String)
}

/// A decode in flight, as the toolkit runs it: cancelled when nobody waits for it any more.
@MainActor
public protocol PhotoDecoding: AnyObject {
    /// Stops the decode; its completion may still arrive, and is then ignored.
    func cancel()
}

/// The photos of a host's cards: decoded off the main thread by the toolkit, at the size the
/// cards are shown, once however many cards ask, and kept in a cache bounded in bytes.
///
/// The toolkit supplies the decode (a GIO task, a detached Swift task) and what an image weighs;
/// the requests keep the rest: the size photos must cover, the cache, one decode per photo, size
/// and fit, photos asked for before the deck had a size, prefetches cancelled when nobody waits,
/// and failures remembered so that a broken photo is reported once.
///
/// A photo is decoded for its fit: to cover the card's pixels, or to fit inside them. A card that
/// contains its photo is also given a decode made to cover them, which has every pixel it needs,
/// rather than decoding the photo again; a card that covers waits for its own.
@MainActor
public final class PhotoRequests<Photo: PhotoSource, Image> {
    /// What a card is told when its photo is ready: the image, or why there is none. Never called
    /// for a decode that was cancelled.
    public typealias Completion = @MainActor (Result<Image, PhotoFailure>) -> Void

    /// A photo that cannot be shown, and why.
    public struct PhotoFailure: Error, Equatable, Sendable {
        /// Why, in words.
        public var problem: String
    }

    /// Starts decoding `photo` for a card of `width` × `height` pixels that shows it with `fit`:
    /// upright, no larger than covers them (``PhotoFit/cover``) or fits inside them
    /// (``PhotoFit/contain``); calls `completion` on the main actor when done (with an image,
    /// ``PhotoDecodeFailure/cancelled`` or a problem).
    public typealias Decode =
        @MainActor (
            _ photo: Photo, _ width: Int, _ height: Int, _ fit: PhotoFit,
            _ completion: @escaping @MainActor (Result<Image, PhotoDecodeFailure>) -> Void
        ) -> any PhotoDecoding

    /// Hears each photo that cannot be shown, with the reason: once per photo.
    public var onFailure: (@MainActor (Photo, String) -> Void)?

    private let decode: Decode
    private let weigh: (Image) -> Int
    private let release: (Image) -> Void
    /// The pixels a photo must cover: the top card's size on screen; zero until the deck is laid out.
    private var target = (width: 0, height: 0)
    private var cache: ByteBoundedCache<String, Image>
    /// Photos that could not be decoded, with the reason: asked for again, they fail at once.
    private var failed: [String: String] = [:]
    private var inFlight: [String: Request] = [:]
    /// Photos asked for before the deck had a size, in the order they were asked for.
    private var waitingForSize: [(Photo, PhotoFit, Completion?)] = []
    /// The photos cards show now (see ``keepSharp(_:fit:update:)``), by their number, with the
    /// size they were decoded for.
    private var shown: [Int: (photo: Photo, fit: PhotoFit, width: Int, height: Int, update: @MainActor (Image) -> Void)] = [:]
    private var lastShown = 0

    private final class Request {
        let photo: Photo
        var decoding: (any PhotoDecoding)?
        var waiting: [Completion] = []
        init(photo: Photo) { self.photo = photo }
    }

    /// Requests that decode with `decode`.
    ///
    /// - Parameters:
    ///   - limit: The most bytes the cache keeps; 96 MiB by default.
    ///   - decode: Starts a decode.
    ///   - weigh: The bytes an image holds.
    ///   - release: Lets go of an image the cache forgot (a GTK texture's reference); a card that
    ///     shows it keeps its own.
    public init(limit: Int = 96 << 20, decode: @escaping Decode, weigh: @escaping (Image) -> Int, release: @escaping (Image) -> Void = { _ in }) {
        cache = ByteBoundedCache(limit: limit)
        self.decode = decode
        self.weigh = weigh
        self.release = release
    }

    /// Stops every decode and lets go of every cached photo: what a host does as its view goes
    /// away (a GTK deck's dispose). The requests can be used again afterwards, from an empty cache.
    ///
    /// The requests have no `deinit` of their own to do this (an isolated one aborts on Apple's
    /// runtime before iOS 18.4): once they are released without it, decodes in flight finish and
    /// their images are let go of, and cached images go with the cache (a GTK texture's reference
    /// stays, so a GTK host closes its requests).
    public func close() {
        let requests = inFlight.values
        inFlight.removeAll()
        waitingForSize.removeAll()
        shown.removeAll()
        for request in requests { request.decoding?.cancel() }
        for image in cache.removeAll() { release(image) }
    }

    /// The most bytes of decoded photos the cache keeps; at least 0. Lowering it forgets the
    /// least recently used photos at once.
    public var limit: Int {
        get { cache.limit }
        set { for image in cache.setLimit(max(newValue, 0)) { release(image) } }
    }

    /// The bytes of decoded photos in the cache now.
    public var cacheBytes: Int { cache.bytes }

    /// Sets the pixels a photo must cover; photos asked for before start decoding now. Decoded
    /// photos of another size are decoded again when next asked for.
    public func setTarget(width: Int, height: Int) {
        guard width > 0, height > 0, (width, height) != target else { return }
        target = (width, height)
        let waiting = waitingForSize
        waitingForSize.removeAll()
        for (photo, fit, completion) in waiting { load(photo, fit: fit, completion) }
        sharpenShownPhotos()
    }

    /// Keeps the photo a card shows sharp: when the cards grow (a window maximised), it is decoded
    /// again at the new size and handed to `update`, which puts it in the card in place of the
    /// smaller one. Returns the number to give ``stopKeepingSharp(_:)`` when the card goes.
    public func keepSharp(_ photo: Photo, fit: PhotoFit, update: @escaping @MainActor (Image) -> Void) -> Int {
        lastShown += 1
        shown[lastShown] = (photo, fit, target.width, target.height, update)
        return lastShown
    }

    /// The card that showed a photo kept sharp (see ``keepSharp(_:fit:update:)``) is gone.
    public func stopKeepingSharp(_ shownNumber: Int) { shown[shownNumber] = nil }

    /// Asks again for every photo shown that was decoded for fewer pixels than the cards have now.
    private func sharpenShownPhotos() {
        for (number, card) in shown where target.width > card.width || target.height > card.height {
            let size = target
            shown[number]?.width = size.width
            shown[number]?.height = size.height
            load(card.photo, fit: card.fit) { [weak self] result in
                guard case .success(let image) = result, let card = self?.shown[number] else { return }
                card.update(image)
            }
        }
    }

    /// Sets the pixels a photo must cover from a card's size in points and the screen's scale.
    public func setTarget(covering card: Size, scale: Double) {
        setTarget(width: Int((card.width * scale).rounded(.up)), height: Int((card.height * scale).rounded(.up)))
    }

    /// Calls `completion` with the photo once it is decoded for `fit`: at once when it is cached or
    /// known to be broken.
    public func load(_ photo: Photo, fit: PhotoFit = .cover, _ completion: Completion?) {
        guard target.width > 0 else {
            waitingForSize.append((photo, fit, completion))
            return
        }
        let keys = servingKeys(photo, fit)
        if let image = keys.lazy.compactMap({ self.cache.value(for: $0) }).first {
            completion?(.success(image))
            return
        }
        if let problem = failed[photo.key] {
            completion?(.failure(PhotoFailure(problem: problem)))
            return
        }
        if let request = keys.lazy.compactMap({ self.inFlight[$0] }).first {
            if let completion { request.waiting.append(completion) }
            return
        }
        let key = keys[0]
        let request = Request(photo: photo)
        if let completion { request.waiting.append(completion) }
        inFlight[key] = request
        let release = release
        request.decoding = decode(photo, target.width, target.height, fit) { [weak self] result in
            guard let self else {
                if case .success(let image) = result { release(image) }
                return
            }
            finish(request, key: key, result: result)
        }
    }

    /// Whether the photo is decoded for `fit` at the current size and cached.
    public func isDecoded(_ photo: Photo, fit: PhotoFit = .cover) -> Bool {
        target.width > 0 && servingKeys(photo, fit).contains { cache.contains($0) }
    }

    /// Starts decoding a photo that a card will soon show with `fit`.
    public func prefetch(_ photo: Photo, fit: PhotoFit = .cover) { load(photo, fit: fit, nil) }

    /// Stops decoding a prefetched photo that no card waits for, for either fit: the request is
    /// gone at once, so a card that asks for the photo next starts a decode of its own.
    public func cancelPrefetch(_ photo: Photo) {
        waitingForSize.removeAll { $0.0 == photo && $0.2 == nil }
        guard target.width > 0 else { return }
        for key in [cacheKey(photo, .cover), cacheKey(photo, .contain)] {
            guard let request = inFlight[key], request.waiting.isEmpty else { continue }
            inFlight[key] = nil
            request.decoding?.cancel()
        }
    }

    /// Forgets what is known of a photo, decoded or broken, so that it is decoded again when
    /// next asked for: its file was replaced, or is back (from the Trash, say). A decode in
    /// flight starts again, for the cards that wait for it.
    public func forget(_ photo: Photo) {
        failed[photo.key] = nil
        guard target.width > 0 else { return }
        for fit in [PhotoFit.cover, .contain] {
            let key = cacheKey(photo, fit)
            if let image = cache.removeValue(for: key) { release(image) }
            guard let request = inFlight.removeValue(forKey: key) else { continue }
            request.decoding?.cancel()
            for completion in request.waiting { load(photo, fit: fit, completion) }
        }
    }

    /// The decodes that serve a card showing `photo` with `fit`, its own first: one that covers the
    /// card serves a card that contains the photo too.
    private func servingKeys(_ photo: Photo, _ fit: PhotoFit) -> [String] {
        fit == .contain ? [cacheKey(photo, .contain), cacheKey(photo, .cover)] : [cacheKey(photo, .cover)]
    }

    private func cacheKey(_ photo: Photo, _ fit: PhotoFit) -> String {
        "\(target.width)x\(target.height) \(fit == .cover ? "cover" : "contain") \(photo.key)"
    }

    private func finish(_ request: Request, key: String, result: Result<Image, PhotoDecodeFailure>) {
        guard inFlight[key] === request else {
            // Cancelled meanwhile: nobody waits for it.
            if case .success(let image) = result { release(image) }
            return
        }
        inFlight[key] = nil
        switch result {
        case .success(let image):
            let evicted = cache.insert(image, bytes: weigh(image), for: key)
            for completion in request.waiting { completion(.success(image)) }
            for image in evicted { release(image) }
        case .failure(.cancelled):
            // Cancelled by the toolkit, not by these requests (whose cancellations removed the
            // request above): the waiting cards hear it, and the photo may be asked for again.
            for completion in request.waiting { completion(.failure(PhotoFailure(problem: "the decode was cancelled"))) }
        case .failure(.unreadable(let problem)):
            failed[request.photo.key] = problem
            onFailure?(request.photo, problem)
            for completion in request.waiting { completion(.failure(PhotoFailure(problem: problem))) }
        }
    }
}
