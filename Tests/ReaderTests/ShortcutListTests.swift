import Foundation
import XCTest

@testable import OvershootApp

/// The README lists the shortcuts the shortcuts window shows: the same keys, the same words,
/// no more and no fewer.
final class ShortcutListTests: XCTestCase {
  func testTheReadmeListsExactlyTheShortcutsWindowsShortcuts() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"), encoding: .utf8)
    let listed = readme.components(separatedBy: "\n").filter { $0.hasPrefix("    - `") }
    let expected = MainActor.assumeIsolated {
      ShortcutsWindow.groups.flatMap { group in
        group.shortcuts.map { "    - `\(ShortcutsWindow.readable($0.keys))`: \($0.title)" }
      }
    }
    XCTAssertEqual(listed, expected)
  }
}
