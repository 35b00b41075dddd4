// SPDX-License-Identifier: MIT

import CGio
import Foundation
import KolodaAppBase
import KolodaEngine

/// A folder of photos as Photo Sort sees it: which files are photos, where its state is kept.
package enum PhotoFolder {
    /// The MIME types of the photo formats Photo Sort shows: what cameras and phones write.
    static let photoMIMETypes: Set<String> = ["image/jpeg", "image/png", "image/webp", "image/heif", "image/heic", "image/avif", "image/tiff"]

    /// The file name extensions of the photo formats GdkPixbuf can load here: JPEG, PNG, WebP and
    /// TIFF, and HEIC, HEIF or AVIF where their loader is installed. Loaders are known by their
    /// MIME types, not their names: libheif's is named "heif/avif".
    package static let extensions: Set<String> = {
        var found: Set<String> = []
        var formats = gdk_pixbuf_get_formats()
        defer { g_slist_free(formats) }
        while let link = formats {
            let format = OpaquePointer(link.pointee.data)
            if !strings(gdk_pixbuf_format_get_mime_types(format)).isDisjoint(with: photoMIMETypes) {
                found.formUnion(strings(gdk_pixbuf_format_get_extensions(format)))
            }
            formats = link.pointee.next
        }
        return found
    }()

    /// The strings of a NULL-terminated list GdkPixbuf gives, lowercased; the list is freed.
    private static func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> Set<String> {
        guard let list else { return [] }
        defer { g_strfreev(list) }
        var strings: Set<String> = []
        var index = 0
        while let item = list[index] {
            strings.insert(String(cString: item).lowercased())
            index += 1
        }
        return strings
    }

    /// Whether `name` names a file directly in a folder: not empty, no separator, not `.` or
    /// `..`, no NUL. Whatever a state file says, only such names are trashed, rated, exported or
    /// shown.
    package static func isNameInFolder(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// Whether a file name is a photo's, by its extension: a format GdkPixbuf loads or a RAW file.
    package static func isPhoto(_ name: String) -> Bool {
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        let type = name[name.index(after: dot)...].lowercased()
        return extensions.contains(type) || RawPhoto.extensions.contains(type)
    }

    /// A file name without its last extension: what a RAW file and its JPEG share
    /// (`IMG_0001` of `IMG_0001.CR2` and `IMG_0001.JPG`).
    package static func stem(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
    }

    /// The names of `names` that are the own sidecars of the photo files `files`: `FILE.xmp`
    /// (darktable, digiKam), a darktable duplicate's `STEM_NN.EXT.xmp`, and `STEM.xmp` (Lightroom,
    /// Capture One) for the stems of `wholeStems`, those no photo left behind shares.
    package static func sidecars(of files: [String], among names: [String], wholeStems: Set<Substring>) -> [String] {
        let files = Set(files)
        return names.filter { name in
            guard name.count > 4, name.suffix(4).lowercased() == ".xmp" else { return false }
            let base = String(name.dropLast(4))
            if files.contains(base) || wholeStems.contains(base[...]) { return true }
            // darktable's duplicates: IMG_0001_01.CR2.xmp is a second edit of IMG_0001.CR2.
            guard let dot = base.lastIndex(of: "."), let underscore = base[..<dot].lastIndex(of: "_") else { return false }
            let number = base[base.index(after: underscore)..<dot]
            return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
                && files.contains(String(base[..<underscore]) + String(base[dot...]))
        }
    }

    /// The names of the entries of `folder`, or none when it cannot be read.
    package static func names(in folder: String) -> [String] {
        guard let directory = FileName.withPath(folder, { g_dir_open($0, 0, nil) }) else { return [] }
        defer { g_dir_close(directory) }
        var names: [String] = []
        while let name = g_dir_read_name(directory) { names.append(FileName.string(cString: name)) }
        return names
    }

    /// The folder's absolute path with symbolic links resolved, or why there is none.
    package static func resolve(_ path: String) -> Result<String, PhotoSortError> {
        guard let resolved = FileName.withPath(path, { realpath($0, nil) }) else {
            return .failure(PhotoSortError("\(FileName.display(path)): \(String(cString: strerror(errno)))"))
        }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .failure(PhotoSortError(tr("%s is not a folder", FileName.display(path))))
        }
        return .success(FileName.string(cString: resolved))
    }

    /// The folder in which Photo Sort keeps its states.
    package static var stateFolder: String { FileName.string(cString: g_get_user_state_dir()) + "/koloda-photos" }

    /// The file that keeps the state of the folder at `path` (absolute).
    package static func stateFile(for path: String) -> SavedFile<FolderState> {
        let digest = g_compute_checksum_for_string(G_CHECKSUM_SHA256, path, -1)!
        defer { g_free(digest) }
        return SavedFile(path: stateFolder + "/folders/" + String(cString: digest) + ".json")
    }

    /// The folder that keeps copies of the sidecars Photo Sort wrote to, as they were before.
    package static var originalSidecarsFolder: String { stateFolder + "/sidecars" }

    /// Reads the state saved for a folder: nil when there is none; a file that cannot be used is
    /// set aside, and the problem returned.
    package static func loadState(for path: String) -> (state: FolderState?, setAside: String?) {
        let file = stateFile(for: path)
        switch file.load(fits: { $0.folder == path ? $0.problem : tr("it is the state of another folder, %s", FileName.display($0.folder)) }) {
        case .none: return (nil, nil)
        case .contents(let state): return (state, nil)
        case .setAside(let problem, let aside):
            let whereTo = aside.map { tr("it was moved to %s", FileName.display($0)) } ?? tr("it could not be moved aside")
            return (nil, tr("The saved decisions for this folder could not be used: %s; %s.", problem, whereTo))
        }
    }
}

/// A problem Photo Sort reports to its user.
package struct PhotoSortError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
