import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Empty panes say so in libadwaita status pages: a first run's welcome (Add Feed…, Import
/// Subscriptions…, Sign In to a Server…), nothing unread, no search results, and no entry selected for the article.
final class FeedReaderStatusPageTests: GtkWarningFreeTestCase {
  /// The titles of the status pages mapped under `root` (what a reader sees, and what a screen
  /// reader reads: each title is a label).
  @MainActor
  static func shownStatusPages(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    shownPages(under: root).flatMap { page in
      WidgetFinder.widgets("label", under: page).filter {
        gtk_widget_has_css_class($0, "title") != 0 && gtk_widget_get_mapped($0) != 0
      }.map { String(cString: gtk_label_get_label($0.checked(gtk_label_get_type()))) }
    }
  }

  /// The status pages mapped under `root`.
  @MainActor
  private static func shownPages(under root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    WidgetFinder.all(under: root).filter {
      String(cString: g_type_name_from_instance($0.typeInstance)) == "AdwStatusPage"
        && gtk_widget_get_mapped($0) != 0
    }
  }

  /// Removes the feeds `which` picks and shows the timeline again.
  @MainActor
  static func removeFeeds(from window: MainWindow, which: @escaping (Subscription) -> Bool) {
    var removed = false
    Task { @MainActor in
      for feed in window.model.subscriptions where which(feed) {
        await window.model.remove(feed.id)
      }
      await window.timelineController.reloadTimeline(isNewScope: true)
      removed = true
    }
    GtkTestEnvironment.wait("the feeds removed") { removed }
  }

  func testAFirstRunIsWelcomedWithAddFeedImportAndSignInAndEachOpensItsDialog() throws {
    try ReaderHarness.run { reader in
      // A first run: nothing in the store, nothing on the command line.
      let window = reader.openLoadedWindow(width: 1000, height: 640, subscribingTo: [])
      XCTAssertEqual(Self.shownStatusPages(under: window.timeline.widget), ["Welcome to Overshoot"])
      XCTAssertEqual(
        Self.shownButtons(under: window.timeline.widget),
        ["Add Feed…", "Import Subscriptions…", "Sign In to a Server…"])
      XCTAssertNil(window.sheets.shown)
      XCTAssertTrue(WidgetFinder.click("Add Feed…", under: window.timeline.widget))
      GtkTestEnvironment.wait("Add Feed to open") {
        window.sheets.shown?.session is AddFeedSession
      }
      window.sheets.shown = nil
      XCTAssertTrue(WidgetFinder.click("Sign In to a Server…", under: window.timeline.widget))
      GtkTestEnvironment.wait("Add Sync Account to open") { window.sheets.account != nil }
      window.sheets.shown = nil
    }
  }

  func testWithEveryFeedRemovedTheWelcomeIsBack() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(width: 1000, height: 640)
      XCTAssertEqual(Self.shownButtons(under: window.timeline.widget), [])
      Self.removeFeeds(from: window) { _ in true }
      GtkTestEnvironment.wait("the welcome page") {
        Self.shownStatusPages(under: window.timeline.widget) == ["Welcome to Overshoot"]
      }
      GtkTestEnvironment.wait("its three first steps") {
        Self.shownButtons(under: window.timeline.widget).count == 3
      }
    }
  }

  func testWithASyncAccountButNoFeedsThePageOffersAddFeedAlone() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(width: 1000, height: 640, subscribingTo: [])
      try ReaderHarness.addAccount(
        to: window, server: URL(string: "http://127.0.0.1:9/")!, user: "reader")
      Self.removeFeeds(from: window) { _ in true }
      GtkTestEnvironment.wait("the no-feeds page") {
        Self.shownStatusPages(under: window.timeline.widget) == ["No feeds yet"]
          && Self.shownButtons(under: window.timeline.widget) == ["Add Feed…"]
      }
    }
  }

  /// The labels of the buttons shown on the status pages mapped under `root`.
  @MainActor
  static func shownButtons(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    shownPages(under: root).flatMap { page in
      WidgetFinder.widgets("button", under: page).filter { gtk_widget_get_mapped($0) != 0 }
        .compactMap {
          gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) }
        }
    }
  }

  func testAnAllReadUnreadScopeAndASearchWithoutResultsShowStatusPages() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 1000, height: 640, subscribingTo: [feed])
      XCTAssertEqual(Self.shownStatusPages(under: window.timeline.widget), [])
      try ReaderHarness.press("ctrl+shift+a", in: window.root)
      GtkTestEnvironment.wait("every entry read") { window.model.unreadTotal == 0 }
      window.timelineController.select(.unread)
      GtkTestEnvironment.wait("the nothing-unread status page") {
        Self.shownStatusPages(under: window.timeline.widget) == ["No unread entries"]
      }
      XCTAssertNil(
        WidgetFinder.widgets("button", under: window.timeline.widget).first {
          gtk_widget_get_mapped($0) != 0
            && gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) }
              == "Add Feed…"
        }, "only a reader without feeds is offered Add Feed…")

      window.timelineController.select(.all)
      GtkTestEnvironment.wait("the entries") { window.timeline.list.count == 3 }
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      try FeedReaderSearchTests.type("qxz")
      GtkTestEnvironment.wait("the no-results status page") {
        Self.shownStatusPages(under: window.timeline.widget) == ["No entries match “qxz”"]
      }
    }
  }

  func testTheArticlePaneSaysNoEntryIsSelectedUntilOneIs() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 1000, height: 640, subscribingTo: [feed])
      GtkTestEnvironment.wait("the article's status page") {
        Self.shownStatusPages(under: window.article.view.gtkWidget) == ["No Entry Selected"]
      }
      let first = try XCTUnwrap(window.timeline.entries.first)
      window.timeline.list.select([first.id])
      GtkTestEnvironment.wait("the article to replace the status page") {
        window.article.content.entryID == first.id
          && Self.shownStatusPages(under: window.article.view.gtkWidget).isEmpty
      }
    }
  }
}
