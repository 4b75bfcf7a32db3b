/// Which columns of a wide `NavigationSplitView` show, like SwiftUI's
/// `NavigationSplitViewVisibility`. A narrow one shows a single column whatever this says.
public enum NavigationSplitViewVisibility: Sendable, Equatable {
  /// As the split view sees fit: every column.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns; in a two-column split view, both columns.
  case doubleColumn
  /// The detail column alone.
  case detailOnly
}
