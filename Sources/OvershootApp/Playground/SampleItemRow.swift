import CGtk
import Overshoot

/// The stored list's row: one label with the item's title.
@MainActor
final class SampleItemRow: ListRow {
  /// The item shown.
  typealias Item = SampleItem
  let widget: UnsafeMutablePointer<GtkWidget>

  /// Made once per recycled row widget.
  init() {
    widget = PlaygroundWidgets.label("")
    gtk_widget_set_margin_start(widget, 10)
    gtk_widget_set_margin_top(widget, 8)
    gtk_widget_set_margin_bottom(widget, 8)
  }

  /// Shows `item`'s title.
  func bind(_ item: SampleItem) {
    PlaygroundWidgets.setText(widget, item.title)
  }
}
