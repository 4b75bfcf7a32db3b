import CAdwaita
import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

/// `NavigationSplitView` in the `.adwaita` style under real libadwaita: AdwNavigationSplitViews
/// on 1.4 and later (Debian 13's 1.7, sid's), an AdwLeaflet on Debian 12's 1.2. It collapses
/// below 600 points to the column the split view shows (360 points works), back goes back
/// (the button, and Escape and Alt+Left, which libadwaita's widgets take before the split
/// view's own shortcuts), and `preferredCompactColumn` follows all of them.
final class AdwaitaNavigationSplitViewTests: GtkWarningFreeTestCase {
  /// Whether the running libadwaita has AdwNavigationSplitView (1.4 and later).
  @MainActor
  private static var hasNavigationSplitView: Bool {
    (Int(Adwaita.version.split(separator: ".")[1]) ?? 0) >= 4
  }

  /// The libadwaita widgets laying out the columns under `root`: the navigation split views
  /// (1.4+) or the leaflet (1.2, 1.3).
  @MainActor
  private static func adwaitaLayouts(under root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    let type = hasNavigationSplitView ? "AdwNavigationSplitView" : "AdwLeaflet"
    return WidgetFinder.all(under: root).filter {
      String(cString: g_type_name_from_instance($0.typeInstance)) == type
    }
  }

  /// Whether libadwaita shows one column at a time: its split views collapsed, its leaflet
  /// folded.
  @MainActor
  private static func isCollapsed(_ layouts: [UnsafeMutablePointer<GtkWidget>]) -> Bool {
    let property = hasNavigationSplitView ? "collapsed" : "folded"
    return !layouts.isEmpty
      && layouts.allSatisfy { overshoot_adw_get_bool($0.gpointer, property) != 0 }
  }

  /// What every style does, in the `.adwaita` style, with libadwaita's widgets collapsed.
  @MainActor
  private static var scenarios: SplitViewScenarios {
    SplitViewScenarios(style: .adwaita, narrowWidth: 360) {
      Self.isCollapsed(Self.adwaitaLayouts(under: $0))
    }
  }

