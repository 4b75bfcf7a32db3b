import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A list that keeps its place at the top (`keepsPlaceAtTop`, a feed reader's timeline) leaves
/// the rows that arrive above out of sight even when the same layout changes its height: the
/// refresh indicator's room closing as the new entries come in. The top pin, which brings a list
/// at its top back to offset 0 when only its height changes, took that shift for a resize's
/// drift: the offset went to 0 while GTK kept the old first row at the top, and the reader's
/// "N new" pill counted nothing (FeedReaderPillTests, about one run in two).
final class KeepsPlaceAtTopResizeTests: GtkTestCase {
  private static func entries(_ prefix: String, _ range: ClosedRange<Int>) -> [TestItem] {
    range.map { TestItem(id: "\(prefix)-\($0)", text: "\(prefix) \($0)") }
  }

  func testRowsArrivingAboveInTheLayoutThatResizesTheListStayAboveTheTop() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(keepsPlaceAtTop: true)
      defer { fixture.window.close() }
      try fixture.list.apply(Self.entries("new", 1...3) + Self.entries("old", 1...40))
      fixture.growBanner()
      GtkTestEnvironment.wait("the list laid out with its new rows and height") {
        fixture.list.visibleRange != nil && gtk_widget_get_height(fixture.banner) == 52
      }
      MainContext.run(forSeconds: 0.4)
      XCTAssertEqual(
        fixture.list.visibleRange?.first, "old-1", "the row the reader saw is still at the top")
      XCTAssertGreaterThan(
        gtk_adjustment_get_value(fixture.adjustment), 1,
        "the offset says the new rows are above the top, as GTK shows them")
    }
  }

  func testOnlyAResizeStillBringsAListAtItsTopBackToTheTop() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(keepsPlaceAtTop: true)
      defer { fixture.window.close() }
      // A row selected and focused is GtkListView's anchor: a resize moved it off the top.
      fixture.list.select(["old-4"])
      fixture.growBanner()
      GtkTestEnvironment.wait("the banner's height") {
        gtk_widget_get_height(fixture.banner) == 52
      }
      MainContext.run(forSeconds: 0.4)
      XCTAssertEqual(gtk_adjustment_get_value(fixture.adjustment), 0, "still at the very top")
      XCTAssertEqual(fixture.list.visibleRange?.first, "old-1")
    }
  }

  func testWithoutKeepingPlaceTheRowsArrivingAboveShowAtTheTop() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(keepsPlaceAtTop: false)
      defer { fixture.window.close() }
      try fixture.list.apply(Self.entries("new", 1...3) + Self.entries("old", 1...40))
      fixture.growBanner()
      GtkTestEnvironment.wait("the new rows at the top") {
        fixture.list.visibleRange?.first == "new-1"
      }
      MainContext.run(forSeconds: 0.4)
      XCTAssertEqual(fixture.list.visibleRange?.first, "new-1")
      XCTAssertEqual(gtk_adjustment_get_value(fixture.adjustment), 0)
    }
  }

  /// A list at its very top in a scrolled window, below a banner that can take room from it.
  @MainActor
  private final class Fixture {
    let list = RecycledListView<TestItem, String>(
      row: CountedLabelRow.self, id: \.id, contentEqual: { $0 == $1 })
    let banner = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let window: GtkTestWindow
    let adjustment: UnsafeMutablePointer<GtkAdjustment>

    init(keepsPlaceAtTop: Bool) throws {
      list.keepsPlaceAtTop = keepsPlaceAtTop
      list.selectionMode = .single
      try list.apply(KeepsPlaceAtTopResizeTests.entries("old", 1...40))
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      gtk_widget_set_vexpand(scrolled, 1)
      let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(column.checked(as: GtkBox.self), banner)
      gtk_box_append(column.checked(as: GtkBox.self), scrolled)
      window = GtkTestWindow(child: column, width: 400, height: 500)
      adjustment = gtk_scrolled_window_get_vadjustment(
        scrolled.checked(gtk_scrolled_window_get_type()))
      GtkTestEnvironment.wait("the first rows shown") { self.list.visibleRange?.first == "old-1" }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, "at the very top")
    }

    /// Gives the banner 52 pixels, taken from the list's height at the next layout.
    func growBanner() {
      gtk_widget_set_size_request(banner, -1, 52)
    }
  }
}
