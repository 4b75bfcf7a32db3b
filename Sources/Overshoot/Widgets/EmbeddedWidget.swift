import CGtk

/// A GTK widget made elsewhere, placed among described widgets: the way in for raw GTK, as
/// `makeGtkWidget()` is the way out.
///
/// The pointer is not kept alive: whoever made the widget must hold it until it is placed. A
/// library wrapper (any ``WidgetHandle``, such as `RefreshableScrolledWindow`) is a widget
/// itself: put the wrapper in the body, not its `gtkWidget`, and the description keeps it.
public struct EmbeddedWidget: Widget {
  let widget: UnsafeMutablePointer<GtkWidget>

  /// Places `widget` (which must not have a parent yet).
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

  /// The widget itself.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { widget }

  /// The same GTK widget shown again is kept as it is.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { widget == self.widget }
}
