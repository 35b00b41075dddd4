// SPDX-License-Identifier: MIT

import Foundation

/// Prepares every output in a temporary place beside its destination and moves them all into
/// place at the end, so that a failure leaves nothing half-written.
final class OutputStaging {
    private struct Staged {
        var temporary: URL
        var destination: URL
        var isDirectory: Bool
    }

    private var staged: [Staged] = []
    private let fileManager = FileManager.default
    private let suffix = ".koloda-\(ProcessInfo.processInfo.processIdentifier).tmp"

    /// A temporary file beside `path`, created now to prove the directory is writable.
    func file(_ path: String) throws -> URL {
        let destination = URL(fileURLWithPath: path)
        if isDirectory(destination) { throw StagingError("\(path): is a directory") }
        let temporary = destination.deletingLastPathComponent().appendingPathComponent("." + destination.lastPathComponent + suffix)
        guard fileManager.createFile(atPath: temporary.path, contents: nil) else {
            throw StagingError("\(path): cannot write there")
        }
        staged.append(Staged(temporary: temporary, destination: destination, isDirectory: false))
        return temporary
    }

    /// A temporary file in the system's temporary folder, for output that goes elsewhere in the
    /// end (standard output).
    func temporaryFile() throws -> URL {
        let temporary = fileManager.temporaryDirectory.appendingPathComponent("koloda-\(UUID().uuidString)\(suffix)")
        guard fileManager.createFile(atPath: temporary.path, contents: nil) else {
            throw StagingError("\(temporary.path): cannot write there")
        }
        staged.append(Staged(temporary: temporary, destination: temporary, isDirectory: false))
        return temporary
    }

    /// Copies a staged file to `handle` in pieces of a megabyte.
    func copy(_ file: URL, to handle: FileHandle) throws {
        let input = try FileHandle(forReadingFrom: file)
        defer { try? input.close() }
        while let piece = try input.read(upToCount: 1 << 20), !piece.isEmpty { handle.write(piece) }
    }

    /// A temporary directory beside `path`, for files that will end up in `path`.
    func directory(_ path: String) throws -> URL {
        let destination = URL(fileURLWithPath: path)
        if fileManager.fileExists(atPath: path), !isDirectory(destination) {
            throw StagingError("\(path): exists and is not a directory")
        }
        let temporary = destination.deletingLastPathComponent().appendingPathComponent("." + destination.lastPathComponent + suffix)
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw StagingError("\(path): cannot write there")
        }
        staged.append(Staged(temporary: temporary, destination: destination, isDirectory: true))
        return temporary
    }

    /// Moves every staged output into place. A directory that already exists keeps its other
    /// files; its `frame-*.png` files are replaced.
    func commit() throws {
        for output in staged {
            if output.isDirectory, isDirectory(output.destination) {
                let old = try fileManager.contentsOfDirectory(atPath: output.destination.path).filter {
                    $0.hasPrefix("frame-") && $0.hasSuffix(".png")
                }
                for name in old { try fileManager.removeItem(at: output.destination.appendingPathComponent(name)) }
                for name in try fileManager.contentsOfDirectory(atPath: output.temporary.path) {
                    try fileManager.moveItem(at: output.temporary.appendingPathComponent(name), to: output.destination.appendingPathComponent(name))
                }
                try fileManager.removeItem(at: output.temporary)
            } else if rename(output.temporary.path, output.destination.path) != 0 {
                throw StagingError("\(output.destination.path): cannot move the result into place")
            }
        }
        staged.removeAll()
    }

    /// Removes every temporary output.
    func rollback() {
        for output in staged { try? fileManager.removeItem(at: output.temporary) }
        staged.removeAll()
    }

    private func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}

struct StagingError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
