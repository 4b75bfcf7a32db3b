import CGtk
import GtkGlue

/// The ``NavigationSplitViewStyle/balanced`` layout: the columns in a horizontal GtkBox with a
/// separator between two shown side by side; collapsed, the shown column alone fills the box.
@MainActor
final class BoxSplitLayout: NavigationSplitLayout {
  /// The box.
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let columns: [UnsafeMutablePointer<GtkWidget>]
  private var separators: [UnsafeMutablePointer<GtkWidget>] = []
  /// Each column in a frame that holds it to its width (`ColumnFrame`).
  private var frames: [UnsafeMutablePointer<GtkWidget>] = []
  /// Never called: a box has no gestures of its own.
  var navigatedBack: (@MainActor (Int) -> Void)?

  /// A box holding `columns` in order.
  init(columns: [UnsafeMutablePointer<GtkWidget>]) {
    gtkWidget = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    self.columns = columns
    for (index, column) in columns.enumerated() {
      if index > 0 {
        let separator = Gtk.Separator(orientation: GTK_ORIENTATION_VERTICAL).widget
        separators.append(separator)
        Gtk.Box(gtkWidget).append(separator)
      }
      let frame = ColumnFrame.wrapping(column)
      frames.append(frame)
      Gtk.Box(gtkWidget).append(frame)
    }
  }

  /// Shows the visible columns at their widths (the last takes the rest), or the shown one.
  func arrange(_ arrangement: NavigationSplitArrangement) {
    let collapsed = arrangement.isCollapsed
    let visible = columns.indices.map { index in
      collapsed ? index == arrangement.shownColumn : arrangement.visibleColumns[index]
    }
    for (index, column) in columns.enumerated() {
      frames[index].isVisible = visible[index]
      let width = collapsed ? nil : arrangement.columnWidths[index]
      column.setSizeRequest(width: width ?? -1, height: -1)
      column.hexpand = width == nil
      ColumnFrame.limit(frames[index], to: width)
    }
    for (index, separator) in separators.enumerated() {
      separator.isVisible = !collapsed && visible[index] && visible[index + 1]
    }
  }
}
