/// How tall a shortcuts window's columns may be: GtkShortcutsSection fills a column with whole
/// groups until the next would pass its `max-height` (in lines: a group's title and each of its
/// shortcuts count one), and puts two columns on a page. The shortest height that keeps every
/// group on one page makes the window as short as it can be, so it fits a laptop's screen.
enum ShortcutsColumns {
  /// Columns a GtkShortcutsSection puts on one page.
  static let perPage = 2

  /// The least `max-height` at which `groups` fill at most one page's columns.
  static func height(of groups: [KeyboardShortcutsWindow.Group]) -> Int {
    let heights = groups.map { 1 + $0.shortcuts.count }
    let total = heights.reduce(0, +)
    var height = max(heights.max() ?? 1, (total + perPage - 1) / perPage)
    while columns(heights, height: height) > perPage { height += 1 }
    return height
  }

  /// The columns groups of `heights` take, filled in order as GtkShortcutsSection fills them.
  static func columns(_ heights: [Int], height: Int) -> Int {
    var columns = 0
    var filled = 0
    for group in heights {
      if filled == 0 || filled + group > height {
        columns += 1
        filled = 0
      }
      filled += group
    }
    return columns
  }
}
