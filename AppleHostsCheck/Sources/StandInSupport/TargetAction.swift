// SPDX-License-Identifier: MIT

// What Apple's UIKit and QuartzCore do with the Objective-C runtime, target and selector, the
// stand-in does with closures: the hosts use these on Linux only (under
// `#if !canImport(ObjectiveC)`), and their `@objc` trampolines on Apple's platforms. This is the
// one part of the hosts' wiring that the checks here cannot see.
import QuartzCore
import UIKit

extension UIGestureRecognizer {
    /// Stands for `init(target:action:)`: `action` runs where UIKit would send the action.
    public convenience init(standInAction action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(standInHandler: action)
    }
}

extension CADisplayLink {
    /// Stands for `init(target:selector:)`: `action` runs at each frame.
    public convenience init(standInAction action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.init(standInHandler: action)
    }
}
