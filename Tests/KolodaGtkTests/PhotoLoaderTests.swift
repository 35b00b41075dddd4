// SPDX-License-Identifier: MIT

import CGtk
import KolodaHost
import Testing

@testable import KolodaGtk

/// The photo cache of photo cards: decoding off the main thread at the drawn size, once per
/// photo, within a byte limit, and cancelled when no card waits.
@MainActor
@Suite("Decoding and caching photos")
struct PhotoLoaderTests {
    /// A PNG of `size` × `size` pixels (`size` × `height`) of one shade.
    static func png(size: Int32, height: Int32? = nil, shade: UInt32) -> [UInt8] {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, size, height ?? size)!
        defer { g_object_unref(Gtk.raw(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, shade << 8 | 0xFF)
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "png", nil, nil, &error)
        defer { g_free(buffer) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer!).assumingMemoryBound(to: UInt8.self), count: Int(length)))
    }

    /// Runs the main loop until `done`.
    func iterate(until done: () -> Bool) { DeckWindow.iterate(until: "the photos are decoded", done) }

    /// A GTK deck's photo requests for 40 × 40 cards, and three photos decoded at that size
    /// (6,400 bytes each).
    func loader() -> (PhotoRequests<CardPhoto, OpaquePointer>, [CardPhoto]) {
        let loader = GtkPhotoDecoding.requests()
        loader.setTarget(width: 40, height: 40)
        let photos = (0..<3).map { CardPhoto.bytes(Self.png(size: 80, shade: UInt32($0) * 0x404040), key: "photo \($0)") }
        return (loader, photos)
    }

    @Test("A photo asked for twice while it decodes is decoded once, at the card's size")
    func decodedOnce() {
        let (loader, photos) = loader()
        var textures: [OpaquePointer?] = []
        loader.load(photos[0]) { textures.append(try? $0.get()) }
        loader.load(photos[0]) { textures.append(try? $0.get()) }
        iterate { textures.count == 2 }
        #expect(textures.count == 2 && textures[0] != nil && textures[0] == textures[1])
        #expect(gdk_texture_get_width(textures[0]!) == 40)
        #expect(loader.cacheBytes == 40 * 40 * 4, "one decode is cached")
        #expect(loader.isDecoded(photos[0]))
    }

    @Test("A turned photo is decoded upright at the size its card shows it: covering the card, or inside it")
    func decodedForTheFitUpright() {
        // 400 × 300, turned a quarter by its orientation: 300 × 400 upright.
        let bytes = Self.png(size: 400, height: 300, shade: 0x808080)
        let turned = CardPhoto.reader(key: "turned") { EncodedPhoto(bytes: bytes, orientation: 6) }
        let level = CardPhoto.bytes(bytes, key: "level")
        let loader = GtkPhotoDecoding.requests()
        // A portrait card of 120 × 160 pixels.
        loader.setTarget(width: 120, height: 160)
        var sizes: [String: (Int32, Int32)] = [:]
        // The photo contained is asked for first: a decode that covers would serve it too.
        for (name, photo, fit) in [("turned cover", turned, PhotoFit.cover), ("level contain", level, .contain), ("level cover", level, .cover)] {
            loader.load(photo, fit: fit) { result in
                if let texture = try? result.get() { sizes[name] = (gdk_texture_get_width(texture), gdk_texture_get_height(texture)) }
            }
        }
        iterate { sizes.count == 3 }
        // Decoded first to cover the card either way (214 × 160, turned), then fitted upright.
        let turnedSize = sizes["turned cover"]!
        #expect(turnedSize.0 == 120 && (160...161).contains(turnedSize.1), "upright, it covers the card (not 160 × 214)")
        #expect(sizes["level cover"]! == (214, 160), "a level photo covers the card's height")
        #expect(sizes["level contain"]! == (120, 90), "inside the card, a level photo takes its width")
    }

    @Test("The cache stays within its byte limit and forgets the least recently used photo")
    func leastRecentlyUsedGoes() {
        let (loader, photos) = loader()
        loader.limit = 2 * 40 * 40 * 4
        for photo in photos[0..<2] {
            var done = false
            loader.load(photo) { _ in done = true }
            iterate { done }
        }
        // Photo 0 is used again, so photo 1 is the least recently used when photo 2 arrives.
        var reused = false
        loader.load(photos[0]) { _ in reused = true }
        #expect(reused, "a cached photo is handed over at once")
        var done = false
        loader.load(photos[2]) { _ in done = true }
        iterate { done }
        #expect(loader.cacheBytes <= loader.limit)
        #expect(loader.isDecoded(photos[0]) && !loader.isDecoded(photos[1]) && loader.isDecoded(photos[2]))
        loader.limit = 40 * 40 * 4
        #expect(loader.cacheBytes == 40 * 40 * 4 && loader.isDecoded(photos[2]) && !loader.isDecoded(photos[0]))
    }

    @Test("A prefetch nobody waits for is cancelled without a failure, its decode is not kept, and the photo loads later")
    func cancelledPrefetch() {
        let (loader, photos) = loader()
        var failures: [String] = []
        loader.onFailure = { _, problem in failures.append(problem) }
        loader.prefetch(photos[0])
        loader.cancelPrefetch(photos[0])
        var other: OpaquePointer?
        loader.load(photos[1]) { other = try? $0.get() }
        iterate { other != nil }
        #expect(!loader.isDecoded(photos[0]) && loader.cacheBytes == 40 * 40 * 4 && failures.isEmpty)
        var texture: OpaquePointer?
        loader.load(photos[0]) { texture = try? $0.get() }
        iterate { texture != nil }
        #expect(texture != nil && loader.isDecoded(photos[0]))
    }

    @Test("A photo asked for right after its prefetch was cancelled is decoded and shown, not reported broken")
    func loadAfterCancelledPrefetch() {
        let (loader, photos) = loader()
        var failures: [String] = []
        loader.onFailure = { _, problem in failures.append(problem) }
        loader.prefetch(photos[0])
        loader.cancelPrefetch(photos[0])
        var answer: Result<OpaquePointer, PhotoRequests<CardPhoto, OpaquePointer>.PhotoFailure>?
        loader.load(photos[0]) { answer = $0 }
        iterate { answer != nil }
        #expect((try? answer?.get()) != nil, "\(String(describing: answer))")
        #expect(failures.isEmpty && loader.isDecoded(photos[0]))
    }

    @Test("A photo that cannot be decoded is reported once and fails at once when asked for again")
    func brokenPhoto() {
        let (loader, _) = loader()
        var failures: [String] = []
        loader.onFailure = { photo, _ in failures.append(photo.key) }
        let broken = CardPhoto.bytes(Array("not an image".utf8), key: "broken")
        var problems: [String?] = []
        let answer: @MainActor (Result<OpaquePointer, PhotoRequests<CardPhoto, OpaquePointer>.PhotoFailure>) -> Void = { result in
            if case .failure(let failure) = result { problems.append(failure.problem) } else { problems.append(nil) }
        }
        loader.load(broken, answer)
        iterate { !problems.isEmpty }
        loader.load(broken, answer)
        #expect(problems.count == 2 && problems.allSatisfy { $0 != nil }, "the second answer comes at once")
        #expect(failures == ["bytes:broken"])
    }

    @Test("A photo forgotten is decoded again: a file that was missing and is back shows, a replaced one shows anew")
    func forgottenPhoto() throws {
        let (loader, _) = loader()
        let path = TemporaryFile.temporaryPath("forgotten.png")
        defer { TemporaryFile.remove(path) }
        let photo = CardPhoto.file(path)
        var results: [OpaquePointer?] = []
        let answer: @MainActor (Result<OpaquePointer, PhotoRequests<CardPhoto, OpaquePointer>.PhotoFailure>) -> Void = {
            results.append(try? $0.get())
        }
        loader.load(photo, answer)
        iterate { results.count == 1 }
        #expect(results == [nil], "missing")
        TemporaryFile.write(Self.png(size: 80, shade: 0x808080), to: path)
        loader.load(photo, answer)
        #expect(results.count == 2 && results[1] == nil, "still known broken, at once")
        loader.forget(photo)
        loader.load(photo, answer)
        iterate { results.count == 3 }
        #expect(results[2] != nil, "decoded once the file is back")
        loader.forget(photo)
        #expect(!loader.isDecoded(photo) && loader.cacheBytes == 0, "a decoded photo forgotten is no longer cached")
        // Forgotten while it decodes, a photo still reaches the card that waits for it, once.
        loader.load(photo, answer)
        loader.forget(photo)
        iterate { results.count == 4 }
        #expect(results[3] != nil)
        iterate { loader.isDecoded(photo) }
        #expect(results.count == 4)
    }

    @Test("An app's reader gives the bytes, its orientation turns them, and what it throws is the photo's problem")
    func reader() throws {
        let bytes = Self.png(size: 60, height: 30, shade: 0x808080)
        let wide = CardPhoto.reader(key: "wide") { EncodedPhoto(bytes: bytes, orientation: 6) }
        var result: Result<OpaquePointer, PhotoDecodeFailure>?
        _ = wide.decode(coveringWidth: .max, height: .max) { result = $0 }
        iterate { result != nil }
        let texture = try #require(try result?.get())
        #expect(gdk_texture_get_width(texture) == 30 && gdk_texture_get_height(texture) == 60, "a quarter turn")
        g_object_unref(Gtk.raw(texture))

        struct NoPreview: Error, CustomStringConvertible { var description: String { "IMG_1.CR2 has no preview" } }
        let broken = CardPhoto.reader(key: "broken") { throw NoPreview() }
        var failure: Result<OpaquePointer, PhotoDecodeFailure>?
        _ = broken.decode(coveringWidth: 40, height: 40) { failure = $0 }
        iterate { failure != nil }
        #expect(throws: PhotoDecodeFailure.unreadable("IMG_1.CR2 has no preview")) { try failure?.get() }
        #expect(wide.key == "reader:wide" && wide != broken)
    }
}

/// Temporary files through GLib, for the tests that need a photo on disk.
enum TemporaryFile {
    static func temporaryPath(_ name: String) -> String {
        let folder = g_dir_make_tmp("koloda-photos-XXXXXX", nil)!
        defer { g_free(folder) }
        return String(cString: folder) + "/" + name
    }

    /// Removes the file at a path from ``temporaryPath(_:)``, and its folder.
    static func remove(_ path: String) {
        unlink(path)
        if let slash = path.lastIndex(of: "/") { rmdir(String(path[..<slash])) }
    }

    static func write(_ bytes: [UInt8], to path: String) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = g_file_set_contents(path, $0.baseAddress, gssize(buffer.count), nil) }
        }
    }
}
