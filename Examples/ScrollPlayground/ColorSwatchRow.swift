import Overshoot

/// A row of the 16,777,216-row list: a swatch of the colour whose 0xRRGGBB value is the row's
/// index (as in gtk4-demo's Lists/Colors), the index, and the colour in hex.
@MainActor
final class ColorSwatchRow: ListRow {
  /// The colour number: index `n` is the colour `0xRRGGBB == n`.
  typealias Item = Int
  let gtkWidget: GtkWidgetPointer

  /// Made once per recycled row widget.
  init() {
    gtkWidget = Self.content(0).makeGtkWidget()
  }

  /// Shows colour `item` in the same widgets; cheap, because GTK 4.8 rebinds rows on every
  /// scroll step.
  func bind(_ item: Int) {
    let updated = Self.content(item).update(gtkWidget)
    precondition(updated, "a swatch row's content always has the same shape")
  }

  private static func content(_ color: Int) -> some Widget {
    HStack(spacing: 12) {
      Color(rgb: color).frame(width: 40, height: 22)
      Text("Row \(PlaygroundFormat.grouped(color))  \(PlaygroundFormat.hexColor(color))")
        .oneLine()
        .cssClass("playground-swatch-label")
    }
    .padding(EdgeInsets(top: 3, leading: 8, bottom: 3))
  }
}
