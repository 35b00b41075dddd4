// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Koloda",
    products: [
        .library(name: "KolodaEngine", targets: ["KolodaEngine"]),
        .executable(name: "koloda", targets: ["koloda"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "KolodaEngine",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "KolodaScenario",
            dependencies: ["KolodaEngine"]
        ),
        .executableTarget(
            name: "koloda",
            dependencies: [
                "KolodaScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "KolodaEngineTests",
            dependencies: ["KolodaEngine", "KolodaScenario"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
