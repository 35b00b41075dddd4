// swift-tools-version: 6.1
import PackageDescription

// A separate package so that `swift test` at the root never builds the benchmark harness.
let package = Package(
    name: "KolodaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Koloda", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "KolodaEngine", package: "Koloda"),
                .product(name: "KolodaScenario", package: "Koloda"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
