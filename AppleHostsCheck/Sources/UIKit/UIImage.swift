// SPDX-License-Identifier: MIT

import Foundation

/// An object that manages image data in your app.
/// documentation/uikit/uiimage
///
/// The stand-in reads one picture format of its own, written by ``standInPicture(width:height:)``:
/// a header with the picture's size, which ``preparingThumbnail(of:)`` "decodes" at the size asked
/// for, counting each decode and whether it ran on the main thread.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's name or path, for tests to read back.
    package let standInSource: String
    private let pixels: CGSize

    /// documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        standInSource = name
        pixels = .zero
    }

    /// documentation/uikit/uiimage/init(contentsoffile:)
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let size = Self.standInSize(of: data) else { return nil }
        standInSource = path
        pixels = size
    }

    /// documentation/uikit/uiimage/init(data:)
    public init?(data: Data) {
        guard let size = Self.standInSize(of: data) else { return nil }
        standInSource = "data"
        pixels = size
    }

    private init(source: String, pixels: CGSize) {
        standInSource = source
        self.pixels = pixels
    }

    /// documentation/uikit/uiimage/size
    open var size: CGSize { pixels }

    /// documentation/uikit/uiimage/scale
    open var scale: CGFloat { 1 }

    /// documentation/uikit/uiimage/preparingthumbnail(of:)
    ///
    /// "Returns `nil` if the original image isn't backed by a CGImage": the stand-in's images
    /// from `init(named:)` are not.
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard pixels != .zero else { return nil }
        let onMain = Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueue) == true
        Self.thumbnails.withLock {
            $0.total += 1; if onMain { $0.onMainThread += 1 }
        }
        return UIImage(source: standInSource, pixels: size)
    }

    private static let thumbnails = StandInCounter()

    /// Marks the main queue, where the main actor's jobs run even when it is not drained on the
    /// process's main thread (as under `swift test` on Linux).
    private static let mainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// How many thumbnails were prepared, and how many of them on the main thread.
    package static var standInThumbnails: (total: Int, onMainThread: Int) { thumbnails.withLock { ($0.total, $0.onMainThread) } }

    /// A picture in the stand-in's format, `width` × `height` pixels.
    package static func standInPicture(width: Int, height: Int) -> Data { Data("stand-in picture \(width) \(height)\n".utf8) }

    private static func standInSize(of data: Data) -> CGSize? {
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard words.count == 4, words[0] == "stand-in", words[1] == "picture", let width = Double(words[2]), let height = Double(words[3]),
            width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// The stand-in's decode counts, shared by the threads that decode.
private final class StandInCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (total: 0, onMainThread: 0)

    func withLock<T>(_ body: (inout (total: Int, onMainThread: Int)) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&counts)
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// documentation/uikit/uiimageview/image
    open var image: UIImage?
}

/// An object that manages a view hierarchy for your UIKit app.
/// documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if storedView == nil {
                loadView()
                viewDidLoad()
            }
            return storedView
        }
        set { storedView = newValue }
    }
    private var storedView: UIView? {
        didSet { storedView?.standInViewController = self }
    }

    /// documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { storedView = UIView(frame: .zero) }

    /// documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// A view controller's next responder is its view's superview.
    open override var next: UIResponder? { storedView?.superview }

    // MARK: Containment

    /// documentation/uikit/uiviewcontroller/children
    open private(set) var children: [UIViewController] = []

    /// documentation/uikit/uiviewcontroller/parent
    open private(set) weak var parent: UIViewController?

    /// documentation/uikit/uiviewcontroller/addchild(_:): "automatically calls the
    /// willMove(toParent:) method of the view controller to be added as a child before adding it".
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "UIViewController: a controller cannot be its own child")
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// documentation/uikit/uiviewcontroller/removefromparent(): "automatically calls the
    /// didMove(toParent:) method of the child view controller after it removes the child".
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}

    /// documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}
}
