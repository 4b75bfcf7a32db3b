import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// The keyboard shortcuts window (Ctrl+?) fits a 1280 × 800 screen under GNOME's top bar, with
/// every shortcut inside it: it was 1048 × 1009, its last rows cut off on a smaller screen.
final class ShortcutsWindowFitsTests: GtkWarningFreeTestCase {
  /// A 1280 × 800 screen less GNOME's top bar.
  static let screen = (width: 1280, height: 800 - 32)

  func testTheShortcutsWindowFitsA1280By800Screen() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      // The app's action behind Ctrl+?, as `AppActions` adds it (the tests share one
      // application, whose Quit they leave out).
      GtkTestEnvironment.sharedApplication.addAction(
        Action("shortcuts") { [weak window] in
          ShortcutsWindow.present(over: window?.window.gtkWindowPointer)
        })
      try ReaderHarness.press("ctrl+shift+question", in: window.root)
      var shortcuts: UnsafeMutablePointer<GtkWidget>?
      GtkTestEnvironment.wait("Ctrl+? to open the shortcuts window") {
        shortcuts = windowsOver(window.root).first {
          gtk_widget_get_mapped($0) != 0 && gtk_widget_get_height($0) > 0
        }
        return shortcuts != nil
      }
      let shown = try XCTUnwrap(shortcuts)
      defer { gtk_window_destroy(shown.checked(as: GtkWindow.self)) }
      MainContext.run(forSeconds: 0.3)
      let (width, height) = (Int(gtk_widget_get_width(shown)), Int(gtk_widget_get_height(shown)))
      XCTAssertLessThanOrEqual(width, Self.screen.width, "\(width) × \(height)")
      XCTAssertLessThanOrEqual(height, Self.screen.height, "\(width) × \(height)")
      // Every shortcut of the app is on the page shown, none beyond the window's edge.
      let rows = WidgetFinder.all(under: shown).filter {
        String(cString: g_type_name_from_instance($0.typeInstance)) == "GtkShortcutsShortcut"
          && gtk_widget_get_mapped($0) != 0
      }
      let count = ShortcutsWindow.groups.map(\.shortcuts.count).reduce(0, +)
      XCTAssertEqual(rows.count, count, "every shortcut on the page shown")
      for row in rows {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(row, shown, &bounds), 0)
        XCTAssertLessThanOrEqual(
          Int(bounds.origin.y + bounds.size.height), height, "a row below the window's edge")
      }
    }
  }
}