  func testThreeColumnsCollapseAt360PointsAndBackGoesBackAColumnAtATime() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      try Self.scenarios.collapsesAndGoesBack(backKey: "Escape") { window in
        let layouts = Self.adwaitaLayouts(under: window.gtkWindow)
        XCTAssertEqual(
          layouts.count, Self.hasNavigationSplitView ? 2 : 1,
          "libadwaita \(Adwaita.version) lays the columns out")
        XCTAssertFalse(Self.isCollapsed(layouts), "wide: side by side")
      }
    }
  }

  func testThePreferredCompactColumnIsShownAndFollowsLibadwaitasAltLeft() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      try Self.scenarios.preferredCompactColumnIsShownAndFollowsGoingBack { root in
        XCTAssertEqual(
          Self.adwaitaLayouts(under: root).count, 1,
          "libadwaita \(Adwaita.version) lays the columns out")
        try GtkTestWindow.pressKeys("alt+Left")
      }
    }
  }

  func testColumnVisibilityHidesColumnsWhileWideAndEscapeDoesNotBringThemBack() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      try Self.scenarios.columnVisibilityHidesColumnsWhileWide()
    }
  }

  /// A window closed in the turn after a column came back: libadwaita (1.4 to 1.7 at least)
  /// still has an idle queued that writes to the split view whose page changed, so the split
  /// view lives until that idle has run, then goes. libadwaita 1.7 wrote into the freed split
  /// view there, and a later `free` crashed the test process (GTK 4.18, one CI run in three).
  func testASplitViewOutlivesLibadwaitasPendingPageChangeWhenItsWindowClosesAtOnce() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let mail = SplitViewScenarios.Mail()
      var window: Window? = try Self.scenarios.showMail(mail)
      let root = try XCTUnwrap(window?.gtkWindow)
      mail.visibility = .doubleColumn
      GtkTestEnvironment.wait("content and detail") {
        NavigationScreen.shownHeaders(under: root).count == 2
      }
      let layouts = Self.adwaitaLayouts(under: root)
      let watched = layouts.map { layout in
        let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, layout.gpointer)
        return weak
      }
      // How many of the split views at `indices` are still alive.
      let alive = { (indices: Set<Int>) in
        indices.filter { index in
          guard let object = g_weak_ref_get(watched[index]) else { return false }
          g_object_unref(object)
          return true
        }.count
      }
      // Closed the moment a page changes, before any idle: from a high-priority source queued
      // by the change's own notification (libadwaita queued its idle just before). libadwaita
      // 1.2's leaflet, which has no such idle, is closed once the columns are back.
      var changed = Set<Int>()
      var aliveAfterClose: Int?
      // As an app closes a window: destroyed, and its wrapper let go.
      let close = {
        gtk_window_destroy(root.checked(as: GtkWindow.self))
        window = nil
        aliveAfterClose = alive(changed)
      }
      for (index, layout) in layouts.enumerated() where Self.hasNavigationSplitView {
        layout.connectWithPointer("notify::show-content") { _ in
          changed.insert(index)
          MainContext.idle(priority: G_PRIORITY_HIGH) { if aliveAfterClose == nil { close() } }
        }
      }
      mail.visibility = .all
      if !Self.hasNavigationSplitView {
        GtkTestEnvironment.wait("every column") {
          NavigationScreen.shownHeaders(under: root).count == 3
        }
        changed = Set(layouts.indices)
        close()
      }
      GtkTestEnvironment.wait("a page change, and the window closed in its turn") {
        aliveAfterClose != nil
      }
      if Self.hasNavigationSplitView {
        XCTAssertFalse(changed.isEmpty, "no split view changed its page")
        XCTAssertEqual(
          aliveAfterClose, changed.count,
          "a split view with libadwaita's idle pending was finalized with its window")
      }
      GtkTestEnvironment.wait("the split views to go once libadwaita's idle has run") {
        alive(changed) == 0
      }
      for weak in watched {
        g_weak_ref_clear(weak)
        weak.deallocate()
      }
    }
  }

  func testTheSidebarToggleHidesAndShowsTheSidebarWhileWide() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      try Self.scenarios.sidebarToggleHidesAndShowsTheSidebar()
    }
  }

  func testTheBalancedStyleStaysFreeOfLibadwaita() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let window = Window("Notes", width: 800, height: 500) {
        NavigationSplitView {
          Text("Folders").navigationTitle("Folders")
        } detail: {
          Text("A note").navigationTitle("Note")
        }
        .navigationSplitViewStyle(.balanced)
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      XCTAssertEqual(Self.adwaitaLayouts(under: window.gtkWindow).count, 0)
      XCTAssertEqual(NavigationScreen.shownHeaders(under: window.gtkWindow).count, 2)
    }
  }

  /// Wide, writing `preferredCompactColumn` (as an app does after a selection, for when the
  /// window narrows) moves nothing: the keyboard focus stays in the column that has it.
  func testWideThePreferredCompactColumnLeavesTheFocusWhereItIs() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let compact = SplitViewScenarios.Compact()
      compact.column = .content
      let window = Window("Mail", width: 1000, height: 500) {
        NavigationSplitView(preferredCompactColumn: Binding(compact, \.column)) {
          Text("Mailboxes").navigationTitle("Mailboxes")
        } content: {
          Button("First message") {}.navigationTitle("Inbox")
        } detail: {
          Button("Reply") {}.navigationTitle("Message")
        }
        .navigationSplitViewStyle(.adwaita)
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      let first = try XCTUnwrap(
        WidgetFinder.widgets("button", under: root).first {
          WidgetFinder.labelTexts(under: $0) == ["First message"]
        })
      GtkTestEnvironment.wait("every column side by side") {
        NavigationScreen.shownLabel("Mailboxes", under: root) != nil
          && NavigationScreen.shownLabel("Reply", under: root) != nil
      }
      XCTAssertNotEqual(gtk_widget_grab_focus(first), 0)
      compact.column = .detail
      MainContext.run(forSeconds: 0.3)
      let focus = gtk_root_get_focus(OpaquePointer(root))
      XCTAssertEqual(focus, first, "the focus left the message list")
    }
  }
}
