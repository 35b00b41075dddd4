// SPDX-License-Identifier: MIT

import CExempi
import Glibc
import KolodaAppBase

/// A photo's XMP sidecar (`NAME.EXT.xmp` as darktable and digiKam name it, `NAME.xmp` as Lightroom
/// and Capture One do), read and written with Exempi: the rating that darktable, digiKam,
/// Lightroom and Capture One read (`xmp:Rating`, -1 for a rejected photo), the labels each of
/// them reads (``SidecarLabels``), and everything else in the sidecar kept as it was.
package struct XMPSidecar {
    /// The sidecar's path.
    package let path: String
    private let xmp: OpaquePointer

    /// Exempi's namespace of `xmp:Rating` and `xmp:Label`.
    private static let namespace = "http://ns.adobe.com/xap/1.0/"
    /// darktable's namespace, of `darktable:colorlabels`.
    private static let darktable = "http://darktable.sf.net/"
    /// digiKam's namespace, of `digiKam:PickLabel` and `digiKam:ColorLabel`.
    private static let digiKam = "http://www.digikam.org/ns/1.0/"

    /// Reads the sidecar at `path`, or starts an empty one when there is none.
    ///
    /// - Throws: ``PhotoSortProblem`` naming the file when it cannot be read or is not XMP.
    package init(path: String) throws(PhotoSortProblem) {
        _ = Self.initialized
        self.path = path
        guard let xmp = xmp_new_empty() else { throw PhotoSortProblem(path, tr("could not be read: Exempi did not start")) }
        self.xmp = xmp
        guard let file = FileName.withPath(path, { fopen($0, "rb") }) else {
            guard errno == ENOENT else {
                xmp_free(xmp)
                throw PhotoSortProblem(path, tr("cannot be read: %s", String(cString: strerror(errno))))
            }
            return
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        let parsed = bytes.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { xmp_parse(xmp, $0.baseAddress, $0.count) }
        }
        guard parsed, !bytes.isEmpty else {
            xmp_free(xmp)
            throw PhotoSortProblem(path, tr("is not an XMP sidecar; it was left as it is"))
        }
    }

    /// Frees Exempi's copy; call once the sidecar is no longer used.
    package func close() { xmp_free(xmp) }

    /// `xmp:Rating`, or `nil` when the sidecar has none (or one that is not a whole number).
    package var rating: Int? {
        guard let value = xmp_string_new() else { return nil }
        defer { xmp_string_free(value) }
        guard xmp_get_property(xmp, Self.namespace, "Rating", value, nil) else { return nil }
        return Int(String(cString: xmp_string_cstr(value)))
    }

    /// Sets `xmp:Rating`, or removes it (`nil`); nothing else in the sidecar changes.
    package func setRating(_ rating: Int?) {
        if let rating {
            xmp_set_property(xmp, Self.namespace, "Rating", String(rating), 0)
        } else {
            xmp_delete_property(xmp, Self.namespace, "Rating")
        }
    }

    /// The labels the sidecar has: each editor's, as it wrote them.
    package var labels: SidecarLabels {
        var labels = SidecarLabels()
        labels.pick = integer(Self.digiKam, "PickLabel")
        labels.digiKamColor = integer(Self.digiKam, "ColorLabel")
        labels.lightroomColor = text(Self.namespace, "Label")
        var colors: [Int] = []
        while let item = text(Self.darktable, "colorlabels", item: colors.count + 1) {
            guard let color = Int(item) else { break }
            colors.append(color)
        }
        let isThere = xmp_has_property(xmp, Self.darktable, "colorlabels")
        labels.darktableColors = isThere ? colors : nil
        return labels
    }

    /// Sets the labels, each editor's as it reads them, removing those that are `nil`; nothing
    /// else in the sidecar changes.
    package func setLabels(_ labels: SidecarLabels) {
        setText(labels.pick.map(String.init), Self.digiKam, "PickLabel")
        setText(labels.digiKamColor.map(String.init), Self.digiKam, "ColorLabel")
        setText(labels.lightroomColor, Self.namespace, "Label")
        xmp_delete_property(xmp, Self.darktable, "colorlabels")
        for color in labels.darktableColors ?? [] {
            xmp_append_array_item(
                xmp, Self.darktable, "colorlabels", UInt32(XMP_PROP_VALUE_IS_ARRAY.rawValue | XMP_PROP_ARRAY_IS_ORDERED.rawValue),
                String(color), 0)
        }
    }

    /// The text of a property, or of the item at `item` (from 1) of an array; nil when absent.
    private func text(_ namespace: String, _ name: String, item: Int? = nil) -> String? {
        guard let value = xmp_string_new() else { return nil }
        defer { xmp_string_free(value) }
        let found =
            if let item { xmp_get_array_item(xmp, namespace, name, Int32(item), value, nil) } else {
                xmp_get_property(xmp, namespace, name, value, nil)
            }
        return found ? String(cString: xmp_string_cstr(value)) : nil
    }

    private func integer(_ namespace: String, _ name: String) -> Int? { text(namespace, name).flatMap { Int($0) } }

    private func setText(_ text: String?, _ namespace: String, _ name: String) {
        if let text {
            xmp_set_property(xmp, namespace, name, text, 0)
        } else {
            xmp_delete_property(xmp, namespace, name)
        }
    }

    /// Writes the sidecar, atomically: a reader sees the old file or the new one. Its folder is
    /// never created: a folder renamed or deleted while Photo Sort is open stays gone.
    ///
    /// - Returns: The bytes written.
    /// - Throws: ``PhotoSortProblem`` naming the folder when it is gone or read-only (the same
    ///   problem for every photo in it, so that it is said once), or the file and why it cannot
    ///   be written.
    @discardableResult
    package func save() throws(PhotoSortProblem) -> [UInt8] {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        guard FileName.withPath(folder.isEmpty ? "/" : folder, { access($0, W_OK) }) == 0 else {
            throw PhotoSortProblem(folder, tr("cannot be written: %s", String(cString: strerror(errno))))
        }
        guard let text = xmp_string_new() else { throw PhotoSortProblem(path, tr("cannot be written: Exempi could not")) }
        defer { xmp_string_free(text) }
        guard xmp_serialize(xmp, text, UInt32(XMP_SERIAL_OMITPACKETWRAPPER), 0) else {
            throw PhotoSortProblem(path, tr("cannot be written: Exempi error %s", String(xmp_get_error())))
        }
        let bytes = Array(String(cString: xmp_string_cstr(text)).utf8)
        if let problem = AtomicFile.replace(path, with: bytes, mode: 0o644) { throw PhotoSortProblem(path, tr("cannot be written: %s", problem)) }
        return bytes
    }

    /// Exempi's one-time set-up, before its first use, with darktable's and digiKam's namespaces
    /// under the prefixes they use.
    private static let initialized: Bool = {
        guard xmp_init() else { return false }
        for (namespace, prefix) in [(darktable, "darktable"), (digiKam, "digiKam")] {
            let registered = xmp_string_new()
            xmp_register_namespace(namespace, prefix, registered)
            xmp_string_free(registered)
        }
        return true
    }()
}

/// What went wrong with a file, in words that name it.
package struct PhotoSortProblem: Error, CustomStringConvertible, Hashable {
    /// The file, or what the problem is about.
    package let file: String
    /// What is wrong with it, in the user's language, said after the file's name: "cannot be
    /// written: Permission denied".
    package let reason: String

    /// A problem with `file`.
    package init(_ file: String, _ reason: String) {
        self.file = file
        self.reason = reason
    }

    /// The file, as GLib shows a file name, and the reason.
    package var description: String { "\(FileName.display(file)) \(reason)" }
}
