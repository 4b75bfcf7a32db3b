import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// `onKeyPress` runs its action for the keys it names, pressed as real key events while the
/// focus is in the widget, and for no other key.
final class KeyPressModifierTests: GtkTestCase {
  func testTheActionRunsForItsKeysOnly() throws {
    try MainActor.assumeIsolated {
      var presses = 0
      let button = gtk_button_new_with_label("Target")!
      let window = Window("Key press test", width: 300, height: 200) {
        EmbeddedWidget(button).onKeyPress(["F9"]) {
          presses += 1
          return true
        }
      }
      window.present()
      defer { window.close() }
      GtkTestEnvironment.wait("the window to map") { gtk_widget_get_mapped(button) != 0 }
      XCTAssertNotEqual(gtk_widget_grab_focus(button), 0)
      try GtkTestWindow.focus(window.gtkWindow)
      try GtkTestWindow.pressKeys("F9")
      GtkTestEnvironment.wait("F9 to run the action") { presses == 1 }
      try GtkTestWindow.pressKeys("F8")
      try GtkTestWindow.pressKeys("F9")
      GtkTestEnvironment.wait("F9 to run the action again") { presses >= 2 }
      XCTAssertEqual(presses, 2, "F8 is not one of its keys")
    }
  }
}
