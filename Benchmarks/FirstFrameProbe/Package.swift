// swift-tools-version: 6.0
import PackageDescription

/// The first-frame probe `overshoot-benchmarks startup` preloads (`LD_PRELOAD`) into every
/// program it times, which also times articles opened in the app for `article-open`. A package of its own so that it can be a dynamic library (SwiftPM builds a
/// `.so` only for a dynamic library product) without being one of Overshoot's products: nothing
/// outside the benchmarks uses it, and neither meson nor the Flatpak builds it.
let package = Package(
  name: "FirstFrameProbe",
  products: [
    .library(name: "FirstFrameProbe", type: .dynamic, targets: ["FirstFrameProbe"])
  ],
  targets: [
    .systemLibrary(name: "CGtkProbe", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "FirstFrameProbe", dependencies: ["CGtkProbe"]),
  ]
)
