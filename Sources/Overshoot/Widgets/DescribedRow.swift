import CGtk
import GtkGlue

/// A recycled list row whose content is a closure from item to widget descriptions (`List`'s
/// rows): a bind whose description has the shape of the last one updates the row's widgets in
/// place, so scrolling makes no widgets once every recycled row has been made.
@MainActor
final class DescribedRow<Item>: ListRow {
  private let box = DescribedBox()
  var content: (@MainActor (Item) -> [any Widget])?
  /// Sees every row's descriptions when they are made (the list reads row-level modifiers).
  var onMake: (@MainActor ([any Widget]) -> Void)?

  init() {
    gtk_widget_add_css_class(box.widget, "described-row")
  }

  var gtkWidget: UnsafeMutablePointer<GtkWidget> { box.widget }

  func bind(_ item: Item) {
    guard let content else { return }
    let parts = content(item)
    guard box.show(parts) else { return }
    #if DEBUG
      RowBuildCounts.contentsBuilt += 1
    #endif
    onMake?(parts)
  }
}

#if DEBUG
  /// How many times a described row made its widgets (rather than updating them): at most once per
  /// recycled row while scrolling, however many items pass. For tests.
  @MainActor @_spi(Testing)
  public enum RowBuildCounts {
    /// Row contents made since the process started.
    public internal(set) static var contentsBuilt = 0
  }
#endif
