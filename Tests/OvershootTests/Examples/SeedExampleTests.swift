import CGtk
import CGtkTestSupport
@_spi(Testing) import GtkGlue
import GtkTestSupport
import RefreshCore
import SeedExamples
import XCTest

@_spi(Testing) @testable import Overshoot

/// Every seed's example, shown and driven through real GTK signals.
final class SeedExampleTests: GtkTestCase {
  /// A seed's window shown at 480×480, as the seed gallery shows it, closed when the test ends.
  typealias Page = WidgetModifierTests.Shown

  func testSeed000APulledListRunsOneRefreshThatEnds() {
    MainActor.assumeIsolated {
      let model = Headlines()
      let page = Page(Seed000PullToRefresh.list(model))
      defer { page.window.close() }
      guard let refreshable = page.pullToRefresh() else { return }
      GtkTestEnvironment.wait("the refresh to end") {
        model.refreshes == 1 && refreshable.controller.phase == .idle
      }
      XCTAssertEqual(refreshable.controller.state.refreshCount, 1)
      GtkTestEnvironment.wait("the fresh headline on top") {
        page.labels().contains("Fresh headline 40")
      }
    }
  }

  func testSeed000TheCompletionHandlerFormEnds() {
    MainActor.assumeIsolated {
      let model = Headlines()
      let page = Page(Seed000PullToRefresh.completionHandler(model))
      defer { page.window.close() }
      guard let refreshable = page.pullToRefresh() else { return }
      GtkTestEnvironment.wait("the refresh to end") {
        model.refreshes == 1 && refreshable.controller.phase == .idle
      }
      GtkTestEnvironment.wait("the label to show the new first headline") {
        page.labels().contains("Fresh headline 40")
      }
    }
  }

