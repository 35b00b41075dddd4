// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import UIKit

@testable import Koloda

/// A photo card the harness asked the view for, and what its `shown` callback heard.
@MainActor
public final class PhotoProbe {
    fileprivate var view: UIView?
    /// Each answer of the card's `shown` callback.
    public fileprivate(set) var shown: [Bool] = []

    /// The pixel size of the picture the card shows, nil while it shows none.
    public var imageSize: Size? {
        (view as? UIImageView)?.image.map { Size(width: Double($0.size.width * $0.scale), height: Double($0.size.height * $0.scale)) }
    }
}

/// The folder the harness writes its files in, under the system's temporary folder and removed
/// when the test process exits, so that a run leaves nothing behind.
private let scratch: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("koloda-harness-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: scratch) }
    return folder
}()

extension DeckHarness {
    /// A file of `width` × `height` pixels in the stand-in's picture format, in a fresh folder.
    public static func writePicture(width: Int, height: Int) throws -> URL {
        let folder = scratch.appendingPathComponent("koloda-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("photo.standin")
        try UIImage.standInPicture(width: width, height: height).write(to: url)
        return url
    }

    /// A file that is no picture at all.
    public static func writeJunk() throws -> URL {
        let url = scratch.appendingPathComponent("koloda-junk-\(UUID().uuidString).jpg")
        try Data("not a picture".utf8).write(to: url)
        return url
    }

    /// The view's `photoCard(_:shown:)`.
    public func photoCard(_ photo: CardPhoto) -> PhotoProbe {
        let probe = PhotoProbe()
        probe.view = view.photoCard(photo) { probe.shown.append($0) }
        return probe
    }

    /// The pixels a photo must cover: the top card's size at rest times the screen's scale.
    public var photoTarget: Size {
        let card = view.frameForCard(at: 0).size
        return Size(
            width: Double((card.width * view.contentScaleFactor).rounded(.up)), height: Double((card.height * view.contentScaleFactor).rounded(.up)))
    }

    /// A deck laid out before it is put in a window (at a scale of 1, as a view in no window
    /// reads it), then shown, asks for a 4032 × 3024 photo: returns the size the photo was
    /// decoded at and the size that covers the top card on the window's screen.
    public static func photoSizeWhenLaidOutBeforeItsWindow() async throws -> (decoded: Size?, screen: Size) {
        let url = try writePicture(width: 4032, height: 3024)
        let client = RecordingDeckClient(count: 3)
        let view = KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        view.dataSource = client
        view.layoutIfNeeded()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        window.layoutIfNeeded()
        let probe = PhotoProbe()
        probe.view = view.photoCard(.file(url)) { probe.shown.append($0) }
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .seconds(10))
        while probe.shown.isEmpty, clock.now < end { try? await Task.sleep(for: .milliseconds(1)) }
        let card = view.frameForCard(at: 0).size
        let scale = window.screen.scale
        let target = Size(width: Double((card.width * scale).rounded(.up)), height: Double((card.height * scale).rounded(.up)))
        let fit = min(1, max(target.width / 4032, target.height / 3024))
        return (probe.imageSize, Size(width: (4032 * fit).rounded(.up), height: (3024 * fit).rounded(.up)))
    }

    /// The view's `prefetchPhotos(_:)`.
    public func prefetchPhotos(_ photos: [CardPhoto]) { view.prefetchPhotos(photos) }
    /// The view's `photoCacheLimit`.
    public var photoCacheLimit: Int {
        get { view.photoCacheLimit }
        set { view.photoCacheLimit = newValue }
    }
    /// The view's `photoCacheBytes`.
    public var photoCacheBytes: Int { view.photoCacheBytes }
    /// The view's `isPhotoDecoded(_:)`.
    public func isPhotoDecoded(_ photo: CardPhoto) -> Bool { view.isPhotoDecoded(photo) }

    /// How many thumbnails the stand-in UIImage prepared, and how many on the main thread.
    public static var thumbnails: (total: Int, onMainThread: Int) { UIImage.standInThumbnails }

    /// Lets the main actor run until `condition` holds (decoded photos arrive there); false if it
    /// did not within `seconds`.
    public func wait(seconds: Double = 10, until condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .seconds(seconds))
        while !condition() {
            guard clock.now < end else { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
