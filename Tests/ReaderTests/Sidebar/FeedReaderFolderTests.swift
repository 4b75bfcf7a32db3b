import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

@testable import OvershootApp

/// OPML folders show in the sidebar as groups under their headings, after All, Unread and
/// Starred; a feed added in the app is the one selected, then and after a relaunch.
final class FeedReaderFolderTests: GtkWarningFreeTestCase {
  /// Imports the OPML file at `opml` as the menu's Import does, and waits until the refresh
  /// that follows has settled with `headings` in the sidebar.
  @MainActor private static func importOPML(
    _ opml: URL, into window: MainWindow, showing headings: [String]
  ) {
    var imported = false
    Task { @MainActor in
      await window.importOPML(from: opml.path)
      imported = true
    }
    GtkTestEnvironment.wait("the folders in the sidebar", timeout: 10) {
      imported && window.sidebar.navigation.headingTitles == headings && window.isSettled
    }
  }

  func testImportedFoldersAreGroupsThatFoldAndKeepTheFixedRowsFirst() throws {
    try ReaderHarness.run { reader in
      let loose = try reader.writeFeed("loose.xml", FeedReaderReachTests.rss(1...2, title: "Loose"))
      let paper = try reader.writeFeed("paper.xml", FeedReaderReachTests.rss(3...4, title: "Paper"))
      let blog = try reader.writeFeed("blog.xml", FeedReaderReachTests.rss(5...6, title: "Blog"))
      let opml = try reader.writeFeed(
        "subscriptions.opml",
        """
        <opml version="2.0"><body>
          <outline text="Loose" xmlUrl="\(loose.absoluteString)"/>
          <outline text="Tech"><outline text="Blog" xmlUrl="\(blog.absoluteString)"/></outline>
          <outline text="News"><outline text="Paper" xmlUrl="\(paper.absoluteString)"/></outline>
        </body></opml>
        """)
      let window = reader.openLoadedWindow()
      let sidebar = window.sidebar.navigation
      Self.importOPML(opml, into: window, showing: ["News", "Tech"])
      let ids = Dictionary(
        uniqueKeysWithValues: window.model.subscriptions.map { ($0.title, $0.id) })
      // A feed in no folder sits at the top level, after the fixed rows.
      let topLevel = sidebar.keys(under: nil)
      XCTAssertEqual(Array(topLevel.prefix(3)), [.all, .unread, .starred])
      XCTAssertTrue(topLevel.contains(.feed(try XCTUnwrap(ids["Loose"]))), "\(topLevel)")
      XCTAssertFalse(topLevel.contains(.feed(try XCTUnwrap(ids["Blog"]))), "\(topLevel)")
      XCTAssertEqual(sidebar.keys(under: "Tech"), [.feed(try XCTUnwrap(ids["Blog"]))])
      XCTAssertEqual(sidebar.keys(under: "News"), [.feed(try XCTUnwrap(ids["Paper"]))])

      // Activating the heading (a click, Enter or Space) folds the folder and unfolds it again.
      let blogScope = EntryScope.feed(try XCTUnwrap(ids["Blog"]))
      XCTAssertTrue(sidebar.isRowVisible(blogScope))
      sidebar.activateHeading("Tech")
      XCTAssertFalse(sidebar.isRowVisible(blogScope))
      XCTAssertEqual(sidebar.collapsedHeadings, ["Tech"])
      // A refresh rebuilds the rows; the fold stays.
      sidebar.show(window.sidebar.sections(for: window.model), selected: window.model.scope)
      XCTAssertFalse(sidebar.isRowVisible(blogScope))
      sidebar.activateHeading("Tech")
      XCTAssertTrue(sidebar.isRowVisible(blogScope))
      XCTAssertEqual(window.model.scope, .all, "a heading is not a scope")

      // The feed's menu files it in the other folder, then out of any.
      let menu = sidebar.menu(of: blogScope).map(\.label)
      XCTAssertEqual(
        menu.filter { $0.hasPrefix("Move") || $0.hasPrefix("Remove") },
        ["Move to “News”", "Move Out of Folder", "Remove Feed…"])
      let move = { (label: String) in sidebar.menu(of: blogScope).first { $0.label == label } }
      XCTAssertTrue(sidebar.perform(try XCTUnwrap(move("Move to “News”")), from: blogScope))
      GtkTestEnvironment.wait("Blog filed in News") {
        Set(sidebar.keys(under: "News")) == [blogScope, .feed(ids["Paper"] ?? 0)]
      }
      XCTAssertEqual(sidebar.headingTitles, ["News"], "Tech held only Blog")
      XCTAssertTrue(sidebar.perform(try XCTUnwrap(move("Move Out of Folder")), from: blogScope))
      GtkTestEnvironment.wait("Blog out of any folder") {
        sidebar.keys(under: nil).contains(blogScope)
      }
    }
  }

