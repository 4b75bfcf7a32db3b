import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// How the reader's window is drawn, not only what it shows: the timeline's rows reach GSK as
/// nodes its GL renderer draws straight into the frame, with no offscreen pass per row.
final class TimelineDrawingTests: GtkTestCase {
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
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("summaries.xml", Self.feedWithSummaries(30))
      let window = reader.openLoadedWindow(width: 700, height: 600, subscribingTo: [feed])
      var painted = false
      WidgetScreenshot.afterNextFrame(of: window.root) { painted = true }
      GtkTestEnvironment.wait("a frame with the rows") { painted }

      let tree = RenderNodeTree(of: window.root)
      defer { tree.release() }
      // Each row draws a title, a meta line and a summary of two lines; the sidebar its counts.
      XCTAssertGreaterThan(tree.textRuns, 20, "the rows were drawn")
      XCTAssertEqual(
        tree.offscreenOpacityGroups, 0,
        "dimmed text (meta lines, two-line summaries, sidebar counts) is drawn with a "
          + "translucent colour, not an opacity over a group that GL draws offscreen per row")
    }
  }
}
