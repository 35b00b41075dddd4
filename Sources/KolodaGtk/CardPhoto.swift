// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaHost

/// Where a card's photo comes from: a file path, a `GFile`, or encoded bytes (JPEG, PNG, WebP or
/// any format GdkPixbuf reads) with a key that names them for the cache.
public enum CardPhoto: PhotoSource {
    /// A file by its path.
    case file(String)
    /// A `GFile` (local or any GIO location), named by its URI.
    case location(uri: String)
    /// Encoded image data, and a key that names it uniquely (a database id, a URL).
    case bytes([UInt8], key: String)

    /// A `GFile`'s photo.
    ///
    /// - Parameter file: A `GFile`; only its URI is kept.
    public init(file: OpaquePointer) {
        let uri = g_file_get_uri(file)
        self = .location(uri: uri.map { String(cString: $0) } ?? "")
        g_free(uri)
    }

    /// What names the photo in the cache and in diagnostics.
    public var key: String {
        switch self {
        case .file(let path): "file:" + path
        case .location(let uri): uri
        case .bytes(_, let key): "bytes:" + key
        }
    }

    /// Whether two photos are the same: the same path, URI or key.
    public static func == (lhs: CardPhoto, rhs: CardPhoto) -> Bool { lhs.key == rhs.key }
    /// Hashes what names the photo.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
