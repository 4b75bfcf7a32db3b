import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import XCTest

@_spi(Testing) @testable import Overshoot

/// The typed, described widgets: text, buttons, images and stacks in a window, with no raw GTK in
/// the code that declares them, and the widgets they make.
final class DescribedWidgetsTests: GtkTestCase {
  func testAWindowOfTextButtonsAndStacksShowsAndClicks() {
    MainActor.assumeIsolated {
      var clicks = 0
      let window = Window("Described", width: 300, height: 200) {
        VStack(spacing: 6) {
          Text("Hello").font(.largeTitle)
          HStack {
            Image(systemName: "list-add-symbolic")
            Button("Add") { clicks += 1 }
            Button("Remove", systemImage: "list-remove-symbolic") { clicks -= 10 }
          }
          Spacer()
        }.padding(12)
      }
      window.present()
      defer { window.close() }
      let root = gtk_window_get_child(window.gtkWindow.checked(as: GtkWindow.self))!
      GtkTestEnvironment.wait("the window to be mapped") { gtk_widget_get_mapped(root) != 0 }

      let labels = Self.descendants(of: root, ofType: gtk_label_get_type())
      XCTAssertEqual(labels.map(Self.text), ["Hello", "Add"])
      XCTAssertNotEqual(gtk_widget_has_css_class(labels[0], "title-1"), 0)
      XCTAssertEqual(gtk_widget_get_margin_top(root), 12)
      let buttons = Self.descendants(of: root, ofType: gtk_button_get_type())
      XCTAssertEqual(buttons.count, 2)
      overshoot_signal_emit_by_name(buttons[0], "clicked")
      XCTAssertEqual(clicks, 1)
      overshoot_signal_emit_by_name(buttons[1], "clicked")
      XCTAssertEqual(clicks, -9)
      XCTAssertEqual(Self.descendants(of: root, ofType: gtk_image_get_type()).count, 2)
    }
  }

  func testUpdatingAStackInPlaceKeepsItsWidgets() {
    MainActor.assumeIsolated {
      let first = HStack {
        Text("one")
        Text("two")
      }
      let box = first.makeGtkWidget()
      g_object_ref_sink(box)
      defer { g_object_unref(box) }
      let before = WidgetChildren.of(box)
      let second = HStack {
        Text("uno")
        Text("dos")
      }
      XCTAssertEqual(first.shape, second.shape)
      XCTAssertTrue(second.update(box))
      XCTAssertEqual(WidgetChildren.of(box), before, "an update must not make new widgets")
      XCTAssertEqual(before.map(Self.text), ["uno", "dos"])
      // A stack of fewer children updates in place too: its children are reconciled by
      // identity, the first label kept and the second removed.
      XCTAssertEqual(first.shape, HStack { Text("eins") }.shape)
      XCTAssertTrue(HStack { Text("eins") }.update(box))
      XCTAssertEqual(WidgetChildren.of(box), [before[0]])
      XCTAssertEqual(Self.text(before[0]), "eins")
    }
  }

  struct Mail: Identifiable {
    let id: Int
    var subject: String { "Message \(id)" }
  }

  func testScrollingAHundredThousandClosureRowsMakesNoWidgetsBeyondTheLiveSet() {
    MainActor.assumeIsolated {
      let mails = (0..<100_000).map(Mail.init)
      let window = Window("Mail", width: 400, height: 600) {
        List(mails, id: \.id) { mail in
          HStack {
            Image(systemName: "mail-unread-symbolic")
            Text(mail.subject).leadingAligned()
          }.padding(6)
        }
      }
      window.present()
      defer { window.close() }
      let scrolled = gtk_window_get_child(window.gtkWindow.checked(as: GtkWindow.self))!
      let listWidget = gtk_scrolled_window_get_child(
        scrolled.checked(gtk_scrolled_window_get_type()))!
      guard let list = WrapperLifetime.wrapper(of: listWidget) as? RecycledListView<Mail, Int>
      else { return XCTFail("the List's widget has no RecycledListView") }
      GtkTestEnvironment.wait("rows on screen") { list.visibleRange != nil }
      XCTAssertEqual(list.count, 100_000)
      let builtBefore = RowBuildCounts.contentsBuilt
      var mostLive = list.liveRowCount
      for target in stride(from: 0, to: 100_000, by: 997) {
        list.scroll(toPosition: target)
        MainContext.run(forSeconds: 0.01)
        mostLive = max(mostLive, list.liveRowCount)
      }
      list.scroll(toPosition: 99_999)
      GtkTestEnvironment.wait("the last row") { list.visibleRange?.last == 99_999 }
      let built = RowBuildCounts.contentsBuilt - builtBefore
      print(
        "closure rows: \(mostLive) live rows at most; \(built) row contents made while scrolling")
      XCTAssertLessThanOrEqual(mostLive, 250)
      XCTAssertLessThanOrEqual(
        built, mostLive, "rows made beyond the live set: they should be updated in place")
      let shown = Self.descendants(of: listWidget, ofType: gtk_label_get_type())
        .filter { gtk_widget_get_mapped($0) != 0 }.map(Self.text)
      XCTAssertTrue(shown.contains("Message 99999"), "the last row shows its own item")
    }
  }

  func testDescribedWindowsClosedAHundredTimesLeaveNoWrapperAlive() {
    MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      for cycle in 0..<100 {
        let window = Window("Cycle \(cycle)") {
          List(Array(0..<50), id: \.self) { number in Text("Row \(number)") }
          ScrollView(.horizontal) { Text("A strip") }
        }
        if cycle % 25 == 0 { window.present() }
        // The window, its list, the list's scroll view and the strip.
        XCTAssertEqual(LiveCounts.wrappers - wrappersBefore, 4)
        window.close()
      }
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore, "a wrapper outlived its closed window")
    }
  }

  func testDuplicateIDsAreRefusedAndTheListKeepsWhatItShowed() {
    MainActor.assumeIsolated {
      let scrolled = List(["a", "b", "a"], id: \.self) { Text($0) }.makeGtkWidget()
      g_object_ref_sink(scrolled)
      defer { g_object_unref(scrolled) }
      let listWidget = gtk_scrolled_window_get_child(
        scrolled.checked(gtk_scrolled_window_get_type()))!
      let list = WrapperLifetime.wrapper(of: listWidget) as? RecycledListView<String, String>
      XCTAssertEqual(list?.count, 0, "a list with a duplicate id must not show a partial list")
    }
  }

  @MainActor
  static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if g_type_check_instance_is_a(current.typeInstance, type) != 0 {
        found.append(current)
      }
      found += descendants(of: current, ofType: type)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  @MainActor
  static func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(label.checked(gtk_label_get_type())))
  }
}
