import CGtk
import XCTest

extension WidgetFinder {
  /// Where `widget`'s top left corner is in `root`'s coordinates (`gtk_widget_compute_point`,
  /// GTK 4.0 API); fails the test when the two share no common ancestor.
  public static func origin(
    of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>,
    file: StaticString = #filePath, line: UInt = #line
  ) -> (x: Double, y: Double) {
    var corner = graphene_point_t()
    var inRoot = graphene_point_t()
    XCTAssertNotEqual(
      gtk_widget_compute_point(widget, root, &corner, &inRoot), 0, file: file, line: line)
    return (Double(inRoot.x), Double(inRoot.y))
  }
}
