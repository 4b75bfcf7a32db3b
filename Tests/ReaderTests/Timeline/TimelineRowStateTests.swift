import CGtk
import CGtkTestSupport
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import ReaderViews
import TestSupport
import XCTest

@testable import Overshoot
@testable import OvershootApp

/// What a timeline row shows of its entry's state, and the star on it: a real click on the star
/// stars the entry without opening it; an unread entry has a bold title and an accent dot, a
/// read one neither; an untitled entry reads as an excerpt of its text; and the entry menu
/// opened from the keyboard never covers the title.
final class TimelineRowStateTests: GtkWarningFreeTestCase {
  /// A feed whose first (newest) entry has a title long enough for two lines and whose second
  /// has no title, only a summary in markup.
  static let feed = """
    <?xml version="1.0"?><rss version="2.0"><channel><title>States</title>
    <link>https://example.org/</link>
    <item><guid>long</guid><title>A rather long title that takes two lines in a narrow window, \
    as the titles of real news feeds often do</title><link>https://example.org/long</link>
    <pubDate>Tue, 02 Jun 2026 10:03:00 +0000</pubDate></item>
    <item><guid>untitled</guid><description>&lt;p&gt;Fish &amp;amp; chips &lt;b&gt;today&lt;/b&gt; \
    at the harbour, with a view of the boats coming in and going out again all day \
    long&lt;/p&gt;</description><pubDate>Tue, 02 Jun 2026 10:02:00 +0000</pubDate></item>
    <item><guid>plain</guid><title>Plain</title>
    <pubDate>Tue, 02 Jun 2026 10:01:00 +0000</pubDate></item>
    </channel></rss>
    """

  func testClickingTheStarStarsTheEntryWithoutOpeningIt() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(subscribingTo: [try reader.writeFeed("f.xml", Self.feed)]
      )
      let row = try Self.row(at: 2, of: window)
      let id = try XCTUnwrap(row.entry?.id)
      let star = try XCTUnwrap(Self.descendant(of: row, cssClass: "timeline-star"))
      XCTAssertEqual(Self.iconName(star), "non-starred-symbolic")
      XCTAssertEqual(window.model.starredTotal, 0)

