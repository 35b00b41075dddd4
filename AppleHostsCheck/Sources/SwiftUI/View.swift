// SPDX-License-Identifier: MIT

// Stand-in for Apple's SwiftUI: only what KolodaSwiftUI and its checks use, each declared as
// Apple's documentation declares it (the path beside each). SwiftUI re-exports UIKit on iOS.
// The stand-in renders nothing: a hosting controller keeps its root view for the checks to read,
// and a representable is made and updated by `StandInHost`, as SwiftUI would.
@_exported import UIKit

/// A type that represents part of your app's user interface.
/// documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// documentation/swiftui/view/body-8kl5o
    ///
    /// The current page writes `@ContentBuilder`, which the current SDK declares as a type alias
    /// of `ViewBuilder` (documentation/swiftui/contentbuilder); the stand-in names the builder.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// documentation/swift/never (conforms to View): the body of views that have none.
extension Never: View {
    /// None: SwiftUI draws primitive views itself.
    public var body: Never { fatalError("Never has no body") }
}

/// documentation/swiftui/optional (conforms to View when `Wrapped` does): shows the wrapped view
/// or nothing.
extension Optional: View where Wrapped: View {
    /// None: SwiftUI draws primitive views itself.
    public var body: Never { fatalError("a view with no body: SwiftUI draws it itself") }
}

/// A view that doesn't contain any content.
/// documentation/swiftui/emptyview
@frozen nonisolated public struct EmptyView: View {
    /// documentation/swiftui/emptyview/init()
    @inlinable nonisolated public init() {}

    /// None: SwiftUI draws primitive views itself.
    public var body: Never { fatalError("a view with no body: SwiftUI draws it itself") }
}

/// A custom parameter attribute that constructs views from closures.
/// documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// documentation/swiftui/viewbuilder/buildblock(_:)
    ///
    /// The page writes `@export(implementation)`, which this toolchain does not know.
    public static func buildBlock<Content>(_ content: Content) -> Content { content }
}
