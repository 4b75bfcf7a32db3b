import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The primary menu shows the keys of Mark All as Read (Shift+Ctrl+A, the window's own key
/// rather than an application accelerator GTK could look up) in the item's `accel` attribute,
/// which GTK's popover menu shows beside the label.
final class PrimaryMenuShortcutTests: GtkWarningFreeTestCase {
  func testMarkAllAsReadShowsItsShortcut() throws {
    try MainActor.assumeIsolated {
      let button = PrimaryMenu.makeButton()
      g_object_ref_sink(button)
      defer { g_object_unref(button) }
      let menu = try XCTUnwrap(
        gtk_menu_button_get_menu_model(button.checked(gtk_menu_button_get_type())))
      var accels: [String: String] = [:]
      for index in 0..<g_menu_model_get_n_items(menu) {
        guard let section = g_menu_model_get_item_link(menu, index, "section") else { continue }
        defer { g_object_unref(section) }
        for item in 0..<g_menu_model_get_n_items(section) {
          guard let action = Self.string(section, item, "action") else { continue }
          accels[action] = Self.string(section, item, "accel")
        }
      }
      XCTAssertEqual(accels["win.mark-all-read"], "<Control><Shift>a")
      XCTAssertEqual(accels["win.mark-all-read"], TimelineKeys.markAllRead.first)
    }
  }

  /// A string attribute of a menu item, if it has one.
  private static func string(
    _ menu: UnsafeMutablePointer<GMenuModel>, _ item: Int32, _ name: String
  ) -> String? {
    guard let value = g_menu_model_get_item_attribute_value(menu, item, name, nil) else {
      return nil
    }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
  }
}
