import CAdwaita
import GtkGlue
import Overshoot

/// The `.adwaita` split view layout on libadwaita 1.4 and later: each column in an
/// AdwNavigationPage, two columns in an AdwNavigationSplitView, three in one whose content is
/// another (the sidebar, then the content beside the detail). Split view `k` stands between
/// column `k` and those after it: collapsed, it shows its content when a later column is shown;
/// wide, collapsing it with its content shown is how column `k` is hidden.
@MainActor
final class AdwaitaNavigationSplitLayout: NavigationSplitLayout {
  /// The outer AdwNavigationSplitView.
  var gtkWidget: UnsafeMutablePointer<GtkWidget> { splitViews[0] }
  /// The split views, outermost first: one fewer than the columns.
  private let splitViews: [UnsafeMutablePointer<GtkWidget>]
  /// The AdwNavigationPage of each column.
  private let pages: [UnsafeMutablePointer<GtkWidget>]
  /// The AdwNavigationPage holding each inner split view (the content page of the one before).
  private var innerPages: [UnsafeMutablePointer<GtkWidget>] = []
  /// Whether this layout is setting the split views' properties (their notifications are its
  /// own doing then, not the reader's).
  private var isArranging = false
  /// What the split view asked for last.
  private var arrangement: NavigationSplitArrangement?
  var navigatedBack: (@MainActor (Int) -> Void)?

  /// Nested split views holding `columns`, or nil when the running libadwaita has none (before
  /// 1.4) or there are fewer than two columns.
  init?(columns: [UnsafeMutablePointer<GtkWidget>]) {
    guard columns.count >= 2, let outer = overshoot_adw_navigation_split_view_new() else {
      return nil
    }
    var splitViews = [outer]
    for _ in 2..<columns.count {
      guard let inner = overshoot_adw_navigation_split_view_new() else { return nil }
      splitViews.append(inner)
    }
    self.splitViews = splitViews
    pages = columns.indices.map { index in
      let title = Self.title(columns.map { _ in "" }, index)
      guard let page = overshoot_adw_navigation_page_new(columns[index], title) else {
        preconditionFailure("libadwaita has AdwNavigationSplitView but no AdwNavigationPage")
      }
      return page
    }
    for (index, splitView) in splitViews.enumerated() {
      overshoot_adw_navigation_split_view_set_sidebar(splitView, pages[index])
      let isLast = index == splitViews.count - 1
      let content = isLast ? pages[index + 1] : Self.page(holding: splitViews[index + 1])
      if !isLast { innerPages.append(content) }
      overshoot_adw_navigation_split_view_set_content(splitView, content)
      splitView.connectWithPointer("notify::show-content") { [weak self] _ in
        self?.showContentChanged(at: index)
      }
    }
  }

  /// A page holding an inner split view.
  private static func page(holding splitView: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    guard let page = overshoot_adw_navigation_page_new(splitView, tr("Content")) else {
      preconditionFailure("libadwaita has AdwNavigationSplitView but no AdwNavigationPage")
    }
    return page
  }

  /// The title of column `index` of `count` for libadwaita (which warns about a page without
  /// one and reads it out): the page's own, else what the column is.
  private static func title(_ titles: [String], _ index: Int) -> String {
    if !titles[index].isEmpty { return titles[index] }
    if index == 0 { return tr("Sidebar") }
    return index == titles.count - 1 ? tr("Details") : tr("Content")
  }

  /// Collapses each split view, or not, and shows its sidebar or content, as `arrangement` says.
  func arrange(_ arrangement: NavigationSplitArrangement) {
    self.arrangement = arrangement
    isArranging = true
    defer { isArranging = false }
    for (index, page) in pages.enumerated() {
      overshoot_adw_navigation_page_set_title(page, Self.title(arrangement.titles, index))
    }
    for (index, page) in innerPages.enumerated() {
      overshoot_adw_navigation_page_set_title(page, Self.title(arrangement.titles, index + 1))
    }
    for (index, splitView) in splitViews.enumerated() {
      let collapsed: Bool
      let showsContent: Bool
      if arrangement.isCollapsed {
        collapsed = true
        showsContent = arrangement.shownColumn > index
      } else {
        // Wide, a hidden column is the sidebar of a split view collapsed onto its content.
        collapsed = !arrangement.visibleColumns[index]
        showsContent = collapsed || arrangement.shownColumn > index
      }
      if let width = arrangement.columnWidths[index] {
        overshoot_adw_set_double(splitView.gpointer, "min-sidebar-width", Double(width))
        overshoot_adw_set_double(splitView.gpointer, "max-sidebar-width", Double(width))
      }
      // Content first: collapsing then shows the right page at once.
      Self.setShowContent(showsContent, on: splitView)
      overshoot_adw_set_bool(splitView.gpointer, "collapsed", collapsed ? 1 : 0)
    }
  }

  /// Sets `splitView`'s `show-content`, keeping the split view alive until an idle after the
  /// one libadwaita queues for it. Changed while collapsed, libadwaita (1.4 to 1.7 at least)
  /// queues an idle holding a bare pointer to the split view to end its page change; when the
  /// split view was finalized first (its window closed in the same main-loop turn, as a test's
  /// end or an app's close after a change does), that idle wrote into freed memory, and a later
  /// `free` crashed the process (GTK 4.18, libadwaita 1.7: one CI run in three; valgrind named
  /// the write). An idle at the same priority, queued after libadwaita's, runs after it.
  private static func setShowContent(_ shows: Bool, on splitView: UnsafeMutablePointer<GtkWidget>) {
    let object = splitView.gpointer
    // Unchanged, libadwaita queues nothing: no reference and no idle (every arrange sets it).
    guard (overshoot_adw_get_bool(object, "show-content") != 0) != shows else { return }
    g_object_ref(object)
    overshoot_adw_set_bool(object, "show-content", shows ? 1 : 0)
    MainContext.idle(priority: G_PRIORITY_DEFAULT_IDLE) { g_object_unref(object) }
  }

  /// libadwaita went back by itself (Escape, Alt+Left, a swipe, the back button of a mouse) in
  /// split view `index`: collapsed, the split view follows it to column `index`; wide, where
  /// only a hidden column could come back that way, the arrangement stands.
  private func showContentChanged(at index: Int) {
    guard !isArranging, let arrangement else { return }
    let showsContent = overshoot_adw_get_bool(splitViews[index].gpointer, "show-content") != 0
    if arrangement.isCollapsed {
      if !showsContent, arrangement.shownColumn > index { navigatedBack?(index) }
    } else if !showsContent {
      // Not inside the notification: libadwaita is still popping its page.
      MainContext.idle { [weak self] in
        guard let self, let arrangement = self.arrangement else { return }
        self.arrange(arrangement)
      }
    }
  }
}
