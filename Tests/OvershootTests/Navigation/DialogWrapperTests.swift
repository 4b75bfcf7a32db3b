import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// The dialog, text field and menu wrappers, driven through real GTK signals and key events.
final class DialogWrapperTests: GtkTestCase {
  @MainActor @Observable
  final class Switches {
    var blocked = true
    var items: [String] = []
  }

  func testEscapeClosesADialogAndOnCloseRunsOnce() throws {
    try MainActor.assumeIsolated {
      var closes = 0
      let dialog = DialogWindow("Escape test", over: nil) { Text("Press Escape") }
        .onClose { closes += 1 }
      dialog.present()
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.gtkWindow) != 0 }
      try GtkTestWindow.focus(dialog.gtkWindow)
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the dialog") { !dialog.isOpen }
      dialog.close()
      XCTAssertEqual(closes, 1)
    }
  }

  func testADialogOverAWindowIsItsModalChild() {
    MainActor.assumeIsolated {
      let parent = Window("Parent") { Text("Behind") }
      parent.present()
      defer { parent.close() }
      let dialog = DialogWindow("Child", over: parent) { Text("In front") }
      defer { dialog.close() }
      dialog.present()
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.gtkWindow) != 0 }
      let window = dialog.gtkWindow.checked(as: GtkWindow.self)
      XCTAssertEqual(
        gtk_window_get_transient_for(window).map(UnsafeMutableRawPointer.init),
        UnsafeMutableRawPointer(parent.gtkWindow))
      XCTAssertNotEqual(gtk_window_get_modal(window), 0)
      XCTAssertNotEqual(gtk_window_get_destroy_with_parent(window), 0)
    }
  }

  func testTheMarkedButtonIsTheDefaultAndDisabledFollowsTheModel() {
    MainActor.assumeIsolated {
      let switches = Switches()
      var pressed = 0
      let dialog = DialogWindow("Default test", over: nil) {
        HStack {
          Button("Other") {}
          Button("Go") { pressed += 1 }.keyboardShortcut(.defaultAction)
            .disabled(switches.blocked)
        }
      }
      dialog.present()
      defer { dialog.close() }
      let chosen = gtk_window_get_default_widget(dialog.gtkWindow.checked(as: GtkWindow.self))
      XCTAssertEqual(
        chosen.map { String(cString: gtk_button_get_label($0.checked(as: GtkButton.self))) }, "Go")
      XCTAssertFalse(dialog.isDefaultActionEnabled)
      switches.blocked = false
      GtkTestEnvironment.wait("the button to be enabled") { dialog.isDefaultActionEnabled }
      // A button's activation shows it pressed for a moment, then clicks.
      if let chosen { _ = gtk_widget_activate(chosen) }
      GtkTestEnvironment.wait("the default button to be pressed") { pressed == 1 }
    }
  }

  func testATextFieldReportsChangesSubmitsAndTakesTheFocusBack() throws {
    try MainActor.assumeIsolated {
      var seen: [String] = []
      var submitted = 0
      let field = TextField("Type here").onChange { seen.append($0) }.onSubmit { submitted += 1 }
      let dialog = DialogWindow("Field test", over: nil) {
        VStack {
          field
          Button("Elsewhere") {}
        }
      }
      dialog.present()
      defer { dialog.close() }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.gtkWindow) != 0 }
      field.text = "abc"
      XCTAssertEqual(seen, ["abc"])
      field.isEnabled = false
      XCTAssertFalse(field.focus(), "a disabled field takes no focus")
      field.isEnabled = true
      XCTAssertTrue(field.focus())
      XCTAssertTrue(field.isFocused)
      try GtkTestWindow.focus(dialog.gtkWindow)
      // GTK selects the text on focus: typing replaces it.
      try GtkTestWindow.pressKeys("d")
      GtkTestEnvironment.wait("the typed key to replace the text") { field.text == "d" }
      XCTAssertTrue(field.focus(selectingText: false))
      try GtkTestWindow.pressKeys("e")
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to submit") { submitted == 1 }
      XCTAssertEqual(field.text, "de")
    }
  }

  func testForEachRemakesItsRowsAndHidesWhenEmpty() {
    MainActor.assumeIsolated {
      let switches = Switches()
      let dialog = DialogWindow("ForEach test", over: nil) {
        ForEach(switches.items) { item in Button(item) {} }
      }
      dialog.present()
      defer { dialog.close() }
      let column = gtk_window_get_child(dialog.gtkWindow.checked(as: GtkWindow.self))!
      XCTAssertEqual(gtk_widget_get_visible(column), 0)
      switches.items = ["a", "b", "c"]
      GtkTestEnvironment.wait("three rows") { WidgetChildren.of(column).count == 3 }
      XCTAssertEqual(gtk_widget_get_visible(column), 1)
      switches.items = ["z"]
      GtkTestEnvironment.wait("one row") { WidgetChildren.of(column).count == 1 }
      let label = gtk_button_get_label(WidgetChildren.of(column)[0].checked(as: GtkButton.self))
      XCTAssertEqual(label.map { String(cString: $0) }, "z")
    }
  }

  func testHiddenAndConditionalClassesFollowTheModel() {
    MainActor.assumeIsolated {
      let switches = Switches()
      let dialog = DialogWindow("Modifier test", over: nil) {
        HStack {
          ProgressView().hidden(switches.blocked)
          Text("Message").cssClass("error", when: switches.blocked)
        }
      }
      dialog.present()
      defer { dialog.close() }
      let row = gtk_window_get_child(dialog.gtkWindow.checked(as: GtkWindow.self))!
      let spinner = WidgetChildren.of(row)[0]
      let message = WidgetChildren.of(row)[1]
      XCTAssertEqual(gtk_widget_get_visible(spinner), 0)
      XCTAssertEqual(gtk_widget_has_css_class(message, "error"), 1)
      switches.blocked = false
      GtkTestEnvironment.wait("the spinner to show") { gtk_widget_get_visible(spinner) != 0 }
      GtkTestEnvironment.wait("the error class to go") {
        gtk_widget_has_css_class(message, "error") == 0
      }
    }
  }

  func testAConfirmationRunsItsActionOnlyFromItsButton() {
    MainActor.assumeIsolated {
      var confirmed = 0
      let cancelled = ConfirmationDialog(
        "Remove?", message: "Gone for good.", actionTitle: "Remove", over: nil
      ) { confirmed += 1 }
      cancelled.present()
      let cancel = gtk_window_get_default_widget(
        cancelled.window.gtkWindow.checked(as: GtkWindow.self))!
      XCTAssertEqual(
        String(cString: gtk_button_get_label(cancel.checked(as: GtkButton.self))), "Cancel")
      overshoot_signal_emit_by_name(cancel, "clicked")
      XCTAssertFalse(cancelled.window.isOpen)
      XCTAssertEqual(confirmed, 0)

      let accepted = ConfirmationDialog(
        "Remove?", message: "Gone for good.", actionTitle: "Remove", over: nil
      ) { confirmed += 1 }
      accepted.present()
      let remove = gtk_widget_get_next_sibling(
        gtk_window_get_default_widget(accepted.window.gtkWindow.checked(as: GtkWindow.self))!)!
      overshoot_signal_emit_by_name(remove, "clicked")
      XCTAssertFalse(accepted.window.isOpen)
      XCTAssertEqual(confirmed, 1)
    }
  }

  func testAMenuHoldsItsSectionsAndItems() {
    MainActor.assumeIsolated {
      let button = ObjectRef(
        sinking: Menu("Main Menu", systemImage: "open-menu-symbolic", isPrimary: true) {
          MenuSection {
            MenuItem("_Add", action: "win.add")
            MenuItem("_Remove", action: "win.remove")
          }
          MenuSection("More") { MenuItem("_Quit", action: "app.quit") }
        }.makeGtkWidget())
      let menuButton = button.pointer.checked(gtk_menu_button_get_type())
      XCTAssertEqual(gtk_menu_button_get_primary(menuButton), 1)
      let model = gtk_menu_button_get_menu_model(menuButton)!
      XCTAssertEqual(g_menu_model_get_n_items(model), 2)
      let first = g_menu_model_get_item_link(model, 0, "section")!
      defer { g_object_unref(first.gpointer) }
      XCTAssertEqual(g_menu_model_get_n_items(first), 2)
      XCTAssertEqual(Self.attribute(first, 1, "label"), "_Remove")
      XCTAssertEqual(Self.attribute(first, 1, "action"), "win.remove")
      XCTAssertEqual(Self.attribute(model, 1, "label"), "More")
    }
  }

  func testShortcutTitlesWithMarkupCharactersBuildTheWindow() {
    MainActor.assumeIsolated {
      let window = KeyboardShortcutsWindow(
        title: "Keys & more",
        groups: [.init("Cut & paste", [.init("Copy <all>", keys: "<Control>c")])])
      window.present(over: nil)
      XCTAssertTrue(window.isOpen)
      XCTAssertEqual(
        String(cString: gtk_window_get_title(window.gtkWindow.checked(as: GtkWindow.self))),
        "Keys & more")
      window.close()
      XCTAssertFalse(window.isOpen)
    }
  }

  /// A string attribute of a menu model's item.
  @MainActor
  private static func attribute(
    _ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String
  ) -> String? {
    guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else {
      return nil
    }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
  }
}
