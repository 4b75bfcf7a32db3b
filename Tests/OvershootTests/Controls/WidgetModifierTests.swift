import CGtk
import CGtkTestSupport
@_spi(Testing) import GtkGlue
import GtkTestSupport
import RefreshCore
import ScrollCore
import XCTest

@_spi(Testing) @testable import Overshoot

/// The SwiftUI-named modifiers on described widgets, driven through real GTK signals.
final class WidgetModifierTests: GtkTestCase {
  /// A described window shown for a test, with what the test needs to reach inside it.
  @MainActor
  struct Shown {
    let window: Window
    var root: UnsafeMutablePointer<GtkWidget> {
      gtk_window_get_child(window.gtkWindow.checked(as: GtkWindow.self))!
    }

    init(width: Int = 400, height: Int = 400, @WidgetBuilder _ content: () -> [any Widget]) {
      self.init(
        Window("Test", width: width, height: height, content: content), width: width,
        height: height)
    }

    /// Shows `window` at `width`×`height` and waits until its content is laid out.
    init(_ window: Window, width: Int, height: Int) {
      self.window = window
      gtk_window_set_default_size(
        window.gtkWindow.checked(as: GtkWindow.self), Int32(width), Int32(height))
      window.present()
      let root = gtk_window_get_child(window.gtkWindow.checked(as: GtkWindow.self))!
      GtkTestEnvironment.wait("the window to be mapped and laid out") {
        gtk_widget_get_mapped(root) != 0 && gtk_widget_get_height(root) > 0
      }
      MainContext.run(forSeconds: 0.1)
    }

    /// The first wrapper of type `T` in the window, or under `widget` (depth first).
    func wrapper<T: AnyObject>(_ type: T.Type, in widget: UnsafeMutablePointer<GtkWidget>? = nil)
      -> T?
    {
      Self.find(type, in: widget ?? root)
    }

    private static func find<T: AnyObject>(
      _ type: T.Type, in widget: UnsafeMutablePointer<GtkWidget>
    )
      -> T?
    {
      if let found = WrapperLifetime.wrapper(of: widget) as? T { return found }
      for child in WidgetChildren.of(widget) {
        if let found = find(type, in: child) { return found }
      }
      return nil
    }

