import CGtk
import GtkGlue

/// A column of widgets, one group per item, that follows an observed collection, like SwiftUI's
/// `ForEach` in a `VStack`: with an `@Observable` model, `ForEach(model.lines) { Text($0) }`
/// shows an appended line at the next frame. The items are any `RandomAccessCollection`, a
/// range included (`ForEach(0..<5) { Text("Row \($0)") }`). Children are updated in place and
/// made only for new items, so it suits short collections; long ones belong in a `List`. The
/// column hides while the collection is empty, so it leaves no gap of spacing behind.
///
/// With an `id` (or `Identifiable` items), an item's widgets follow it: an item inserted or
/// moved before it moves them rather than making them again, so what GTK keeps in them (a text
/// field's text, the focus) stays with its item. Without one, children are reused by position.
public struct ForEach<Item>: Widget {
  let items: @MainActor () -> [Item]
  let identity: (@MainActor (Item) -> AnyHashable)?
  let spacing: Int
  let content: @MainActor (Item) -> [any Widget]
  /// `onDelete` and `onMove`, used when the `ForEach` is in a `List`.
  var rowActions = ForEachRowActions()

  /// A column of `content(item)` for each of `data`'s items, `spacing` points apart, children
  /// reused by position.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.items = { Self.array(of: data()) }
    self.identity = nil
    self.spacing = spacing
    self.content = content
  }

  /// A column of `content(item)` for each of `data`'s items, each identified by `id` (SwiftUI's
  /// `ForEach(_:id:content:)`), `spacing` points apart.
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: @autoclosure @escaping @MainActor () -> Data, id: KeyPath<Item, ID>,
    spacing: Int = 0, @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.items = { Self.array(of: data()) }
    self.identity = { AnyHashable($0[keyPath: id]) }
    self.spacing = spacing
    self.content = content
  }

  /// The items in order, without a copy when they are an array already.
  private static func array<Data: RandomAccessCollection>(of data: Data) -> [Item]
  where Data.Element == Item {
    (data as? [Item]) ?? Array(data)
  }

  /// Makes the vertical GtkBox, filled now and again whenever the items change.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: spacing).widget
    let column = KeyedColumn()
    WidgetData.set(ShownForEach<Item>(column: column), on: box, key: .collection)
    bind(box, column: column)
    return box
  }

  /// Shows this value's items and content in a column a `ForEach` of the same item type made:
  /// children whose item stays are updated in place (moved to the item's new place, if it
  /// moved), so their widgets, text and focus are kept.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let shown: ShownForEach<Item> = WidgetData.get(from: widget, key: .collection) else {
      return false
    }
    Gtk.Box(widget).spacing = spacing
    bind(widget, column: shown.column)
    return true
  }

  /// Shows the items in `box` now and after every observed change.
  private func bind(_ box: UnsafeMutablePointer<GtkWidget>, column: KeyedColumn) {
    let (content, identity) = (self.content, self.identity)
    ObservedBinding.bind(box, key: .items, read: items) { items, box in
      let groups = items.enumerated().map { index, item in
        KeyedColumn.Group(key: identity?(item) ?? AnyHashable(index), parts: content(item))
      }
      column.show(groups, in: box)
      box.isVisible = !items.isEmpty
    }
  }
}

extension ForEach where Item: Identifiable {
  /// A column of `content(item)` for each of `data`'s items, identified by their `id`.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.init(data(), id: \.id, spacing: spacing, content: content)
  }
}

extension ForEach where Item == Int {
  /// A column of `content(index)` for each index in `data`, each its own id, like SwiftUI's
  /// constant-range `ForEach(0..<n) { i in … }`.
  public init(
    _ data: @autoclosure @escaping @MainActor () -> Range<Int>, spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Int) -> [any Widget]
  ) {
    self.init(data(), id: \.self, spacing: spacing, content: content)
  }
}

/// What a `ForEach` column keeps for the values that update it.
@MainActor
final class ShownForEach<Item> {
  let column: KeyedColumn
  init(column: KeyedColumn) { self.column = column }
}
