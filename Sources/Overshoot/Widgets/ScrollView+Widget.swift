import CGtk
import GtkGlue
import ScrollCore

extension ScrollView: Widget {
  /// Scrollable content, like SwiftUI's `ScrollView(.vertical) { … }`: the children in a column
  /// (a row for `.horizontal` alone), scrolling along `axes`.
  ///
  /// The children's widgets are made when the scroll view is first shown (`makeGtkWidget()`),
  /// as a stack's are, not here: a body that describes a scroll view neither builds its content
  /// nor comes to depend on what the content's bodies read, and a parent's body that runs again
  /// updates the content already shown without making a second one.
  public convenience init(
    _ axes: ScrollAxes = .vertical, @WidgetBuilder content: () -> [any Widget]
  ) {
    let parts = content()
    let horizontalOnly = axes == .horizontal
    let box = StackBox(
      orientation: horizontalOnly ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
      spacing: 0, children: parts)
    self.init(axes, child: nil)
    describedContent = DescribedScrollContent(stack: box)
  }

  /// The GtkScrolledWindow (made when the scroll view was; described content is made into it
  /// now, the first time), with a floating reference for the container that takes it, which
  /// then keeps this scroll view alive.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    if let described = describedContent, described.widget == nil {
      let child = described.stack.make()
      describedContent?.widget = child
      Gtk.ScrolledWindow(scrolledWindow).child = child
    }
    return lifetime.floatingReference().checked(as: GtkWidget.self)
  }

  /// Shows this scroll view in `widget`: the same scroll view is kept as it is; one made from
  /// described content (a parent's body ran again) shows its content in the scroll view already
  /// on screen, which keeps its offset, and the children whose identity holds.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let shown = Self.enclosedHere(widget) else { return false }
    if shown === self { return true }
    guard let described = describedContent, let target = shown.describedContent,
      let content = target.widget, described.stack.orientation == target.stack.orientation
    else { return false }
    described.stack.show(in: content)
    return true
  }

  /// Scroll views of described content share a shape (one updates another's widget); any other
  /// scroll view is its own.
  public var shape: WidgetShape {
    describedContent == nil
      ? WidgetShape(ScrollView.self, tag: "\(ObjectIdentifier(self))")
      : WidgetShape(ScrollView.self, tag: "described")
  }

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

/// The column or row a described scroll view shows, and how it was described.
@MainActor
struct DescribedScrollContent {
  let stack: StackBox
  /// The column or row, once the scroll view was shown.
  var widget: UnsafeMutablePointer<GtkWidget>? = nil
}
