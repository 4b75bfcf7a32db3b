import CGtk
import CGtkTestSupport
import GtkTestSupport
import Overshoot
import XCTest

/// `accessibilityHint` gives the widget the accessible description a screen reader reads after
/// its name.
final class AccessibilityHintTests: GtkTestCase {
  func testTheHintIsTheAccessibleDescription() {
    MainActor.assumeIsolated {
      let icon = gtk_image_new_from_icon_name("dialog-warning-symbolic")!
      let window = Window("Hint test", width: 200, height: 100) {
        EmbeddedWidget(icon).accessibilityHint("Opens the feed's last error")
      }
      window.present()
      defer { window.close() }
      XCTAssertNotEqual(overshoot_accessible_description_is(icon, "Opens the feed's last error"), 0)
      XCTAssertEqual(overshoot_accessible_description_is(icon, "something else"), 0)
    }
  }
}
