import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// A `NavigationSplitView` whose surrounding body is evaluated again keeps its columns, as
/// SwiftUI does: the sidebar's list keeps the keyboard focus, a view in the detail column keeps
/// its `@State`, and the toolbar and title follow the new description in place. The split view
/// was made anew instead, so selecting a row with the arrow keys (which the body read) threw the
/// focus to the header's first button and reset every `@State` inside.
final class SplitViewIdentityTests: GtkTestCase {
  struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
  }

  @MainActor @Observable
  final class Store {
    var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]
    var selection: Int?
    var changes = 0
  }

  /// A view with a count of its own (a detail column's, a stack's root's).
  struct Counter: Widget {
    @State private var count = 0
    var body: some Widget {
      Button("Count \(count)") { count += 1 }
    }
  }

  struct Content: Widget {
    let store: Store
    var body: some Widget {
      @Bindable var store = store
      NavigationSplitView {
        List(selection: $store.selection) {
          Section("Today") {
            ForEach(store.items) { item in Text(item.title).tag(item.id) }
          }
        }
        .onChange(of: store.selection) { _, _ in store.changes += 1 }
        .navigationTitle(store.selection.map { "Item \($0)" } ?? "Items")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button(store.selection == nil ? "Nothing chosen" : "Chosen") {}
          }
        }
      } detail: {
        if let selection = store.selection {
          Text("Detail \(selection)")
        } else {
          Text("Select an item")
        }
        Counter()
      }
    }
  }

  func testTheColumnsKeepTheirWidgetsStateAndFocusWhenTheBodyRunsAgain() throws {
    try MainActor.assumeIsolated {
      let store = Store()
      let shown = WidgetModifierTests.Shown(width: 900, height: 500) { Content(store: store) }
      defer { shown.window.close() }
      let window = shown.window.gtkWindow
      try GtkTestWindow.focus(window)
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        return XCTFail("no list")
      }
      XCTAssertTrue(WidgetFinder.click("Count 0", under: window))
      GtkTestEnvironment.wait("one count") { Self.buttons(under: window).contains("Count 1") }
      XCTAssertTrue(WidgetFinder.click("Count 1", under: window))
      GtkTestEnvironment.wait("the count") { Self.buttons(under: window).contains("Count 2") }
      guard let one = list.shownRowsForTesting.first(where: { $0.text == "One" }) else {
        return XCTFail("no row One")
      }
      gtk_widget_grab_focus(one.listItemWidget)
      try GtkTestWindow.pressKeys("Down")
      // GTK 4.8 moves on to the next row and chooses it; 4.18 chooses the focused row first.
      GtkTestEnvironment.wait("a row chosen and its detail shown") {
        store.selection.map { WidgetFinder.labelTexts(under: window).contains("Detail \($0)") }
          ?? false
      }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(store.changes, 1, "the body read the selection, and ran again")
      let focus = gtk_window_get_focus(window.checked(as: GtkWindow.self))
      XCTAssertEqual(
        focus.map { gtk_widget_is_ancestor($0, list.gtkWidget) }, 1,
        "the keyboard focus stayed in the sidebar's list")
      XCTAssertTrue(
        Self.buttons(under: window).contains("Count 2"), "the detail's @State was kept")
      XCTAssertTrue(Self.buttons(under: window).contains("Chosen"), "the toolbar follows")
      XCTAssertFalse(Self.buttons(under: window).contains("Nothing chosen"))
      XCTAssertTrue(
        WidgetFinder.labelTexts(under: window).contains("Item \(store.selection ?? 0)"),
        "the title follows")
    }
  }

  /// The labels of the buttons shown under `root`.
  @MainActor
  static func buttons(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetFinder.all(under: root).compactMap { widget in
      guard widget.isInstance(of: gtk_button_get_type()), gtk_widget_get_mapped(widget) != 0
      else { return nil }
      return gtk_button_get_label(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
      ).map { String(cString: $0) }
    }
  }
}
