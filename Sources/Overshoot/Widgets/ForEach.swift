import CGtk

/// A column of widgets, one group per item, that follows an observed collection, like SwiftUI's
/// `ForEach` in a `VStack`: with an `@Observable` model, `ForEach(model.lines) { Text($0) }`
/// shows an appended line at the next frame. Children are updated in place and made only for
/// new items, so it suits short collections; long ones belong in a `List`. The column hides
/// while the collection is empty, so it leaves no gap of spacing behind.
///
/// With an `id` (or `Identifiable` items), a child is updated in place only while the same item
/// sits at its place; one whose item changed is made anew, so what GTK keeps in it (a text
/// field's text, the focus) stays with its item. Without one, children are reused by position.
public struct ForEach<Item>: Widget {
  let items: @MainActor () -> [Item]
  let identity: (@MainActor (Item) -> AnyHashable)?
  let spacing: Int
  let content: @MainActor (Item) -> [any Widget]
  /// `onDelete` and `onMove`, used when the `ForEach` is in a `List`.
  var rowActions = ForEachRowActions()

  /// A column of `content(item)` for each of `items`, `spacing` points apart, children reused
  /// by position.
  public init(
    _ items: @autoclosure @escaping @MainActor () -> [Item], spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) {
    self.items = items
    self.identity = nil
    self.spacing = spacing
    self.content = content
  }

  /// A column of `content(item)` for each of `items`, each identified by `id` (SwiftUI's
  /// `ForEach(_:id:content:)`), `spacing` points apart.
  public init<ID: Hashable>(
    _ items: @autoclosure @escaping @MainActor () -> [Item], id: KeyPath<Item, ID>,
    spacing: Int = 0, @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) {
    self.items = items
    self.identity = { AnyHashable($0[keyPath: id]) }
    self.spacing = spacing
    self.content = content
  }

  /// Makes the vertical GtkBox, filled now and again whenever the items change.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(spacing))!
    let content = self.content
    let identity = self.identity
    let shown = ShownIdentities()
    ObservedBinding.bind(box, key: .items, read: items) { items, box in
      let groups = items.map { item in (id: identity?(item), parts: content(item)) }
      let parts = groups.flatMap(\.parts)
      let ids = groups.flatMap { group in Array(repeating: group.id, count: group.parts.count) }
      var children = WidgetChildren.of(box)
      for (index, child) in children.enumerated() {
        // A child that is not there any more, shows another item, or cannot show its new part,
        // goes.
        if index < parts.count, index < shown.ids.count, shown.ids[index] == ids[index],
          parts[index].update(child)
        {
          continue
        }
        for stale in children[index...] { gtk_box_remove(box.checked(as: GtkBox.self), stale) }
        children = Array(children[..<index])
        break
      }
      for part in parts[children.count...] {
        gtk_box_append(box.checked(as: GtkBox.self), part.makeGtkWidget())
      }
      shown.ids = ids
      gtk_widget_set_visible(box, items.isEmpty ? 0 : 1)
    }
    return box
  }
}

extension ForEach where Item: Identifiable {
  /// A column of `content(item)` for each of `items`, identified by their `id`.
  public init(
    _ items: @autoclosure @escaping @MainActor () -> [Item], spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) {
    self.init(items(), id: \.id, spacing: spacing, content: content)
  }
}

/// The ids a `ForEach` column shows, child by child (nil ids: reused by position).
@MainActor
private final class ShownIdentities {
  var ids: [AnyHashable?] = []
}