      try Self.click(star)
      GtkTestEnvironment.wait("the click to star the entry") {
        window.timelineController.storedEntry(id)?.isStarred == true
      }
      GtkTestEnvironment.wait("the Starred count") { window.model.starredTotal == 1 }
      XCTAssertEqual(window.timeline.list.selectedIDs, [], "the click selected the entry")
      XCTAssertNil(window.state.articleRequested, "the click opened the entry")
      let shown = try Self.row(at: 2, of: window)
      let shownStar = try XCTUnwrap(Self.descendant(of: shown, cssClass: "timeline-star"))
      XCTAssertEqual(Self.iconName(shownStar), "starred-symbolic")
      XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(shownStar)), "Unstar")
      XCTAssertFalse(Self.text(of: shown, cssClass: "timeline-meta").contains("★"))

      // The star key on the focused row unstars it, and the button follows.
      XCTAssertTrue(window.timeline.list.focusRow(at: 2))
      try ReaderHarness.press("s", in: window.root)
      GtkTestEnvironment.wait("s to unstar the entry") {
        window.timelineController.storedEntry(id)?.isStarred == false
      }
      GtkTestEnvironment.wait("the button to follow") {
        (try? Self.row(at: 2, of: window)).flatMap {
          Self.descendant(of: $0, cssClass: "timeline-star")
        }.map(Self.iconName) == "non-starred-symbolic"
      }
      GtkTestEnvironment.wait("the Starred count") { window.model.starredTotal == 0 }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testAnUnreadRowIsBoldWithADotAndAReadRowIsNeither() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(subscribingTo: [try reader.writeFeed("f.xml", Self.feed)]
      )
      let readID = try XCTUnwrap(Self.row(at: 2, of: window).entry?.id)
      window.timelineController.setEntryRead(readID, true)
      GtkTestEnvironment.wait("the entry marked read") {
        (try? Self.row(at: 2, of: window))?.entry?.isRead == true
      }
      var painted = false
      WidgetScreenshot.afterNextFrame(of: window.root) { painted = true }
      GtkTestEnvironment.wait("a frame") { painted }

      let unread = try Self.row(at: 0, of: window)
      let read = try Self.row(at: 2, of: window)
      XCTAssertEqual(try Self.titleWeight(of: unread), PANGO_WEIGHT_BOLD)
      XCTAssertEqual(try Self.titleWeight(of: read), PANGO_WEIGHT_NORMAL)
      XCTAssertTrue(try Self.dotIsDrawn(in: unread), "an unread row has its dot")
      XCTAssertFalse(try Self.dotIsDrawn(in: read), "a read row has no dot")
      // The word is gone from the meta line; a screen reader still hears it.
      XCTAssertFalse(Self.text(of: unread, cssClass: "timeline-meta").contains("unread"))
      let unreadName = TimelineRow.accessibleName(of: try XCTUnwrap(unread.entry))
      XCTAssertTrue(unreadName.hasSuffix(", unread"), unreadName)
      let readName = TimelineRow.accessibleName(of: try XCTUnwrap(read.entry))
      XCTAssertFalse(readName.contains("unread"), readName)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testAnUntitledEntryShowsAnExcerptOfItsText() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(subscribingTo: [try reader.writeFeed("f.xml", Self.feed)]
      )
      let row = try Self.row(at: 1, of: window)
      let title = Self.text(of: row, cssClass: "timeline-title")
      XCTAssertTrue(title.hasPrefix("Fish & chips today at the harbour, with a view"), title)
      XCTAssertTrue(title.hasSuffix("…"), title)
      XCTAssertLessThanOrEqual(title.count, TitleExcerpt.length + 1)
      XCTAssertTrue(
        TimelineRow.accessibleName(of: try XCTUnwrap(row.entry)).hasPrefix("Fish & chips"))
    }
  }

  func testTheEntryMenuOpenedFromTheKeyboardLeavesTheTitleInSight() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("f.xml", Self.feed)
      let window = reader.openLoadedWindow(width: 560, height: 600, subscribingTo: [feed])
      let row = try Self.row(at: 0, of: window)
      let title = try XCTUnwrap(Self.descendant(of: row, cssClass: "timeline-title"))
      GtkTestEnvironment.wait("the first row laid out") { gtk_widget_get_height(title) > 0 }
      XCTAssertGreaterThan(
        gtk_widget_get_height(title),
        gtk_widget_get_height(Self.descendant(of: row, cssClass: "timeline-meta")!),
        "the title takes two lines")
      XCTAssertTrue(window.timeline.list.focusRow(at: 0))
      MainContext.run(forSeconds: 0.2)
      try ReaderHarness.press("shift+F10", in: window.root)
      GtkTestEnvironment.wait("Shift+F10 to open the entry's menu") { TimelineRow.isMenuOpen }
      let popover = try XCTUnwrap(
        WidgetFinder.widgets("popover", under: row.gtkWidget).first {
          gtk_widget_get_mapped($0) != 0
        })
      GtkTestEnvironment.wait("the menu laid out") { gtk_widget_get_height(popover) > 20 }
      MainContext.run(forSeconds: 0.2)
      let menu = try XCTUnwrap(Self.surfaceRect(ofPopover: popover))
      let titleRect = try XCTUnwrap(Self.surfaceRect(of: title, in: window.root))
      let rowRect = try XCTUnwrap(Self.surfaceRect(of: row.gtkWidget, in: window.root))
      XCTAssertFalse(menu.intersects(titleRect), "the menu \(menu) covers the title \(titleRect)")
      // Below the title within the row's edge, or above the row (when there is no room below).
      let below = menu.minY >= titleRect.maxY && menu.minY <= rowRect.maxY + 12
      let above = menu.maxY <= titleRect.minY && menu.maxY >= rowRect.minY - 12
      XCTAssertTrue(below || above, "the menu \(menu) does not point at the row \(rowRect)")
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the menu") { !TimelineRow.isMenuOpen }
    }
  }
}

