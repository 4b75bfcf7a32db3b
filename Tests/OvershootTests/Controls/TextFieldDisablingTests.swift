import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// A focused field disabled while the app works (a sign-in in progress): its focus leaves with
/// it, so GTK's cursor blink finds no focus it was never told it lost.
final class TextFieldDisablingTests: GtkWarningFreeTestCase {
  func testDisablingTheFocusedFieldTakesItsFocusWithoutAWarning() throws {
    try MainActor.assumeIsolated {
      let field = TextField("Password")
      let window = GtkTestWindow(child: VStack { field }.makeGtkWidget())
      defer { window.close() }
      try GtkTestWindow.focus(window.window)
      XCTAssertTrue(field.focus())
      try GtkTestWindow.pressKeys("a")
      GtkTestEnvironment.wait("the typed key") { field.text == "a" }
      field.isEnabled = false
      XCTAssertFalse(field.isFocused, "a disabled field keeps the focus")
      // The cursor blinks about every 0.6 s; its next blink is where GTK warned.
      MainContext.run(forSeconds: 2)
      field.isEnabled = true
      XCTAssertTrue(field.focus())
    }
  }
}
