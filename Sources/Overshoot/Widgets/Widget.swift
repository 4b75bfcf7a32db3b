import CGtk

/// A piece of user interface described in Swift, like SwiftUI's `View`: a value that makes its
/// GTK widget when shown, and can update a widget it made before to show a new value.
///
/// Write your own as SwiftUI does, a struct with a `body`:
///
/// ```swift
/// struct Greeting: Widget {
///   let name: String
///   var body: some Widget {
///     VStack { Text("Hello, \(name)"); Button("Wave") { print("👋") } }
///   }
/// }
/// ```
///
/// Compose widgets with `@WidgetBuilder` (`VStack { Text("Hi"); Button("Add") { … } }`) and
/// modifiers (`.padding()`, `.refreshable { … }`). The widgets the library provides are
/// primitives (their `Body` is `Never`) that make their GTK widget in `makeGtkWidget()`, the one
/// escape hatch to raw GTK: it returns the `GtkWidget` to place anywhere GTK takes one. The
/// widget keeps any Swift object it needs (see `WrapperLifetime`), so nothing has to be kept by
/// the caller.
@MainActor
public protocol Widget {
  /// The type of widget this one is made of; `Never` for a primitive widget.
  associatedtype Body: Widget = Never
  /// What this widget is made of, like SwiftUI's `View.body`; built with `@WidgetBuilder`, so
  /// several statements, `if`, `switch` and `for` work in it.
  @WidgetBuilder var body: Body { get }
  /// Makes the GTK widget this value describes (a new floating reference, like `gtk_*_new`); a
  /// widget with a `body` makes its body's.
  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget>
  /// Shows this value in `widget`, which a value of the same `shape` made; false when it cannot,
  /// and the caller makes a new widget instead. Recycled list rows use it to update in place.
  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool
  /// What must match for `update` to work: the type and, for containers, the children's shapes.
  var shape: WidgetShape { get }
}

extension Widget where Body == Never {
  /// A primitive widget has no body: it makes its GTK widget itself.
  public var body: Never {
    preconditionFailure(
      "\(Self.self) has neither a body nor makeGtkWidget(): give it `var body: some Widget`")
  }

  /// By default a primitive widget cannot be updated in place; it is made again.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { false }
}

extension Widget {
  /// A widget with a `body` makes what its body makes, and keeps it up to date: the body runs
  /// again when something it read changes (`@State`, `@Observable` properties, the
  /// environment), and what is on screen is reconciled with its new result.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    BodyHost.make(self)
  }

  /// A widget with a `body` shows a new value of itself in the widget an earlier value made:
  /// its `@State` carries over and its body runs again.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    BodyHost.update(self, in: widget)
  }
  /// By default the shape is the type alone.
  public var shape: WidgetShape { WidgetShape(Self.self) }
}

/// The body of a primitive widget, which has none.
extension Never: Widget {
  /// Never called: no value of `Never` exists.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    switch self {}
  }
}

/// What a `@WidgetBuilder` body with several statements builds: one widget shows as itself,
/// several stack vertically, as SwiftUI stacks a body's views.
extension Array: Widget where Element == any Widget {
  /// The one widget, or a `VStack` of them.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    if count == 1 { return self[0].makeGtkWidget() }
    return VStack { self }.makeGtkWidget()
  }

  /// Updates the one widget, or the `VStack`'s children, keeping each whose identity holds.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if count == 1 { return self[0].update(widget) }
    return VStack { self }.update(widget)
  }

  /// The one widget's shape, or a `VStack`'s.
  public var shape: WidgetShape {
    count == 1 ? self[0].shape : WidgetShape(VStack.self)
  }
}
