import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `Button(action:label:)`, `Button(role:…)`, `Label` and `.labelStyle`, read from the GTK
/// widgets they make and driven by clicking.
final class ButtonLabelTests: GtkTestCase {
  func testAButtonWithALabelShowsItsContentAndRunsItsAction() throws {
    try MainActor.assumeIsolated {
      var presses: [String] = []
      let shown = WidgetModifierTests.Shown {
        Button {
          presses.append("add")
        } label: {
          Label("Add", systemImage: "plus")
        }
        Button(role: .destructive) {
          presses.append("delete")
        } label: {
          Text("Delete")
        }
        Button("Cancel", role: .cancel) { presses.append("cancel") }
        Button("Remove", systemImage: "trash", role: .destructive) {}
      }
      defer { shown.window.close() }
      let buttons = WidgetChildren.of(shown.root)
      let row = try XCTUnwrap(gtk_button_get_child(buttons[0].checked(as: GtkButton.self)))
      XCTAssertEqual(gtk_widget_has_css_class(row, "overshoot-label"), 1)
      let parts = WidgetChildren.of(row)
      XCTAssertEqual(parts.count, 2)
      XCTAssertTrue(parts[0].isInstance(of: gtk_image_get_type()), "the icon first")
      XCTAssertEqual(
        gtk_image_get_icon_name(parts[0].checked(gtk_image_get_type())).map { String(cString: $0) },
        "list-add-symbolic")
      XCTAssertEqual(WidgetFinder.labelTexts(under: row), ["Add"])
      XCTAssertEqual(gtk_widget_has_css_class(buttons[1], "destructive-action"), 1)
      XCTAssertEqual(gtk_widget_has_css_class(buttons[2], "destructive-action"), 0)
      XCTAssertEqual(gtk_widget_has_css_class(buttons[3], "destructive-action"), 1)
      for button in buttons.prefix(3) { overshoot_signal_emit_by_name(button.gpointer, "clicked") }
      XCTAssertEqual(presses, ["add", "delete", "cancel"])
    }
  }

  func testALabelledButtonUpdatesInPlaceAndNamesItsMenuLine() {
    MainActor.assumeIsolated {
      let make = { (title: String) in
        Button {
        } label: {
          Label(title, systemImage: "star")
        }
      }
      let shown = WidgetModifierTests.Shown { make("Star") }
      defer { shown.window.close() }
      let button = shown.root
      let row = gtk_button_get_child(button.checked(as: GtkButton.self))
      XCTAssertTrue(make("Unstar").update(button))
      XCTAssertEqual(gtk_button_get_child(button.checked(as: GtkButton.self)), row, "kept")
      GtkTestEnvironment.wait("the new title") {
        WidgetFinder.labelTexts(under: button) == ["Unstar"]
      }
      XCTAssertEqual(make("Share").title(), "Share", "a menu line built from it has the title")
      XCTAssertEqual(
        Button {
        } label: {
          Text("Open")
        }.title(), "Open")
    }
  }

  func testLabelStylesShowTheIconOrTheTitle() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Button {
        } label: {
          Label("Settings", systemImage: "gear")
        }.labelStyle(.iconOnly)
        Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)
        Label {
          Text("Custom")
        } icon: {
          Image(systemName: "heart.fill")
        }
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      let iconOnly = WidgetChildren.of(
        try XCTUnwrap(gtk_button_get_child(column[0].checked(as: GtkButton.self))))
      XCTAssertEqual(gtk_widget_get_visible(iconOnly[0]), 1)
      XCTAssertEqual(gtk_widget_get_visible(iconOnly[1]), 0)
      let titleOnly = WidgetChildren.of(column[1])
      XCTAssertEqual(gtk_widget_get_visible(titleOnly[0]), 0)
      XCTAssertEqual(gtk_widget_get_visible(titleOnly[1]), 1)
      let custom = WidgetChildren.of(column[2])
      XCTAssertTrue(custom[0].isInstance(of: gtk_image_get_type()))
      XCTAssertEqual(WidgetFinder.labelTexts(under: column[2]), ["Custom"])
    }
  }

  func testALabelInAToolbarShowsItsIconWithItsTitleAsTooltip() throws {
    try MainActor.assumeIsolated {
      let window = Window("Notes", width: 500, height: 300) {
        NavigationStack {
          Text("No notes yet").navigationTitle("Notes")
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button {
                } label: {
                  Label("New Note", systemImage: "square.and.pencil")
                }
              }
            }
        }
      }
      window.present()
      defer { window.close() }
      var found: UnsafeMutablePointer<GtkWidget>?
      GtkTestEnvironment.wait("the toolbar's label") {
        found = WidgetFinder.all(under: window.gtkWindow).first {
          gtk_widget_has_css_class($0, "overshoot-label") != 0
        }
        return found != nil
      }
      let row = try XCTUnwrap(found)
      let parts = WidgetChildren.of(row)
      XCTAssertEqual(gtk_widget_get_visible(parts[0]), 1, "the icon shows")
      XCTAssertEqual(gtk_widget_get_visible(parts[1]), 0, "the title does not")
      XCTAssertEqual(
        gtk_widget_get_tooltip_text(row).map { String(cString: $0) }, "New Note")
      let button = try XCTUnwrap(gtk_widget_get_parent(row))
      XCTAssertEqual(gtk_widget_has_css_class(button, "image-button"), 1)
      XCTAssertNotEqual(overshoot_accessible_label_is(button, "New Note"), 0, "named for readers")
    }
  }
}
