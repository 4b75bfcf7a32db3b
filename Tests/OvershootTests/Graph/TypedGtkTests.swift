import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

/// GtkGlue's generated typed layer reads and writes the same GTK state as the C calls it wraps.
final class TypedGtkTests: GtkTestCase {
  func testALabelsTextAndAlignmentAreItsGtkProperties() {
    MainActor.assumeIsolated {
      let label = Gtk.Label(text: "Unread")
      let owner = ObjectRef(sinking: label.widget)
      XCTAssertEqual(label.text, "Unread")
      label.text = "Starred"
      XCTAssertEqual(
        String(cString: gtk_label_get_text(label.widget.checked(gtk_label_get_type()))), "Starred")
      label.xalign = 0
      label.ellipsize = PANGO_ELLIPSIZE_END
      XCTAssertEqual(gtk_label_get_xalign(owner.pointer.checked(gtk_label_get_type())), 0)
      XCTAssertEqual(label.ellipsize, PANGO_ELLIPSIZE_END)
      // A label is a widget: the widget members apply to it.
      label.isVisible = false
      XCTAssertFalse(label.isVisible)
      XCTAssertEqual(gtk_widget_get_visible(owner.widget), 0)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testIfInstanceIsSwiftsConditionalCast() {
    MainActor.assumeIsolated {
      let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 6)
      let owner = ObjectRef(sinking: box.widget)
      XCTAssertNil(Gtk.Label(ifInstance: owner.widget))
      XCTAssertEqual(Gtk.Box(ifInstance: owner.widget), box)
      XCTAssertEqual(box.spacing, 6)
    }
  }

  func testAppendParentsTheChildAndTheTreeIsWalkedThroughIt() {
    MainActor.assumeIsolated {
      let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0)
      let owner = ObjectRef(sinking: box.widget)
      let first = Gtk.Label(text: "first")
      let second = Gtk.Image(iconName: "go-next-symbolic")
      box.append(first)
      box.append(second)
      XCTAssertEqual(first.parent, owner.widget)
      XCTAssertEqual(box.firstChild, first.widget)
      XCTAssertEqual(first.nextSibling, second.widget)
      XCTAssertEqual(box.lastChild, second.widget)
      XCTAssertNil(second.nextSibling)
      box.remove(first)
      XCTAssertEqual(box.firstChild, second.widget)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testOptionalStringsPassNullToGtk() {
    MainActor.assumeIsolated {
      let owner = ObjectRef(sinking: gtk_button_new()!)
      let button = owner.widget
      XCTAssertNil(button.tooltipText)
      button.tooltipText = "Mark all as read"
      XCTAssertEqual(button.tooltipText, "Mark all as read")
      button.tooltipText = nil
      XCTAssertNil(gtk_widget_get_tooltip_text(button))
    }
  }

  func testAnAdjustmentsValuesAreItsProperties() {
    MainActor.assumeIsolated {
      let owner = ObjectRef(sinking: gtk_adjustment_new(10, 0, 100, 1, 10, 20)!)
      let adjustment = owner.pointer.checked(as: GtkAdjustment.self)
      XCTAssertEqual(adjustment.value, 10)
      XCTAssertEqual(adjustment.upper - adjustment.pageSize, 80)
      adjustment.value = 50
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 50)
    }
  }
}
