// SPDX-License-Identifier: MIT

/// An object that represents the presence or movement of a button press on the screen for a
/// particular event.
/// documentation/uikit/uipress
@MainActor open class UIPress: NSObject {
    package init(key: UIKey?) {
        self.key = key
    }

    /// documentation/uikit/uipress/key
    open private(set) var key: UIKey?
}

/// An event that describes the state of a set of physical buttons that are available to the
/// device, such as those on an associated remote or game controller.
/// documentation/uikit/uipressesevent
@MainActor open class UIPressesEvent: UIEvent {}

/// An object that represents a key press on a physical keyboard.
/// documentation/uikit/uikey
@MainActor open class UIKey: NSObject {
    package init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
    }

    /// documentation/uikit/uikey/keycode
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// documentation/uikit/uikey/modifierflags
    open private(set) var modifierFlags: UIKeyModifierFlags
}

/// documentation/uikit/uikeyboardhidusage
public enum UIKeyboardHIDUsage: Int, @unchecked Sendable {
    case keyboardA = 4
    case keyboardZ = 29
    case keyboardReturnOrEnter = 40
    case keyboardDeleteOrBackspace = 42
    case keyboardSpacebar = 44
    case keyboardHome = 74
    case keyboardPageUp = 75
    case keyboardEnd = 77
    case keyboardPageDown = 78
    case keyboardRightArrow = 79
    case keyboardLeftArrow = 80
    case keyboardDownArrow = 81
    case keyboardUpArrow = 82
}

/// documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, @unchecked Sendable {
    /// documentation/uikit/uikeymodifierflags/init(rawvalue:)
    public let rawValue: Int
    /// documentation/uikit/uikeymodifierflags/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// documentation/uikit/uikeymodifierflags/shift
    public static var shift: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 17) }
    /// documentation/uikit/uikeymodifierflags/control
    public static var control: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 18) }
    /// documentation/uikit/uikeymodifierflags/command
    public static var command: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 20) }
}
