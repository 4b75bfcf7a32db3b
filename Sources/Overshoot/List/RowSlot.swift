import CGtk
import GtkGlue

/// One recycled row as the list view tracks it: the user's row behind type-erased bind and
/// unbind, its GtkListItem, and which id it shows now.
@MainActor
final class RowSlot<Item, ID> {
  let widget: UnsafeMutablePointer<GtkWidget>
  let bindRow: @MainActor (Item) -> Void
  let unbindRow: @MainActor () -> Void
  let row: AnyObject
  /// The GtkListItem this row is the child of.
  let listItem: UnsafeMutableRawPointer
  /// The id of the item bound now; nil while unbound.
  var id: ID?

  init<Row: ListRow>(_ row: Row, in listItem: UnsafeMutableRawPointer) where Row.Item == Item {
    self.row = row
    self.listItem = listItem
    widget = row.gtkWidget
    bindRow = { [unowned row] item in row.bind(item) }
    unbindRow = { [unowned row] in row.unbind() }
  }

  /// The position the row's list item holds now, nil while unbound. Read from GTK each time:
  /// GTK 4.12 and later move a row to a new position without binding it again, so a position
  /// remembered from the last bind goes stale when items are inserted or removed above it.
  var position: Int? {
    guard id != nil else { return nil }
    let position = Gtk.ListItem(listItem).position
    return position == Int(GTK_INVALID_LIST_POSITION) ? nil : position
  }
}
