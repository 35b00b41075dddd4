// swift-tools-version: 6.0
import PackageDescription

// The README's program, the same with the Tune panel, and the saving example of the
// documentation ("Saving and restoring a deck") as a package of their own, the way an app depends
// on Koloda: `make test` builds them to prove that they compile as written with only the library
// products, and opens the tuned one's panel.
let package = Package(
    name: "HelloDeck",
    dependencies: [.package(name: "Koloda", path: "../..")],
    targets: [
        .executableTarget(name: "HelloDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda")]),
        .executableTarget(name: "SavedDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda")]),
        .executableTarget(
            name: "TunedDeck",
            dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda"), .product(name: "KolodaTune", package: "Koloda")]),
    ]
)
