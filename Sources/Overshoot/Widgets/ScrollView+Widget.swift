import CGtk
import GtkGlue
import ScrollCore

extension ScrollView: Widget {
  /// Scrollable content, like SwiftUI's `ScrollView(.vertical) { … }`: the children in a column
  /// (a row for `.horizontal` alone), scrolling along `axes`.
  public convenience init(
    _ axes: ScrollAxes = .vertical, @WidgetBuilder content: () -> [any Widget]
  ) {
    let parts = content()
    let horizontalOnly = axes == .horizontal
    let box = StackBox(
      orientation: horizontalOnly ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
      spacing: 0, children: parts)
    self.init(axes, child: box.make())
  }

  /// The GtkScrolledWindow (made when the scroll view was), with a floating reference for the
  /// container that takes it, which then keeps this scroll view alive.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    lifetime.floatingReference().checked(as: GtkWidget.self)
  }

  /// Each scroll view is its own widget; none is updated in place.
  public var shape: WidgetShape { WidgetShape(ScrollView.self, tag: "\(ObjectIdentifier(self))") }

  /// The scroll view whose scrolled window is `widget` or the first one inside it (depth first),
  /// so modifiers find the scroll view a described widget made.
  static func enclosed(in widget: UnsafeMutablePointer<GtkWidget>) -> ScrollView? {
    if let view = enclosedHere(widget) { return view }
    for child in WidgetChildren.of(widget) {
      if let view = enclosed(in: child) { return view }
    }
    return nil
  }

  /// The scroll view whose scrolled window is `widget` itself.
  static func enclosedHere(_ widget: UnsafeMutablePointer<GtkWidget>) -> ScrollView? {
    if let view = WrapperLifetime.wrapper(of: widget) as? ScrollView { return view }
    if let refreshable = WrapperLifetime.wrapper(of: widget) as? RefreshableScrolledWindow {
      return refreshable.scrollView
    }
    return nil
  }
}