@MainActor
extension TimelineRowStateTests {
  /// The row at `position`, once the list has laid it out.
  static func row(at position: Int, of window: MainWindow) throws -> TimelineRow {
    var found: TimelineRow?
    GtkTestEnvironment.wait("row \(position)") {
      found =
        window.timeline.list.slots.values.first { $0.position == position }?.row as? TimelineRow
      return found?.entry != nil && gtk_widget_get_mapped(found!.gtkWidget) != 0
    }
    return try XCTUnwrap(found)
  }

  static func descendant(of row: TimelineRow, cssClass: String) -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.all(under: row.gtkWidget).first { gtk_widget_has_css_class($0, cssClass) != 0 }
  }

  static func text(of row: TimelineRow, cssClass: String) -> String {
    guard let label = descendant(of: row, cssClass: cssClass) else { return "" }
    return String(cString: gtk_label_get_text(label.checked(gtk_label_get_type())))
  }

  static func iconName(_ button: UnsafeMutablePointer<GtkWidget>) -> String? {
    gtk_button_get_icon_name(button.checked(as: GtkButton.self)).map { String(cString: $0) }
  }

  /// The weight the title's text is set in (what the style sheet made of it).
  static func titleWeight(of row: TimelineRow) throws -> PangoWeight {
    let title = try XCTUnwrap(descendant(of: row, cssClass: "timeline-title"))
    let context = try XCTUnwrap(gtk_widget_get_pango_context(title))
    return pango_font_description_get_weight(pango_context_get_font_description(context))
  }

  /// Whether the row's dot takes its place and draws a colour.
  static func dotIsDrawn(in row: TimelineRow) throws -> Bool {
    let dot = try XCTUnwrap(descendant(of: row, cssClass: "timeline-unread-dot"))
    guard gtk_widget_get_mapped(dot) != 0, gtk_widget_get_width(dot) > 0 else { return false }
    let tree = RenderNodeTree(of: dot)
    defer { tree.release() }
    return tree.nodes.contains { gsk_render_node_get_node_type($0) == GSK_COLOR_NODE }
  }

  /// `widget`'s bounds in its window's surface coordinates.
  static func surfaceRect(
    of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>
  ) -> CGRect? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &bounds) != 0,
      let native = gtk_widget_get_native(window)
    else { return nil }
    var x = 0.0
    var y = 0.0
    gtk_native_get_surface_transform(native, &x, &y)
    return CGRect(
      x: x + Double(bounds.origin.x), y: y + Double(bounds.origin.y),
      width: Double(bounds.size.width), height: Double(bounds.size.height))
  }

  /// The drawn part of a popover (its contents) in its parent window's surface coordinates.
  static func surfaceRect(ofPopover popover: UnsafeMutablePointer<GtkWidget>) -> CGRect? {
    guard let native = gtk_widget_get_native(popover), let surface = gtk_native_get_surface(native),
      let contents = gtk_widget_get_first_child(popover)
    else { return nil }
    let popup = surface.checked(gdk_popup_get_type())
    var x = 0.0
    var y = 0.0
    gtk_native_get_surface_transform(native, &x, &y)
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(contents, popover, &bounds) != 0 else { return nil }
    return CGRect(
      x: Double(gdk_popup_get_position_x(popup)) + x + Double(bounds.origin.x),
      y: Double(gdk_popup_get_position_y(popup)) + y + Double(bounds.origin.y),
      width: Double(bounds.size.width), height: Double(bounds.size.height))
  }

  /// A real left click (XTEST) in the middle of `widget`.
  static func click(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
    try TestPointer.click(widget, at: .middle)
  }
}
