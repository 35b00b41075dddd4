// swift-tools-version: 6.0
import PackageDescription

// The README's program, the same with the Tune panel, the saving example of the documentation
// ("Saving and restoring a deck") and a deck whose main-actor work runs on GLib's loop, as a
// package of their own, the way an app depends on Koloda: `make test` builds them to prove that
// they compile as written with only the library products, opens the tuned one's panel and runs
// the last.
let package = Package(
    name: "HelloDeck",
    dependencies: [.package(name: "Koloda", path: "../..")],
    targets: [
        .executableTarget(name: "HelloDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda")]),
        .executableTarget(name: "SavedDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda")]),
        .executableTarget(name: "MainActorDeck", dependencies: [.product(name: "KolodaGtk", package: "Koloda")]),
        .executableTarget(
            name: "TunedDeck",
            dependencies: [.product(name: "KolodaGtk", package: "Koloda"), .product(name: "KolodaAppSupport", package: "Koloda"), .product(name: "KolodaTune", package: "Koloda")]),
    ]
)
