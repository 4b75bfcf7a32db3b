import CGtk

/// A piece of user interface described in Swift, like SwiftUI's `View`: a value that makes its
/// GTK widget when shown, and can update a widget it made before to show a new value.
///
/// Compose widgets with `@WidgetBuilder` (`VStack { Text("Hi"); Button("Add") { … } }`) and
/// modifiers (`.padding()`, `.refreshable { … }`). `makeGtkWidget()` is the one escape hatch to
/// raw GTK: it returns the `GtkWidget` to place anywhere GTK takes one. The widget keeps any
/// Swift object it needs (see `WrapperLifetime`), so nothing has to be kept by the caller.
@MainActor
public protocol Widget {
  /// Makes the GTK widget this value describes (a new floating reference, like `gtk_*_new`).
  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget>
  /// Shows this value in `widget`, which a value of the same `shape` made; false when it cannot,
  /// and the caller makes a new widget instead. Recycled list rows use it to update in place.
  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool
  /// What must match for `update` to work: the type and, for containers, the children's shapes.
  var shape: WidgetShape { get }
}

extension Widget {
  /// By default a widget cannot be updated in place; it is made again.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { false }
  /// By default the shape is the type alone.
  public var shape: WidgetShape { WidgetShape(Self.self) }
}
