// SPDX-License-Identifier: MIT

/// A window's size as the apps' `--size WxH` option gives it.
package enum WindowSize {
    /// The size `text` ("460x780") names, or nil when it is not two whole numbers joined by `x`
    /// of at least `minimum` each.
    package static func parse(_ text: String, minimum: (width: Int, height: Int)) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width >= minimum.width, height >= minimum.height else {
            return nil
        }
        return (width, height)
    }
}
