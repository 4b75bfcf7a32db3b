import CGtk

/// What lays out a `NavigationSplitView`'s columns: a box side by side here, libadwaita's split
/// views in OvershootAdwaita. The split view decides (from its width, `columnVisibility` and
/// `preferredCompactColumn`) and hands the layout a ``NavigationSplitArrangement``; the layout
/// only shows it, and tells the split view when its own gestures or keys went back.
///
/// A ``NavigationSplitViewStyle`` makes one for each split view.
@MainActor
public protocol NavigationSplitLayout: AnyObject {
  /// The widget holding the columns, placed in the split view.
  var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }

  /// Shows the columns as `arrangement` says.
  func arrange(_ arrangement: NavigationSplitArrangement)

  /// Set by the split view: what the layout calls when it showed an earlier column by itself
  /// (a swipe, a key it handles), with that column's index.
  var navigatedBack: (@MainActor (_ column: Int) -> Void)? { get set }
}

/// What a ``NavigationSplitLayout`` shows: one column while collapsed, the visible ones side by
/// side otherwise.
public struct NavigationSplitArrangement: Sendable, Equatable {
  /// Whether one column shows at a time (the split view is narrower than its breakpoint).
  public var isCollapsed: Bool
  /// The column shown while collapsed (the index among the columns).
  public var shownColumn: Int
  /// While wide, which columns show (one entry per column; collapsed, only `shownColumn`).
  public var visibleColumns: [Bool]
  /// The width each column asked for while wide (`navigationSplitViewColumnWidth`, else the
  /// split view's default); nil for the last column, which takes the room left.
  public var columnWidths: [Int?]
  /// Each column's page title ("" without `.navigationTitle`).
  public var titles: [String]

  /// An arrangement of `visibleColumns.count` columns.
  public init(
    isCollapsed: Bool, shownColumn: Int, visibleColumns: [Bool], columnWidths: [Int?],
    titles: [String]
  ) {
    self.isCollapsed = isCollapsed
    self.shownColumn = shownColumn
    self.visibleColumns = visibleColumns
    self.columnWidths = columnWidths
    self.titles = titles
  }
}
