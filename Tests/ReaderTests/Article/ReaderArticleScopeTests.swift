import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Going to another feed leaves no article of the feed before on screen (issue 46: the previous
/// feed's article stayed shown beside a list that did not hold its entry).
final class ReaderArticleScopeTests: GtkWarningFreeTestCase {
  func testSwitchingFeedsShowsNoEntrySelectedInsteadOfTheOldArticle() throws {
    try ReaderHarness.run { reader in
      let alpha = try reader.writeFeed(
        "alpha.xml",
        FeedReaderTests.rss(1...5).replacingOccurrences(of: "Local test feed", with: "Alpha"))
      let beta = try reader.writeFeed(
        "beta.xml",
        FeedReaderTests.rss(6...9).replacingOccurrences(of: "Local test feed", with: "Beta"))
      let window = reader.openLoadedWindow(width: 1100, height: 640, subscribingTo: [alpha, beta])
      let alphaFeed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Alpha" })
      let betaFeed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Beta" })
      window.timelineController.select(.feed(alphaFeed.id))
      let list = window.timeline.list
      GtkTestEnvironment.wait("Alpha's entries") { list.count == 5 && window.isSettled }
      let first = list.id(at: 0)
      list.select([first])
      GtkTestEnvironment.wait("the entry's article") { window.article.content.entryID == first }
      XCTAssertTrue(window.article.articleView.isVisible)

      window.timelineController.select(.feed(betaFeed.id))
      GtkTestEnvironment.wait("Beta's entries") { list.count == 4 && window.isSettled }
      XCTAssertNil(window.article.content.entryID, "Alpha's article is still shown")
      XCTAssertFalse(window.article.articleView.isVisible)
      XCTAssertTrue(list.selectedIDs.isEmpty)
    }
  }
}
