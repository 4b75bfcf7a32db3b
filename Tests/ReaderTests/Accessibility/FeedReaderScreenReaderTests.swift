import CGtk
import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// The reader as a screen reader meets it, read over AT-SPI from the running app on fresh data
/// (a first run opening a feed file, `overshoot sample-feed.xml`): every entry reads as "title, feed, time, unread", the lists and
/// icons have names of their own, not GTK's type names, and no button reads its mnemonic.
final class FeedReaderScreenReaderTests: XCTestCase {
  /// Runs the app on fresh data, opening the ``SampleFeed`` as `overshoot FILE` does, while
  /// `body` reads its tree, and waits until the Entries list is on the accessibility bus.
  private func withRunningApp(_ body: () throws -> Void) throws {
    let openTheSampleFeed = { (folder: URL) in [try SampleFeed.write(in: folder).path] }
    try AccessibleApp.run("overshoot", arguments: openTheSampleFeed) { app in
      try app.waitFor("list", named: "Entries")
      try body()
    }
  }

  /// The probe's output lines for `command` (`visible` or `actions`) and `role`.
  private func probe(_ command: String, _ role: String) throws -> [String] {
    try probe([command, "overshoot", role])
  }

  /// The probe's output lines for `arguments`.
  private func probe(_ arguments: [String]) throws -> [String] {
    try AccessibleApp.lines(arguments)
  }

