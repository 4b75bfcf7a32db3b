import CGtk
import GtkGlue
import RefreshCore

/// A lazily recycled, scrolling list of rows described by a closure, like SwiftUI's
/// `List(items, id: \.id) { item in … }`, on `RecycledListView` (GtkListView).
///
/// The items are any `RandomAccessCollection`, a range included:
///
/// ```swift
/// List(0..<16_777_216, id: \.self) { Text("Row \($0)") }
/// List(model.stories) { story in Text(story.title) }
/// ```
///
/// GTK keeps about 200 row widgets whatever the number of items; each row's widgets are made
/// once and updated in place as the list scrolls (`Widget.update`), and a row reads its item
/// only when GTK binds it. A range identified by `\.self` is never copied: its ids follow from
/// the position. Other collections are read through an autoclosure: with an `@Observable`
/// model, `List(model.items, id: \.id)` applies each change as a diff by id (rows keep their
/// place on screen) at most once per frame. Duplicate ids are refused with a message naming the
/// id, and the list keeps what it showed.
public struct List<Item, ID: Hashable>: Widget {
  let items: @MainActor () -> IndexedItems<Item, ID>
  /// Whether ids follow from positions (a range by `\.self`), decided by the collection's type.
  let positional: Bool
  let id: @MainActor (Item) -> ID
  let row: @MainActor (Item) -> [any Widget]
  var separators: Visibility = .automatic
  /// What a form of `List` adds to the list view it makes (selection, row commands).
  var hooks = ListHooks<Item, ID>()

  /// A list of `data`'s items, each identified by `id`, shown by `row`.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, id: KeyPath<Item, ID>,
    @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.items = { IndexedItems(data(), id: id) }
    self.positional = IndexedItems<Item, ID>.hasPositionalIDs(Data.self, id: id)
    self.id = { $0[keyPath: id] }
    self.row = row
  }

  /// Shows or hides the separators between rows (shown by default, as in SwiftUI).
  public func listRowSeparator(_ visibility: Visibility) -> List {
    var copy = self
    copy.separators = visibility
    return copy
  }

  /// Makes the list view inside a vertical scroll view; returns the scrolled window.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let id = self.id
    let shown = ShownList<Item, ID>(row: row, positional: positional, hooks: hooks)
    let made = WeakReference<RecycledListView<Item, ID>>()
    let makeRow: @MainActor () -> DescribedRow<Item> = {
      let described = DescribedRow<Item>()
      described.content = { shown.row($0) }
      described.identify = { AnyHashable(id($0)) }
      described.onMake = { parts in
        if RowSeparator.visibility(in: parts) == .hidden { made.object?.showSeparators = false }
      }
      return described
    }
    let list =
      positional
      ? RecycledListView<Item, ID>(positionalRows: makeRow)
      : RecycledListView<Item, ID>(makeRow: makeRow, id: id)
    made.object = list
    shown.list = list
    if hooks.menusFromRows {
      list.installRowCommands(
        RowCommands(menu: { [unowned list] in RowMenuItems.items(in: shown.row(list.item(at: $0))) }
        ))
    }
    let scrolled = makeScrolled(list, shown: shown)
    WidgetData.set(shown, on: scrolled, key: .collection)
    return scrolled
  }

  /// Shows this list's items, rows and selection in a list this type made, keeping its scroll
  /// position, selection and row widgets: what a parent's `body` evaluated again asks of the
  /// list it made before. The new items are applied as a diff, and every row shown is bound
  /// again with the new row closure.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let shown: ShownList<Item, ID> = WidgetData.get(from: widget, key: .collection),
      shown.positional == positional, shown.hooks.menusFromRows == hooks.menusFromRows,
      shown.hooks.selection?.mode == hooks.selection?.mode, let list = shown.list
    else { return false }
    shown.row = row
    list.showSeparators = separators != .hidden
    if let selection = hooks.selection { shown.hooks.selection?.adopt(selection, on: list) }
    bindItems(to: list, shown: shown)
    list.rebindAllRows()
    return true
  }

  private func makeScrolled(_ list: RecycledListView<Item, ID>, shown: ShownList<Item, ID>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    list.showSeparators = separators != .hidden
    let scroll = ScrollView(child: list.gtkWidget)
    list.reportVisibleRows(to: scroll)
    for setUp in hooks.setUp { setUp(list) }
    Gtk.ScrolledWindow(scroll.scrolledWindow).setPolicy(
      horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    scroll.scrolledWindow.vexpand = true
    scroll.scrolledWindow.hexpand = true
    bindItems(to: list, shown: shown)
    return scroll.makeGtkWidget()
  }

  /// Shows `items()` in `list` now and after every observed change: positional ids as splices
  /// at the head and tail, any other ids as a diff. The hooks run after each change are those
  /// of the list value that made the view.
  private func bindItems(to list: RecycledListView<Item, ID>, shown: ShownList<Item, ID>) {
    let afterApply = shown.hooks.afterApply
    ObservedBinding.bind(list.gtkWidget, key: .items, read: items) { [weak list] newItems, _ in
      do {
        guard let list else { return }
        if let positional = newItems.positional {
          list.showPositional(first: positional.first, count: newItems.count)
        } else {
          try list.apply(newItems.all())
        }
        for hook in afterApply { hook(list) }
      } catch {
        Diagnostics.warn("List: \(error); the list keeps what it showed")
      }
    }
  }
}

extension List where Item: Identifiable, ID == Item.ID {
  /// A list of `data`'s items, identified by their `id`, like SwiftUI's `List(_:rowContent:)`.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data,
    @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.init(data(), id: \.id, row: row)
  }
}

extension List where Item == Int, ID == Int {
  /// A list of the indices in `data`, each its own id, like SwiftUI's constant-range
  /// `List(0..<n) { i in … }`; nothing per index is kept, whatever the length.
  public init(
    _ data: @autoclosure @escaping @MainActor () -> Range<Int>,
    @WidgetBuilder row: @escaping @MainActor (Int) -> [any Widget]
  ) {
    self.init(data(), id: \.self, row: row)
  }
}

/// What a `List` made keeps for the values that update it: the list view, the row closure its
/// rows call now, and the hooks of the value that made it.
@MainActor
final class ShownList<Item, ID: Hashable> {
  weak var list: RecycledListView<Item, ID>?
  var row: @MainActor (Item) -> [any Widget]
  let positional: Bool
  let hooks: ListHooks<Item, ID>

  init(
    row: @escaping @MainActor (Item) -> [any Widget], positional: Bool, hooks: ListHooks<Item, ID>
  ) {
    self.row = row
    self.positional = positional
    self.hooks = hooks
  }
}

/// A weak reference to fill in later, for closures made before their target.
@MainActor
final class WeakReference<Object: AnyObject> {
  weak var object: Object?
}
