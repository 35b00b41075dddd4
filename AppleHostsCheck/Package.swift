// swift-tools-version: 6.2
import PackageDescription

// The Apple hosts, checked on Linux: Koloda and KolodaSwiftUI compiled from the root
// package's own sources (the folders under Sources/ link to them) against stand-in modules named
// UIKit, SwiftUI, QuartzCore and CoreGraphics that declare only what the hosts use, each as
// Apple's documentation declares it. The root package never depends on this one: its stand-in
// modules would clash with Apple's frameworks. See ../../shared/spec/apple-hosts.md.
let package = Package(
    name: "AppleHostsCheck",
    products: [
        .library(name: "Koloda", targets: ["Koloda"]),
        .library(name: "KolodaSwiftUI", targets: ["KolodaSwiftUI"]),
        // The stand-in frameworks, for app code built against the hosts (Examples/KolodaStyle).
        .library(name: "UIKitStandIn", targets: ["UIKit", "SwiftUI", "QuartzCore", "CoreGraphics"]),
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
        .target(name: "KolodaHostCore", dependencies: ["KolodaEngine"]),
        .target(name: "KolodaHost", dependencies: ["KolodaHostCore", "KolodaEngine"]),
        .target(name: "KolodaScenario", dependencies: ["KolodaEngine"]),
        .target(name: "KolodaConformance", dependencies: ["KolodaEngine", "KolodaScenario"]),
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"]),
        .target(name: "StandInSupport", dependencies: ["UIKit", "QuartzCore"]),
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
        .target(name: "Koloda", dependencies: ["KolodaHost", "KolodaEngine", "UIKit", "StandInSupport"]),
        .target(name: "KolodaSwiftUI", dependencies: ["Koloda", "KolodaEngine", "SwiftUI", "UIKit"]),
        .target(
            name: "KolodaHarness",
            dependencies: [
                "Koloda", "KolodaSwiftUI", "KolodaEngine", "KolodaHost", "KolodaScenario", "KolodaConformance", "UIKit", "SwiftUI", "StandInSupport",
            ]),
        .testTarget(name: "AppleHostsTests", dependencies: ["KolodaHarness", "KolodaHost", "KolodaEngine", "KolodaScenario", "KolodaConformance"]),
    ],
    swiftLanguageModes: [.v6]
)
