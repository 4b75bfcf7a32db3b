import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// A `ForEach` column keeps each item's widgets with the item: inserted and moved items move
/// the widgets rather than making them again, and `update` with a new value does the same.
final class ForEachKeyedColumnTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var names = ["b", "c"]
  }

  /// A text field a value can update in place: any GtkEntry shows it.
  struct Field: Widget {
    let name: String
    func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
      let entry = gtk_entry_new()!
      gtk_widget_set_name(entry, name)
      return entry
    }
    func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      guard widget.isInstance(of: gtk_entry_get_type()) else { return false }
      gtk_widget_set_name(widget, name)
      return true
    }
  }

  static func children(_ parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
    GtkWidget
  >] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(parent)
    while let current = child {
      children.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return children
  }

  /// Whether the focus of `window` is in `field` (a GtkEntry focuses its inner GtkText).
  static func isFocused(
    _ field: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>
  ) -> Bool {
    guard let focus = gtk_window_get_focus(window) else { return false }
    return focus == field || gtk_widget_is_ancestor(focus, field) != 0
  }

  static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_editable_get_text(entry.checked(gtk_editable_get_type())))
  }

  func testAFieldKeepsItsTextAndWidgetWhenAnItemIsInsertedBeforeIt() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        ForEach(model.names, id: \.self) { Field(name: $0) }
      }
      defer { shown.window.close() }
      let column = shown.root
      let fieldC = Self.children(column)[1]
      gtk_editable_set_text(fieldC.checked(gtk_editable_get_type()), "typed in c")
      model.names = ["a", "b", "x", "c"]
      GtkTestEnvironment.wait("four fields") { Self.children(column).count == 4 }
      let children = Self.children(column)
      XCTAssertEqual(children[3], fieldC, "c's field moved, not made again")
      XCTAssertEqual(Self.text(of: children[3]), "typed in c")
      // A move keeps the widget too.
      model.names = ["c", "a", "b", "x"]
      GtkTestEnvironment.wait("c first") { Self.children(column).first == fieldC }
      XCTAssertEqual(Self.text(of: fieldC), "typed in c")
      XCTAssertEqual(
        Self.children(column).map { String(cString: gtk_widget_get_name($0)) },
        ["c", "a", "b", "x"])
    }
  }

  func testUpdateWithANewValueKeepsTheItemsWidgets() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        ForEach(["b", "c"], id: \.self) { Field(name: $0) }
      }
      defer { shown.window.close() }
      let column = shown.root
      let fieldB = Self.children(column)[0]
      gtk_editable_set_text(fieldB.checked(gtk_editable_get_type()), "typed in b")
      gtk_widget_grab_focus(fieldB)
      let window = shown.window.gtkWindow.checked(as: GtkWindow.self)
      XCTAssertTrue(Self.isFocused(fieldB, in: window), "the field took the focus")
      let updated = ForEach(["a", "b", "c"], id: \.self) { Field(name: $0) }.update(column)
      XCTAssertTrue(updated, "a ForEach updates the column it made")
      let children = Self.children(column)
      XCTAssertEqual(children.count, 3)
      XCTAssertEqual(children[1], fieldB)
      XCTAssertEqual(Self.text(of: fieldB), "typed in b")
      XCTAssertTrue(Self.isFocused(fieldB, in: window), "the focus stays in the moved field")
    }
  }
}