  /// The article pane reads to a screen reader: real keys (Tab into the timeline, Down) show an
  /// entry, and its title is the web document's heading with its text below.
  /// GTK 4.14 brought the AT-SPI socket WebKit embeds its web process's tree with; before it
  /// (Debian 12's 4.8) the article is not on the accessibility bus at all.
  func testTheShownArticleReadsToAScreenReader() throws {
    let minor = gtk_get_minor_version()
    guard minor >= 14 else {
      throw XCTSkip("GTK 4.\(minor) has no AT-SPI socket (4.14) to embed WebKit's tree")
    }
    try withRunningApp {
      // Tab until the keyboard is on an entry (where the window puts the focus first depends on
      // its header bars), then Down shows the next one.
      func focusedEntry() throws -> String? {
        try probe(["focused", "overshoot"]).first {
          $0.hasPrefix("list item\t")
            && $0.components(separatedBy: ", ").dropFirst().first
              == SampleFeed.title
        }
      }
      var tabs = 0
      while try focusedEntry() == nil, tabs < 10 {
        _ = try probe(["keys", "Tab"])
        tabs += 1
      }
      XCTAssertNotNil(try focusedEntry(), "Tab reached no entry in \(tabs) presses")
      _ = try probe(["keys", "Down"])
      var focused = ""
      var article: [String] = []
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        focused = try probe(["focused", "overshoot"]).first { $0.hasPrefix("list item\t") } ?? ""
        article = try probe(["article", "overshoot"])
        let title = focused.dropFirst("list item\t".count).components(separatedBy: ", ").first
        if let title, !title.isEmpty, article.first == "heading\t\(title)" { break }
        Thread.sleep(forTimeInterval: 0.1)
      }
      let title = try XCTUnwrap(
        focused.dropFirst("list item\t".count).components(separatedBy: ", ").first,
        "the keys left the focus on an entry: \(focused)")
      XCTAssertEqual(article.first, "heading\t\(title)", "the article's heading: \(article)")
      // The sample feed's entry "… (#N)" says "Sample entry N" in its text.
      let number = try XCTUnwrap(title.split(separator: "#").last?.dropLast(), title)
      XCTAssertTrue(
        article.dropFirst().contains { $0.contains("Sample entry \(number),") },
        "the entry's text under its heading: \(article)")
    }
  }

  /// The timeline's list takes the keyboard focus row by row, so the scroll pane around it is no
  /// focus stop of its own: it read as a focusable "Scrollable content" with nothing to do.
  func testTheTimelinesScrollPaneIsNoFocusStop() throws {
    try withRunningApp {
      let panes = try probe(["panes", "overshoot"])
      XCTAssertFalse(
        panes.contains { $0.contains("list:Entries") }, "a focusable pane around Entries: \(panes)")
    }
  }

  /// The article pane's web view is named "Article" once an entry shows, where GTK 4.8 read it
  /// as "WebKitWebView", its class name. Later GTKs (measured: 4.18) read no class names, and
  /// expose a generic widget's name not at all (WebKit's own document carries the article).
  func testTheShownArticleIsNamedArticle() throws {
    let namesGenericWidgets = gtk_get_minor_version() <= 8
    try withRunningApp {
      var tabs = 0
      while try focusedSampleEntry() == nil, tabs < 10 {
        _ = try probe(["keys", "Tab"])
        tabs += 1
      }
      XCTAssertNotNil(try focusedSampleEntry(), "Tab reached no entry in \(tabs) presses")
      _ = try probe(["keys", "Down"])
      var named: [String] = []
      var generic: [String] = []
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        named = try probe(["named", "overshoot", "Article"])
        generic = try probe(["generic", "overshoot"])
        if !named.isEmpty || !namesGenericWidgets,
          !generic.contains(where: { $0.hasSuffix("\tWebKitWebView") })
        {
          break
        }
        Thread.sleep(forTimeInterval: 0.1)
      }
      if namesGenericWidgets { XCTAssertFalse(named.isEmpty, "nothing named Article") }
      XCTAssertFalse(
        generic.contains { $0.hasSuffix("\tWebKitWebView") },
        "the web view by its class: \(generic)")
    }
  }

  /// The focused entry of the sample feed, as the probe reads it ("list item<TAB>name"), if any.
  private func focusedSampleEntry() throws -> String? {
    try probe(["focused", "overshoot"]).first {
      $0.hasPrefix("list item\t")
        && $0.components(separatedBy: ", ").dropFirst().first
          == SampleFeed.title
    }
  }

  /// Nothing in the window or in Add Feed reads as a GTK class name, which GTK 4.8 reads for any
  /// widget without a name, or as nothing while it takes the focus: the library's split views,
  /// their dividers, refreshable overlays and scroll panes are named, the pull
  /// arrow's drawing stays hidden (showing it made GTK unhide it: "GtkDrawingArea"), libadwaita's
  /// header bar boxes ("AdwGizmo") and titles ("AdwWindowTitle") and its status page's scrolled
  /// window ("GtkScrollbar", "GtkRange", a nameless scroll pane) are named from outside, and Add
  /// Feed's message label hides while empty (a nameless focusable label).
  func testNothingReadsAsAClassNameOrAsNothingWhileFocusable() throws {
    // Later GTKs (measured: 4.18, 4.24) read no class names, and drop the name of a generic
    // container (ARIA forbids naming one: the named split views and overlays read nameless
    // there too) while still saying some are focusable: scrolled windows ("scroll pane") and
    // libadwaita 1.4's navigation page and toolbar view boxes ("panel"). GTK reads nothing for
    // them, and no name set from outside changes that.
    let unnameable = gtk_get_minor_version() > 8 ? ["scroll pane\t", "panel\t"] : []
    func readAsNothingUseful() throws -> [String] {
      try probe(["generic", "overshoot"]).filter { !unnameable.contains($0) }
    }
    try withRunningApp {
      XCTAssertEqual(try readAsNothingUseful(), [], "in the main window")
      _ = try probe(["click", "overshoot", "push button", "Add feed"])
      _ = try probe(["find", "overshoot", "push button", "Subscribe", "--timeout", "20"])
      XCTAssertEqual(try readAsNothingUseful(), [], "with Add Feed open")
    }
  }

  /// The timeline's pull indicator reads as a progress bar named by what it says ("Pull to
  /// refresh", or after the start-up refresh "Updated just now · 8 new"), on every GTK: later
  /// GTKs expose no name for a generic box, and only its child label read "Pull to refresh".
  func testThePullIndicatorReadsAsANamedProgressBar() throws {
    try withRunningApp {
      let names = try probe("visible", "progress bar")
      XCTAssertTrue(
        names.contains { $0 == "Pull to refresh" || $0.hasPrefix("Updated ") },
        "the indicator reads as \(names)")
    }
  }

  /// Every entry's actions are on its list item, where a screen reader looks for them.
  func testEveryEntryOffersItsActionsToScreenReaders() throws {
    try withRunningApp {
      var offered: [String: [String]] = [:]
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        for line in try probe("actions", "list item") {
          let fields = line.components(separatedBy: "\t")
          guard fields.count == 2,
            fields[0].components(separatedBy: ", ").dropFirst().first
              == SampleFeed.title
          else { continue }
          offered[fields[0]] = fields[1].components(separatedBy: ",")
        }
        if !offered.isEmpty { break }
        Thread.sleep(forTimeInterval: 0.1)
      }
      XCTAssertFalse(offered.isEmpty, "no entry of the sample feed read over AT-SPI")
      for (name, actions) in offered {
        // Named for what they do: the sample's entries are unread and not starred.
        for action in ["entry.open-in-browser", "entry.mark-read", "entry.star"] {
          XCTAssertTrue(actions.contains(action), "\(name) offers \(actions), not \(action)")
        }
        for action in ["entry.mark-unread", "entry.unstar"] {
          XCTAssertFalse(actions.contains(action), "\(name) offers \(actions)")
        }
        // The sample feed's entries have no link: a disabled action is not offered.
        XCTAssertFalse(actions.contains("entry.copy-link"), "\(name) offers \(actions)")
      }
    }
  }

  func testEveryControlAndEntryHasOneCleanName() throws {
    try withRunningApp {
      try checkEveryControlAndEntryHasOneCleanName()
    }
  }

  private func checkEveryControlAndEntryHasOneCleanName() throws {
    func visible(_ role: String) throws -> [String] { try probe("visible", role) }
    var entries: [String] = []
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      entries = try visible("list item").filter {
        $0.components(separatedBy: ", ").dropFirst().first == SampleFeed.title
      }
      if !entries.isEmpty { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    XCTAssertFalse(entries.isEmpty, "no entry of the sample feed read over AT-SPI")
    for name in entries {
      let parts = name.components(separatedBy: ", ")
      XCTAssertGreaterThanOrEqual(parts.count, 4, "title, feed, time, unread: \(name)")
      XCTAssertEqual(parts.last, "unread", name)
    }
    let items = try visible("list item")
    XCTAssertFalse(items.contains(""), "a list item without a name: \(items)")
    let lists = try visible("list")
    XCTAssertTrue(lists.contains("Entries") && lists.contains("Feeds"), "\(lists)")
    XCTAssertFalse(lists.contains { $0.hasPrefix("Gtk") }, "\(lists)")
    let images = try visible("image")
    XCTAssertFalse(images.contains { $0.hasPrefix("Gtk") }, "icons read as types: \(images)")
    let labels = try visible("label")
    XCTAssertFalse(labels.contains("GtkLabel"), "\(labels)")
    let buttons = try visible("push button")
    XCTAssertFalse(buttons.contains { $0.contains("_") || $0.isEmpty }, "\(buttons)")
  }
}
