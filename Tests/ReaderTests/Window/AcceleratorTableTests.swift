import XCTest

@testable import OvershootApp

/// Every shortcut is declared once, in `Accelerators` (the shortcuts window reads its groups):
/// each key an application accelerator binds names a detailed action.
final class AcceleratorTableTests: XCTestCase {
  func testBoundShortcutsNameDetailedActions() {
    MainActor.assumeIsolated {
      let bound = Accelerators.bound
      XCTAssertEqual(
        Set(bound.map(\.action)),
        [
          "win.add-feed", "win.toggle-sidebar", "win.show-readout", "win.search", "app.shortcuts",
          "window.close", "app.quit", "win.preferences",
        ])
      for (action, keys) in bound {
        XCTAssertTrue(action.contains("."), "\(action) is not a detailed action name")
        XCTAssertFalse(keys.isEmpty, "\(action) has no keys")
      }
    }
  }
}
