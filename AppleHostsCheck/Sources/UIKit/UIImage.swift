// SPDX-License-Identifier: MIT

/// An object that manages image data in your app.
/// documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's name or path, for tests to read back.
    package let standInSource: String

    /// documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        standInSource = name
    }

    /// documentation/uikit/uiimage/init(contentsoffile:)
    public init?(contentsOfFile path: String) {
        guard FileManager.default.isReadableFile(atPath: path) else { return nil }
        standInSource = path
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
    private var storedView: UIView?

    /// documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { storedView = UIView(frame: .zero) }

    /// documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
}
