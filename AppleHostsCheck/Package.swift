// swift-tools-version: 6.0
import PackageDescription

// The Apple host, checked on Linux: KolodaUIKit compiled from the root package's own sources
// (the folders under Sources/ link to them) against stand-in modules named UIKit, QuartzCore and
// CoreGraphics that declare only what the host uses, each as Apple's documentation declares it. The root package never depends on this one: its stand-in
// modules would clash with Apple's frameworks. See ../../shared/spec/apple-hosts.md.
let package = Package(
    name: "AppleHostsCheck",
    products: [
        .library(name: "KolodaUIKit", targets: ["KolodaUIKit"]),
        // The stand-in frameworks, for app code built against the hosts (Examples/KolodaStyle).
        .library(name: "UIKitStandIn", targets: ["UIKit", "QuartzCore", "CoreGraphics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "KolodaEngine",
            dependencies: [
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        .target(name: "KolodaScenario", dependencies: ["KolodaEngine"]),
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"]),
        .target(name: "StandInSupport", dependencies: ["UIKit", "QuartzCore"]),
        .target(name: "KolodaUIKit", dependencies: ["KolodaEngine", "UIKit", "StandInSupport"]),
        .target(name: "KolodaHarness", dependencies: ["KolodaUIKit", "KolodaScenario", "UIKit", "StandInSupport"]),
        .testTarget(name: "AppleHostsTests", dependencies: ["KolodaHarness", "KolodaEngine", "KolodaScenario"]),
    ],
    swiftLanguageModes: [.v6]
)
