import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// How the reader's window is drawn, not only what it shows: the timeline's rows reach GSK as
/// nodes its GL renderer draws straight into the frame, with no offscreen pass per row.
final class TimelineDrawingTests: GtkWarningFreeTestCase {
  /// A feed of `count` entries whose summaries wrap onto a second line.
  static func feedWithSummaries(_ count: Int) -> String {
    let items = (1...count).reversed().map { number in
      """
      <item><guid>summary-\(number)</guid><title>Entry \(number)</title>\
      <description>Summary of entry \(number), long enough to wrap onto a second line in a \
      window of the usual width, as the summaries of real feeds do.</description></item>
      """
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>Summaries</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testTheTimelineDrawsItsDimmedTextWithoutOffscreenGroups() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("summaries.xml", Self.feedWithSummaries(30))
      let window = reader.openLoadedWindow(width: 700, height: 600, subscribingTo: [feed])
      // Each row draws a title, a meta line and a summary of two lines; the sidebar its counts.
      var tree = RenderNodeTree(of: window.root)
      defer { tree.release() }
      GtkTestEnvironment.wait("a frame with the rows drawn") {
        if tree.textRuns > 20 { return true }
        tree.release()
        tree = RenderNodeTree(of: window.root)
        return false
      }
      XCTAssertEqual(
        tree.offscreenTextOpacityGroups, 0,
        "dimmed text (meta lines, two-line summaries, sidebar counts) is drawn with a "
          + "translucent colour, not an opacity over a group that GL draws offscreen per row")
    }
  }
}
