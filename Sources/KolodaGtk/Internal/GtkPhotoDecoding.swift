// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaHost

/// One photo decoded by GIO on a worker thread (`koloda_photo_decode_async`) at the size the
/// cards are drawn, as the photo requests of a GTK deck start it.
@MainActor
final class GtkPhotoDecoding: PhotoDecoding {
    fileprivate let cancellable = g_cancellable_new()!

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }

    func cancel() { g_cancellable_cancel(cancellable) }

    /// The photo requests of a GTK deck: textures decoded by GIO, weighed by their pixels, and
    /// released when the cache forgets them (a card that shows one keeps its own reference).
    static func requests() -> PhotoRequests<CardPhoto, OpaquePointer> {
        PhotoRequests(
            decode: start,
            weigh: { Int(gdk_texture_get_width($0)) * Int(gdk_texture_get_height($0)) * 4 },
            release: { g_object_unref(UnsafeMutableRawPointer($0)) })
    }

    /// Starts decoding `photo` to cover `width` × `height` pixels, or to fit inside them;
    /// `completion` owns the texture it is given.
    static func start(
        _ photo: CardPhoto, width: Int, height: Int, fit: PhotoFit,
        completion: @escaping @MainActor (Result<OpaquePointer, PhotoDecodeFailure>) -> Void
    ) -> any PhotoDecoding {
        let decoding = GtkPhotoDecoding()
        var file: OpaquePointer?
        var bytes: OpaquePointer?
        var reader: UnsafeMutableRawPointer?
        switch photo {
        case .file(let path): file = g_file_new_for_path(path)
        case .location(let uri): file = g_file_new_for_uri(uri)
        case .bytes(let data, _): bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        case .reader(_, let read): reader = Unmanaged.passRetained(Reader(read)).toOpaque()
        }
        defer {
            if let file { g_object_unref(UnsafeMutableRawPointer(file)) }
            if let bytes { g_bytes_unref(bytes) }
        }
        let context = Unmanaged.passRetained(Pending(decoding: decoding, completion: completion)).toOpaque()
        koloda_photo_decode_async(
            file, bytes, reader == nil ? nil : Reader.read, reader, reader == nil ? nil : Reader.release,
            Int32(clamping: width), Int32(clamping: height), fit == .contain ? 1 : 0, decoding.cancellable,
            gtkPhotoDecoded, context)
        return decoding
    }

    /// An app's reader of a photo's bytes, called on the decoding thread.
    private final class Reader: Sendable {
        let read: @Sendable () throws -> EncodedPhoto
        init(_ read: @escaping @Sendable () throws -> EncodedPhoto) { self.read = read }

        static let read: KolodaPhotoRead = { data, orientation, failure in
            do {
                let photo = try Unmanaged<Reader>.fromOpaque(data!).takeUnretainedValue().read()
                orientation?.pointee = Int32(clamping: photo.orientation ?? 0)
                return photo.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            } catch {
                let message = String(describing: error)
                failure?.pointee = g_error_new_literal(g_io_error_quark(), Int32(G_IO_ERROR_FAILED.rawValue), message)
                return nil
            }
        }
        static let release: GDestroyNotify = { data in Unmanaged<Reader>.fromOpaque(data!).release() }
    }

    /// What a decode in flight needs to find its way back.
    fileprivate final class Pending {
        let decoding: GtkPhotoDecoding
        let completion: @MainActor (Result<OpaquePointer, PhotoDecodeFailure>) -> Void
        init(decoding: GtkPhotoDecoding, completion: @escaping @MainActor (Result<OpaquePointer, PhotoDecodeFailure>) -> Void) {
            self.decoding = decoding
            self.completion = completion
        }
    }
}

/// The end of a photo's decode, for ``GtkPhotoDecoding``. A function of the file, not a closure
/// of the decoding's, which would take the main actor's isolation and check it as GIO calls it:
/// GIO calls it on the thread that runs GTK's main loop, which the deck checks first, with GTK's
/// manners (the photo is then not shown).
private func gtkPhotoDecoded(_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ data: gpointer?) {
    guard koloda_called_back_on_gtk_thread("a photo decoded") != 0 else { return }
    // On GTK's thread, which is the main actor's: the result and the pending decode do not cross.
    nonisolated(unsafe) let (result, data) = (result, data)
    MainActor.assumeIsolated {
        let pending = Unmanaged<GtkPhotoDecoding.Pending>.fromOpaque(data!).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let texture = koloda_photo_decode_finish(result, &error)
        let problem = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        if let texture {
            pending.completion(.success(texture))
        } else if g_cancellable_is_cancelled(pending.decoding.cancellable) != 0 {
            pending.completion(.failure(.cancelled))
        } else {
            pending.completion(.failure(.unreadable(problem)))
        }
    }
}
