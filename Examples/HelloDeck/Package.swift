// swift-tools-version: 6.0
import PackageDescription

// The README's program as a package of its own, the way an app depends on Koloda: `make test`
// builds it to prove that the README compiles as written with only the library products.
let package = Package(
    name: "HelloDeck",
    dependencies: [.package(name: "Koloda", path: "../..")],
    targets: [
        .executableTarget(name: "HelloDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda")])
    ]
)
