import Foundation
import TestSupport
import XCTest

@testable import OvershootApp

/// docs/reader.md lists the shortcuts the shortcuts window shows: the same keys, the same words,
/// no more and no fewer.
final class ShortcutListTests: XCTestCase {
  func testTheReadmeListsExactlyTheShortcutsWindowsShortcuts() throws {
    let page = try String(
      contentsOf: SourceTree.url("docs/reader.md"), encoding: .utf8)
    let listed = page.components(separatedBy: "\n").filter { $0.hasPrefix("    - `") }
    let expected = MainActor.assumeIsolated {
      ShortcutsWindow.groups.flatMap { group in
        group.shortcuts.map { "    - `\(ShortcutsWindow.readable($0.keys))`: \($0.title)" }
      }
    }
    XCTAssertEqual(listed, expected)
  }
}