  func testSeed001TheIconTurnsWithTheFractionAndTheThresholdIsAFraction() {
    MainActor.assumeIsolated {
      let model = Headlines()
      let page = Page(Seed001TurningIcon.window(model))
      defer { page.window.close() }
      guard let refreshable = page.wrapper(RefreshableScrolledWindow.self),
        let controller = GtkTestWindow.controller(
          named: "overshoot-pull-scroll", on: refreshable.scrolledWindow)
      else { return XCTFail("no refreshable view") }
      XCTAssertEqual(refreshable.controller.configuration.threshold, .fractionOfViewport(0.15))
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      var angles: [Double] = []
      for _ in 0..<4 {
        _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.05)
        let icon = DescribedWidgetsTests.descendants(
          of: refreshable.gtkWidget, ofType: gtk_image_get_type()
        ).first { IconRotation.degrees(of: $0) != nil }
        guard let icon, let angle = IconRotation.degrees(of: icon) else {
          return XCTFail("no turned icon")
        }
        XCTAssertEqual(angle, min(refreshable.controller.fraction, 1) * 360, accuracy: 0.1)
        angles.append(angle)
      }
      XCTAssertEqual(angles, angles.sorted(), "the icon turns further as the pull goes on")
      XCTAssertGreaterThan(angles.last ?? 0, angles.first ?? 0)
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
    }
  }

  func testSeed002ThresholdOf145AndAProgressViewWhileRefreshing() {
    MainActor.assumeIsolated {
      let model = Headlines()
      let page = Page(Seed002LazyColumn.window(model))
      defer { page.window.close() }
      XCTAssertEqual(
        page.wrapper(RefreshableScrolledWindow.self)?.controller.configuration.threshold,
        .points(145))
      XCTAssertEqual(
        page.wrapper(RecycledListView<Headlines.Headline, Int>.self)?.showSeparators, false)
      guard let refreshable = page.pullToRefresh() else { return }
      let spinners = DescribedWidgetsTests.descendants(
        of: refreshable.gtkWidget, ofType: gtk_spinner_get_type())
      XCTAssertEqual(spinners.count, 1, "a progress view shows while refreshing")
      GtkTestEnvironment.wait("the refresh to end") {
        model.refreshes == 1 && refreshable.controller.phase == .idle
      }
      XCTAssertTrue(
        DescribedWidgetsTests.descendants(of: refreshable.gtkWidget, ofType: gtk_spinner_get_type())
          .isEmpty)
    }
  }

  func testSeed003SeparatorsHidden() {
    MainActor.assumeIsolated {
      let page = Page(Seed003ScrollTracking.separatorsHidden(Headlines()))
      defer { page.window.close() }
      guard let list = page.wrapper(RecycledListView<Headlines.Headline, Int>.self) else {
        return XCTFail("no list")
      }
      XCTAssertFalse(list.showSeparators)
      XCTAssertEqual(gtk_widget_has_css_class(list.gtkWidget, "separators"), 0)
    }
  }

  func testSeed003TheReadoutFollowsAScrollOnEitherAxis() {
    MainActor.assumeIsolated {
      let tracking = Seed003ScrollTracking.Tracking()
      let page = Page(Seed003ScrollTracking.offsetReadout(tracking))
      defer { page.window.close() }
      guard let view = page.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      gtk_adjustment_set_value(view.verticalAdjustment, 200)
      GtkTestEnvironment.wait("the readout to follow y") { page.labels().contains("x 0 · y 200") }
      gtk_adjustment_set_value(view.horizontalAdjustment, 90)
      GtkTestEnvironment.wait("the readout to follow x") {
        page.labels().contains("x 90 · y 200")
      }
    }
  }

  func testSeed003TheLargeTitleScrollsAwayAndTheHeaderTitleAppears() {
    MainActor.assumeIsolated {
      let tracking = Seed003ScrollTracking.Tracking()
      let page = Page(Seed003ScrollTracking.largeTitle(Headlines(), tracking))
      defer { page.window.close() }
      guard let view = page.wrapper(ScrollView.self),
        let header = gtk_window_get_titlebar(page.window.gtkWindow.checked(as: GtkWindow.self))
      else { return XCTFail("no scroll view or header bar") }
      let headerTitle = {
        DescribedWidgetsTests.descendants(of: header, ofType: gtk_label_get_type())
          .map(DescribedWidgetsTests.text).first { !$0.isEmpty }
      }
      let largeTitle = DescribedWidgetsTests.descendants(
        of: view.scrolledWindow, ofType: gtk_label_get_type()
      ).first { gtk_widget_has_css_class($0, "title-1") != 0 }
      guard let largeTitle else { return XCTFail("no large title") }
      XCTAssertNil(headerTitle(), "the header shows no title while the large title is visible")
      XCTAssertTrue(Self.isVisible(largeTitle, in: view.scrolledWindow))

      gtk_adjustment_set_value(view.verticalAdjustment, 300)
      GtkTestEnvironment.wait("the header title to appear") { headerTitle() == "Headlines" }
      MainContext.run(forSeconds: 0.1)
      XCTAssertFalse(Self.isVisible(largeTitle, in: view.scrolledWindow), "it scrolled away")

      gtk_adjustment_set_value(view.verticalAdjustment, 0)
      GtkTestEnvironment.wait("the header title to go again") { headerTitle() == nil }
    }
  }

  func testSeed004TheAddButtonFlashesTheIndicators() {
    MainActor.assumeIsolated {
      let model = Headlines()
      let page = Page(Seed004FlashIndicators.window(model))
      defer { page.window.close() }
      guard let view = page.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      let flashes = IndicatorFlashes(of: view)
      MainContext.run(forSeconds: 0.2)
      flashes.reset()
      let add = DescribedWidgetsTests.descendants(of: page.root, ofType: gtk_button_get_type())
        .first {
          gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) } == "Add"
        }
      guard let add else { return XCTFail("no Add button") }
      overshoot_signal_emit_by_name(add, "clicked")
      GtkTestEnvironment.wait("Add to flash the indicators") { flashes.count == 1 }
      XCTAssertEqual(model.items.count, 41)
    }
  }

  /// Whether `widget` lies at least partly inside `viewport`'s visible area.
  @MainActor
  private static func isVisible(
    _ widget: UnsafeMutablePointer<GtkWidget>, in viewport: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, viewport, &bounds) != 0 else { return false }
    let height = Float(gtk_widget_get_height(viewport))
    return bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < height
  }
}

extension WidgetModifierTests.Shown {
  /// Shows a seed's window at 480×480, as the seed gallery shows it.
  init(_ window: Window) {
    self.init(window, width: 480, height: 480)
  }

  /// Pulls the page's refreshable view until it is armed, then releases it.
  func pullToRefresh() -> RefreshableScrolledWindow? {
    guard let refreshable = wrapper(RefreshableScrolledWindow.self),
      let controller = GtkTestWindow.controller(
        named: "overshoot-pull-scroll", on: refreshable.scrolledWindow)
    else {
      XCTFail("the page has no refreshable view")
      return nil
    }
    refreshable.controller.coordinator.minimumVisibleDuration = .zero
    overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
    for _ in 0..<400 where refreshable.controller.phase != .armed {
      _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.1)
    }
    XCTAssertEqual(refreshable.controller.phase, .armed)
    overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
    return refreshable
  }

  /// The texts of the window's labels, only the mapped ones unless `mappedOnly` is false.
  func labels(mappedOnly: Bool = true) -> [String] {
    DescribedWidgetsTests.descendants(of: window.gtkWindow, ofType: gtk_label_get_type())
      .filter { !mappedOnly || gtk_widget_get_mapped($0) != 0 }.map(DescribedWidgetsTests.text)
  }
}
