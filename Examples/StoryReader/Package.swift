// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The root package's identity: SwiftPM names a path dependency after its directory, lowercased,
/// and a checkout's directory can have any name (`main`, `overshoot`, `fresh`).
let overshootIdentity = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .appendingPathComponent("../..")
  .standardized
  .lastPathComponent
  .lowercased()

/// StoryReader: a small news reader written only against Overshoot's public API, as a SwiftUI
/// developer writes one, in a package of its own.
let package = Package(
  name: "StoryReader",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "StoryReader",
      dependencies: [.product(name: "Overshoot", package: overshootIdentity)]
    )
  ],
  swiftLanguageModes: [.v6]
)
