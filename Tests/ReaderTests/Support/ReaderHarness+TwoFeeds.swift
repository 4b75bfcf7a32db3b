import FeedCore
import XCTest

@testable import OvershootApp

extension ReaderHarness {
  /// A window `width` × `height` following two feeds, "Alpha" (entries 1 to 3) and "Beta" (4 to
  /// 6), with their subscriptions; Beta, added last, is shown.
  @MainActor
  func openAlphaAndBeta(width: Int32 = 800, height: Int32 = 600) throws -> (
    window: MainWindow, alpha: Subscription, beta: Subscription
  ) {
    let first = try writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
    let second = try writeFeed("b.xml", FeedReaderReachTests.rss(4...6, title: "Beta"))
    let window = openLoadedWindow(width: width, height: height, subscribingTo: [first, second])
    let alpha = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Alpha" })
    let beta = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Beta" })
    return (window, alpha, beta)
  }
}
