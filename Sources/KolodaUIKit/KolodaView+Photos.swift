// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    /// Photos as cards: decoded off the main thread at the size the cards are shown, cached, and
    /// loaded ahead with the deck's prefetching.
    extension KolodaView {
        /// A card that shows a photo, to return from `koloda(_:viewForCardAt:)`.
        ///
        /// The photo is read and decoded on a worker thread at the size the card is shown (the
        /// top card's size in pixels), not at the camera's resolution, and kept in the view's cache
        /// (``photoCacheLimit``). The card fills with the photo, cropped to its shape, once it is
        /// ready; a photo prefetched with ``prefetchPhotos(_:)`` is usually ready when its card
        /// enters. A missing or corrupt image leaves the card empty and reaches the delegate's
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
        ///   - shown: Called once, on the main thread, when the photo is in the card (`true`) or
        ///     cannot be shown (`false`).
        /// - Returns: A new image view.
        public func photoCard(_ photo: CardPhoto, shown: (@MainActor (Bool) -> Void)? = nil) -> UIView {
            let card = UIImageView(image: nil)
            card.contentMode = .scaleAspectFill
            card.clipsToBounds = true
            photos.load(photo) { [weak card] image, problem in
                card?.image = image
                if image != nil || problem != nil { shown?(image != nil) }
            }
            return card
        }

        /// Starts decoding the photos of cards the deck expects soon: call it from the data
        /// source's `koloda(_:prefetchCardsAt:)`.
        public func prefetchPhotos(_ photos: [CardPhoto]) {
            for photo in photos { self.photos.prefetch(photo) }
        }

        /// Stops decoding photos the deck no longer expects, unless a card waits for them: call it
        /// from `koloda(_:cancelPrefetchingCardsAt:)`.
        public func cancelPrefetchingPhotos(_ photos: [CardPhoto]) {
            for photo in photos { self.photos.cancelPrefetch(photo) }
        }

        /// The most bytes of decoded photos the view keeps. Default 96 MiB; lowering it forgets
        /// the least recently used photos at once.
        public var photoCacheLimit: Int {
            get { photos.limit }
            set { photos.limit = newValue }
        }

        /// The bytes of decoded photos the view keeps now; at most ``photoCacheLimit``.
        public var photoCacheBytes: Int { photos.cacheBytes }

        /// Whether the photo is decoded at the cards' present size and kept.
        public func isPhotoDecoded(_ photo: CardPhoto) -> Bool { photos.isDecoded(photo) }
    }
#endif
