import CGtk
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The window's title names the app, which is what the window list, the overview and Alt+Tab
/// show, whatever the reader picks; the timeline's header bar names the scope shown.
final class ReaderWindowTitleTests: GtkWarningFreeTestCase {
  func testTheWindowIsTitledAfterTheAppAndTheHeaderAfterTheScope() throws {
    try ReaderHarness.run { reader in
      let (window, alpha, _) = try reader.openAlphaAndBeta()
      XCTAssertEqual(Self.title(of: window), "Overshoot", "the app's name (its .desktop Name)")
      XCTAssertNotNil(ReaderHeaderBars.shown(titled: "Beta", under: window.root))

      window.sidebar.focusShown()
      try ReaderHarness.press("Up", in: window.root)
      try ReaderHarness.press("Return", in: window.root)
      GtkTestEnvironment.wait("Enter to pick Alpha") { window.model.scope == .feed(alpha.id) }
      GtkTestEnvironment.wait("the timeline's header to name Alpha") {
        ReaderHeaderBars.shown(titled: "Alpha", under: window.root) != nil
      }
      XCTAssertEqual(Self.title(of: window), "Overshoot", "picking a feed keeps the app's name")
    }
  }

  /// The title the window manager shows for `window`.
  @MainActor
  private static func title(of window: MainWindow) -> String {
    String(cString: gtk_window_get_title(window.root.checked(as: GtkWindow.self)))
  }
}
