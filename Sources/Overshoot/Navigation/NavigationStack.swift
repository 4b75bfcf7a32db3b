import CGtk

/// Pages on top of a root page, like SwiftUI's `NavigationStack`: a `NavigationLink` pushes a
/// page that slides in with a back button in its header bar; the back button and Alt+Left go
/// back. Each page's `.navigationTitle`, `.toolbar` and `.searchable` fill its header bar.
///
/// ```swift
/// NavigationStack(path: $path) {
///   VStack { NavigationLink("Milk", value: "Milk") }
///     .navigationTitle("Groceries")
///     .navigationDestination(for: String.self) { item in Text(item).navigationTitle(item) }
/// }
/// ```
public struct NavigationStack: Widget {
  let root: [any Widget]
  let path: Binding<[AnyHashable]>?

  /// A stack whose pages only links push (the path is the stack's own).
  public init(@WidgetBuilder root: () -> [any Widget]) {
    self.root = root()
    path = nil
  }

  /// A stack showing the destinations of `path`'s values above `root`: pushing writes to the
  /// path, going back removes its last value, and a new path pushes or pops to match it.
  public init(path: Binding<NavigationPath>, @WidgetBuilder root: () -> [any Widget]) {
    self.root = root()
    self.path = Binding(
      get: { path.get().elements },
      set: { elements in
        var newPath = NavigationPath()
        newPath.elements = elements
        path.set(newPath)
      })
  }

  /// A stack showing the destinations of `path`'s values (all of one type) above `root`.
  public init<Value: Hashable>(path: Binding<[Value]>, @WidgetBuilder root: () -> [any Widget]) {
    self.root = root()
    self.path = Binding(
      get: { path.get().map { AnyHashable($0) } },
      set: { elements in
        let typed = elements.compactMap { $0.base as? Value }
        if typed.count != elements.count {
          Diagnostics.warn(
            "a value pushed on a NavigationStack(path:) is not a \(Value.self), the path's "
              + "element type; use a NavigationPath for values of several types")
        }
        path.set(typed)
      })
  }

  /// Makes the GtkStack of pages.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    NavigationStackController(root: root, path: path).gtkWidget
  }

  /// Shows the root as described now in the stack already shown, keeping its widgets where
  /// their identity holds, and the pages pushed above it, as SwiftUI keeps a stack when the body
  /// around it is evaluated again.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let controller = NavigationHostMark.host(of: widget) as? NavigationStackController
    else { return false }
    return controller.update(root: root)
  }
}
