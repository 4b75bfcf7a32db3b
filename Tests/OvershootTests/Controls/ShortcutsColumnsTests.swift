import XCTest

@testable import Overshoot

/// A shortcuts window's groups fill two columns as short as whole groups allow, on one page, as
/// GtkShortcutsSection packs them; it was one column of nearly everything, 1,009 px tall.
final class ShortcutsColumnsTests: XCTestCase {
  /// Groups of `counts` shortcuts each.
  private func groups(_ counts: [Int]) -> [KeyboardShortcutsWindow.Group] {
    counts.enumerated().map { index, count in
      KeyboardShortcutsWindow.Group(
        "Group \(index)", (0..<count).map { .init("Shortcut \($0)", keys: "F\($0 + 1)") })
    }
  }

  func testTheColumnsAreAsShortAsTwoColumnsOfWholeGroupsAllow() {
    // Heights (a title and each shortcut) 8, 8, 8, 8: two columns of 16.
    XCTAssertEqual(ShortcutsColumns.height(of: groups([7, 7, 7, 7])), 16)
    // 8, 9, 8, 7: 16 would need a third column (8 | 9 | 8 + 7), so 17 (8 + 9 | 8 + 7).
    XCTAssertEqual(ShortcutsColumns.height(of: groups([7, 8, 7, 6])), 17)
    // One tall group sets the least height.
    XCTAssertEqual(ShortcutsColumns.height(of: groups([20, 2])), 21)
    XCTAssertEqual(ShortcutsColumns.height(of: groups([3])), 4)
  }

  func testEveryHeightFoundKeepsTheGroupsOnOnePage() {
    for counts in [[7, 15, 6], [1, 1, 1, 1, 1, 1, 1], [12, 3, 9, 4, 8], [30]] {
      let heights = counts.map { $0 + 1 }
      let height = ShortcutsColumns.height(of: groups(counts))
      XCTAssertLessThanOrEqual(
        ShortcutsColumns.columns(heights, height: height), ShortcutsColumns.perPage, "\(counts)")
      // Lower would either cut the tallest group or need a column more.
      XCTAssertTrue(
        height == heights.max()
          || ShortcutsColumns.columns(heights, height: height - 1) > ShortcutsColumns.perPage,
        "\(counts): \(height) is not the least")
    }
  }
}
