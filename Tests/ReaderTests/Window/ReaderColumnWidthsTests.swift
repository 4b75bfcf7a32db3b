import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The article is the reading pane: at the window's default size it keeps at least half the
/// window's width beside the timeline, and the timeline's column keeps its width when a failure
/// banner or the search bar shows (issue 46, item 1: the article was about 280 px wide at the
/// old default of 900×640, and a banner's line widened the timeline from 340 to 405 px).
final class ReaderColumnWidthsTests: GtkWarningFreeTestCase {
  func testAtTheDefaultSizeTheArticleHasHalfTheWindowAndBannersDoNotWidenTheTimeline() throws {
    try ReaderHarness.run { reader in
      guard case .int(let width) = SettingKey.windowWidth.schemaDefault,
        case .int(let height) = SettingKey.windowHeight.schemaDefault
      else { return XCTFail("the window's default size is not an int") }
      let good = try reader.writeFeed("good.xml", FeedReaderTests.rss(1...10))
      let broken = try reader.writeFeed(
        "broken.xml",
        FeedReaderTests.rss(11...20).replacingOccurrences(
          of: "Local test feed", with: "A feed whose name is long enough to widen a column"))
      let window = reader.openLoadedWindow(
        width: width, height: height, subscribingTo: [good, broken])
      window.model.scope = .all
      let timeline = window.timeline.widget
      let article = window.article.view.gtkWidget
      GtkTestEnvironment.wait("the columns laid out") {
        gtk_widget_get_width(article) > 0 && gtk_widget_get_width(timeline) > 0
      }
      MainContext.run(forSeconds: 0.3)
      let timelineWidth = gtk_widget_get_width(timeline)
      let windowWidth = gtk_widget_get_width(window.root)
      XCTAssertGreaterThanOrEqual(
        gtk_widget_get_width(article) * 2, windowWidth, "the article has half the window or more")

      try FileManager.default.removeItem(at: broken)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the failure banner", timeout: 10) {
        window.timeline.banner.isShown && window.isSettled
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(gtk_widget_get_width(timeline), timelineWidth, "the banner widened it")

      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the search bar") { window.timeline.searchBar.isFocused }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(gtk_widget_get_width(timeline), timelineWidth, "the search bar widened it")
      XCTAssertGreaterThanOrEqual(gtk_widget_get_width(article) * 2, windowWidth)
    }
  }
}
