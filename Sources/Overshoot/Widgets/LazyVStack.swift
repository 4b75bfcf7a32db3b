import CGtk

/// A lazily recycled column of rows without separators, like SwiftUI's `LazyVStack` inside a
/// `ScrollView`: a `List` with `.listRowSeparator(.hidden)`, scrolling on its own.
///
/// ```swift
/// LazyVStack(0..<100_000, id: \.self) { Text("Row \($0)") }
/// LazyVStack { ForEach(model.stories) { Text($0.title) } }
/// ```
public struct LazyVStack<Item, ID: Hashable>: Widget {
  let list: List<Item, ID>

  /// A column of `data`'s items, each identified by `id`, shown by `row` (read like `List`'s:
  /// a range identified by `\.self` is never copied).
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, id: KeyPath<Item, ID>,
    @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    list = List(data(), id: id, row: row).listRowSeparator(.hidden)
  }

  /// Makes the list view inside a vertical scroll view.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { list.makeGtkWidget() }

  /// Shows the new items and rows in a column this type made, keeping its scroll position.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { list.update(widget) }
}

extension LazyVStack where Item == ListEntry, ID == ListEntryID {
  /// A column of what `content` holds (`ForEach`es and single rows), like SwiftUI's
  /// `LazyVStack { ForEach(…) { … } }`: the rows of a builder `List` without separators.
  public init(@WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    list = List(content: content).listRowSeparator(.hidden)
  }
}
