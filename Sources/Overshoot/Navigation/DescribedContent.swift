import CGtk

/// What a navigation container made from its description of a page (a split view's column, a
/// stack's root): the widget, and the shape it was made from, so a body evaluated again can
/// update it in place where its identity holds.
@MainActor
struct DescribedContent {
  /// The widget made.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let shape: WidgetShape

  /// Makes `parts` into one widget (several in a column).
  init(_ parts: [any Widget]) {
    let described = Self.described(parts)
    widget = described.makeGtkWidget()
    shape = described.shape
  }

  /// Shows `parts` in the widget made before; false when their shape changed or the widget
  /// could not take them, and they must be made anew.
  func update(with parts: [any Widget]) -> Bool {
    let described = Self.described(parts)
    return described.shape == shape && described.update(widget)
  }

  /// One widget for a builder's parts.
  static func described(_ parts: [any Widget]) -> any Widget {
    parts.count == 1 ? parts[0] : VStack { parts }
  }
}
