// swift-tools-version: 6.0
import PackageDescription

/// Overshoot: iOS-style scroll conveniences for GTK4, a feed reader that uses them, and a CLI.
///
/// Layers (data flows down, events flow up): `OvershootApp` → `Overshoot` → `GtkGlue` → `CGtk`,
/// with the GTK-free cores `RefreshCore` and `FeedCore` underneath. Core modules never import CGtk.
let package = Package(
  name: "Overshoot",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "RefreshCore", targets: ["RefreshCore"]),
    .library(name: "FeedCore", targets: ["FeedCore"]),
    .library(name: "GtkGlue", targets: ["GtkGlue"]),
    .library(name: "Overshoot", targets: ["Overshoot"]),
    .executable(name: "overshoot", targets: ["OvershootApp"]),
    .executable(name: "overshoot-cli", targets: ["OvershootCLI"]),
    .executable(name: "seed-gallery", targets: ["SeedGallery"]),
    // Preloaded by `overshoot-benchmarks startup` to time the first painted frame.
    .library(name: "FirstFrameProbe", type: .dynamic, targets: ["FirstFrameProbe"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    // gettext from glibc, for translations (Swift's Glibc module leaves libintl.h out).
    .systemLibrary(name: "CIntl"),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "RefreshCore"),
    .target(name: "FeedCore", dependencies: ["CSQLite", "CCurl", "CLibXML2"]),
    .target(name: "GtkGlue", dependencies: ["CGtk"]),
    .target(name: "Overshoot", dependencies: ["CGtk", "CIntl", "GtkGlue", "RefreshCore"]),
    .executableTarget(
      name: "OvershootApp",
      dependencies: ["CGtk", "GtkGlue", "Overshoot", "RefreshCore", "FeedCore", "ReaderViews"],
      // The desktop tests' step script (`DesktopTestHook`) exists only in debug builds, which
      // the tests run; release builds (meson, Flatpak) contain none of it.
      swiftSettings: [.define("OVERSHOOT_TEST_HOOKS", .when(configuration: .debug))]
    ),
    // The reader's views that the benchmarks measure as well as the app shows them.
    .target(name: "ReaderViews", dependencies: ["CGtk", "Overshoot", "FeedCore"]),
    .executableTarget(
      name: "OvershootCLI",
      dependencies: [
        "RefreshCore", "FeedCore", "CLibXML2",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The seed articles' SwiftUI examples in Overshoot's API, one file per seed.
    .target(
      name: "SeedExamples", dependencies: ["Overshoot", "RefreshCore"],
      path: "Examples/SeedExamples"),
    .executableTarget(
      name: "SeedGallery", dependencies: ["Overshoot", "SeedExamples"],
      path: "Examples/SeedGallery"),
    // Benchmarks only, never linked into the library or the app: GTK's fastest C path as the
    // baseline, a C start-up floor, the first-frame probe, and the bench commands.
    .target(name: "CBenchmarkBaseline", dependencies: ["CGtk"]),
    .executableTarget(name: "StartupBaseline", dependencies: ["CBenchmarkBaseline"]),
    .target(name: "FirstFrameProbe", dependencies: ["CGtk"]),
    .executableTarget(
      name: "OvershootBenchmarks",
      dependencies: [
        "CBenchmarkBaseline", "CGtk", "GtkGlue", "Overshoot", "RefreshCore", "FeedCore",
        "ReaderViews",
      ]
    ),
    // Shared by the test targets: child processes with deadlines. Not a product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore", "TestSupport"]),
    .testTarget(
      name: "FeedCoreTests", dependencies: ["FeedCore", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "GtkTests",
      dependencies: [
        "CGtk", "GtkGlue", "Overshoot", "RefreshCore", "FeedCore", "OvershootApp", "SeedExamples",
        "ReaderViews", "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
