import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// `NavigationSplitView` as SwiftUI spells it: columns side by side while wide, one at a time
/// with a back button once the window is narrower than 600 points, links showing their
/// destination in the next column, and `columnVisibility` hiding columns.
final class NavigationSplitViewTests: GtkWarningFreeTestCase {
  /// What every style does, in the default style.
  @MainActor
  private static var scenarios: SplitViewScenarios {
    SplitViewScenarios(style: .balanced, narrowWidth: 420)
  }

  /// The x of `widget`'s left edge in the window.
  @MainActor
  private static func left(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window) -> Float {
    Float(WidgetFinder.origin(of: widget, in: window.gtkWindow).x)
  }

  func testWideColumnsSitSideBySideAndANarrowWindowShowsOneWithABackButton() throws {
    try MainActor.assumeIsolated {
      try Self.scenarios.collapsesAndGoesBack(backKey: "alt+Left") { window in
        let root = window.gtkWindow
        let inbox = try XCTUnwrap(NavigationScreen.shownButton("Inbox", under: root))
        let content = try XCTUnwrap(NavigationScreen.shownLabel("Pick a mailbox", under: root))
        let detail = try XCTUnwrap(NavigationScreen.shownLabel("No message", under: root))
        XCTAssertLessThan(Self.left(inbox, in: window), 200, "the sidebar at the start")
        XCTAssertLessThan(Self.left(content, in: window), Self.left(detail, in: window))
        XCTAssertGreaterThanOrEqual(
          Self.left(content, in: window), 200, "past the 200-point sidebar")
        try NavigationScreen.activate("Inbox", under: root)
        GtkTestEnvironment.wait("the link's destination in the content column") {
          NavigationScreen.shownButton("Hello from Inbox", under: root) != nil
        }
        XCTAssertNotNil(NavigationScreen.shownButton("Inbox", under: root), "the sidebar stays")
      }
    }
  }

  func testColumnVisibilityHidesColumnsWhileWide() throws {
    try MainActor.assumeIsolated { try Self.scenarios.columnVisibilityHidesColumnsWhileWide() }
  }

  /// Whether the toggle button `button` is pressed.
  @MainActor
  private static func isPressed(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_toggle_button_get_active(button.checked(as: GtkToggleButton.self)) != 0
  }

  func testTheSidebarToggleHidesAndShowsTheSidebarThroughColumnVisibilityWhileWide() throws {
    try MainActor.assumeIsolated {
      try Self.scenarios.sidebarToggleHidesAndShowsTheSidebar { window in
        let toggle = try XCTUnwrap(
          NavigationScreen.shownButton("Show Sidebar", under: window.gtkWindow))
        XCTAssertTrue(NavigationScreen.isInShownHeader(toggle), "the toggle in a header bar")
        XCTAssertGreaterThanOrEqual(Self.left(toggle, in: window), 200, "in the content column's")
        XCTAssertTrue(Self.isPressed(toggle), "pressed while the sidebar shows")
      } whileHidden: { window in
        let toggle = try XCTUnwrap(
          NavigationScreen.shownButton("Show Sidebar", under: window.gtkWindow))
        XCTAssertFalse(Self.isPressed(toggle), "not pressed while the sidebar is hidden")
      } then: { window, mail in
        let root = window.gtkWindow
        let toggle = try XCTUnwrap(NavigationScreen.shownButton("Show Sidebar", under: root))
        XCTAssertTrue(Self.isPressed(toggle), "pressed again once the sidebar is back")

        // A link's destination replaces the content column's page: the toggle comes with it.
        try NavigationScreen.activate("Inbox", under: root)
        GtkTestEnvironment.wait("the destination, with the toggle in its bar") {
          NavigationScreen.shownButton("Hello from Inbox", under: root) != nil
            && NavigationScreen.shownButton("Show Sidebar", under: root) != nil
        }

        // The binding hides the content too: the toggle moves to the detail's bar, unpressed.
        mail.visibility = .detailOnly
        GtkTestEnvironment.wait("the detail alone, with the toggle") {
          NavigationScreen.shownHeaders(under: root).count == 1
            && NavigationScreen.shownButton("Show Sidebar", under: root).map {
              !Self.isPressed($0)
            } ?? false
        }

        try NavigationScreen.resize(window, width: 420, height: 500)
        GtkTestEnvironment.wait("a narrow window to show one column, without the toggle") {
          NavigationScreen.shownHeaders(under: root).count == 1
            && NavigationScreen.shownButton("Show Sidebar", under: root) == nil
        }
      }
    }
  }

