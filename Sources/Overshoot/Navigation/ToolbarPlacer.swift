import CGtk
import GtkGlue

/// Puts toolbar items into a GtkHeaderBar: `.navigation` and `.cancellationAction` after the
/// back button at the start, `.principal` in the middle, the rest at the end in the order
/// written, `.confirmationAction` styled as the suggested action and marked as the default
/// action (the button Enter presses in a sheet, see `DialogWindow.present()`).
@MainActor
enum ToolbarPlacer {
  /// Places `items` in `header`; returns what it placed, one widget per item with content, in
  /// the items' order (see `update(_:placed:in:)`).
  @discardableResult
  static func place(
    _ items: [ToolbarItem], in header: UnsafeMutablePointer<GtkWidget>
  ) -> [PlacedToolbarItem] {
    let bar = Gtk.HeaderBar(header)
    var atEnd: [UnsafeMutablePointer<GtkWidget>] = []
    var placed: [PlacedToolbarItem] = []
    for item in items {
      guard !item.content.isEmpty else { continue }
      let shown = shownWidget(of: item)
      let widget = shown.makeGtkWidget()
      placed.append(
        PlacedToolbarItem(placement: item.placement, shape: shown.shape, widget: widget))
      if item.placement.isConfirmation {
        widget.addCSSClass("suggested-action")
        // One widget only: a row of several has no single button for Enter to press.
        if item.content.count == 1 { DefaultAction.markAsDefault(widget) }
      }
      switch item.placement.slot {
      case .start: bar.packStart(widget)
      case .title: bar.titleWidget = widget
      case .end: atEnd.append(widget)
      }
    }
    // pack_end fills from the end inwards: the last item written goes first.
    for widget in atEnd.reversed() { bar.packEnd(widget) }
    return placed
  }

  /// Shows `items` where `placed` shows the items of an earlier evaluation: each widget updated
  /// in place when the items are the same kinds at the same places, else all placed anew.
  static func update(
    _ items: [ToolbarItem], placed: [PlacedToolbarItem], in header: UnsafeMutablePointer<GtkWidget>
  ) -> [PlacedToolbarItem] {
    let shown = items.filter { !$0.content.isEmpty }
    let widgets = shown.map(shownWidget(of:))
    let keeps =
      shown.count == placed.count
      && zip(zip(shown, widgets), placed).allSatisfy { pair, old in
        pair.0.placement == old.placement && pair.1.shape == old.shape
      }
    if keeps, zip(widgets, placed).allSatisfy({ $0.update($1.widget) }) { return placed }
    let bar = Gtk.HeaderBar(header)
    for old in placed { bar.remove(old.widget) }
    return place(items, in: header)
  }

  /// The one widget an item shows: its content, in a row when several.
  private static func shownWidget(of item: ToolbarItem) -> any Widget {
    item.content.count == 1 ? item.content[0] : HStack { item.content }
  }
}

/// A toolbar item as placed in a header bar: where, its widget's shape and the widget.
@MainActor
struct PlacedToolbarItem {
  let placement: ToolbarItemPlacement
  let shape: WidgetShape
  let widget: UnsafeMutablePointer<GtkWidget>
}
