import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// Controls bound two-way as SwiftUI binds them: typing and dragging write the binding, the
/// model's changes show; `.onSubmit` runs on Enter.
final class BoundControlsTests: GtkTestCase {
  @MainActor @Observable
  final class Account {
    var name = "Ada"
    var password = ""
    var copies = 2
    var volume: Float = 0.25
    var isOn = false
    var submitted = 0
  }

  /// The page's sign-in form.
  struct SignIn: Widget {
    @Bindable var account: Account
    var body: some Widget {
      VStack(spacing: 8) {
        TextField("Name", text: $account.name)
        SecureField("Password", text: $account.password)
        Stepper("Copies", value: $account.copies, in: 1...10)
        Slider(value: $account.volume, in: 0...1)
        Toggle(isOn: $account.isOn) { Text("Remember me") }
      }.onSubmit { account.submitted += 1 }
    }
  }

  @MainActor private static func entryText(_ entry: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_editable_get_text(entry.checked(gtk_editable_get_type())))
  }

  func testTypingWritesTheBindingsAndTheModelShows() throws {
    try MainActor.assumeIsolated {
      let account = Account()
      let shown = WidgetModifierTests.Shown { SignIn(account: account) }
      defer { shown.window.close() }
      let entries = WidgetFinder.widgets("entry", under: shown.root)
      XCTAssertEqual(entries.count, 2)
      let (name, password) = (entries[0], entries[1])
      XCTAssertEqual(Self.entryText(name), "Ada")
      XCTAssertEqual(gtk_entry_get_visibility(password.checked(as: GtkEntry.self)), 0)
      account.name = "Grace"
      GtkTestEnvironment.wait("the model's name in the field") { Self.entryText(name) == "Grace" }

      try GtkTestWindow.focus(shown.window.gtkWindow)
      gtk_widget_grab_focus(password)
      try GtkTestWindow.pressKeys("s e c Return")
      GtkTestEnvironment.wait("typing to reach the binding") { account.password == "sec" }
      GtkTestEnvironment.wait("Enter to submit") { account.submitted == 1 }
      XCTAssertEqual(Self.entryText(password), "sec")
      _ = gtk_entry_grab_focus_without_selecting(name.checked(as: GtkEntry.self))
      gtk_editable_set_position(name.checked(gtk_editable_get_type()), -1)
      try GtkTestWindow.pressKeys("x Return")
      GtkTestEnvironment.wait("the name typed") { account.name == "Gracex" }
      GtkTestEnvironment.wait("Enter in the other field to submit") { account.submitted == 2 }
    }
  }

  func testNumbersAndSwitchesBindBothWays() throws {
    try MainActor.assumeIsolated {
      let account = Account()
      let shown = WidgetModifierTests.Shown { SignIn(account: account) }
      defer { shown.window.close() }
      let spin = try XCTUnwrap(WidgetFinder.control(titled: "Copies", under: shown.root))
      XCTAssertEqual(gtk_spin_button_get_value(spin.checked(gtk_spin_button_get_type())), 2)
      gtk_spin_button_set_value(spin.checked(gtk_spin_button_get_type()), 7)
      XCTAssertEqual(account.copies, 7, "an Int binding")
      account.copies = 3
      GtkTestEnvironment.wait("the model's number shown") {
        gtk_spin_button_get_value(spin.checked(gtk_spin_button_get_type())) == 3
      }

      let scale = try XCTUnwrap(WidgetFinder.widgets("scale", under: shown.root).first)
      XCTAssertEqual(gtk_range_get_value(scale.checked(as: GtkRange.self)), 0.25)
      gtk_range_set_value(scale.checked(as: GtkRange.self), 0.75)
      XCTAssertEqual(account.volume, 0.75, "a Float binding, no title")

      let toggle = try XCTUnwrap(WidgetFinder.control(titled: "Remember me", under: shown.root))
      gtk_switch_set_active(toggle.checked(gtk_switch_get_type()), 1)
      XCTAssertTrue(account.isOn, "the title comes from the label's Text")
    }
  }
}
