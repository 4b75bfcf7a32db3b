import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import XCTest

/// An article's image keeps its aspect ratio when the column is narrower than it (issue 46,
/// item 3: a 600×200 `<img width height>` drew about 542×200 at 1280 wide and 300×200 narrow).
/// The article's style sheet is a user style sheet, below the page's own `height` attribute in
/// the cascade unless it says `!important`.
final class ArticleImageRatioTests: GtkWarningFreeTestCase {
  func testAnImageWithWidthAndHeightAttributesKeepsItsRatioInANarrowColumn() throws {
    try MainActor.assumeIsolated {
      // A 600×200 red PNG (684 bytes).
      let html =
        "<p>Above</p><img width=\"600\" height=\"200\" src=\"data:image/png;base64,\(Self.redPNG)\">"
      let window = GtkTestWindow(
        child: ArticleView(html: html, baseURL: nil).makeGtkWidget(), width: 360, height: 480)
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewWaits.webView(under: window.window, "the web view"))
      ArticleViewWaits.waitForLoads(1, of: web, "the article to load")
      var box: (width: Int, height: Int)?
      GtkTestEnvironment.wait("the image drawn", timeout: 10) {
        box = Self.redBox(in: web)
        return box != nil
      }
      MainContext.run(forSeconds: 0.3)
      box = Self.redBox(in: web)
      let drawn = try XCTUnwrap(box)
      XCTAssertLessThan(drawn.width, 360, "the image fits the column")
      let ratio = Double(drawn.width) / Double(drawn.height)
      XCTAssertEqual(ratio, 3, accuracy: 0.15, "drawn \(drawn.width)×\(drawn.height)")
    }
  }

  private static let redPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAlgAAADICAIAAAC7/QjhAAACc0lEQVR42u3VMQ0AAAjAsPk3DRb4aVIFe9YUALwlAQBGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCIARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoARAoAEABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghABghAEYoAQBGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCABGCAAnCyKWBp6k+neNAAAAAElFTkSuQmCC"

  /// The size of the red area drawn in `widget`, if any.
  @MainActor
  private static func redBox(in widget: UnsafeMutablePointer<GtkWidget>) -> (
    width: Int, height: Int
  )? {
    guard let pixels = try? DrawnPixels(of: widget) else { return nil }
    let width = Int(gtk_widget_get_width(widget))
    let height = Int(gtk_widget_get_height(widget))
    var columns = Set<Int>()
    var rows = Set<Int>()
    for y in stride(from: 0, to: height, by: 2) {
      let line = pixels.colors(
        in: graphene_rect_t(
          origin: graphene_point_t(x: 0, y: Float(y)),
          size: graphene_size_t(width: Float(width), height: 1)))
      for (x, color) in line.enumerated()
      where color.red > 200 && color.green < 60 && color.blue < 60 {
        columns.insert(x)
        rows.insert(y)
      }
    }
    guard let left = columns.min(), let right = columns.max(), let top = rows.min(),
      let bottom = rows.max(), right - left > 10
    else { return nil }
    return (right - left + 1, bottom - top + 2)
  }
}
