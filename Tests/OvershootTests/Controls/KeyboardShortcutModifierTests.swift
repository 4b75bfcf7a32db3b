import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `.keyboardShortcut(_:modifiers:)`: `.command` is Ctrl on GNOME, and the keys press the
/// button from anywhere in its window, typed as real X key events.
final class KeyboardShortcutModifierTests: GtkTestCase {
  func testModifiersSpellGnomesAccelerators() {
    MainActor.assumeIsolated {
      XCTAssertEqual(EventModifiers.command.gtkPrefix, "<Control>")
      XCTAssertEqual(EventModifiers([.command, .shift]).gtkPrefix, "<Control><Shift>")
      XCTAssertEqual(EventModifiers.option.gtkPrefix, "<Alt>")
      XCTAssertEqual(KeyEquivalent("R").keyName, "r")
      XCTAssertEqual(KeyEquivalent(",").keyName, "comma")
      XCTAssertEqual(KeyEquivalent.return.keyName, "Return")
    }
  }

  func testCtrlKeysPressTheButtonWhileAnotherWidgetHasFocus() throws {
    try MainActor.assumeIsolated {
      var reloads = 0
      var news = 0
      let shown = WidgetModifierTests.Shown {
        TextField("Search")
        Button("Reload") { reloads += 1 }.keyboardShortcut("r")
        Button("New") { news += 1 }.keyboardShortcut("n", modifiers: [.command, .shift])
      }
      defer { shown.window.close() }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      let entry = try XCTUnwrap(WidgetFinder.widgets("text", under: shown.root).first)
      gtk_widget_grab_focus(entry)
      try GtkTestWindow.pressKeys("ctrl+r")
      GtkTestEnvironment.wait("Ctrl+R to press Reload") { reloads == 1 }
      try GtkTestWindow.pressKeys("ctrl+n")
      try GtkTestWindow.pressKeys("ctrl+shift+n")
      GtkTestEnvironment.wait("Ctrl+Shift+N to press New") { news == 1 }
      XCTAssertEqual(reloads, 1)
      let reload = WidgetChildren.of(shown.root)[1]
      XCTAssertTrue(Button("Reload") { reloads += 1 }.keyboardShortcut("r").update(reload))
      try GtkTestWindow.pressKeys("ctrl+r")
      GtkTestEnvironment.wait("one press after an update, not two") { reloads == 2 }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(reloads, 2)
    }
  }
}
