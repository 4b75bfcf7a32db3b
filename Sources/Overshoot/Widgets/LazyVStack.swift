import CGtk

/// A lazily recycled column of rows without separators, like SwiftUI's `LazyVStack` inside a
/// `ScrollView`: a `List` with `.listRowSeparator(.hidden)`, scrolling on its own.
public struct LazyVStack<Item, ID: Hashable>: Widget {
  let list: List<Item, ID>

  /// A column of `items`, each identified by `id`, shown by `row` (observed like `List`'s).
  public init(
    _ items: @autoclosure @escaping @MainActor () -> [Item], id: KeyPath<Item, ID>,
    @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) {
    list = List(items(), id: id, row: row).listRowSeparator(.hidden)
  }

  /// Makes the list view inside a vertical scroll view.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { list.makeGtkWidget() }
}
