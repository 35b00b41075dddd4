// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import Foundation
    import KolodaHost

    /// Where a card's photo comes from: a file, or encoded bytes (JPEG, HEIC, PNG or any format
    /// `UIImage` reads) with a key that names them for the cache.
    public enum CardPhoto: PhotoSource {
        /// A file by its URL.
        case file(URL)
        /// Encoded image data, and a key that names it uniquely (a database id, a URL).
        case data(Data, key: String)

        /// What names the photo in the cache and in diagnostics.
        public var key: String {
            switch self {
            case .file(let url): "file:" + url.path
            case .data(_, let key): "data:" + key
            }
        }

        /// Whether two photos are the same: the same file or key.
        public static func == (lhs: CardPhoto, rhs: CardPhoto) -> Bool { lhs.key == rhs.key }
        /// Hashes what names the photo.
        public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }
#endif
