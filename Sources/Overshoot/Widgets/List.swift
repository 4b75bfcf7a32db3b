import CGtk
import GtkGlue
import RefreshCore

/// A lazily recycled, scrolling list of rows described by a closure, like SwiftUI's
/// `List(items, id: \.id) { item in … }`, on `RecycledListView` (GtkListView).
///
/// GTK keeps about 200 row widgets whatever the number of items; each row's widgets are made
/// once and updated in place as the list scrolls (`Widget.update`). The items are read through
/// an autoclosure: with an `@Observable` model, `List(model.items, id: \.id)` applies each change
/// as a diff (rows keep their place on screen) at most once per frame. Duplicate ids are refused
/// with a message naming the id, and the list keeps what it showed.
public struct List<Item, ID: Hashable>: Widget {
  let items: @MainActor () -> [Item]
  let id: @MainActor (Item) -> ID
  let row: @MainActor (Item) -> [any Widget]
  var separators: Visibility = .automatic
  /// What a form of `List` adds to the list view it makes (selection, row commands).
  var hooks = ListHooks<Item, ID>()

  /// A list of `items`, each identified by `id`, shown by `row`.
  public init(
    _ items: @autoclosure @escaping @MainActor () -> [Item], id: KeyPath<Item, ID>,
    @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) {
    self.items = items
    self.id = { $0[keyPath: id] }
    self.row = row
    hooks.setUp.append { list in
      list.installRowCommands(
        RowCommands(menu: { [unowned list] in RowMenuItems.items(in: row(list.item(at: $0))) }))
    }
  }

  /// Shows or hides the separators between rows (shown by default, as in SwiftUI).
  public func listRowSeparator(_ visibility: Visibility) -> List {
    var copy = self
    copy.separators = visibility
    return copy
  }

  /// Makes the list view inside a vertical scroll view; returns the scrolled window.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let row = self.row
    let id = self.id
    let made = WeakReference<RecycledListView<Item, ID>>()
    let list = RecycledListView<Item, ID>(
      makeRow: {
        let described = DescribedRow<Item>()
        described.content = row
        described.identify = { AnyHashable(id($0)) }
        described.onMake = { parts in
          if RowSeparator.visibility(in: parts) == .hidden { made.object?.showSeparators = false }
        }
        return described
      }, id: id)
    made.object = list
    return makeScrolled(list)
  }

  private func makeScrolled(_ list: RecycledListView<Item, ID>) -> UnsafeMutablePointer<GtkWidget> {
    list.showSeparators = separators != .hidden
    let scroll = ScrollView(child: list.gtkWidget)
    list.reportVisibleRows(to: scroll)
    for setUp in hooks.setUp { setUp(list) }
    let afterApply = hooks.afterApply
    gtk_scrolled_window_set_policy(
      scroll.scrolledWindow.checked(gtk_scrolled_window_get_type()), GTK_POLICY_NEVER,
      GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scroll.scrolledWindow, 1)
    gtk_widget_set_hexpand(scroll.scrolledWindow, 1)
    ObservedBinding.bind(list.gtkWidget, key: .items, read: items) { [weak list] newItems, _ in
      do {
        guard let list else { return }
        try list.apply(newItems)
        for hook in afterApply { hook(list) }
      } catch {
        Diagnostics.warn("List: \(error); the list keeps what it showed")
      }
    }
    return scroll.makeGtkWidget()
  }
}

/// A weak reference to fill in later, for closures made before their target.
@MainActor
final class WeakReference<Object: AnyObject> {
  weak var object: Object?
}
