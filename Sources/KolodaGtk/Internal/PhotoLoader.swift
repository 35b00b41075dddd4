// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// Decodes the photos of a view's cards off the main thread, at the size the cards are drawn,
/// and keeps the decoded ones in a cache bounded in bytes.
///
/// A photo asked for twice while it decodes is decoded once. A prefetched photo that nobody is
/// waiting for is cancelled when the deck no longer expects it. The cache forgets the least
/// recently used photos first; a card that shows one keeps it alive.
@MainActor
final class PhotoLoader {
    /// What a card is told when its photo is ready: a texture (borrowed), or why there is none.
    typealias Completion = (_ texture: OpaquePointer?, _ problem: String?) -> Void

    /// The most bytes of decoded photos the cache keeps.
    var limit: Int {
        get { cache.limit }
        set { release(cache.setLimit(newValue)) }
    }

    /// Hears each photo that could not be shown, with the reason.
    var onFailure: ((CardPhoto, String) -> Void)?

    /// The pixels a photo must cover: the top card's size on screen; zero until the deck is laid out.
    private var target = (width: 0, height: 0)

    private final class Request {
        let photo: CardPhoto
        let cancellable = g_cancellable_new()!
        var waiting: [Completion] = []
        init(photo: CardPhoto) { self.photo = photo }
        deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }
    }

    /// The decoded photos' textures, by size and photo.
    private var cache = ByteBoundedCache<String, OpaquePointer>(limit: 96 << 20)
    /// Photos that could not be decoded, with the reason: asked for again, they fail at once.
    private var failed: [String: String] = [:]
    /// The bytes of decoded photos in the cache now.
    var cacheBytes: Int { cache.bytes }
    private var inFlight: [String: Request] = [:]
    /// Photos asked for before the deck had a size, in the order they were asked for.
    private var waitingForSize: [(CardPhoto, Completion?)] = []

    isolated deinit {
        for request in inFlight.values { g_cancellable_cancel(request.cancellable) }
        release(cache.removeAll())
    }

    /// Sets the pixels a photo must cover; photos asked for before start decoding now. Decoded
    /// photos of another size are decoded again when next asked for.
    func setTarget(width: Int, height: Int) {
        guard width > 0, height > 0, (width, height) != target else { return }
        target = (width, height)
        let waiting = waitingForSize
        waitingForSize.removeAll()
        for (photo, completion) in waiting { load(photo, completion) }
    }

    /// Calls `completion` with the photo's texture once it is decoded (at once when it is cached).
    func load(_ photo: CardPhoto, _ completion: Completion?) {
        guard target.width > 0 else {
            waitingForSize.append((photo, completion))
            return
        }
        let key = cacheKey(photo)
        if let texture = cache.value(for: key) {
            completion?(texture, nil)
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
        decode(request, key: key)
    }

    /// Whether the photo is decoded at the current size and cached.
    func isDecoded(_ photo: CardPhoto) -> Bool { target.width > 0 && cache.contains(cacheKey(photo)) }

    /// Starts decoding a photo that a card will soon show.
    func prefetch(_ photo: CardPhoto) { load(photo, nil) }

    /// Stops decoding a prefetched photo that no card waits for.
    func cancelPrefetch(_ photo: CardPhoto) {
        waitingForSize.removeAll { $0.0 == photo && $0.1 == nil }
        guard target.width > 0, let request = inFlight[cacheKey(photo)], request.waiting.isEmpty else { return }
        g_cancellable_cancel(request.cancellable)
    }

    private func cacheKey(_ photo: CardPhoto) -> String { "\(target.width)x\(target.height) \(photo.key)" }

    private func decode(_ request: Request, key: String) {
        var file: OpaquePointer?
        var bytes: OpaquePointer?
        switch request.photo {
        case .file(let path): file = g_file_new_for_path(path)
        case .location(let uri): file = g_file_new_for_uri(uri)
        case .bytes(let data, _): bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        }
        defer {
            if let file { g_object_unref(UnsafeMutableRawPointer(file)) }
            if let bytes { g_bytes_unref(bytes) }
        }
        let context = Unmanaged.passRetained(Decoding(loader: self, key: key)).toOpaque()
        koloda_photo_decode_async(
            file, bytes, Int32(target.width), Int32(target.height), request.cancellable,
            { _, result, data in
                MainActor.assumeIsolated {
                    let decoding = Unmanaged<Decoding>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let texture = koloda_photo_decode_finish(result, &error)
                    let problem = error.map { String(cString: $0.pointee.message) }
                    if let error { g_error_free(error) }
                    decoding.loader?.finish(decoding.key, texture: texture, problem: problem)
                }
            }, context)
    }

    /// What a decode in flight needs to find its way back.
    private final class Decoding {
        weak var loader: PhotoLoader?
        let key: String
        init(loader: PhotoLoader, key: String) {
            self.loader = loader
            self.key = key
        }
    }

    private func finish(_ key: String, texture: OpaquePointer?, problem: String?) {
        guard let request = inFlight.removeValue(forKey: key) else {
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return
        }
        guard let texture else {
            let cancelled = g_cancellable_is_cancelled(request.cancellable) != 0
            if !cancelled {
                failed[request.photo.key] = problem ?? "unknown error"
                onFailure?(request.photo, problem ?? "unknown error")
            }
            for completion in request.waiting { completion(nil, problem ?? "unknown error") }
            return
        }
        let size = Int(gdk_texture_get_width(texture)) * Int(gdk_texture_get_height(texture)) * 4
        let evicted = cache.insert(texture, bytes: size, for: key)
        for completion in request.waiting { completion(texture, nil) }
        release(evicted)
    }

    /// Drops the cache's references to textures it forgot; a card that shows one keeps it alive.
    private func release(_ textures: [OpaquePointer]) {
        for texture in textures { g_object_unref(UnsafeMutableRawPointer(texture)) }
    }
}
