import CGtk
import CGtkTestSupport
@_spi(Testing) import GtkGlue
import GtkTestSupport
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

  /// docs/widgets.md's pull-to-refresh example, built in a function that keeps only the window.
  @MainActor
  private static func showReadmeRefreshable(reporting seen: DroppedRefreshable) {
    let content = gtk_label_new("content")!
    gtk_widget_set_size_request(content, -1, 3000)
    let refreshable = RefreshableScrolledWindow(
      child: content, configuration: PullConfiguration(collapseMilliseconds: 0))
    refreshable.onRefresh { seen.refreshes += 1 }
    refreshable.controller.coordinator.minimumVisibleDuration = .zero
    seen.view = refreshable
    seen.window = GtkTestWindow(child: refreshable.gtkWidget)
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

  /// What the test can see of the wrappers added after the first three: weak references only,
  /// so nothing but their widgets can keep them, and what their handlers heard.
  @MainActor
  final class DroppedWrappers {
    private var references: [(name: String, object: () -> AnyObject?)] = []
    var activatedKeys: [Int] = []
    var fieldTexts: [String] = []
    var searches: [String] = []
    var pageChanges = 0
    var toggles = 0

    func watch(_ name: String, _ object: AnyObject) {
      references.append((name, { [weak object] in object }))
    }
    var alive: [String] { references.filter { $0.object() != nil }.map(\.name) }
    var count: Int { references.count }
  }

  /// Every wrapper that issue 13 and later added with handlers or state, built in a function that
  /// keeps only the column of their widgets.
  @MainActor
  private static func makeLaterWrappers(reporting seen: DroppedWrappers)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let sidebar = NavigationSidebar<Int>(accessibleLabel: "Sources")
    sidebar.show(
      [SidebarSection(items: [SidebarItem(key: 1, title: "One", iconName: "folder-symbolic")])],
      selected: 0)
    sidebar.onActivate = { seen.activatedKeys.append($0) }
    let field = TextField("Address").onChange { seen.fieldTexts.append($0) }
    let search = SearchBar("Search", delay: 0).onSearch { seen.searches.append($0) }
    let header = HeaderBar()
    header.addLeading(Text("lead"))
    let pages = TabView()
    pages.addTab("first", title: "First", content: Text("first"))
    pages.addTab("second", title: "Second", content: Text("second"))
    pages.onSelectionChange { seen.pageChanges += 1 }
    let toggle = ToggleButton("Wheel", systemImage: "input-mouse-symbolic", help: "Wheel pulls")
    toggle.onToggle { seen.toggles += 1 }
    let tabs = TabView(sizing: .largestTab)
    tabs.addTab("only", title: "Only") { Text("tab") }
    let revealer = Revealer(gtk_label_new("revealed")!)
    let overlay = Overlay(gtk_label_new("under")!)
    let icon = IconView(systemName: "view-refresh-symbolic")
    let label = WidgetHandle(Text("label"))
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let widgets = [
      sidebar.gtkWidget, field.makeGtkWidget(), search.makeGtkWidget(), header.gtkWidget,
      pages.makeGtkWidget(), toggle.makeGtkWidget(), tabs.makeGtkWidget(), revealer.gtkWidget,
      overlay.gtkWidget, icon.gtkWidget, label.makeGtkWidget(),
    ]
    for widget in widgets { gtk_box_append(column.checked(as: GtkBox.self), widget) }
    let wrappers: [(String, AnyObject)] = [
      ("NavigationSidebar", sidebar), ("TextField", field), ("SearchBar", search),
      ("HeaderBar", header), ("TabView", pages), ("ToggleButton", toggle),
      ("TabView (largest tab)", tabs),
      ("Revealer", revealer), ("Overlay", overlay), ("IconView", icon), ("Text", label),
    ]
    for (name, wrapper) in wrappers { seen.watch(name, wrapper) }
    return column
  }

  func testTheWrappersAddedLaterAnswerWhileTheirWidgetsLiveAndGoWithThem() throws {
    try MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      let seen = DroppedWrappers()
      let window = GtkTestWindow(child: Self.makeLaterWrappers(reporting: seen), height: 900)
      XCTAssertEqual(seen.alive.count, seen.count, "dropped with a live widget: not all kept")

      let column = try XCTUnwrap(gtk_window_get_child(window.window.checked(as: GtkWindow.self)))
      let row = try XCTUnwrap(WidgetFinder.widgets("row", under: column).first)
      gtk_widget_activate(row)
      XCTAssertEqual(seen.activatedKeys, [1], "the sidebar went deaf when its wrapper was dropped")
      let entry = try XCTUnwrap(WidgetFinder.widgets("entry", under: column).first)
      gtk_editable_set_text(entry.checked(gtk_editable_get_type()), "typed")
      XCTAssertEqual(seen.fieldTexts, ["typed"], "the text field went deaf")
      let searchEntry = try XCTUnwrap(
        WidgetFinder.all(under: column).first { $0.isInstance(of: gtk_search_entry_get_type()) })
      gtk_editable_set_text(searchEntry.checked(gtk_editable_get_type()), "query")
      GtkTestEnvironment.wait("the search bar to search (it heard \(seen.searches))") {
        seen.searches.last == "query"
      }
      let stack = try XCTUnwrap(
        WidgetFinder.all(under: column).first { $0.isInstance(of: gtk_stack_get_type()) })
      gtk_stack_set_visible_child_name(stack.checked(gtk_stack_get_type()), "second")
      XCTAssertEqual(seen.pageChanges, 1, "the page stack went deaf")
      let toggleButton = try XCTUnwrap(
        WidgetFinder.all(under: column).first { $0.isInstance(of: gtk_toggle_button_get_type()) })
      gtk_toggle_button_set_active(toggleButton.checked(as: GtkToggleButton.self), 1)
      XCTAssertEqual(seen.toggles, 1, "the toggle button went deaf")

      window.close()
      XCTAssertEqual(seen.alive, [], "wrappers outlived their destroyed window")
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore)

      for cycle in 0..<300 {
        let cycleSeen = DroppedWrappers()
        let unshown = gtk_window_new()!
        gtk_window_set_child(
          unshown.checked(as: GtkWindow.self), Self.makeLaterWrappers(reporting: cycleSeen))
        XCTAssertEqual(
          cycleSeen.alive.count, cycleSeen.count, "cycle \(cycle): a wrapper was released")
        gtk_window_destroy(unshown.checked(as: GtkWindow.self))
        XCTAssertEqual(cycleSeen.alive, [], "cycle \(cycle): a wrapper outlived its window")
      }
      XCTAssertEqual(LiveCounts.wrappers, wrappersBefore, "300 cycles left wrappers alive")
    }
  }

  /// A dialog presented from a function that keeps nothing: GTK's toplevel list holds it.
  @MainActor
  private static func presentDroppedDialog(reporting seen: DroppedWrappers) {
    let dialog = DialogWindow("Dropped", over: nil) { Text("nobody keeps me") }
      .onClose { seen.toggles += 1 }
    seen.watch("DialogWindow", dialog)
    dialog.present()
  }

  func testADroppedDialogAnswersItsCloseAndGoesWithItsWindow() throws {
    try MainActor.assumeIsolated {
      let wrappersBefore = LiveCounts.wrappers
      let seen = DroppedWrappers()
      Self.presentDroppedDialog(reporting: seen)
      XCTAssertEqual(seen.alive, ["DialogWindow"], "a presented dialog must keep its wrapper")
      let dialogWindow = WidgetFinder.toplevels().last { WidgetFinder.title(of: $0) == "Dropped" }
      let shown = try XCTUnwrap(dialogWindow, "the dialog is not among GTK's toplevels")
      gtk_window_close(shown.checked(as: GtkWindow.self))
      GtkTestEnvironment.wait("the dialog to report its close") { seen.toggles == 1 }
      MainContext.run(forSeconds: 0.05)
      XCTAssertEqual(seen.alive, [], "the dialog's wrapper outlived its window")
      // Nothing the dialog made is left; a wrapper of an earlier test's window may have gone
      // meanwhile, which only lowers the count.
      XCTAssertLessThanOrEqual(LiveCounts.wrappers, wrappersBefore)
    }
  }

  @MainActor
  private static func showRefreshable(in window: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let refreshable = RefreshableScrolledWindow(child: gtk_label_new("content"))
    gtk_window_set_child(window.checked(as: GtkWindow.self), refreshable.gtkWidget)
    return refreshable.scrolledWindow
  }

  /// The lower layer's three wrappers, nested as an app would nest them; only the widgets leave.
  @MainActor
  private static func makeEveryWrapper(cycle: Int) -> (
    root: UnsafeMutablePointer<GtkWidget>, wrapped: [UnsafeMutablePointer<GtkWidget>]
  ) {
    let list = RecycledListView<String, String>(row: TitleRow.self, id: { $0 })
    _ = try? list.apply((0..<20).map { "Row \($0) of cycle \(cycle)" })
    let refreshable = RefreshableScrolledWindow(child: list.gtkWidget)
    refreshable.onRefresh {}
    let strip = ScrollView(child: gtk_label_new("strip \(cycle)"))
    strip.onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.x }, action: { _, _ in })
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_append(column.checked(as: GtkBox.self), refreshable.gtkWidget)
    gtk_box_append(column.checked(as: GtkBox.self), strip.scrolledWindow)
    return (
      column,
      [list.gtkWidget, refreshable.gtkWidget, refreshable.scrolledWindow, strip.scrolledWindow]
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
