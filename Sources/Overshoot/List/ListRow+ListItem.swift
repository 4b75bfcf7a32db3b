import CGtk
import GtkGlue

extension ListRow {
  /// The list item widget GTK wraps around this row, or nil before the row is first bound.
  ///
  /// It, not the row, holds the keyboard focus and is what a screen reader reads as the "list
  /// item": give it the row's accessible name (`setListItemAccessibilityLabel`) and actions,
  /// and its keyboard shortcuts.
  public var listItemWidget: UnsafeMutablePointer<GtkWidget>? {
    gtkWidget.parent
  }

  /// Names the list item around this row for screen readers (it has no name of its own):
  /// GtkListItem's accessible label from GTK 4.12, the list item widget's label on 4.8.
  public func setListItemAccessibilityLabel(_ label: String) {
    if let listItem = g_object_get_data(gtkWidget.checked(as: GObject.self), rowListItemKey),
      overshoot_list_item_set_accessible_label(listItem, label) != 0
    {
      return
    }
    if let listItemWidget { overshoot_accessible_set_label(listItemWidget, label) }
  }
}

/// The object-data key under which a recycled row's widget holds its GtkListItem (set by the
/// factory's setup, cleared by its teardown).
let rowListItemKey = "overshoot-row-list-item"
