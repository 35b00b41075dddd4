// swift-tools-version: 6.0
import PackageDescription

// A separate package so that `swift build` at the root never builds the fuzz target, which has
// no `main` of its own: libFuzzer provides it. Build it with `make fuzz`.
let package = Package(
    name: "KolodaFuzz",
    dependencies: [.package(name: "Koloda", path: "..")],
    targets: [
        .target(name: "CFuzzer", path: "Sources/CFuzzer"),
        .executableTarget(
            name: "KolodaFuzz",
            dependencies: [
                "CFuzzer",
                .product(name: "KolodaEngine", package: "Koloda"),
                .product(name: "KolodaScenario", package: "Koloda"),
            ],
            path: "Sources/KolodaFuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
