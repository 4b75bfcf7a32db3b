import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// The typed wrappers the timeline is written in: each changes its GTK widget as its Swift
/// properties say, and the observed modifiers follow the model.
final class TypedWidgetWrapperTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var shown = false
    var isError = false
    var title = "Refresh All"
  }

  func testAKeptTextShowsPlainTextAndLimitsItsLines() {
    MainActor.assumeIsolated {
      let label = WidgetHandle(Text("<b>AT&T</b>").truncationMode(.tail).lineLimit(2))
      let gtkLabel = OpaquePointer(label.gtkWidget)
      XCTAssertEqual(label.text, "<b>AT&T</b>", "markup is shown as typed")
      XCTAssertEqual(gtk_label_get_use_markup(gtkLabel), 0)
      XCTAssertEqual(gtk_label_get_lines(gtkLabel), 2)
      XCTAssertEqual(gtk_label_get_wrap(gtkLabel), 1)
      XCTAssertEqual(gtk_label_get_ellipsize(gtkLabel), PANGO_ELLIPSIZE_END)
      label.text = "Changed"
      XCTAssertEqual(label.text, "Changed")
      let oneLine = WidgetHandle(Text("one").lineLimit(1))
      XCTAssertEqual(gtk_label_get_wrap(OpaquePointer(oneLine.gtkWidget)), 0, "one line: no wrap")
      label.setCSSClass("unread", applied: true)
      XCTAssertEqual(gtk_widget_has_css_class(label.gtkWidget, "unread"), 1)
      label.setCSSClass("unread", applied: false)
      XCTAssertEqual(gtk_widget_has_css_class(label.gtkWidget, "unread"), 0)
    }
  }

  func testARevealerHidesItsContentWhileNotRevealed() {
    MainActor.assumeIsolated {
      let revealer = Revealer { Text("Notice") }
      let window = GtkTestWindow(child: revealer.gtkWidget)
      defer { window.close() }
      XCTAssertEqual(gtk_widget_get_visible(revealer.content), 0, "hidden: no Tab stop")
      revealer.isRevealed = true
      XCTAssertTrue(revealer.isRevealed)
      XCTAssertEqual(gtk_widget_get_visible(revealer.content), 1)
      revealer.isRevealed = false
      XCTAssertEqual(gtk_widget_get_visible(revealer.content), 0)
    }
  }

  func testARevealedStripFollowsTheModel() {
    MainActor.assumeIsolated {
      let model = Model()
      let revealer = Text("Notice").revealed(model.shown).makeGtkWidget()
      let window = GtkTestWindow(child: revealer)
      defer { window.close() }
      let typed = revealer.checked(gtk_revealer_get_type())
      let content = gtk_revealer_get_child(typed)
      XCTAssertEqual(gtk_revealer_get_reveal_child(typed), 0)
      XCTAssertEqual(gtk_widget_get_visible(content), 0, "hidden: no Tab stop")
      model.shown = true
      GtkTestEnvironment.wait("the strip to slide in") {
        gtk_revealer_get_reveal_child(typed) != 0 && gtk_widget_get_visible(content) != 0
      }
      model.shown = false
      GtkTestEnvironment.wait("the strip to go") { gtk_widget_get_visible(content) == 0 }
      XCTAssertEqual(gtk_revealer_get_reveal_child(typed), 0)
    }
  }

  func testWidgetActionsRunTheirClosuresOnlyWhileEnabled() {
    MainActor.assumeIsolated {
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      let window = GtkTestWindow(child: box)
      defer { window.close() }
      let counter = Counter()
      let actions = WidgetActions(prefix: "thing", on: box)
      actions.add("poke") { counter.count += 1 }
      XCTAssertNotEqual(gtk_widget_activate_action_variant(box, "thing.poke", nil), 0)
      XCTAssertEqual(counter.count, 1)
      actions.setEnabled("poke", false)
      XCTAssertFalse(actions.isEnabled("poke"))
      _ = gtk_widget_activate_action_variant(box, "thing.poke", nil)
      XCTAssertEqual(counter.count, 1, "a disabled action does not run")
      XCTAssertEqual(actions.detailedName("poke"), "thing.poke")
    }
  }

  func testHiddenAndCssClassWhenFollowTheModel() {
    MainActor.assumeIsolated {
      let model = Model()
      let widget = Text("Pill").hidden(!model.shown)
        .cssClass("error", when: model.isError).makeGtkWidget()
      let window = GtkTestWindow(
        child: VStack {
          Text("Above")
          EmbeddedWidget(widget)
        }.makeGtkWidget())
      defer { window.close() }
      XCTAssertEqual(gtk_widget_get_visible(widget), 0)
      model.shown = true
      model.isError = true
      GtkTestEnvironment.wait("the widget to follow the model") {
        gtk_widget_get_visible(widget) != 0 && gtk_widget_has_css_class(widget, "error") != 0
      }
      model.isError = false
      GtkTestEnvironment.wait("the class to go") { gtk_widget_has_css_class(widget, "error") == 0 }
    }
  }

  func testHelpAndAccessibilityLabelFollowTheModel() {
    MainActor.assumeIsolated {
      let model = Model()
      let widget = Button("Refresh", systemImage: "view-refresh-symbolic") {}
        .help("\(model.title) (F5)").accessibilityLabel(model.title).makeGtkWidget()
      let window = GtkTestWindow(child: widget)
      defer { window.close() }
      /// The widget's tooltip now.
      func tooltip() -> String? { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
      XCTAssertEqual(tooltip(), "Refresh All (F5)")
      XCTAssertNotEqual(overshoot_accessible_label_is(widget, "Refresh All"), 0)
      model.title = "Refresh News"
      GtkTestEnvironment.wait("the tooltip to follow the model") {
        tooltip() == "Refresh News (F5)"
      }
      XCTAssertNotEqual(overshoot_accessible_label_is(widget, "Refresh News"), 0)
    }
  }

  func testAContextMenuRunsTheChosenItemAndReusesOnePopover() {
    MainActor.assumeIsolated {
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_widget_set_size_request(box, 200, 100)
      let window = GtkTestWindow(child: box)
      let counter = Counter()
      for round in 1...2 {
        ContextMenu.show(
          [ContextMenu.Item("Poke") { counter.count += 1 }], on: box,
          onClose: { counter.closed += 1 })
        let popover = gtk_widget_get_first_child(box)
        GtkTestEnvironment.wait("the menu on screen") { gtk_widget_get_mapped(popover) != 0 }
        XCTAssertNotEqual(gtk_widget_activate_action_variant(popover, "context-menu.0", nil), 0)
        XCTAssertEqual(counter.count, round)
        gtk_popover_popdown(popover?.checked(as: GtkPopover.self))
        GtkTestEnvironment.wait("the menu to close") { counter.closed == round }
        XCTAssertTrue(gtk_widget_get_last_child(box) == popover, "one popover, reused")
      }
      // Destroying the widget unparents its popover without a CRITICAL (GtkTestCase counts).
      window.close()
    }
  }
}

/// Counts what a test's closures did.
@MainActor
private final class Counter {
  var count = 0
  var closed = 0
}
