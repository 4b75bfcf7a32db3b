import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// `ScrollViewReader` and `proxy.scrollTo(_:anchor:)` as SwiftUI spells them, on list rows (by
/// item id) and on `.id(_:)` views in a `ScrollView`.
final class ScrollViewReaderTests: GtkTestCase {
  /// Keeps the proxy the reader hands its content.
  @MainActor final class Kept {
    var proxy: ScrollViewProxy?
    func keep(_ proxy: ScrollViewProxy) { self.proxy = proxy }
  }

  static let titles = (1...300).map { "Row \($0)" }

  /// The row for `title`'s top and bottom in the list's coordinates, once it is on screen.
  @MainActor
  static func rowSpan(_ list: RecycledListView<String, String>, _ title: String) -> (
    top: Double, bottom: Double
  )? {
    guard let position = list.position(of: title), let top = list.rowTop(at: position),
      let height = list.rowHeight(at: position)
    else { return nil }
    return (top, top + height)
  }

  func testScrollToPutsAListRowAtTheAnchor() {
    MainActor.assumeIsolated {
      let kept = Kept()
      let shown = WidgetModifierTests.Shown {
        ScrollViewReader { proxy in
          let _ = kept.keep(proxy)
          List(Self.titles, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self), let proxy = kept.proxy
      else { return XCTFail("no list") }
      let page = Double(gtk_widget_get_height(list.gtkWidget))
      for (title, anchor, place) in [
        ("Row 120", UnitPoint.top, 0.0), ("Row 200", .center, 0.5), ("Row 60", .bottom, 1.0),
      ] {
        proxy.scrollTo(title, anchor: anchor)
        GtkTestEnvironment.wait("\(title) at \(anchor)", timeout: 5) {
          MainContext.run(forSeconds: 0.02)
          guard let span = Self.rowSpan(list, title) else { return false }
          let wanted = (page - (span.bottom - span.top)) * place
          return abs(span.top - wanted) < 1.5
        }
      }
      // Without an anchor it scrolls as little as shows the row: a row below comes in at the
      // bottom, and a row in view stays where it is.
      proxy.scrollTo("Row 90")
      GtkTestEnvironment.wait("Row 90 just in view", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        guard let span = Self.rowSpan(list, "Row 90") else { return false }
        return span.bottom <= page + 1 && span.bottom > page - 30
      }
      let before = list.visibleRange?.first
      proxy.scrollTo("Row 85")
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, before, "a row in view needs no scrolling")
    }
  }

  func testScrollToWorksOnALazyVStackAndTheUserTakesOverASettlingScroll() {
    MainActor.assumeIsolated {
      let kept = Kept()
      let shown = WidgetModifierTests.Shown {
        ScrollViewReader { proxy in
          let _ = kept.keep(proxy)
          LazyVStack(Self.titles, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self), let proxy = kept.proxy,
        let controller = GtkTestWindow.controller(
          named: "overshoot-geometry-scroll", on: view.scrolledWindow)
      else { return XCTFail("no lazy stack") }
      proxy.scrollTo("Row 150", anchor: .top)
      GtkTestEnvironment.wait("Row 150 at the top", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return list.visibleRange?.first == "Row 150" && abs(list.rowTop(at: 149) ?? 99) < 1.5
      }
      // A wheel turn right away: the reader's scrolling stays, the row is not pulled back.
      proxy.scrollTo("Row 20", anchor: .top)
      _ = overshoot_signal_emit_scroll(controller.gpointer, 0, 1)
      let mine = gtk_adjustment_get_value(view.verticalAdjustment) + 300
      gtk_adjustment_set_value(view.verticalAdjustment, mine)
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(gtk_adjustment_get_value(view.verticalAdjustment), mine, accuracy: 1)
    }
  }

  /// A reader around a scroll view of 80 padded texts named "Item 1" to "Item 80" by `.id`.
  @MainActor
  static func showNamedItems(keeping kept: Kept) -> WidgetModifierTests.Shown {
    WidgetModifierTests.Shown {
      ScrollViewReader { proxy in
        let _ = kept.keep(proxy)
        ScrollView(.vertical) {
          ForEach((1...80).map { "Item \($0)" }) { Text($0).padding(12).id($0) }
        }
      }
    }
  }

  func testScrollToReachesAViewNamedWithIdInAScrollView() {
    MainActor.assumeIsolated {
      let kept = Kept()
      let shown = Self.showNamedItems(keeping: kept)
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self), let proxy = kept.proxy else {
        return XCTFail("no scroll view")
      }
      let label = { (text: String) -> UnsafeMutablePointer<GtkWidget>? in
        WidgetFinder.widgets("label", under: shown.root).first {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == text
        }
      }
      let page = gtk_adjustment_get_page_size(view.verticalAdjustment)
      for (title, anchor, place) in [
        ("Item 40", UnitPoint.top, 0.0), ("Item 20", .center, 0.5), ("Item 70", .bottom, 1.0),
      ] {
        proxy.scrollTo(title, anchor: anchor)
        GtkTestEnvironment.wait("\(title) at \(anchor)") {
          MainContext.run(forSeconds: 0.02)
          // Padding is the label's margins: `.id` names the label itself.
          guard let named = label(title) else { return false }
          var bounds = graphene_rect_t()
          guard gtk_widget_compute_bounds(named, view.scrolledWindow, &bounds) != 0 else {
            return false
          }
          let wanted = (page - Double(bounds.size.height)) * place
          return abs(Double(bounds.origin.y) - wanted) < 1.5
        }
      }
      proxy.scrollTo("Item 40", anchor: .top)
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(view.topVisibleID, AnyHashable("Item 40"), "the top-most named view")
    }
  }
}
