/// A column of a `NavigationSplitView`, like SwiftUI's `NavigationSplitViewColumn`: which one a
/// collapsed split view shows (`preferredCompactColumn`).
public enum NavigationSplitViewColumn: Sendable, Equatable {
  /// The first column.
  case sidebar
  /// The middle column of three (the detail in a two-column split view).
  case content
  /// The last column.
  case detail

  /// The column's index among `count` columns.
  func index(among count: Int) -> Int {
    switch self {
    case .sidebar: 0
    case .content: min(1, count - 1)
    case .detail: count - 1
    }
  }

  /// The column at `index` among `count` columns.
  init(index: Int, among count: Int) {
    self = index == 0 ? .sidebar : index == count - 1 ? .detail : .content
  }
}