  func testTheKeyboardReachesAFolderHeadingFoldsItAndOpensAFeedsMenu() throws {
    try ReaderHarness.run { reader in
      let blog = try reader.writeFeed("blog.xml", FeedReaderReachTests.rss(1...2, title: "Blog"))
      let opml = try reader.writeFeed(
        "subscriptions.opml",
        """
        <opml version="2.0"><body>
          <outline text="Tech"><outline text="Blog" xmlUrl="\(blog.absoluteString)"/></outline>
        </body></opml>
        """)
      let window = reader.openLoadedWindow()
      let sidebar = window.sidebar.navigation
      XCTAssertTrue(sidebar.focus(.all))
      Self.importOPML(opml, into: window, showing: ["Tech"])
      XCTAssertEqual(
        sidebar.focusedKey, .all, "the rows the refresh rebuilt keep the keyboard's place")
      let scope = window.model.scope
      let feed = EntryScope.feed(
        try XCTUnwrap(window.model.subscriptions.first { $0.title == "Blog" }).id)
      XCTAssertTrue(sidebar.focus(feed))
      try ReaderHarness.press("shift+F10", in: window.root)
      GtkTestEnvironment.wait("Shift+F10 to open the feed's menu") { ContextMenu.openCount == 1 }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the menu") { ContextMenu.openCount == 0 }
      GtkTestEnvironment.wait("the focus back on the feed's row") { sidebar.focusedKey == feed }
      // The row's one popover is reused: a second menu opens, closes and gives the focus back
      // as the first did (a popover made and unparented per menu crashed GTK 4.8 here).
      try ReaderHarness.press("shift+F10", in: window.root)
      GtkTestEnvironment.wait("Shift+F10 to open the menu again") { ContextMenu.openCount == 1 }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close it again") { ContextMenu.openCount == 0 }
      GtkTestEnvironment.wait("the focus back on the row again") { sidebar.focusedKey == feed }
      // Up from the folder's first feed is its heading; Enter folds it, Space unfolds it.
      try ReaderHarness.press("Up", in: window.root)
      try ReaderHarness.press("Return", in: window.root)
      GtkTestEnvironment.wait("Enter on the heading to fold Tech") {
        sidebar.collapsedHeadings == ["Tech"]
      }
      XCTAssertFalse(sidebar.isRowVisible(feed))
      try ReaderHarness.press("space", in: window.root)
      GtkTestEnvironment.wait("Space on the heading to unfold Tech") {
        sidebar.collapsedHeadings.isEmpty
      }
      XCTAssertEqual(window.model.scope, scope, "the heading picked no scope")
    }
  }

  func testAnAddedFeedIsSelectedAndStaysSelectedAfterARelaunch() throws {
    try MainActor.assumeIsolated {
      // The memory backend keeps the setting for this process only, as the relaunch needs.
      setenv("GSETTINGS_BACKEND", "memory", 0)
      let settings = AppSettings()
      let saved = settings.selectedFeed
      defer { settings.selectedFeed = saved }
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let first = try reader.writeFeed("first.xml", FeedReaderReachTests.rss(1...3, title: "First"))
      let added = try reader.writeFeed("added.xml", FeedReaderReachTests.rss(4...6, title: "Added"))
      let window = reader.openWindow()
      window.use(settings)
      reader.load(window, subscribingTo: [first])
      let dialog = window.presentAddFeed(prefill: added.path)
      dialog.submit()
      GtkTestEnvironment.wait("the feed to be added", timeout: 10) {
        window.sheets.shown == nil
      }
      let feed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Added" })
      XCTAssertEqual(window.model.scope, .feed(feed.id))
      GtkTestEnvironment.wait("the added feed's row highlighted") {
        window.sidebar.highlightedScope == .feed(feed.id)
      }
      XCTAssertEqual(window.sidebar.highlightedScope, .feed(feed.id))

      gtk_window_close(window.root.checked(as: GtkWindow.self))
      MainContext.run(forSeconds: 0.1)
      let second = reader.openWindow()
      defer { gtk_window_destroy(second.root.checked(as: GtkWindow.self)) }
      second.use(settings)
      reader.load(second)
      XCTAssertEqual(second.model.scope, .feed(feed.id))
      GtkTestEnvironment.wait("the saved feed's row highlighted") {
        second.sidebar.highlightedScope == .feed(feed.id)
      }
      XCTAssertEqual(second.sidebar.highlightedScope, .feed(feed.id))
    }
  }
}