  func testToolbarRemovingSidebarToggleLeavesItOut() throws {
    try MainActor.assumeIsolated {
      let window = Window("Notes", width: 800, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders").toolbar(removing: .sidebarToggle)
        } detail: {
          Text("A note").navigationTitle("Note")
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      XCTAssertEqual(NavigationScreen.shownHeaders(under: root).count, 2)
      XCTAssertNil(NavigationScreen.shownButton("Show Sidebar", under: root))
    }
  }

  func testTheTwoColumnFormWithAStackInTheDetail() throws {
    try MainActor.assumeIsolated {
      let window = Window("Notes", width: 800, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders")
        } detail: {
          NavigationStack {
            NavigationLink("Open") { Text("Opened").navigationTitle("Opened") }
              .navigationTitle("All notes")
          }
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      XCTAssertEqual(
        NavigationScreen.shownHeaders(under: root).count, 2,
        "the stack's header stands for the detail column's, not under it")
      try NavigationScreen.activate("Open", under: root)
      GtkTestEnvironment.wait("the stack in the detail to push") {
        NavigationScreen.shownLabel("Opened", under: root) != nil
      }
      XCTAssertNotNil(NavigationScreen.shownLabel("Folders", under: root), "the sidebar stays")
    }
  }

  func testThePreferredCompactColumnIsShownWhenNarrowAndFollowsTheBackButton() throws {
    try MainActor.assumeIsolated {
      try Self.scenarios.preferredCompactColumnIsShownAndFollowsGoingBack { root in
        try NavigationScreen.activate("Back", under: root)
      }
    }
  }

  /// A column without `.navigationTitle` shows no title label in its header bar: an empty one
  /// reads as "GtkLabel" to a screen reader on GTK 4.8.
  func testAColumnWithoutATitleHasNoEmptyTitleLabel() throws {
    try MainActor.assumeIsolated {
      let window = Window("Notes", width: 900, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders")
        } detail: {
          Text("A note")
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      GtkTestEnvironment.wait("both columns") {
        NavigationScreen.shownHeaders(under: root).count == 2
      }
      for header in NavigationScreen.shownHeaders(under: root) {
        let emptyLabels = WidgetFinder.widgets("label", under: header).filter {
          gtk_widget_get_mapped($0) != 0
            && String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))).isEmpty
        }
        XCTAssertEqual(emptyLabels.count, 0, "an empty title label shows")
      }
    }
  }

  /// A row of columns asks each column's width for the height it allocates; a column answers
  /// with its width whatever the height (it is laid out height-for-width). Asked of its boxes,
  /// GTK 4.8 searched for a width at which a wrapping notice fitted, and a label one pixel
  /// taller at 1,048,576 px made that search abort the reader on a critical.
  func testAColumnsWidthDoesNotDependOnTheHeightAskedFor() throws {
    try MainActor.assumeIsolated {
      let notice = "Couldn’t open the link: no web browser is set up on this computer."
      let window = Window("Notes", width: 900, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders")
        } detail: {
          VStack {
            HStack {
              Text(notice).leadingAligned().expanding()
              Button("Copy Link") {}
            }
            Text("A note")
          }
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let pages = WidgetFinder.all(under: window.gtkWindow).filter {
        gtk_widget_has_css_class($0, "navigation-page") != 0
      }
      XCTAssertEqual(pages.count, 2)
      for page in pages {
        let column = try XCTUnwrap(gtk_widget_get_parent(page))
        var (free, freeNatural, forLow, forLowNatural): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        gtk_widget_measure(column, GTK_ORIENTATION_HORIZONTAL, -1, &free, &freeNatural, nil, nil)
        var height: Int32 = 0
        gtk_widget_measure(column, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        gtk_widget_measure(
          column, GTK_ORIENTATION_HORIZONTAL, height, &forLow, &forLowNatural, nil, nil)
        XCTAssertEqual(forLow, free, "the least width changes with the height asked for")
        XCTAssertEqual(forLowNatural, freeNatural)
      }
    }
  }

  /// Wider than 600 points but too narrow for the columns side by side, the split view
  /// collapses as it does below 600 (libadwaita 1.2's leaflet otherwise folded on its own there,
  /// showing the sidebar alone with no way on).
  func testColumnsThatDoNotFitSideBySideCollapseAboveSixHundredPoints() throws {
    try MainActor.assumeIsolated {
      let window = Window("Wide columns", width: 1000, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders").navigationSplitViewColumnWidth(320)
        } content: {
          Text("Notes").navigationTitle("Notes").navigationSplitViewColumnWidth(320)
        } detail: {
          Text("A note with a title long enough to need room").lineLimit(1)
            .navigationTitle("Note")
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      GtkTestEnvironment.wait("three columns at 1000 points") {
        NavigationScreen.shownHeaders(under: root).count == 3
      }
      try NavigationScreen.resize(window, width: 700, height: 500)
      GtkTestEnvironment.wait("one column at 700 points") {
        NavigationScreen.shownHeaders(under: root).count == 1
      }
      try NavigationScreen.resize(window, width: 1000, height: 500)
      GtkTestEnvironment.wait("three columns again") {
        NavigationScreen.shownHeaders(under: root).count == 3
      }
    }
  }
}
