import CGtk
import GtkGlue

/// Gives its content a `ScrollViewProxy` that scrolls the lists and scroll views inside it, as
/// SwiftUI's `ScrollViewReader { proxy in … }`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Message 42") { proxy.scrollTo(42, anchor: .center) }
///   List(messages, id: \.id) { Text($0.text) }
/// }
/// ```
public struct ScrollViewReader: Widget {
  let content: @MainActor (ScrollViewProxy) -> [any Widget]

  /// Content made with a proxy for the scroll views in it.
  public init(@WidgetBuilder content: @escaping @MainActor (ScrollViewProxy) -> [any Widget]) {
    self.content = content
  }

  /// Makes the content (a column when it is several widgets) and points the proxy at it.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let proxy = ScrollViewProxy()
    let parts = content(proxy)
    let widget =
      parts.count == 1
      ? parts[0].makeGtkWidget()
      : StackBox(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0, children: parts).make()
    proxy.target.root = widget
    widget.connect("destroy") { [target = proxy.target] in target.root = nil }
    return widget
  }
}

/// Scrolls the lists and scroll views inside a `ScrollViewReader`, as SwiftUI's
/// `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
  /// The reader's widget, filled in once it is made.
  @MainActor
  final class Target {
    var root: UnsafeMutablePointer<GtkWidget>?
  }
  let target = Target()

  /// Scrolls the first scroll view holding a row or view with `id` so it sits at `anchor`
  /// (`.top`, `.center`, `.bottom`; nil: as little as brings it into view). A list's rows are
  /// found by their item's id, other content by `.id(_:)`. Inside `withAnimation { … }` it
  /// moves there with that animation; otherwise it jumps, as in SwiftUI.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let animation = Animation.current
    guard let root = target.root else {
      return Diagnostics.warn(
        "ScrollViewProxy.scrollTo(\(id)): the reader is not shown (call it from an action)")
    }
    for view in Self.scrollViews(under: root)
    where view.scrollTo(id: id, anchor: anchor, animation: animation) {
      return
    }
    Diagnostics.warn(
      "ScrollViewProxy.scrollTo(\(id)): no list row or .id(_:) view in the reader has that id")
  }

  /// Every scroll view under `widget`, outermost first.
  static func scrollViews(under widget: UnsafeMutablePointer<GtkWidget>) -> [ScrollView] {
    if let view = ScrollView.enclosedHere(widget) { return [view] }
    return WidgetChildren.of(widget).flatMap { scrollViews(under: $0) }
  }
}
