import CGtk

/// A widget with a modifier applied, as `.padding()` or `.refreshable { … }` return.
///
/// A modifier either changes the content's own GTK widget (and is applied again on update) or
/// wraps it in another one (and on update the content inside is updated, the wrapper kept).
public struct ModifiedWidget: Widget {
  let content: any Widget
  let name: String
  let modify: @MainActor (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
  let wraps: Bool

  /// `content` changed in place by `change`, which runs again on every update.
  init(
    _ content: any Widget, name: String,
    change: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void
  ) {
    self.content = content
    self.name = name
    modify = { widget in
      change(widget)
      return widget
    }
    wraps = false
  }

  /// `content` placed inside the widget `wrap` returns.
  static func wrapping(
    _ content: any Widget, name: String,
    in wrap:
      @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
  ) -> ModifiedWidget {
    ModifiedWidget(content: content, name: name, modify: wrap, wraps: true)
  }

  private init(
    content: any Widget, name: String,
    modify:
      @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>,
    wraps: Bool
  ) {
    self.content = content
    self.name = name
    self.modify = modify
    self.wraps = wraps
  }

  /// Makes the content and applies the modifier.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let made = content.makeGtkWidget()
    let modified = modify(made)
    if wraps { WidgetData.set(WrappedContent(widget: made), on: modified, key: .wrappedContent) }
    return modified
  }

  /// Updates the content and applies the modifier again; a wrapping modifier keeps its wrapper
  /// and updates the content inside it.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard wraps else {
      guard content.update(widget) else { return false }
      _ = modify(widget)
      return true
    }
    guard let wrapped: WrappedContent = WidgetData.get(from: widget, key: .wrappedContent) else {
      return false
    }
    return content.update(wrapped.widget)
  }

  /// The content's shape under this modifier's name.
  public var shape: WidgetShape {
    WidgetShape(ModifiedWidget.self, tag: name, children: [content.shape])
  }
}

/// The content widget a wrapping modifier placed inside its own, kept on the wrapper.
@MainActor
private struct WrappedContent {
  let widget: UnsafeMutablePointer<GtkWidget>
}
