import CGtk

/// A recycled row: made once per row widget GTK keeps (about 200, whatever the list's length),
/// then bound to item after item as the list scrolls. Like a `UITableViewCell` with
/// `prepareForReuse`.
///
/// Keep `bind` cheap and idempotent: GTK 4.8 rebinds rows on every position change, even to
/// the same item, and a bind must fully replace what the previous item showed.
@MainActor
public protocol ListRow: AnyObject {
  /// The item type this row shows.
  associatedtype Item
  /// Makes the row's widgets; called once per recycled row.
  init()
  /// The row's root widget.
  var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }
  /// Shows `item`.
  func bind(_ item: Item)
  /// The item is leaving the row; drop anything that refers to it (timers, images).
  func unbind()
}

extension ListRow {
  /// Nothing to release by default.
  public func unbind() {}
}
