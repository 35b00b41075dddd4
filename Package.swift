// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Koloda",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "KolodaEngine", targets: ["KolodaEngine"]),
        .library(name: "KolodaHost", targets: ["KolodaHost"]),
        .library(name: "KolodaHostCore", targets: ["KolodaHostCore"]),
        .library(name: "KolodaScenario", targets: ["KolodaScenario"]),
        .library(name: "KolodaGtk", targets: ["KolodaGtk"]),
        .library(name: "KolodaTune", targets: ["KolodaTune"]),
        // The scaffolding of a GTK app around a deck: `Application`, `Window`, saved files.
        .library(name: "KolodaAppSupport", targets: ["KolodaAppSupport"]),
        // The GTK deck as a GObject library for every GNOME language (C, Python, JavaScript,
        // Vala, Rust): `make install` builds it with the Swift runtime linked in, its soname and
        // only `koloda_*` exported, and lays it out with its header, GIR, typelib and VAPI.
        .library(name: "koloda-1", type: .dynamic, targets: ["KolodaGtk"]),
        // Koloda's UIKit view and a SwiftUI deck on it: built on Apple's platforms (their sources
        // are under `#if canImport(UIKit)`), checked on Linux by AppleHostsCheck/.
        .library(name: "Koloda", targets: ["Koloda"]),
        .library(name: "KolodaSwiftUI", targets: ["KolodaSwiftUI"]),
        .executable(name: "koloda", targets: ["KolodaCLI"]),
        .executable(name: "koloda-demo", targets: ["koloda-demo"]),
        .executable(name: "koloda-photos", targets: ["koloda-photos"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "KolodaEngine",
            dependencies: [
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),
        // What every host needs, written once and toolkit-free: the deck's controller.
        .target(
            name: "KolodaHost",
            dependencies: ["KolodaHostCore", "KolodaEngine"]
        ),
        // The host's parts that need neither a toolkit nor the main actor, so the web's Embedded
        // Swift build has them too: pointer and key input, and the deck's words for assistive
        // technology. KolodaHost re-exports it.
        .target(
            name: "KolodaHostCore",
            dependencies: ["KolodaEngine"]
        ),
        // The conformance suite every host runs (test support: no product).
        .target(
            name: "KolodaConformance",
            dependencies: ["KolodaEngine", "KolodaScenario"]
        ),
        .target(
            name: "Koloda",
            dependencies: ["KolodaHost", "KolodaEngine"]
        ),
        .target(
            name: "KolodaSwiftUI",
            dependencies: ["Koloda", "KolodaEngine"]
        ),
        .target(
            name: "KolodaScenario",
            dependencies: ["KolodaEngine"]
        ),
        // The deck for web pages: the engine's C functions, built with Embedded Swift into
        // WebAssembly for `Web/koloda-deck.js` (`make web`); natively too, for its tests.
        .target(
            name: "KolodaWeb",
            dependencies: ["KolodaHostCore", "KolodaScenario", "KolodaEngine", "CKolodaWeb"]
        ),
        // What the web deck's WebAssembly needs of C that Embedded Swift's runtime lacks, and the C
        // library's functions it takes from the page instead.
        .target(name: "CKolodaWeb"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .target(
            name: "KolodaPreview",
            dependencies: ["KolodaScenario", "CCairo", "CWebP"]
        ),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .target(
            name: "CKolodaGtk",
            dependencies: ["CGtk"]
        ),
        .target(
            name: "KolodaGtk",
            dependencies: ["KolodaHost", "KolodaEngine", "CGtk", "CKolodaGtk"]
        ),
        // GLib, GIO and GdkPixbuf (its list of formats) without GTK: for what an app needs beneath
        // its toolkit. GdkPixbuf's flags include GLib's.
        .systemLibrary(name: "CGio", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev", "libglib2.0-dev"])]),
        // What the apps need that no toolkit gives: file names as bytes, atomic and saved
        // files, translations. Photo Sort's model uses it without linking GTK.
        .target(
            name: "KolodaAppBase",
            dependencies: ["KolodaHostCore", "CGio"]
        ),
        .target(
            name: "KolodaAppSupport",
            dependencies: ["KolodaAppBase", "KolodaGtk", "KolodaScenario", "CGtk", "CKolodaGtk", "CEpoxy"]
        ),
        .target(
            name: "KolodaTune",
            dependencies: ["KolodaGtk", "KolodaScenario", "KolodaPreview", "KolodaAppSupport", "CGtk", "CKolodaGtk"]
        ),
        .executableTarget(
            name: "koloda-demo",
            dependencies: ["KolodaGtk", "KolodaTune", "KolodaScenario", "KolodaAppSupport", "CGtk", "CKolodaGtk"]
        ),
        .systemLibrary(name: "CExempi", pkgConfig: "exempi-2.0", providers: [.apt(["libexempi-dev"])]),
        .systemLibrary(name: "CGexiv2", pkgConfig: "gexiv2", providers: [.apt(["libgexiv2-dev"])]),
        // LibRaw's thread-safe library, for RAW files' embedded previews.
        .systemLibrary(name: "CLibRaw", providers: [.apt(["libraw-dev"])]),
        // Photo Sort's model: what it keeps of a folder and writes beside its photos.
        .target(
            name: "PhotoSortModel",
            dependencies: ["KolodaAppBase", "KolodaEngine", "CGio", "CExempi", "CGexiv2", "CLibRaw"]
        ),
        .executableTarget(
            name: "koloda-photos",
            dependencies: ["KolodaGtk", "KolodaHost", "KolodaAppSupport", "PhotoSortModel", "CGtk", "CKolodaGtk"],
            // The window's GtkBuilder files and style sheet, compiled into a GResource bundle.
            exclude: ["Resources", "po"],
            plugins: ["GResources"]
        ),
        .plugin(name: "GResources", capability: .buildTool()),
        .executableTarget(
            name: "koloda-photo-bench",
            dependencies: ["KolodaGtk", "KolodaAppSupport", "CGtk"]
        ),
        // The `koloda` command line. Its folder is not named `koloda`: on a Mac's case-insensitive
        // volume it would be one folder with the `Koloda` module's.
        .executableTarget(
            name: "KolodaCLI",
            dependencies: [
                "KolodaScenario",
                "KolodaPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "KolodaPreviewTests",
            dependencies: ["KolodaPreview", "KolodaScenario"]
        ),
        .testTarget(
            name: "KolodaGtkTests",
            dependencies: ["KolodaGtk", "KolodaHost", "KolodaConformance", "KolodaScenario", "CKolodaGtk"]
        ),
        .testTarget(
            name: "KolodaWebTests",
            dependencies: ["KolodaWeb", "KolodaEngine"]
        ),
        .testTarget(
            name: "KolodaHostTests",
            dependencies: ["KolodaHost", "KolodaEngine", "KolodaScenario", "KolodaConformance"]
        ),
        .testTarget(
            name: "PhotoSortModelTests",
            dependencies: ["PhotoSortModel", "KolodaAppSupport", "KolodaEngine", "CGtk", "CGexiv2"]
        ),
        .testTarget(
            name: "KolodaEngineTests",
            dependencies: ["KolodaEngine", "KolodaScenario", "KolodaConformance"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
