import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// A collapsed `NavigationSplitView` follows its sidebar's `List(selection:)` as SwiftUI does on
/// a phone: a row chosen with Enter or a click (the row already selected too) shows the detail
/// column; the arrow keys and the binding only move the selection; Back, Escape and Alt+Left
/// return and keep the selection.
/// `Inbox` and `InboxView` are the snippet of Overshoot.docc/Navigation.md: keep them in step.
final class NavigationSplitSelectionTests: GtkTestCase {
  @MainActor @Observable
  final class Inbox {
    let mails = ["Hello", "Lunch", "Invoice"]
    var selection: String?
  }

  struct InboxView: Widget {
    @Bindable var inbox: Inbox
    var body: some Widget {
      NavigationSplitView {
        List(selection: $inbox.selection) { ForEach(inbox.mails, id: \.self) { Text($0) } }
          .navigationTitle("Inbox")
      } detail: {
        Text("Reading \(inbox.selection ?? "nothing")").navigationTitle("Mail")
      }
    }
  }

  /// The shown list row whose label reads `text`.
  @MainActor
  static func row(_ text: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.widgets("row", under: root).first {
      NavigationScreen.isShown($0) && WidgetFinder.labelTexts(under: $0) == [text]
    }
  }

  @MainActor
  static func sidebarShown(_ root: UnsafeMutablePointer<GtkWidget>) -> Bool {
    row("Hello", under: root) != nil && NavigationScreen.shownHeaders(under: root).count == 1
  }

  @MainActor
  static func detailShown(_ text: String, _ root: UnsafeMutablePointer<GtkWidget>) -> Bool {
    NavigationScreen.shownLabel(text, under: root) != nil && row("Hello", under: root) == nil
  }

  /// Shows `view` in a window 420 points wide, where the split view shows the sidebar alone.
  @MainActor
  static func showNarrow(_ view: some Widget) throws -> Window {
    let window = Window("Mail", width: 420, height: 500) { view }
    try NavigationScreen.show(window)
    GtkTestEnvironment.wait("the narrow split view to show the sidebar alone") {
      sidebarShown(window.gtkWindow)
    }
    return window
  }

  /// Clicks the row "Hello", which shows its detail, and goes back with the Back button.
  @MainActor
  static func clickHelloAndGoBack(under root: UnsafeMutablePointer<GtkWidget>) throws {
    try TestPointer.click(try XCTUnwrap(row("Hello", under: root)))
    GtkTestEnvironment.wait("a click to show the detail of Hello") {
      detailShown("Reading Hello", root)
    }
    try NavigationScreen.activate("Back", under: root)
    GtkTestEnvironment.wait("Back to show the sidebar") { sidebarShown(root) }
  }

  func testChoosingARowWhileNarrowShowsTheDetailAndBackKeepsTheSelection() throws {
    try MainActor.assumeIsolated {
      let inbox = Inbox()
      let window = try Self.showNarrow(InboxView(inbox: inbox))
      defer { window.close() }
      let root = window.gtkWindow
      inbox.selection = "Hello"
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(Self.sidebarShown(root), "setting the binding selects, it does not navigate")

      let hello = try XCTUnwrap(Self.row("Hello", under: root))
      GtkTestEnvironment.wait("the focus on the first row") {
        gtk_widget_grab_focus(hello) != 0 && gtk_widget_has_focus(hello) != 0
      }
      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to select Lunch") { inbox.selection == "Lunch" }
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(Self.sidebarShown(root), "the arrow keys look through the rows in place")

      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to show the detail of Lunch") {
        Self.detailShown("Reading Lunch", root)
      }
      let back = try XCTUnwrap(NavigationScreen.shownButton("Back", under: root))
      XCTAssertTrue(NavigationScreen.isInShownHeader(back), "a back button in the header")

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to go back to the sidebar") { Self.sidebarShown(root) }
      XCTAssertEqual(inbox.selection, "Lunch", "going back clears nothing")
      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("the focus back on the list: Down selects Invoice") {
        inbox.selection == "Invoice"
      }
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to show the detail of Invoice") {
        Self.detailShown("Reading Invoice", root)
      }
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Alt+Left to go back to the sidebar") { Self.sidebarShown(root) }

      try Self.clickHelloAndGoBack(under: root)
      XCTAssertEqual(inbox.selection, "Hello")
      try TestPointer.click(try XCTUnwrap(Self.row("Hello", under: root)))
      GtkTestEnvironment.wait("a click on the row still selected to show its detail again") {
        Self.detailShown("Reading Hello", root)
      }
    }
  }

  func testChoosingARowWhileWideKeepsEveryColumn() throws {
    try MainActor.assumeIsolated {
      let inbox = Inbox()
      let window = Window("Mail", width: 1000, height: 500) { InboxView(inbox: inbox) }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      GtkTestEnvironment.wait("both columns") {
        NavigationScreen.shownHeaders(under: root).count == 2
      }
      try TestPointer.click(try XCTUnwrap(Self.row("Lunch", under: root)))
      GtkTestEnvironment.wait("the detail to follow") {
        NavigationScreen.shownLabel("Reading Lunch", under: root) != nil
      }
      XCTAssertNotNil(Self.row("Hello", under: root), "the sidebar stays")
      XCTAssertNil(NavigationScreen.shownButton("Back", under: root), "no back while wide")
    }
  }
}
