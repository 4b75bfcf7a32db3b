import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// `.contentMargins(_:_:for:)`: margins inside the scrolled content (the first row starts
/// below the top margin, the last ends above the bottom one), and along the indicators.
final class ContentMarginsTests: GtkTestCase {
  /// The top and bottom of the label showing `text`, in the scrolled window's coordinates.
  @MainActor
  static func span(of text: String, in shown: WidgetModifierTests.Shown, view: ScrollView)
    -> (top: Double, bottom: Double)?
  {
    guard
      let label = WidgetFinder.widgets("label", under: shown.root).first(where: {
        gtk_widget_get_mapped($0) != 0
          && String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == text
      })
    else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(label, view.scrolledWindow, &bounds) != 0 else { return nil }
    return (Double(bounds.origin.y), Double(bounds.origin.y + bounds.size.height))
  }

  func testContentMarginsAreInsideTheScrolledContentOfAListAndAScrollView() {
    MainActor.assumeIsolated {
      let titles = (1...60).map { "Row \($0)" }
      for (what, content) in [
        ("a List", { List(titles, id: \.self) { Text($0) } as any Widget }),
        ("a ScrollView", { ScrollView(.vertical) { ForEach(titles) { Text($0) } } as any Widget }),
      ] {
        let plain = WidgetModifierTests.Shown { content() }
        guard let plainView = plain.wrapper(ScrollView.self),
          let plainTop = Self.span(of: "Row 1", in: plain, view: plainView)?.top
        else { return XCTFail("no \(what)") }
        var plainBottom = 0.0
        GtkTestEnvironment.wait("\(what): the last row at the bottom", timeout: 5) {
          plainView.scroll(toEdge: .bottom)
          MainContext.run(forSeconds: 0.05)
          plainBottom = Self.span(of: "Row 60", in: plain, view: plainView)?.bottom ?? 0
          return plainBottom > 0 && plainView.geometry.isAtBottom
        }
        plain.window.close()
        let shown = WidgetModifierTests.Shown {
          content().contentMargins(.vertical, 24, for: .scrollContent)
        }
        defer { shown.window.close() }
        guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no \(what)") }
        GtkTestEnvironment.wait("\(what): the first row 24 px lower") {
          MainContext.run(forSeconds: 0.02)
          guard let top = Self.span(of: "Row 1", in: shown, view: view)?.top else { return false }
          return abs(top - plainTop - 24) < 1
        }
        view.scroll(toEdge: .bottom)
        GtkTestEnvironment.wait("\(what): the last row ends 24 px above the bottom", timeout: 5) {
          MainContext.run(forSeconds: 0.05)
          view.scroll(toEdge: .bottom)
          guard let bottom = Self.span(of: "Row 60", in: shown, view: view)?.bottom else {
            return false
          }
          return view.geometry.isAtBottom && abs(bottom - (plainBottom - 24)) < 1
        }
        let bar = gtk_scrolled_window_get_vscrollbar(
          view.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
        XCTAssertEqual(gtk_widget_get_margin_top(bar), 0, "\(what): content margins only")
      }
    }
  }

  func testIndicatorMarginsInsetTheScrollBars() {
    MainActor.assumeIsolated {
      let titles = (1...60).map { "Row \($0)" }
      let shown = WidgetModifierTests.Shown {
        List(titles, id: \.self) { Text($0) }.contentMargins(.top, 30, for: .scrollIndicators)
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no list") }
      let bar = gtk_scrolled_window_get_vscrollbar(
        view.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
      XCTAssertEqual(gtk_widget_get_margin_top(bar), 30)
      XCTAssertEqual(gtk_widget_get_margin_bottom(bar), 0)
    }
  }
}
