import Foundation

/// Files of the repository the tests run from, found from this file's place in it
/// (`Tests/TestSupport`), so a test finds them wherever its own file sits.
public enum SourceTree {
  /// The repository's root, the folder holding `Package.swift`.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The file or folder at `path`, relative to the root (`"docs/reader.md"`).
  public static func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }
}
