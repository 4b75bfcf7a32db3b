import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// `ContentUnavailableView` as GNOME's status page: a large dimmed icon, a title, a dimmed
/// description, centred; its texts follow the state they read, and `.search(text:)` names the
/// search.
final class ContentUnavailableViewTests: GtkTestCase {
  @MainActor @Observable
  final class Search {
    var text = "swift"
  }

  func testAnEmptyStateShowsIconTitleAndDescriptionAndFollowsItsState() {
    MainActor.assumeIsolated {
      let search = Search()
      let shown = WidgetModifierTests.Shown(width: 500, height: 400) {
        ContentUnavailableView(
          "No results for \(search.text)", systemImage: "magnifyingglass",
          description: Text("Try another word."))
      }
      defer { shown.window.close() }
      let column = shown.root
      XCTAssertNotEqual(gtk_widget_has_css_class(column, "overshoot-content-unavailable"), 0)
      XCTAssertEqual(gtk_widget_get_valign(column), GTK_ALIGN_CENTER, "centred")
      let image = WidgetFinder.widgets("image", under: column).first
      XCTAssertEqual(image.map { gtk_image_get_pixel_size($0.checked(gtk_image_get_type())) }, 64)
      XCTAssertEqual(image.map { gtk_widget_has_css_class($0, "dim-label") }, 1, "dimmed")
      XCTAssertEqual(
        image.flatMap { gtk_image_get_icon_name($0.checked(gtk_image_get_type())) }.map {
          String(cString: $0)
        }, "system-search-symbolic", "the SF Symbols name in GNOME's icon")
      XCTAssertEqual(Self.texts(under: column), ["No results for swift", "Try another word."])
      let labels = WidgetFinder.widgets("label", under: column)
      XCTAssertNotEqual(gtk_widget_has_css_class(labels[0], "title-1"), 0, "a title")
      search.text = "gtk"
      GtkTestEnvironment.wait("the title to follow the search") {
        Self.texts(under: column).first == "No results for gtk"
      }
    }
  }

  func testTheSearchPageNamesTheSearch() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown { ContentUnavailableView.search(text: "feeds") }
      defer { shown.window.close() }
      XCTAssertEqual(
        Self.texts(under: shown.root),
        ["No Results for “feeds”", "Check the spelling or try a new search."])
    }
  }

  @MainActor
  private static func texts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetFinder.widgets("label", under: root).map {
      String(cString: gtk_label_get_text($0.checked(gtk_label_get_type())))
    }
  }
}
