// swift-tools-version: 6.2
import PackageDescription

// App code written the way Koloda's users write it (Koloda's own example, ported by changing
// `import Koloda` to `import KolodaUIKit`), built on Linux against the stand-in UIKit of
// AppleHostsCheck: `make test` builds it, so a change that would break a Koloda app's source
// fails here.
let package = Package(
    name: "KolodaStyle",
    dependencies: [.package(path: "../../AppleHostsCheck")],
    targets: [
        .target(
            name: "KolodaStyle",
            dependencies: [
                .product(name: "KolodaUIKit", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ]
        ),
        // Every member of Koloda's public API, used as apps use it, in both language modes.
        .target(
            name: "KolodaAPISwift5",
            dependencies: [
                .product(name: "KolodaUIKit", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ],
            path: "Sources/KolodaAPI",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "KolodaAPISwift6",
            dependencies: [
                .product(name: "KolodaUIKit", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
