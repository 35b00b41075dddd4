// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaHost

/// Where a card's photo comes from: a file path, a `GFile`, encoded bytes (JPEG, PNG, WebP or
/// any format GdkPixbuf reads) with a key that names them for the cache, or an app's reader of
/// such bytes.
public enum CardPhoto: PhotoSource {
    /// A file by its path.
    case file(String)
    /// A `GFile` (local or any GIO location), named by its URI.
    case location(uri: String)
    /// Encoded image data, and a key that names it uniquely (a database id, a URL).
    case bytes([UInt8], key: String)
    /// Encoded image data that `read` gives on the decoding thread, named by a key: a format
    /// GdkPixbuf does not open itself, such as a RAW file's embedded preview read with LibRaw.
    /// An error `read` throws shows the photo as broken, with the error's description.
    case reader(key: String, read: @Sendable () throws -> EncodedPhoto)

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
        case .reader(let key, _): "reader:" + key
        }
    }

    /// Whether two photos are the same: the same path, URI or key.
    public static func == (lhs: CardPhoto, rhs: CardPhoto) -> Bool { lhs.key == rhs.key }
    /// Hashes what names the photo.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Decodes the photo on a worker thread at the smallest size that covers `width` × `height`
    /// pixels (`Int.max` for the photo's own size), turned by its orientation, as the deck's photo
    /// cards do: for a view of the photo outside a card, such as a look at it at 100 %.
    ///
    /// - Parameters:
    ///   - width: The width in pixels the photo must cover, or `Int.max`.
    ///   - height: The height in pixels the photo must cover, or `Int.max`.
    ///   - completion: Called on the main thread with a `GdkTexture` it owns, or why there is
    ///     none; `PhotoDecodeFailure.cancelled` after `cancel()`.
    /// - Returns: The decode, to cancel.
    @MainActor
    public func decode(
        coveringWidth width: Int, height: Int, completion: @escaping @MainActor (Result<OpaquePointer, PhotoDecodeFailure>) -> Void
    ) -> any PhotoDecoding {
        GtkPhotoDecoding.start(self, width: width, height: height, fit: .cover, completion: completion)
    }
}

/// A photo's encoded bytes as an app's reader gives them (see ``CardPhoto/reader(key:read:)``).
public struct EncodedPhoto: Sendable {
    /// The bytes, in a format GdkPixbuf reads (JPEG, PNG, PNM...).
    public var bytes: [UInt8]
    /// The EXIF orientation (1–8) that turns the picture upright, or `nil` for what the bytes
    /// themselves say.
    public var orientation: Int?

    /// Bytes and, where they do not say it themselves, their orientation.
    public init(bytes: [UInt8], orientation: Int? = nil) {
        self.bytes = bytes
        self.orientation = orientation
    }
}
