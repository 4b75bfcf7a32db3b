import CGtk
import GtkGlue

/// Content with menu lines attached: what `.contextMenu { … }` and `.swipeActions { … }` return.
/// In a `List` the list opens them for the row (right click, long press, Shift+F10, Menu);
/// elsewhere the content opens them itself.
public struct RowMenuWidget: Widget {
  /// Which modifier attached the lines.
  enum Kind: String {
    case contextMenu, leadingSwipeActions, trailingSwipeActions
  }

  let content: any Widget
  let kind: Kind
  let lines: @MainActor () -> [any Widget]

  /// The lines as menu items, `Button`s only (a `Divider` is left out; anything else is reported).
  var menuItems: [ContextMenu.Item] { RowMenuItems.items(from: lines()) }

  /// Makes the content and lets it open the menu itself when it is not in a list.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let widget = content.makeGtkWidget()
    WidgetData.set(lines, on: widget, key: .menuItems)
    let open: @MainActor (Double?, Double?) -> Bool = { x, y in
      // In a list view the list opens the row's whole menu, wherever in the row the click is.
      guard gtk_widget_get_ancestor(widget, gtk_list_view_get_type()) == nil,
        let lines: @MainActor () -> [any Widget] = WidgetData.get(from: widget, key: .menuItems)
      else { return false }
      let items = RowMenuItems.items(from: lines())
      guard !items.isEmpty else { return false }
      ContextMenu.show(items, on: widget, at: x.flatMap { x in y.map { (x, $0) } })
      return true
    }
    let click = Gtk.GestureClick()
    click.button = 3
    click.connectPressed { _, x, y in _ = open(x, y) }
    widget.addController(click)
    let longPress = Gtk.GestureLongPress()
    longPress.isTouchOnly = true
    longPress.connectWithPoint("pressed") { x, y in _ = open(x, y) }
    widget.addController(longPress)
    KeyboardShortcuts.add(KeyboardShortcuts.contextMenu, to: widget) { open(nil, nil) }
    return widget
  }

  /// Updates the content and takes the new lines.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard content.update(widget) else { return false }
    WidgetData.set(lines, on: widget, key: .menuItems)
    return true
  }

  /// The content's shape under this modifier.
  public var shape: WidgetShape {
    WidgetShape(RowMenuWidget.self, tag: kind.rawValue, children: [content.shape])
  }
}

extension Widget {
  /// A menu of `menuItems` (`Button`s) for this widget, like SwiftUI's `contextMenu(menuItems:)`:
  /// it opens on a right click, a long press on a touchscreen, Shift+F10 and the Menu key. On a
  /// `List` row it opens anywhere in the row, from the focused row by keyboard.
  public func contextMenu(
    @WidgetBuilder menuItems: @escaping @MainActor () -> [any Widget]
  ) -> RowMenuWidget {
    RowMenuWidget(content: self, kind: .contextMenu, lines: menuItems)
  }

  /// Actions for a `List` row, like SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
  /// GTK's lists have no swipe-to-reveal rows, so the actions (`Button`s) join the row's context
  /// menu (right click, long press, Shift+F10, Menu) after its own lines, leading edge first;
  /// `allowsFullSwipe` has nothing to do.
  public func swipeActions(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) -> RowMenuWidget {
    RowMenuWidget(
      content: self, kind: edge == .leading ? .leadingSwipeActions : .trailingSwipeActions,
      lines: content)
  }
}