    /// A touchpad pull of `steps` one-unit deltas on the refreshable view, released if asked.
    func pull(steps: Int, release: Bool = true) {
      guard let refreshable = wrapper(RefreshableScrolledWindow.self),
        let controller = GtkTestWindow.controller(
          named: "overshoot-pull-scroll", on: refreshable.scrolledWindow)
      else { return XCTFail("no refreshable view to pull") }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      for _ in 0..<steps { _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.1) }
      if release { overshoot_signal_emit_by_name(controller.gpointer, "scroll-end") }
    }
  }

  func testAPulledListRunsOneRefreshThatEnds() {
    MainActor.assumeIsolated {
      var refreshes = 0
      let shown = Shown {
        List(Array(0..<200), id: \.self) { Text("Row \($0)") }
          .refreshable { refreshes += 1 }
      }
      defer { shown.window.close() }
      guard let refreshable = shown.wrapper(RefreshableScrolledWindow.self) else {
        return XCTFail("refreshable made no RefreshableScrolledWindow")
      }
      XCTAssertNotNil(shown.wrapper(RecycledListView<Int, Int>.self), "the list is inside")
      refreshable.controller.coordinator.minimumVisibleDuration = .zero
      shown.pull(steps: 40)
      GtkTestEnvironment.wait("the pull to refresh") { refreshes == 1 }
      GtkTestEnvironment.wait("the refresh to end") { refreshable.controller.phase == .idle }
      XCTAssertEqual(refreshes, 1)
      XCTAssertEqual(refreshable.controller.lastOutcome, .success(newItems: nil))
    }
  }

  func testArbitraryContentIsRefreshableWithAThresholdAndTheAction() {
    MainActor.assumeIsolated {
      var refreshes = 0
      let shown = Shown {
        VStack { Text("Not a list") }
          .refreshable(threshold: .points(145)) { refreshes += 1 }
      }
      defer { shown.window.close() }
      let refreshable = shown.wrapper(RefreshableScrolledWindow.self)
      XCTAssertEqual(refreshable?.controller.configuration.threshold, .points(145))
      XCTAssertNotEqual(
        gtk_widget_activate_action_variant(shown.root, "refreshable.refresh", nil), 0)
      GtkTestEnvironment.wait("the action to refresh") { refreshes == 1 }
    }
  }

  func testTheCompletionFormEndsExactlyOnceWhetherDoneIsCalledTwiceOrNever() {
    MainActor.assumeIsolated {
      var calls = 0
      var keepDone = true
      let shown = Shown {
        VStack { Text("Completion") }
          .refreshable { done in
            calls += 1
            if keepDone {
              done()
              done()
            }  // else: dropped without a call
          }
      }
      defer { shown.window.close() }
      guard let refreshable = shown.wrapper(RefreshableScrolledWindow.self) else {
        return XCTFail("no refreshable view")
      }
      refreshable.controller.coordinator.minimumVisibleDuration = .zero
      var outcomes: [RefreshOutcome?] = []
      refreshable.controller.onChange { change in
        if change.previous.phase == .refreshing, change.state.phase != .refreshing {
          outcomes.append(refreshable.controller.lastOutcome)
        }
      }
      refreshable.beginRefreshing()
      GtkTestEnvironment.wait("done twice to end the refresh") {
        refreshable.controller.phase == .idle
      }
      keepDone = false
      refreshable.beginRefreshing()
      GtkTestEnvironment.wait("a dropped done to end the refresh") {
        calls == 2 && refreshable.controller.phase == .idle
      }
      XCTAssertEqual(outcomes, [.success(newItems: nil), .success(newItems: nil)])
    }
  }

  func testACustomIndicatorsIconTurnsWithThePull() {
    MainActor.assumeIsolated {
      let shown = Shown {
        List(Array(0..<100), id: \.self) { Text("Row \($0)") }
          .refreshable(threshold: .points(100)) {
          } indicator: { _, fraction in
            Image(systemName: "view-refresh-symbolic").rotationEffect(degrees: fraction * 360)
          }
      }
      defer { shown.window.close() }
      guard let refreshable = shown.wrapper(RefreshableScrolledWindow.self) else {
        return XCTFail("no refreshable view")
      }
      shown.pull(steps: 3, release: false)
      let images = DescribedWidgetsTests.descendants(of: shown.root, ofType: gtk_image_get_type())
      guard let icon = images.first(where: { IconRotation.degrees(of: $0) != nil }) else {
        return XCTFail("the indicator shows no turned icon")
      }
      let fraction = refreshable.controller.fraction
      XCTAssertGreaterThan(fraction, 0)
      XCTAssertEqual(IconRotation.degrees(of: icon) ?? -1, fraction * 360, accuracy: 0.1)
      shown.pull(steps: 3, release: false)
      XCTAssertGreaterThan(refreshable.controller.fraction, fraction)
      XCTAssertEqual(
        IconRotation.degrees(of: icon) ?? -1, refreshable.controller.fraction * 360, accuracy: 0.1,
        "the same icon widget turns further")
      let drawn = Int((refreshable.controller.fraction * 360).rounded()) % 360
      XCTAssertTrue(
        gtk_widget_has_css_class(icon, "overshoot-rotate-\(drawn)") != 0,
        "drawn by the rule for its whole degree")
    }
  }

  func testHiddenRowSeparators() {
    MainActor.assumeIsolated {
      let shown = Shown {
        List(Array(0..<20), id: \.self) { Text("Row \($0)").listRowSeparator(.hidden) }
      }
      defer { shown.window.close() }
      let list = shown.wrapper(RecycledListView<Int, Int>.self)
      XCTAssertEqual(list?.showSeparators, false)
      let shownByDefault = Shown { List(Array(0..<20), id: \.self) { Text("Row \($0)") } }
      defer { shownByDefault.window.close() }
      XCTAssertEqual(shownByDefault.wrapper(RecycledListView<Int, Int>.self)?.showSeparators, true)
    }
  }

  func testGeometryChangesReachTheActionOnEitherAxis() {
    MainActor.assumeIsolated {
      var offsets: [ScrollPoint] = []
      let shown = Shown {
        ScrollView(.all) {
          Text(String(repeating: "wide and tall content ", count: 80))
            .padding(600)
        }
        .onScrollGeometryChange(for: ScrollPoint.self, of: \.contentOffset) { _, new in
          offsets.append(new)
        }
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      gtk_adjustment_set_value(view.verticalAdjustment, 120)
      GtkTestEnvironment.wait("the vertical offset") { offsets.last?.y == 120 }
      gtk_adjustment_set_value(view.horizontalAdjustment, 80)
      GtkTestEnvironment.wait("the horizontal offset") {
        offsets.last == ScrollPoint(x: 80, y: 120)
      }
    }
  }

  func testAFlashWithoutAScrollViewDoesNothing() {
    MainActor.assumeIsolated {
      let shown = Shown { Text("Nothing scrolls").scrollIndicatorsFlash(onAppear: true) }
      defer { shown.window.close() }
      XCTAssertNil(shown.wrapper(ScrollView.self))
    }
  }

  func testLoadMoreRunsOneLoadAtATimeAndAFailureShowsARetryRow() {
    MainActor.assumeIsolated {
      struct Offline: Error {}
      var loads = 0
      var finish = false
      var fail = true
      let shown = Shown {
        List(Array(0..<100), id: \.self) { Text("Row \($0)") }
          .onLoadMore {
            loads += 1
            while !finish { try await Task.sleep(for: .milliseconds(5)) }
            if fail { throw Offline() }
          }
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      let adjustment = view.verticalAdjustment
      let bottom = {
        gtk_adjustment_set_value(
          adjustment,
          gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
      }
      bottom()
      GtkTestEnvironment.wait("the bottom edge to load more") { loads == 1 }
      gtk_adjustment_set_value(adjustment, 0)
      bottom()
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(loads, 1, "a second load started while one ran")
      finish = true
      let retryRow = DescribedWidgetsTests.descendants(of: shown.root, ofType: gtk_box_get_type())
        .first { gtk_widget_has_css_class($0, "load-more-retry") != 0 }
      guard let retryRow else { return XCTFail("no retry row") }
      GtkTestEnvironment.wait("the failure to show the retry row") {
        gtk_widget_get_visible(retryRow) != 0
      }
      fail = false
      finish = false
      let retry = DescribedWidgetsTests.descendants(of: retryRow, ofType: gtk_button_get_type())[0]
      overshoot_signal_emit_by_name(retry, "clicked")
      GtkTestEnvironment.wait("Try again to load") { loads == 2 }
      XCTAssertEqual(gtk_widget_get_visible(retryRow), 0)
      finish = true
    }
  }
}
