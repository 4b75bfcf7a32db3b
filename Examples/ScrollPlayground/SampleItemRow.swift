import Overshoot

/// The stored list's row: one line with the item's title.
@MainActor
final class SampleItemRow: ListRow {
  /// The item shown.
  typealias Item = SampleItem
  let gtkWidget: GtkWidgetPointer

  /// Made once per recycled row widget.
  init() {
    gtkWidget = Self.content("").makeGtkWidget()
  }

  /// Shows `item`'s title in the same label.
  func bind(_ item: SampleItem) {
    let updated = Self.content(item.title).update(gtkWidget)
    precondition(updated, "a sample row's content always has the same shape")
  }

  private static func content(_ title: String) -> some Widget {
    Text(title).oneLine().padding(EdgeInsets(top: 8, leading: 10, bottom: 8))
  }
}
