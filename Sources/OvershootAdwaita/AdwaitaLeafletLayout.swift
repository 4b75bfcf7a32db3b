import CAdwaita
import GtkGlue
import Overshoot

/// The `.adwaita` split view layout on libadwaita 1.2 and 1.3, which have no navigation split
/// view: the columns in an AdwLeaflet, each after the first with a separator at its start (in a
/// box of its own: a separator as a leaflet page of its own is snapshotted unallocated while
/// the folded leaflet slides past it). The split view decides when to fold (a leaflet that
/// cannot unfold is folded), and the leaflet's own back gestures and keys
/// (`can-navigate-back`) are followed.
@MainActor
final class AdwaitaLeafletLayout: NavigationSplitLayout {
  /// The AdwLeaflet.
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let columns: [UnsafeMutablePointer<GtkWidget>]
  /// Each column in a frame that holds it to its width (`ColumnFrame`).
  private var frames: [UnsafeMutablePointer<GtkWidget>] = []
  /// The leaflet's children: the first column, then each other column in a box behind its
  /// separator.
  private var children: [UnsafeMutablePointer<GtkWidget>] = []
  private var separators: [UnsafeMutablePointer<GtkWidget>] = []
  /// Whether this layout is setting the leaflet (its notifications are not the reader's then).
  private var isArranging = false
  /// What the split view asked for last.
  private var arrangement: NavigationSplitArrangement?
  var navigatedBack: (@MainActor (Int) -> Void)?

  /// A leaflet holding `columns` in order, with separators between them.
  init(columns: [UnsafeMutablePointer<GtkWidget>]) {
    gtkWidget = adw_leaflet_new()
    // Named: nameless, GTK 4.8 reads it to a screen reader as "AdwLeaflet".
    Accessibility.setLabel(tr("Columns"), of: gtkWidget)
    self.columns = columns
    let leaflet = OpaquePointer(gtkWidget)
    adw_leaflet_set_can_navigate_back(leaflet, 1)
    adw_leaflet_set_fold_threshold_policy(leaflet, ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
    for (index, column) in columns.enumerated() {
      let frame = ColumnFrame.wrapping(column)
      frames.append(frame)
      var child = frame
      if index > 0 {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        let separator = Gtk.Separator(orientation: GTK_ORIENTATION_VERTICAL).widget
        separators.append(separator)
        box.append(separator)
        box.append(frame)
        child = box.widget
      }
      children.append(child)
      _ = adw_leaflet_append(leaflet, child)
    }
    gtkWidget.connectWithPointer("notify::visible-child") { [weak self] _ in
      self?.visibleChildChanged()
    }
  }

  /// Folds the leaflet onto the shown column, or lets it unfold with the visible columns at
  /// their widths (the last takes the rest).
  func arrange(_ arrangement: NavigationSplitArrangement) {
    self.arrangement = arrangement
    isArranging = true
    defer { isArranging = false }
    let leaflet = OpaquePointer(gtkWidget)
    let collapsed = arrangement.isCollapsed
    for (index, column) in columns.enumerated() {
      // Folded, every column stays for the leaflet to go back to; it shows one.
      let visible = collapsed || arrangement.visibleColumns[index]
      children[index].isVisible = visible
      let width = collapsed ? nil : arrangement.columnWidths[index]
      column.setSizeRequest(width: width ?? -1, height: -1)
      column.hexpand = width == nil
      ColumnFrame.limit(frames[index], to: width)
    }
    // A separator at a column's start, while a column before it shows beside it.
    for (index, separator) in separators.enumerated() {
      let after = arrangement.visibleColumns[...index].contains(true)
      separator.isVisible = !collapsed && after
    }
    adw_leaflet_set_can_unfold(leaflet, collapsed ? 0 : 1)
    // Folded only: an unfolded leaflet given a visible child moves the keyboard focus into it
    // (away from the column the reader is in), and the split view shows the column again when
    // it folds.
    guard collapsed else { return }
    let shown = children[max(0, min(arrangement.shownColumn, children.count - 1))]
    if shown.isVisible { adw_leaflet_set_visible_child(leaflet, shown) }
  }

  /// The leaflet went back by itself (a swipe, Alt+Left, the mouse's back button) while folded:
  /// the split view follows it to the column it shows.
  private func visibleChildChanged() {
    guard !isArranging, let arrangement, arrangement.isCollapsed,
      let child = adw_leaflet_get_visible_child(OpaquePointer(gtkWidget)),
      let index = children.firstIndex(of: child), index < arrangement.shownColumn
    else { return }
    navigatedBack?(index)
  }
}
