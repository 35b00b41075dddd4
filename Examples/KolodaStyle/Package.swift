// swift-tools-version: 6.2
import PackageDescription

// App code written the way Koloda's users write it (Koloda's own example, ported by changing
// nothing but its package dependency), built on Linux against the stand-in UIKit of
// AppleHostsCheck: `make test` builds it, so a change that would break a Koloda app's source
// fails here.
let package = Package(
    name: "KolodaStyle",
    dependencies: [.package(path: "../../AppleHostsCheck")],
    targets: [
        // An app's own module whose names are also the deck engine's.
        .target(name: "AppGeometry"),
        .target(
            name: "KolodaStyle",
            dependencies: [
                "AppGeometry",
                .product(name: "Koloda", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ]
        ),
        // Every member of Koloda's public API, used as apps use it, in both language modes.
        .target(
            name: "KolodaAPISwift5",
            dependencies: [
                .product(name: "Koloda", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ],
            path: "Sources/KolodaAPI",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "KolodaAPISwift6",
            dependencies: [
                .product(name: "Koloda", package: "AppleHostsCheck"),
                .product(name: "UIKitStandIn", package: "AppleHostsCheck"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
