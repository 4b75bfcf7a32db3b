import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// `truncationMode(_:)` and `lineLimit(_:)` give the same lines in either order, and a truncated
/// text never widens its window.
final class TruncatedTextTests: GtkTestCase {
  private let long = String(
    repeating: "A sentence far too long for one line of the window. ", count: 12)

  func testTruncatedTextKeepsToItsLinesInEitherOrderAndEndsInAnEllipsis() {
    let long = self.long
    MainActor.assumeIsolated {
      let short = WidgetHandle(Text("x").truncationMode(.tail))
      let cases: [(name: String, handle: WidgetHandle, lines: Int)] = [
        ("truncated", WidgetHandle(Text(long).truncationMode(.tail)), 1),
        (
          "truncated, then one line", WidgetHandle(Text(long).truncationMode(.tail).lineLimit(1)), 1
        ),
        (
          "one line, then truncated", WidgetHandle(Text(long).lineLimit(1).truncationMode(.tail)), 1
        ),
        (
          "truncated, then two lines", WidgetHandle(Text(long).truncationMode(.tail).lineLimit(2)),
          2
        ),
        (
          "two lines, then truncated", WidgetHandle(Text(long).lineLimit(2).truncationMode(.tail)),
          2
        ),
      ]
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(box.checked(as: GtkBox.self), short.gtkWidget)
      for entry in cases { gtk_box_append(box.checked(as: GtkBox.self), entry.handle.gtkWidget) }
      let window = GtkTestWindow(child: box, width: 320, height: 400)
      defer { window.close() }
      let lineHeight = Double(gtk_widget_get_height(short.gtkWidget))
      XCTAssertGreaterThan(lineHeight, 0)
      for entry in cases {
        let label = OpaquePointer(entry.handle.gtkWidget)
        let height = Double(gtk_widget_get_height(entry.handle.gtkWidget))
        XCTAssertEqual(
          height / lineHeight, Double(entry.lines), accuracy: 0.3,
          "\(entry.name): \(entry.lines) line(s) of \(lineHeight) px, got \(height) px")
        XCTAssertEqual(
          pango_layout_is_ellipsized(gtk_label_get_layout(label)), 1,
          "\(entry.name): the last line ends in an ellipsis")
      }
      XCTAssertLessThanOrEqual(
        gtk_widget_get_width(window.window), 320, "truncated text does not widen its window")
    }
  }
}
