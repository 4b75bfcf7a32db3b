import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Ctrl+F through real key events: the bar takes the focus, typing narrows the timeline to the
/// entries of every feed whose titles or summaries match and the bar says how many, Escape brings
/// the scope back at the reader's place, and a search that finds nothing says so in the empty
/// state.
final class FeedReaderSearchTests: GtkWarningFreeTestCase {
  /// 40 entries "Entry N"; entry 7's title and entry 23's summary mention radishes.
  static let feed = GardenFeed.document(entries: 40, guidPrefix: "search")

  @MainActor private static func guids(_ window: MainWindow) -> Set<String> {
    let list = window.timeline.list
    return Set((0..<list.count).map { list.item(at: $0).entry.id })
  }

  /// Types `word` (lowercase letters) one real key event at a time, as a reader would.
  @MainActor static func type(_ word: String) throws {
    for letter in word { try GtkTestWindow.pressKeys(String(letter)) }
  }

  func testCtrlFFocusesTheBarTypingNarrowsTheTimelineAndEscapeRestoresTheScope() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("garden.xml", Self.feed)
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      XCTAssertEqual(list.count, 40)
      list.scroll(toPosition: 12)
      GtkTestEnvironment.wait("row 12 at the top") { list.visibleRange?.positions.lowerBound == 12 }
      let place = try XCTUnwrap(list.visibleRange?.first)

      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("Ctrl+F to open and focus the bar") {
        window.timeline.searchBar.isOpen && window.timeline.searchBar.isFocused
      }
      try Self.type("radish")
      // "radis" already narrows to the same two: wait for the last key, not only the count.
      GtkTestEnvironment.wait("every typed key in the entry") {
        window.timeline.searchBar.text == "radish"
      }
      GtkTestEnvironment.wait("typing to narrow the timeline") { list.count == 2 }
      XCTAssertEqual(Self.guids(window), ["search-7", "search-23"], "a title and a summary match")

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to bring the scope back") { list.count == 40 }
      XCTAssertFalse(window.timeline.searchBar.isOpen)
      GtkTestEnvironment.wait("the reader's place again") { list.visibleRange?.first == place }
    }
  }

  func testASearchWithNoMatchesSaysSoAndAnEmptyQueryShowsTheScope() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("garden.xml", Self.feed)
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      try Self.type("qxz")
      GtkTestEnvironment.wait("the no-match empty state") {
        window.timeline.emptyKind == .noMatches(query: "qxz")
      }
      XCTAssertEqual(window.timeline.searchBar.text, "qxz")
      XCTAssertEqual(window.timeline.list.count, 0)
      XCTAssertEqual(
        EmptyState.words(for: .noMatches(query: "qxz")).heading, "No entries match “qxz”")
      for _ in 0..<3 { try GtkTestWindow.pressKeys("BackSpace") }
      GtkTestEnvironment.wait("an empty query to show the scope") {
        window.timeline.list.count == 40 && window.timeline.emptyKind == nil
      }
      XCTAssertTrue(window.timeline.searchBar.isOpen, "emptying the query leaves the bar open")
    }
  }

  func testASearchLooksInEveryFeedAndTheBarSaysHowManyMatch() throws {
    try ReaderHarness.run { reader in
      let garden = try reader.writeFeed("garden.xml", Self.feed)
      let other = try reader.writeFeed(
        "kitchen.xml",
        Self.feed.replacingOccurrences(of: "search-", with: "kitchen-")
          .replacingOccurrences(of: "<title>Garden</title>", with: "<title>Kitchen</title>"))
      let window = reader.openLoadedWindow(subscribingTo: [garden, other])
      let kitchen = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Kitchen" })
      XCTAssertEqual(window.model.scope, .feed(kitchen.id))
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      try Self.type("radish")
      GtkTestEnvironment.wait("both feeds' matches") { window.timeline.list.count == 4 }
      XCTAssertEqual(
        Self.guids(window), ["kitchen-7", "kitchen-23", "search-7", "search-23"],
        "the feed shown and the other one")
      GtkTestEnvironment.wait("the count in the bar") {
        window.timeline.searchBar.status == "4 matches in all feeds"
      }
      let count = WidgetFinder.widgets("label", under: window.timeline.searchBar.gtkWidget).first {
        String(cString: gtk_label_get_text($0.checked(gtk_label_get_type())))
          == "4 matches in all feeds"
      }
      XCTAssertNotEqual(
        count.map { gtk_widget_get_mapped($0) }, 0, "the count is on screen, not only in the model")

      try GtkTestWindow.pressKeys("BackSpace")
      try Self.type("x")
      GtkTestEnvironment.wait("no match, no count") {
        window.timeline.emptyKind == .noMatches(query: "radisx")
      }
      GtkTestEnvironment.wait("the count for no match") {
        window.timeline.searchBar.status == "0 matches in all feeds"
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to bring the feed back") {
        window.timeline.list.count == 40
      }
      XCTAssertEqual(window.timeline.searchBar.status, "", "a closed bar keeps no count")
      XCTAssertEqual(window.model.scope, .feed(kitchen.id), "still the feed the reader chose")
    }
  }
}
