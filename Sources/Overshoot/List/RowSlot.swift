import CGtk

/// One recycled row as the list view tracks it: the user's row behind type-erased bind and
/// unbind, and which position and id it shows now.
@MainActor
final class RowSlot<Item, ID> {
  let widget: UnsafeMutablePointer<GtkWidget>
  let bindRow: @MainActor (Item) -> Void
  let unbindRow: @MainActor () -> Void
  let row: AnyObject
  var position: Int?
  var id: ID?

  init<Row: ListRow>(_ row: Row) where Row.Item == Item {
    self.row = row
    widget = row.widget
    bindRow = { [unowned row] item in row.bind(item) }
    unbindRow = { [unowned row] in row.unbind() }
  }
}
