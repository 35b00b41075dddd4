// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// Decodes the photos of a view's cards off the main thread, at the size the cards are shown,
    /// and keeps the decoded ones in a cache bounded in bytes.
    ///
    /// A photo asked for twice while it decodes is decoded once. A prefetched photo that nobody is
    /// waiting for is cancelled when the deck no longer expects it. The cache forgets the least
    /// recently used photos first; a card that shows one keeps it alive.
    @MainActor
    final class PhotoLoader {
        /// What a card is told when its photo is ready: the image, or why there is none.
        typealias Completion = @MainActor (_ image: UIImage?, _ problem: String?) -> Void

        /// The most bytes of decoded photos the cache keeps.
        var limit: Int {
            get { cache.limit }
            set { _ = cache.setLimit(newValue) }
        }

        /// Hears each photo that could not be shown, with the reason.
        var onFailure: ((CardPhoto, String) -> Void)?

        /// The pixels a photo must cover: the top card's size on screen; zero until the deck is laid out.
        private var target = CGSize.zero
        private var cache = ByteBoundedCache<String, UIImage>(limit: 96 << 20)
        /// Photos that could not be decoded, with the reason: asked for again, they fail at once.
        private var failed: [String: String] = [:]
        private var inFlight: [String: Request] = [:]
        /// Photos asked for before the deck had a size, in the order they were asked for.
        private var waitingForSize: [(CardPhoto, Completion?)] = []

        @MainActor
        private final class Request {
            let photo: CardPhoto
            var task: Task<Void, Never>?
            var waiting: [Completion] = []
            init(photo: CardPhoto) { self.photo = photo }
        }

        private enum Failure: Error {
            case cancelled
            case unreadable(String)
        }

        /// The bytes of decoded photos in the cache now.
        var cacheBytes: Int { cache.bytes }

        isolated deinit {
            for request in inFlight.values { request.task?.cancel() }
        }

        /// Sets the pixels a photo must cover; photos asked for before start decoding now. Decoded
        /// photos of another size are decoded again when next asked for.
        func setTarget(width: Int, height: Int) {
            guard width > 0, height > 0, CGSize(width: width, height: height) != target else { return }
            target = CGSize(width: width, height: height)
            let waiting = waitingForSize
            waitingForSize.removeAll()
            for (photo, completion) in waiting { load(photo, completion) }
        }

        /// Calls `completion` with the photo once it is decoded (at once when it is cached).
        func load(_ photo: CardPhoto, _ completion: Completion?) {
            guard target.width > 0 else {
                waitingForSize.append((photo, completion))
                return
            }
            let key = cacheKey(photo)
            if let image = cache.value(for: key) {
                completion?(image, nil)
                return
            }
            if let problem = failed[photo.key] {
                completion?(nil, problem)
                return
            }
            if let request = inFlight[key] {
                if let completion { request.waiting.append(completion) }
                return
            }
            let request = Request(photo: photo)
            if let completion { request.waiting.append(completion) }
            inFlight[key] = request
            let target = target
            request.task = Task.detached(priority: .userInitiated) { [weak self] in
                let result = Self.decode(photo, covering: target)
                await self?.finish(request, key: key, result: result)
            }
        }

        /// Whether the photo is decoded at the current size and cached.
        func isDecoded(_ photo: CardPhoto) -> Bool { target.width > 0 && cache.contains(cacheKey(photo)) }

        /// Starts decoding a photo that a card will soon show.
        func prefetch(_ photo: CardPhoto) { load(photo, nil) }

        /// Stops decoding a prefetched photo that no card waits for; asked for again, it decodes
        /// anew.
        func cancelPrefetch(_ photo: CardPhoto) {
            waitingForSize.removeAll { $0.0 == photo && $0.1 == nil }
            let key = cacheKey(photo)
            guard target.width > 0, let request = inFlight[key], request.waiting.isEmpty else { return }
            inFlight[key] = nil
            request.task?.cancel()
        }

        private func cacheKey(_ photo: CardPhoto) -> String { "\(Int(target.width))x\(Int(target.height)) \(photo.key)" }

        /// Reads and decodes a photo on the calling (worker) thread, scaled down to cover `target`
        /// pixels as the card's aspect fill shows it: a camera's 12 megapixels become the card's
        /// size, never decoded whole.
        private nonisolated static func decode(_ photo: CardPhoto, covering target: CGSize) -> Result<UIImage, Failure> {
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let source: UIImage? =
                switch photo {
                case .file(let url): UIImage(contentsOfFile: url.path)
                case .data(let data, _): UIImage(data: data)
                }
            guard let source, source.size.width > 0, source.size.height > 0 else {
                return .failure(.unreadable("not a picture UIKit reads"))
            }
            let pixels = CGSize(width: source.size.width * source.scale, height: source.size.height * source.scale)
            let scale = min(1, max(target.width / pixels.width, target.height / pixels.height))
            let size = CGSize(width: (pixels.width * scale).rounded(.up), height: (pixels.height * scale).rounded(.up))
            guard let decoded = source.preparingThumbnail(of: size) else { return .failure(.unreadable("the picture is corrupt")) }
            return Task.isCancelled ? .failure(.cancelled) : .success(decoded)
        }

        private func finish(_ request: Request, key: String, result: Result<UIImage, Failure>) {
            guard inFlight[key] === request else { return }
            inFlight[key] = nil
            switch result {
            case .success(let image):
                let bytes = Int(image.size.width * image.scale) * Int(image.size.height * image.scale) * 4
                // What the cache forgets is released with the last card that shows it.
                _ = cache.insert(image, bytes: bytes, for: key)
                for completion in request.waiting { completion(image, nil) }
            case .failure(.cancelled):
                for completion in request.waiting { completion(nil, nil) }
            case .failure(.unreadable(let problem)):
                failed[request.photo.key] = problem
                onFailure?(request.photo, problem)
                for completion in request.waiting { completion(nil, problem) }
            }
        }
    }
#endif
