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
        )
    ],
    swiftLanguageModes: [.v6]
)
