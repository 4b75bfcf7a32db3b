import Observation
import Overshoot

/// Where the reader's three columns (feeds | entries | article) stand, bound into the window's
/// `NavigationSplitView`: which show while wide (F9 and the sidebar toggle hide the feeds), and
/// which one shows while collapsed below 600 px (a pick goes on to the entries, an entry to its
/// article; Back, Escape and Alt+Left come back).
@MainActor @Observable
final class ReaderLayout {
  /// Which columns show while wide: every one, or the entries and the article.
  var columnVisibility = NavigationSplitViewVisibility.all
  /// The column shown while collapsed; the entries at first.
  var preferredCompactColumn = NavigationSplitViewColumn.content
  /// Whether the entries column is on screen (it is not while collapsed on another column).
  var isTimelineOnScreen = false
  /// Whether the article column is on screen (it is not while collapsed on another column).
  var isArticleOnScreen = false

  /// Whether the entries column shows alone: collapsed on it, below 600 px.
  var isTimelineAlone: Bool { isTimelineOnScreen && !isArticleOnScreen }

  /// Whether one column shows at a time: the entries and the article are not both on screen.
  var isCollapsed: Bool { !(isTimelineOnScreen && isArticleOnScreen) }

  /// F9 and the sidebar toggle: wide, hide or show the feeds beside the entries; collapsed, go
  /// to the feeds, or from them on to the entries.
  func toggleSidebar() {
    guard isCollapsed else {
      isSidebarShown.toggle()
      return
    }
    let onFeeds = !isTimelineOnScreen && !isArticleOnScreen
    preferredCompactColumn = onFeeds ? .content : .sidebar
  }

  /// Whether the feeds show while wide.
  var isSidebarShown: Bool {
    get { columnVisibility == .all || columnVisibility == .automatic }
    set { columnVisibility = newValue ? .all : .doubleColumn }
  }

  /// The split view's `columnVisibility` binding.
  var visibilityBinding: Binding<NavigationSplitViewVisibility> {
    Binding(self, \.columnVisibility)
  }

  /// The split view's `preferredCompactColumn` binding.
  var compactColumnBinding: Binding<NavigationSplitViewColumn> {
    Binding(self, \.preferredCompactColumn)
  }
}
