/// What a list's rows offer besides showing their item: a context menu, deleting, moving. The
/// list view asks through these when the reader right-clicks, long-presses or presses a key.
struct RowCommands {
  /// The context-menu lines of the row at a position (none: no menu).
  var menu: @MainActor (Int) -> [ContextMenu.Item]
  /// Deletes the rows at the positions; false when none of them can be deleted.
  var delete: @MainActor ([Int]) -> Bool = { _ in false }
  /// Moves the row at a position one place up (-1) or down (+1); false when it cannot move.
  var move: @MainActor (Int, Int) -> Bool = { _, _ in false }
}
