// SPDX-License-Identifier: MIT

/// documentation/uikit/uiaccessibility
public struct UIAccessibility {
    /// The setting, as the stand-in's tests set it.
    @MainActor package static var standInReduceMotion = false

    /// documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { standInReduceMotion }

    /// documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// A custom action to perform on an accessible object.
/// documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    /// documentation/uikit/uiaccessibilitycustomaction/name
    open var name: String

    /// documentation/uikit/uiaccessibilitycustomaction/actionhandler
    open var actionHandler: UIAccessibilityCustomAction.Handler?
}
