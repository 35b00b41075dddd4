// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import KolodaHost
    import UIKit

    /// Photos as cards: decoded off the main thread at the size the cards are shown, cached, and
    /// loaded ahead with the deck's prefetching.
    extension KolodaView {
        /// A card that shows a photo, to return from `koloda(_:viewForCardAt:)`.
        ///
        /// The photo is read and decoded on a worker thread at the size the card is shown (the
        /// top card's size in pixels), not at the camera's resolution, and kept in the view's cache
        /// (``photoCacheLimit``). The card fills with the photo, cropped to its shape (or shows it
        /// whole, with `.contain`), once it is ready; a photo prefetched with
        /// ``prefetchPhotos(_:fit:)`` with the same fit is usually ready when its card enters. A
        /// missing or corrupt image leaves the card empty and reaches the delegate's
        /// `koloda(_:diagnostic:)` and ``eventHandler``; the deck goes on.
        ///
        /// ```swift
        /// func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
        ///     koloda.photoCard(.file(urls[index]))
        /// }
        /// func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
        ///     koloda.prefetchPhotos(indexes.map { .file(urls[$0]) })
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - photo: Where the photo comes from.
        ///   - fit: Whether the photo fills the card, cropped (`.cover`, the default), or is shown
        ///     whole inside it (`.contain`).
        ///   - shown: Called once, on the main thread, when the photo is in the card (`true`) or
        ///     cannot be shown (`false`).
        /// - Returns: A new image view.
        public func photoCard(_ photo: CardPhoto, fit: PhotoFit = .cover, shown: (@MainActor (Bool) -> Void)? = nil) -> UIView {
            let card = UIImageView(image: nil)
            card.contentMode = fit == .cover ? .scaleAspectFill : .scaleAspectFit
            card.clipsToBounds = true
            photos.load(photo, fit: fit) { [weak card] result in
                card?.image = try? result.get()
                shown?(card?.image != nil)
            }
            return card
        }

        /// The view's photo requests: decoded in a detached task, weighed by their pixels; a
        /// photo that cannot be shown reaches the diagnostics.
        func makePhotoRequests() -> PhotoRequests<CardPhoto, UIImage> {
            let requests = PhotoRequests<CardPhoto, UIImage>(
                decode: PhotoDecodingTask.start,
                weigh: { Int($0.size.width * $0.scale) * Int($0.size.height * $0.scale) * 4 })
            requests.onFailure = { [weak self] photo, problem in self?.controller.report("photo \(photo.key): \(problem)") }
            return requests
        }
    }

    /// One photo decoded in a detached task, scaled down to cover the card's pixels as the
    /// card's aspect fill shows it, or to fit inside them as its aspect fit does: a camera's 12
    /// megapixels become the card's size, never decoded whole.
    @MainActor
    final class PhotoDecodingTask: PhotoDecoding {
        private var task: Task<Void, Never>?

        func cancel() { task?.cancel() }

        static func start(
            _ photo: CardPhoto, width: Int, height: Int, fit: PhotoFit,
            completion: @escaping @MainActor (Result<UIImage, PhotoDecodeFailure>) -> Void
        ) -> any PhotoDecoding {
            let decoding = PhotoDecodingTask()
            let target = CGSize(width: width, height: height)
            decoding.task = Task.detached(priority: .userInitiated) {
                let result = decode(photo, for: target, fit: fit)
                await completion(result)
            }
            return decoding
        }

        /// Reads and decodes a photo on the calling (worker) thread.
        private nonisolated static func decode(_ photo: CardPhoto, for target: CGSize, fit: PhotoFit) -> Result<UIImage, PhotoDecodeFailure> {
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
            let across = target.width / pixels.width, down = target.height / pixels.height
            let scale = min(1, fit == .cover ? max(across, down) : min(across, down))
            let size = CGSize(width: (pixels.width * scale).rounded(.up), height: (pixels.height * scale).rounded(.up))
            guard let decoded = source.preparingThumbnail(of: size) else { return .failure(.unreadable("the picture is corrupt")) }
            return Task.isCancelled ? .failure(.cancelled) : .success(decoded)
        }
    }
#endif
