import CGtk

/// A column of widgets, one group per item, that follows an observed collection, like SwiftUI's
/// `ForEach` in a `VStack`: with an `@Observable` model, `ForEach(model.lines) { Text($0) }`
/// shows an appended line at the next frame. Children are updated in place by position and
/// made only for new items, so it suits short collections; long ones belong in a `List`. The
/// column hides while the collection is empty, so it leaves no gap of spacing behind.
public struct ForEach<Item>: Widget {
  let items: @MainActor () -> [Item]
  let spacing: Int
  let content: @MainActor (Item) -> [any Widget]

  /// A column of `content(item)` for each of `items`, `spacing` points apart.
  public init(
    _ items: @autoclosure @escaping @MainActor () -> [Item], spacing: Int = 0,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) {
    self.items = items
    self.spacing = spacing
    self.content = content
  }

  /// Makes the vertical GtkBox, filled now and again whenever the items change.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(spacing))!
    let content = self.content
    ObservedBinding.bind(box, key: .items, read: items) { items, box in
      let parts = items.flatMap(content)
      var children = WidgetChildren.of(box)
      for (index, child) in children.enumerated() {
        // A child that is not there any more, or cannot show its new part, goes.
        if index < parts.count, parts[index].update(child) { continue }
        for stale in children[index...] { gtk_box_remove(box.checked(as: GtkBox.self), stale) }
        children = Array(children[..<index])
        break
      }
      for part in parts[children.count...] {
        gtk_box_append(box.checked(as: GtkBox.self), part.makeGtkWidget())
      }
      gtk_widget_set_visible(box, items.isEmpty ? 0 : 1)
    }
    return box
  }
}
