import CGtk
import GtkGlue

/// A recycled list row whose content is a closure from item to widget descriptions (`List`'s
/// rows): a bind whose description has the shape of the last one updates the row's widgets in
/// place, so scrolling makes no widgets once every recycled row has been made.
@MainActor
final class DescribedRow<Item>: ListRow {
  let widget: UnsafeMutablePointer<GtkWidget>
  var content: (@MainActor (Item) -> [any Widget])?
  /// Sees every row's descriptions when they are made (the list reads row-level modifiers).
  var onMake: (@MainActor ([any Widget]) -> Void)?
  private var shapes: [WidgetShape]?

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_add_css_class(widget, "described-row")
  }

  func bind(_ item: Item) {
    guard let content else { return }
    let parts = content(item)
    let newShapes = parts.map(\.shape)
    if newShapes == shapes, WidgetChildren.update(widget, with: parts) { return }
    for child in WidgetChildren.of(widget) { gtk_box_remove(overshoot_box(widget), child) }
    for part in parts { gtk_box_append(overshoot_box(widget), part.makeGtkWidget()) }
    shapes = newShapes
    RowBuildCounts.contentsBuilt += 1
    onMake?(parts)
  }
}

/// How many times a described row made its widgets (rather than updating them): at most once per
/// recycled row while scrolling, however many items pass. For tests.
@MainActor @_spi(Testing)
public enum RowBuildCounts {
  /// Row contents made since the process started.
  public internal(set) static var contentsBuilt = 0
}
