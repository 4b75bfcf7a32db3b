import CGtk
import CGtkTestSupport
@_spi(Testing) import GtkGlue
import Overshoot
import RefreshCore
import XCTest

/// Wrappers live exactly as long as their widgets: a wrapper nobody keeps still answers its
/// widget's input, and destroying the widget's window releases every wrapper.
final class WrapperLifetimeTests: GtkTestCase {
  /// What the test can see of a refreshable view it did not keep: a weak reference proves the
  /// widget, not the test, keeps the wrapper alive.
  @MainActor
  final class DroppedRefreshable {
    var refreshes = 0
    weak var view: RefreshableScrolledWindow?
    var window: GtkTestWindow!
  }

  /// The README's pull-to-refresh example, built in a function that keeps only the window.
  @MainActor
  private static func showReadmeRefreshable(reporting seen: DroppedRefreshable) {
    let content = gtk_label_new("content")!
    gtk_widget_set_size_request(content, -1, 3000)
    let refreshable = RefreshableScrolledWindow(
      child: content, configuration: PullConfiguration(collapseMilliseconds: 0))
    refreshable.onRefresh { seen.refreshes += 1 }
    refreshable.controller.coordinator.minimumVisibleDuration = .zero
    seen.view = refreshable
    seen.window = GtkTestWindow(child: refreshable.widget)
  }

  func testADroppedRefreshableStillRefreshesOnAPullF5AndTheAction() throws {
    try MainActor.assumeIsolated {
      let seen = DroppedRefreshable()
      Self.showReadmeRefreshable(reporting: seen)
      XCTAssertNotNil(seen.view, "the widget on screen must keep its wrapper")
      let settle = {
        GtkTestEnvironment.wait("the refresh to end") { seen.view?.controller.phase == .idle }
      }

      guard let scrolled = seen.view?.scrolledWindow,
        let controller = GtkTestWindow.controller(named: "overshoot-pull-scroll", on: scrolled)
      else { return XCTFail("no pull scroll controller") }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      for _ in 0..<3 { _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -1) }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("a pull to refresh") { seen.refreshes == 1 }
      settle()

      try GtkTestWindow.pressKeys("F5")
      GtkTestEnvironment.wait("F5 to refresh") { seen.refreshes == 2 }
      settle()

      // The window's child is the refreshable's own widget: all the caller kept.
      let shown = gtk_window_get_child(seen.window.window.checked(as: GtkWindow.self))
      XCTAssertNotEqual(
        gtk_widget_activate_action_variant(shown, "refreshable.refresh", nil), 0,
        "refreshable.refresh is not reachable from the shown widget")
      GtkTestEnvironment.wait("the action to refresh") { seen.refreshes == 3 }
      settle()

      seen.window.close()
      GtkTestEnvironment.wait("the wrapper to go with its window") { seen.view == nil }
    }
  }

  func testAThousandWindowsCreatedAndDestroyedLeaveNoWrapperAlive() {
    MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      var widgets: [UnsafeMutablePointer<GWeakRef>] = []
      for cycle in 0..<1_000 {
        let window = gtk_window_new()!
        let shown = Self.makeEveryWrapper(cycle: cycle)
        gtk_window_set_child(window.checked(as: GtkWindow.self), shown.root)
        if cycle % 100 == 0 {
          gtk_window_present(window.checked(as: GtkWindow.self))
          GtkTestEnvironment.wait("window \(cycle) to be mapped") {
            gtk_widget_get_mapped(shown.root) != 0
          }
        }
        XCTAssertEqual(
          LiveCounts.wrappers - wrappersBefore, 4, "cycle \(cycle): a shown wrapper was released")
        for widget in shown.wrapped { widgets.append(Self.weakReference(to: widget)) }
        gtk_window_destroy(window.checked(as: GtkWindow.self))
        XCTAssertEqual(
          LiveCounts.wrappers, wrappersBefore, "cycle \(cycle): a wrapper outlived its window")
      }
      MainContext.run(forSeconds: 0.05)
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore)
      var alive = 0
      for weak in widgets {
        if let object = g_weak_ref_get(weak) {
          alive += 1
          g_object_unref(object)
        }
        g_weak_ref_clear(weak)
        weak.deallocate()
      }
      XCTAssertEqual(alive, 0, "widgets outlived their destroyed windows")
    }
  }

  func testAWrapperKeptBySwiftKeepsItsUnparentedWidgetAndReleasesItWhenDropped() {
    MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      var view: ScrollView? = ScrollView(child: gtk_label_new("kept")!)
      let weak = Self.weakReference(to: view!.scrolledWindow)
      defer {
        g_weak_ref_clear(weak)
        weak.deallocate()
      }
      XCTAssertNotNil(g_weak_ref_get(weak).map { g_object_unref($0) })
      view = nil
      XCTAssertNil(g_weak_ref_get(weak), "dropping the only wrapper must finalize its widget")
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore)
    }
  }

  func testASecondWrapperOfTheSameWidgetFollowsItWithoutKeepingItAlive() {
    MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      let window = gtk_window_new()!
      let scrolledWindow = Self.showRefreshable(in: window)
      _ = ScrollView(scrolledWindow: scrolledWindow)
      XCTAssertEqual(
        LiveCounts.wrappers - wrappersBefore, 3, "a second wrapper lives while its widget does")
      gtk_window_destroy(window.checked(as: GtkWindow.self))
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore, "a wrapper outlived its widget")
    }
  }

  @MainActor
  private static func showRefreshable(in window: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let refreshable = RefreshableScrolledWindow(child: gtk_label_new("content"))
    gtk_window_set_child(window.checked(as: GtkWindow.self), refreshable.widget)
    return refreshable.scrolledWindow
  }

  /// The lower layer's three wrappers, nested as an app would nest them; only the widgets leave.
  @MainActor
  private static func makeEveryWrapper(cycle: Int) -> (
    root: UnsafeMutablePointer<GtkWidget>, wrapped: [UnsafeMutablePointer<GtkWidget>]
  ) {
    let list = RecycledListView<String, String>(row: TitleRow.self, id: { $0 })
    _ = try? list.apply((0..<20).map { "Row \($0) of cycle \(cycle)" })
    let refreshable = RefreshableScrolledWindow(child: list.widget)
    refreshable.onRefresh {}
    let strip = ScrollView(child: gtk_label_new("strip \(cycle)"))
    strip.onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.x }, action: { _, _ in })
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(column.checked(as: GtkBox.self), refreshable.widget)
    gtk_box_append(column.checked(as: GtkBox.self), strip.scrolledWindow)
    return (
      column, [list.widget, refreshable.widget, refreshable.scrolledWindow, strip.scrolledWindow]
    )
  }

  private static func weakReference(to widget: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GWeakRef>
  {
    let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    weak.initialize(to: GWeakRef())
    g_weak_ref_init(weak, widget)
    return weak
  }
}
