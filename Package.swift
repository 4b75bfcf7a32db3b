// swift-tools-version: 6.0
import PackageDescription

/// Overshoot: iOS-style scroll conveniences for GTK4, a feed reader that uses them, and a CLI.
///
/// Layers (data flows down, events flow up), in the order of the README's architecture table:
/// the GTK-free cores `RefreshCore`, `ListDiffing`, `ScrollCore`, `OvershootRelease` and
/// `FeedCore` (they never import CGtk), then `CGtk` → `GtkGlue` → `Overshoot` → `OvershootApp`.
let package = Package(
  name: "Overshoot",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "RefreshCore", targets: ["RefreshCore"]),
    .library(name: "ListDiffing", targets: ["ListDiffing"]),
    .library(name: "ScrollCore", targets: ["ScrollCore"]),
    .library(name: "OvershootRelease", targets: ["OvershootRelease"]),
    .library(name: "FeedCore", targets: ["FeedCore"]),
    .library(name: "GtkGlue", targets: ["GtkGlue"]),
    .library(name: "Overshoot", targets: ["Overshoot"]),
    .library(name: "OvershootWebKit", targets: ["OvershootWebKit"]),
    .library(name: "OvershootAdwaita", targets: ["OvershootAdwaita"]),
    .executable(name: "overshoot", targets: ["OvershootApp"]),
    .executable(name: "overshoot-cli", targets: ["OvershootCLI"]),
    .executable(name: "seed-gallery", targets: ["SeedGallery"]),
    .executable(name: "notes-example", targets: ["NotesApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The first-frame probe `overshoot-benchmarks startup` preloads: a dynamic library that is
    // not one of our products, so a package of its own (inside Benchmarks/, where no target of
    // this package claims it).
    .package(path: "Benchmarks/FirstFrameProbe"),
  ],
  targets: [
    // GTK-free cores.
    // Pull-to-refresh: the pull state machine, the refresh coordinator, the pull trace format.
    .target(name: "RefreshCore"),
    // The diff between two snapshots of a list, as moves, inserts, removes and updates.
    .target(name: "ListDiffing"),
    // Scroll geometry, indicator-flash scheduling, the new-items pill and back-to-top models.
    .target(name: "ScrollCore", dependencies: ["ListDiffing"]),
    // The package's release version, for `--version`.
    .target(name: "OvershootRelease"),
    // gettext lookup (tr/trn), the catalog binding and placeholders; GTK-free, so FeedCore's
    // error messages translate through the same catalog as the app's.
    .target(name: "OvershootLocalization", dependencies: ["CIntl"]),
    .target(
      name: "FeedCore",
      dependencies: [
        "CSQLite", "CCurl", "CurlLoader", "CLibXML2", "CGLib", "OvershootLocalization",
      ]),
    // The C libraries FeedCore uses directly.
    // GLib and GIO without GTK: the user directories and the desktop proxy of the app and CLI.
    .systemLibrary(
      name: "CGLib",
      pkgConfig: "gio-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // libcurl's headers only: no pkgConfig, whose flags would link libcurl at start-up. Its
    // headers sit in the compiler's default search path (/usr/include on Debian and in the
    // GNOME SDK).
    .systemLibrary(
      name: "CCurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    // libcurl's functions, loaded with dlopen on the first transfer (CCurl does not link it).
    .target(name: "CurlLoader", dependencies: ["CCurl"]),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // GTK: the C module, the glue, the widgets and the Swift API.
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // gettext from glibc, for translations (Swift's Glibc module leaves libintl.h out).
    .systemLibrary(name: "CIntl"),
    // libsecret: the sync accounts' passwords in the Secret Service. Only the CLI and the app
    // depend on it; FeedCore is handed the password and never imports it.
    .systemLibrary(
      name: "CSecret",
      pkgConfig: "libsecret-1",
      providers: [.apt(["libsecret-1-dev"])]
    ),
    // The passwords in the Secret Service, and enrolling an account (log in, keep the password,
    // add the account) the same way for the CLI and the app.
    .target(
      name: "OvershootSecrets", dependencies: ["CSecret", "FeedCore", "OvershootLocalization"]),
    .target(name: "GtkGlue", dependencies: ["CGtk"]),
    .target(
      name: "Overshoot",
      dependencies: [
        "CGtk", "CIntl", "GtkGlue", "OvershootLocalization", "RefreshCore", "ListDiffing",
        "ScrollCore",
      ]),
    // WebKitGTK 6.0's functions, loaded with dlopen when the first article is shown: nothing
    // links WebKit (pkg-config would, so its types are declared in WebKitLoader.h).
    .target(name: "WebKitLoader", dependencies: ["CGtk"]),
    // The companion module for what WebKit brings (the article view), so that Overshoot itself
    // never needs WebKitGTK.
    .target(
      name: "OvershootWebKit",
      dependencies: ["WebKitLoader", "GtkGlue", "Overshoot", "OvershootLocalization"]),
    // The companion module for the libadwaita look (style manager, toasts, About, Preferences,
    // status pages), so that Overshoot itself never requires libadwaita.
    .systemLibrary(
      name: "CAdwaita",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]
    ),
    .target(name: "OvershootAdwaita", dependencies: ["CAdwaita", "GtkGlue", "Overshoot"]),
    // The seed articles' SwiftUI examples in Overshoot's API, one file per seed.
    .target(
      name: "SeedExamples", dependencies: ["Overshoot", "ScrollCore"],
      path: "Examples/SeedExamples"),
    // Each scroll feature on its own page, with controls that drive it (`seed-gallery
    // playground`): what the reader's Playground tab was, kept out of the reader.
    .target(
      name: "ScrollPlayground",
      dependencies: ["GtkGlue", "Overshoot", "RefreshCore", "ScrollCore"],
      path: "Examples/ScrollPlayground"),
    .executableTarget(
      name: "SeedGallery", dependencies: ["Overshoot", "SeedExamples", "ScrollPlayground"],
      path: "Examples/SeedGallery"),
    // A small complete app written only in the SwiftUI vocabulary, and its executable.
    .target(name: "NotesExample", dependencies: ["Overshoot"], path: "Examples/Notes"),
    .executableTarget(
      name: "NotesApp", dependencies: ["NotesExample", "Overshoot"], path: "Examples/NotesApp"),
    // The reader's views that the benchmarks measure as well as the app shows them.
    .target(name: "ReaderViews", dependencies: ["CGtk", "GtkGlue", "Overshoot", "FeedCore"]),
    // The feed reader (`overshoot`).
    .executableTarget(
      name: "OvershootApp",
      dependencies: [
        "Overshoot", "RefreshCore", "ListDiffing", "ScrollCore",
        "OvershootRelease", "FeedCore", "ReaderViews", "OvershootLocalization", "OvershootWebKit",
        "OvershootAdwaita", "OvershootSecrets",
      ],
      // The desktop tests' step script (`DesktopTestHook`) exists only in debug builds, which
      // the tests run; release builds (meson, Flatpak) contain none of it.
      swiftSettings: [.define("OVERSHOOT_TEST_HOOKS", .when(configuration: .debug))]
    ),
    .executableTarget(
      name: "OvershootCLI",
      dependencies: [
        "RefreshCore", "ListDiffing", "OvershootRelease", "FeedCore", "OvershootSecrets",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Benchmarks only, never linked into the library or the app, and kept under Benchmarks/,
    // apart from the shipped products' Sources/: GTK's fastest C path as the baseline, a C
    // start-up floor, the first-frame probe, and the bench commands (the GTK benches and
    // `cores …`, the GTK-free ones); not installed.
    .target(
      name: "CBenchmarkBaseline", dependencies: ["CGtk"], path: "Benchmarks/CBenchmarkBaseline"),
    // StartupBaseline always runs with the probe preloaded; depending on it builds
    // libFirstFrameProbe.so next to the executables, where the startup bench finds it.
    .executableTarget(
      name: "StartupBaseline",
      dependencies: [
        "CBenchmarkBaseline", .product(name: "FirstFrameProbe", package: "FirstFrameProbe"),
      ],
      path: "Benchmarks/StartupBaseline"),
    .executableTarget(
      name: "OvershootBenchmarks",
      dependencies: [
        "CBenchmarkBaseline", "CGtk", "GtkGlue", "Overshoot", "RefreshCore", "ListDiffing",
        "FeedCore", "CLibXML2", "CSQLite", "ReaderViews", "SeededRandomness", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/OvershootBenchmarks"
    ),
    // Shared by the test targets and the benchmarks: child processes with deadlines, the loopback
    // feed server. Not a product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The tests' in-memory stand-in for the Secret Service (FeedCore's and the reader's tests).
    .target(
      name: "SecretsTestSupport", dependencies: ["OvershootSecrets"],
      path: "Tests/SecretsTestSupport"),
    // The seeded generator the property tests and the benchmarks draw from. Not a product.
    .target(name: "SeededRandomness"),
    // The GTK tests' own C helpers: signals emitted with arguments, process CPU time.
    .systemLibrary(name: "CGtkTestSupport", path: "Tests/CGtkTestSupport", pkgConfig: "gtk4"),
    // The GTK-free cores' tests, all four modules.
    .testTarget(
      name: "RefreshCoreTests",
      dependencies: [
        "RefreshCore", "ListDiffing", "ScrollCore", "OvershootRelease", "SeededRandomness",
        "TestSupport",
      ]),
    .testTarget(
      name: "FeedCoreTests",
      dependencies: ["FeedCore", "OvershootSecrets", "SecretsTestSupport", "TestSupport"],
      resources: [.copy("Fixtures")]),
    // What both GTK test targets stand on: one GTK per process with its CRITICALs counted
    // (`GtkTestCase`), a mapped test window with real key presses, and a widget finder. Not a
    // product.
    .target(
      name: "GtkTestSupport",
      dependencies: [
        "CGtk", "CGtkTestSupport", "GtkGlue", "Overshoot", "OvershootWebKit", "TestSupport",
      ],
      path: "Tests/GtkTestSupport"),
    // The widget library and its glue under real GTK: Overshoot, GtkGlue, the seed examples.
    .testTarget(
      name: "OvershootTests",
      dependencies: [
        "CGtk", "CGtkTestSupport", "GtkGlue", "GtkTestSupport", "Overshoot",
        "OvershootLocalization", "RefreshCore", "ScrollCore", "FeedCore", "SeedExamples",
        "NotesExample", "ScrollPlayground",
        "TestSupport", "OvershootWebKit", "OvershootAdwaita",
      ]
    ),
    // The feed reader under real GTK: the app's windows and views, and the built `overshoot`
    // run as a user runs it.
    .testTarget(
      name: "ReaderTests",
      dependencies: [
        "CGtk", "CGtkTestSupport", "GtkGlue", "GtkTestSupport", "Overshoot", "RefreshCore",
        "ScrollCore", "FeedCore", "OvershootApp", "ReaderViews", "TestSupport", "OvershootWebKit",
        "OvershootAdwaita", "OvershootSecrets", "SecretsTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `OVERSHOOT_GTK_FREE=1` keeps only what the GTK-free cores' tests need: their two test targets,
// `overshoot-cli` (which some of them run) and everything those depend on, so a build under a
// sanitizer (`.ci/tests/sanitizers.sh`) compiles no GTK module, no GTK test and no app. Unset,
// as for every user of the package, nothing changes.
if Context.environment["OVERSHOOT_GTK_FREE"] == "1" {
  let roots = ["RefreshCoreTests", "FeedCoreTests", "OvershootCLI"]
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var kept = Set<String>()
  var pending = roots
  while let name = pending.popLast() {
    guard kept.insert(name).inserted, let target = byName[name] else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
      case .productItem: break
      @unknown default: break
      }
    }
  }
  package.targets.removeAll { !kept.contains($0.name) }
  package.products.removeAll { product in
    let targets =
      (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
    return !targets.allSatisfy(kept.contains)
  }
  // The first-frame probe is a dependency of the start-up benchmark only, removed above.
  package.dependencies.removeAll { dependency in
    if case .fileSystem(_, let path) = dependency.kind { return path.hasSuffix("FirstFrameProbe") }
    return false
  }
}
