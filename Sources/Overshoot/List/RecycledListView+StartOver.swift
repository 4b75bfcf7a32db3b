import CGtk
import GtkGlue
import ListDiffing

extension RecycledListView {
  /// Shows `newItems` as a list of their own, from its top, keeping nothing of the rows shown
  /// before: what SwiftUI does for a list given a new `.id(_:)`. For a new view of the data
  /// (another feed, a search), where `apply(_:)` would keep the reader's row in place. Throws,
  /// changing nothing, when an id appears twice.
  ///
  /// The list goes to its top while GTK still has the old rows laid out, then empties, then
  /// fills. Applied directly, GTK 4.8 kept a row both lists share (or whatever its stale layout
  /// put at the top) in place, so the new list opened part-way down with its first items out
  /// of sight.
  @discardableResult
  public func startOver(with newItems: [Item]) throws(ListDiffError) -> ListChanges<ID> {
    guard count > 0, let idOf else { return try apply(newItems) }
    // The ids are checked before anything changes, as the diff from nothing to them would.
    _ = try ListDiff.splices(from: [ID](), to: newItems.map(idOf))
    pendingTopAlignment = nil
    arrivedAboveTop = false
    afterLayout = nil
    if let adjustment = Gtk.Scrollable(gtkWidget).vadjustment {
      adjustment.value = adjustment.lower
    }
    try apply([])
    return try apply(newItems)
  }
}
