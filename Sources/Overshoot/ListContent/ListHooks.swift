/// What a form of `List` adds to the recycled list view it makes: run once the view is made,
/// and after each change of items is applied.
struct ListHooks<Item, ID: Hashable> {
  /// Runs once, when the list view is made, before its items are first shown.
  var setUp: [@MainActor (RecycledListView<Item, ID>) -> Void] = []
  /// Runs after each new list of items has been applied.
  var afterApply: [@MainActor (RecycledListView<Item, ID>) -> Void] = []
  /// Whether each row's `.contextMenu` lines are its menu (a builder list makes its own).
  var menusFromRows = true
  /// The binding the list's selection follows, if it has one; a list updated with a new value
  /// follows the new value's binding.
  var selection: ListSelectionSync?
}
