import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// `VStack(alignment:spacing:)` and `HStack(alignment:spacing:)` as SwiftUI lays them out: a
/// short `Text` and a long one start at the same edge under `.leading` and end at the same edge
/// under `.trailing`, each as wide as it asks; a child that sets its own place keeps it; a
/// changed alignment moves the children that are there.
final class StackAlignmentTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var alignment = HorizontalAlignment.leading
  }

  struct Column: Widget {
    let model: Model
    var body: some Widget {
      VStack(alignment: model.alignment, spacing: 8) {
        Text("short")
        Text("a much longer line of text than the other")
        Text("fills").frame(maxWidth: .infinity)
      }
    }
  }

  func testAColumnPlacesItsChildrenByItsAlignmentAndFollowsAChange() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(width: 600, height: 300) { Column(model: model) }
      defer { shown.window.close() }
      let labels = WidgetFinder.widgets("label", under: shown.root)
      XCTAssertEqual(labels.count, 3)
      guard labels.count == 3, let box = gtk_widget_get_parent(labels[0]) else { return }
      XCTAssertEqual(gtk_box_get_spacing(box.checked(as: GtkBox.self)), 8)
      let (short, long, fills) = (labels[0], labels[1], labels[2])
      func frame(_ label: UnsafeMutablePointer<GtkWidget>) -> (x: Int32, width: Int32) {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(label, box, &bounds)
        return (Int32(bounds.origin.x.rounded()), Int32(bounds.size.width.rounded()))
      }
      let boxWidth = gtk_widget_get_width(box)
      XCTAssertLessThan(frame(short).width, frame(long).width, "each as wide as it asks")
      XCTAssertEqual(frame(short).x, 0, "leading: the short text starts at the edge")
      XCTAssertEqual(frame(long).x, 0)
      XCTAssertEqual(frame(fills).width, boxWidth, "a frame that fills keeps filling")

      model.alignment = .trailing
      GtkTestEnvironment.wait("the short text to move to the trailing edge") {
        frame(short).x + frame(short).width == boxWidth && frame(short).x > 0
      }
      XCTAssertEqual(frame(long).x + frame(long).width, boxWidth, "trailing: both end there")
      XCTAssertEqual(frame(fills).width, boxWidth, "still filling")
    }
  }

  func testARowPlacesItsChildrenAcrossItsHeight() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 400, height: 200) {
        HStack(alignment: .top, spacing: 4) {
          Text("one")
          Text("two\nlines")
        }.frame(height: 120)
      }
      defer { shown.window.close() }
      let labels = WidgetFinder.widgets("label", under: shown.root)
      guard labels.count == 2, let box = gtk_widget_get_parent(labels[0]) else {
        return XCTFail("two labels in a box: \(labels.count)")
      }
      XCTAssertEqual(gtk_box_get_spacing(box.checked(as: GtkBox.self)), 4)
      for label in labels {
        XCTAssertEqual(gtk_widget_get_valign(label), GTK_ALIGN_START, "top")
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(label, box, &bounds)
        XCTAssertEqual(bounds.origin.y, 0, "at the top of the row")
        XCTAssertLessThan(bounds.size.height, 120, "as tall as it asks")
      }
    }
  }

  func testARowOnTheFirstTextBaselineLinesUpTextsOfTwoSizes() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 400, height: 200) {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
          Text("Headline").font(.largeTitle)
          Text("small print").font(.caption)
        }
      }
      defer { shown.window.close() }
      let labels = WidgetFinder.widgets("label", under: shown.root)
      guard labels.count == 2, let box = gtk_widget_get_parent(labels[0]) else {
        return XCTFail("two labels in a box: \(labels.count)")
      }
      XCTAssertEqual(gtk_widget_get_valign(labels[1]).rawValue, 4, "GTK's baseline alignment")
      /// Where a label's first line of text sits on, in the row's coordinates.
      func baseline(_ label: UnsafeMutablePointer<GtkWidget>) -> Double {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(label, box, &bounds)
        let text = label.checked(gtk_label_get_type())
        var offsetY: Int32 = 0
        gtk_label_get_layout_offsets(text, nil, &offsetY)
        let layoutBaseline = Double(pango_layout_get_baseline(gtk_label_get_layout(text))) / 1024
        return Double(bounds.origin.y) + Double(offsetY) + layoutBaseline
      }
      XCTAssertEqual(
        baseline(labels[0]), baseline(labels[1]), accuracy: 1,
        "the two sizes of text on one baseline")
    }
  }

  func testAStackWithoutAnAlignmentStillFills() {
    MainActor.assumeIsolated {
      let column = VStack {
        Text("a")
        Text("b")
      }.makeGtkWidget()
      g_object_ref_sink(column.gpointer)
      defer { g_object_unref(column.gpointer) }
      for child in WidgetChildren.of(column) {
        XCTAssertEqual(gtk_widget_get_halign(child), GTK_ALIGN_FILL)
      }
    }
  }
}
