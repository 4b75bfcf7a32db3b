import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// A collapsed `NavigationSplitView` whose sidebar's `List(selection:)` is bound to a `Set`
/// follows it as SwiftUI does outside edit mode: a plain click or Enter that leaves one row
/// selected shows the detail; Ctrl and Shift clicks, which extend the selection, stay.
final class NavigationSplitMultipleSelectionTests: GtkTestCase {
  @MainActor @Observable
  final class Inbox {
    let mails = ["Hello", "Lunch", "Invoice"]
    var selection: Set<String> = []
  }

  /// The inbox as a list of data (`List(_:id:selection:)`), where the single-selection suite
  /// has a `ForEach` in a builder list.
  struct InboxView: Widget {
    @Bindable var inbox: Inbox
    var body: some Widget {
      NavigationSplitView {
        List(inbox.mails, id: \.self, selection: $inbox.selection) { Text($0) }
          .navigationTitle("Inbox")
      } detail: {
        let read = inbox.selection.sorted().joined(separator: " and ")
        Text("Reading \(read)").navigationTitle("Mail")
      }
    }
  }

  private typealias Screen = NavigationSplitSelectionTests

  func testAClickOrEnterLeavingOneRowShowsTheDetailAndExtendingStays() throws {
    try MainActor.assumeIsolated {
      let inbox = Inbox()
      let window = try Screen.showNarrow(InboxView(inbox: inbox))
      defer { window.close() }
      let root = window.gtkWindow
      try Screen.clickHelloAndGoBack(under: root)

      try TestPointer.click(try XCTUnwrap(Screen.row("Lunch", under: root)), holding: ["ctrl"])
      GtkTestEnvironment.wait("Ctrl+click to add Lunch") { inbox.selection == ["Hello", "Lunch"] }
      try TestPointer.click(
        try XCTUnwrap(Screen.row("Invoice", under: root)), holding: ["shift"])
      // GTK's Shift+click selects the range from the last row clicked.
      GtkTestEnvironment.wait("Shift+click to extend from Lunch to Invoice") {
        inbox.selection == ["Lunch", "Invoice"]
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(Screen.sidebarShown(root), "extending the selection stays in the sidebar")

      try GtkTestWindow.pressKeys("Return")
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(Screen.sidebarShown(root), "Enter on one of several selected rows stays")

      try TestPointer.click(try XCTUnwrap(Screen.row("Lunch", under: root)))
      GtkTestEnvironment.wait("a plain click to select Lunch alone and show its detail") {
        inbox.selection == ["Lunch"] && Screen.detailShown("Reading Lunch", root)
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to go back to the sidebar") { Screen.sidebarShown(root) }
      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to select Invoice alone") { inbox.selection == ["Invoice"] }
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(Screen.sidebarShown(root), "the arrow keys look through the rows in place")
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to show the detail of Invoice") {
        Screen.detailShown("Reading Invoice", root)
      }
    }
  }
}
