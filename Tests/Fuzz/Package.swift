// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for the parts of Overshoot that read untrusted bytes.
///
/// A package of its own because libFuzzer brings its own `main`, which clashes with the entry
/// point SwiftPM gives executables in the main package. Build with
/// `swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`, or run
/// `bash .ci/tests/fuzz.sh`, which does that and runs each target for a fixed time.
let package = Package(
  name: "OvershootFuzz",
  dependencies: [.package(name: "Overshoot", path: "../..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzFeedParser",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzGReaderJSON",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzHTMLSanitizer",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzHTMLLinks",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzOPML",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzTrace",
      dependencies: ["FuzzDriver", .product(name: "RefreshCore", package: "Overshoot")]),
    .executableTarget(
      name: "FuzzText",
      dependencies: ["FuzzDriver", .product(name: "FeedCore", package: "Overshoot")]),
  ],
  swiftLanguageModes: [.v6]
)
