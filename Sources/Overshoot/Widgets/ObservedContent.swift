import CGtk

/// Keeps a widget of your own showing a value read from `@Observable` models, the way `Text`
/// keeps its label: for primitive widgets written outside the library (a companion module's
/// web view, a custom drawing).
///
/// ```swift
/// public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
///   let view = make_my_view()
///   ObservedContent.bind(view, read: { model.page }) { page, view in show(page, in: view) }
///   return view
/// }
/// ```
///
/// `read` runs now and again after any observed property it used changes, at most once per
/// frame; `apply` then shows the value. Binding the same widget again replaces the read (an
/// update in place shows the new value, never the old one). The binding lives as long as the
/// widget.
@MainActor
public enum ObservedContent {
  /// Applies `read()` to `widget` now and after every observed change.
  public static func bind<Value>(
    _ widget: UnsafeMutablePointer<GtkWidget>, read: @escaping @MainActor () -> Value,
    apply: @escaping @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  ) {
    ObservedBinding.bind(widget, key: .observedContent, read: read, apply: apply)
  }
}
