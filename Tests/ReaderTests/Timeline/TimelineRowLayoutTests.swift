import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import FeedCore
@testable import Overshoot
@testable import OvershootApp
@testable import ReaderViews

/// A timeline row lays out width first: its texts are only ever asked how tall they are at a
/// width, never how wide at a height (which a wrapping label answers with a search over widths,
/// each a new Pango layout: ten times the text shaping at start-up); the dot sits at the leading
/// edge, the star at the trailing one, the texts take the width between, mirrored right to left.
final class TimelineRowLayoutTests: GtkWarningFreeTestCase {
  func testTheRowNeverAsksItsTextsTheirWidthForAHeight() throws {
    try MainActor.assumeIsolated {
      let row = TimelineRow()
      row.bind(Self.entry)
      let texts = try XCTUnwrap(Self.child(1, of: row.gtkWidget))
      TextsMeasureRecorder.watch(texts)
      defer { TextsMeasureRecorder.stop() }
      let window = GtkTestWindow(child: row.gtkWidget, width: 360, height: 300)
      defer { window.close() }
      GtkTestEnvironment.wait("the row laid out") {
        gtk_widget_get_width(texts) > 0 && !TextsMeasureRecorder.asked.isEmpty
      }
      XCTAssertTrue(
        TextsMeasureRecorder.asked.contains { $0.down && $0.forSize > 0 },
        "the texts were asked their height at a width")
      XCTAssertEqual(
        TextsMeasureRecorder.asked.filter { !$0.down && $0.forSize >= 0 }.map(\.forSize), [],
        "the texts were asked their width at these heights")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testTheDotLeadsTheStarTrailsAndTheTextsTakeTheWidthBetweenInEitherDirection() throws {
    try MainActor.assumeIsolated {
      let css = try XCTUnwrap(StyleSheet.addProvider())
      defer { StyleSheet.remove(css) }
      overshoot_css_provider_load(css, ".timeline-unread-dot { min-width: 8px; }")
      for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
        let row = TimelineRow()
        row.bind(Self.entry)
        gtk_widget_set_direction(row.gtkWidget, direction)
        let window = GtkTestWindow(child: row.gtkWidget, width: 360, height: 300)
        defer { window.close() }
        let (dot, texts, star) = try (0..<3).map {
          try XCTUnwrap(Self.child($0, of: row.gtkWidget))
        }
        .splat()
        GtkTestEnvironment.wait("the row laid out") { gtk_widget_get_width(texts) > 0 }
        let width = Double(gtk_widget_get_width(row.gtkWidget))
        let (dotBox, textsBox, starBox) = (
          Self.bounds(dot, in: row.gtkWidget), Self.bounds(texts, in: row.gtkWidget),
          Self.bounds(star, in: row.gtkWidget)
        )
        let gap = Double(TimelineRowLayout.spacing)
        // Relative to one another: the app's style sheet, when an earlier test loaded it, pads
        // the row and nudges the dot and the star by their margins.
        let (leading, trailing) =
          direction == GTK_TEXT_DIR_LTR ? (dotBox, starBox) : (starBox, dotBox)
        XCTAssertEqual(dotBox.width, 8, "the dot's width")
        XCTAssertEqual(
          leading.x + leading.width + gap, textsBox.x, "after the leading (\(direction))")
        XCTAssertEqual(textsBox.x + textsBox.width + gap, trailing.x, "before the trailing")
        XCTAssertEqual(leading.x, width - trailing.x - trailing.width, "the row's insets")
        XCTAssertGreaterThan(textsBox.height, 40, "the title's two lines, the meta and summary")
        XCTAssertLessThan(dotBox.y, textsBox.y + 10, "the dot at the top")
        XCTAssertLessThan(starBox.y, textsBox.y + 10, "the star at the top")
      }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  /// An unread entry whose title and summary both wrap in a narrow row.
  private static let entry = StoredEntry(
    id: 1, feedID: 1, feedTitle: "Feed",
    entry: Entry(
      id: "wrapping", title: "A title long enough to wrap onto a second line in a narrow row",
      summary: "A summary long enough to wrap onto a second line, and further, in a narrow row."),
    sortDate: Date(timeIntervalSince1970: 1_780_000_000), isRead: false, isStarred: false)

  /// The `index`th child of `widget`.
  @MainActor
  private static func child(_ index: Int, of widget: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    var child = gtk_widget_get_first_child(widget)
    for _ in 0..<index { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
    return child
  }

  /// Where `widget` sits in `row`, in the row's coordinates.
  @MainActor
  private static func bounds(
    _ widget: UnsafeMutablePointer<GtkWidget>, in row: UnsafeMutablePointer<GtkWidget>
  ) -> (x: Double, y: Double, width: Double, height: Double) {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(widget, row, &rect)
    return (
      Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width),
      Double(rect.size.height)
    )
  }
}

extension Array {
  /// The first three elements as a tuple.
  fileprivate func splat() -> (Element, Element, Element) { (self[0], self[1], self[2]) }
}

/// Records what the row asks its texts column: the column keeps its vertical box layout, which
/// this wraps to note each measure's orientation and the size it is for.
@MainActor
private enum TextsMeasureRecorder {
  /// Each measure: down (a height) or across (a width), and for which size (-1: any).
  static var asked: [(down: Bool, forSize: Int32)] = []
  /// The box layout the column had, which still does the work.
  private static var boxLayout: UnsafeMutablePointer<GtkLayoutManager>?

  /// Wraps `texts`' layout.
  static func watch(_ texts: UnsafeMutablePointer<GtkWidget>) {
    let own = gtk_widget_get_layout_manager(texts)!
    boxLayout = own
    g_object_ref(own.gpointer)
    asked = []
    gtk_widget_set_layout_manager(
      texts,
      gtk_custom_layout_new(
        // A column of wrapping labels: its height depends on its width, as the box says.
        { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
        { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
          nonisolated(unsafe) let (widget, minimum, natural) = (widget, minimum, natural)
          nonisolated(unsafe) let baselines = (minimumBaseline, naturalBaseline)
          MainActor.assumeIsolated {
            TextsMeasureRecorder.asked.append(
              (down: orientation == GTK_ORIENTATION_VERTICAL, forSize: forSize))
            gtk_layout_manager_measure(
              TextsMeasureRecorder.boxLayout, widget, orientation, forSize, minimum, natural,
              baselines.0, baselines.1)
          }
        },
        { widget, width, height, baseline in
          nonisolated(unsafe) let widget = widget
          MainActor.assumeIsolated {
            gtk_layout_manager_allocate(
              TextsMeasureRecorder.boxLayout, widget, width, height, baseline)
          }
        }))
  }

  /// Lets go of the box layout.
  static func stop() {
    boxLayout.map { g_object_unref($0.gpointer) }
    boxLayout = nil
  }
}
