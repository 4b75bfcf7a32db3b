import CGtk
import GtkGlue

extension Widget {
  /// Names this widget `id` for scrolling, like SwiftUI's `.id(_:)`: inside a `ScrollView`,
  /// `proxy.scrollTo(id)`, `ScrollPosition.scrollTo(id:)` and `scrollPosition(id:)` reach it.
  /// List rows need none: they are reached by their item's id.
  public func id<ID: Hashable>(_ id: ID) -> ModifiedWidget {
    ModifiedWidget(self, name: "id") { widget in
      WidgetData.set(AnyHashable(id), on: widget, key: .scrollID)
    }
  }
}

/// The widgets named with `.id(_:)` under a scroll view's content.
@MainActor
enum ScrollTargetID {
  /// The id `.id(_:)` gave `widget`, if any.
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> AnyHashable? {
    WidgetData.get(from: widget, key: .scrollID)
  }

  /// The first widget named `id` under `root` (depth first).
  static func widget(named id: AnyHashable, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    if of(root) == id { return root }
    for child in WidgetChildren.of(root) {
      if let found = widget(named: id, under: child) { return found }
    }
    return nil
  }

  /// Every named widget under `root` with its id, outermost first, not looking inside a named one.
  static func named(under root: UnsafeMutablePointer<GtkWidget>)
    -> [(id: AnyHashable, widget: UnsafeMutablePointer<GtkWidget>)]
  {
    if let id = of(root) { return [(id, root)] }
    return WidgetChildren.of(root).flatMap { named(under: $0) }
  }
}
