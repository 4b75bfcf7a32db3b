/// Reads the menu lines a row's content asks for: `.contextMenu` lines first, then
/// `.swipeActions` lines, leading edge before trailing.
@MainActor
enum RowMenuItems {
  /// The lines attached anywhere along `parts`' modifier chains (and the bodies of widgets
  /// written with one).
  static func items(in parts: [any Widget]) -> [ContextMenu.Item] {
    var found: [RowMenuWidget] = []
    for part in WidgetBuilder.flatten(parts) { collect(part, into: &found, depth: 0) }
    let order: [RowMenuWidget.Kind] = [.contextMenu, .leadingSwipeActions, .trailingSwipeActions]
    return order.flatMap { kind in found.filter { $0.kind == kind }.flatMap(\.menuItems) }
  }

  /// `lines` as menu items: each `Button` becomes a line; a `Divider` is left out and anything
  /// else is reported, since a menu line has only a title and an action.
  static func items(from lines: [any Widget]) -> [ContextMenu.Item] {
    WidgetBuilder.flatten(lines).compactMap { line in
      if let button = line as? Button {
        return ContextMenu.Item(button.title(), action: button.action)
      }
      if !(line is Divider) {
        Diagnostics.warn(
          "contextMenu: \(type(of: line)) is left out; a menu line is a Button(\"Title\") { … }")
      }
      return nil
    }
  }

  private static func collect(_ widget: any Widget, into found: inout [RowMenuWidget], depth: Int) {
    guard depth < 32 else { return }
    if let menu = widget as? RowMenuWidget {
      found.append(menu)
      collect(menu.content, into: &found, depth: depth + 1)
    } else if let modified = widget as? ModifiedWidget {
      collect(modified.content, into: &found, depth: depth + 1)
    } else if let branch = widget as? BuilderBranch {
      for part in branch.parts { collect(part, into: &found, depth: depth + 1) }
    } else if let parts = widget as? [any Widget] {
      for part in parts { collect(part, into: &found, depth: depth + 1) }
    } else if let body = body(of: widget) {
      collect(body, into: &found, depth: depth + 1)
    }
  }

  /// The body of a widget written with one; nil for a primitive.
  private static func body<W: Widget>(of widget: W) -> (any Widget)? {
    W.Body.self == Never.self ? nil : widget.body
  }
}
