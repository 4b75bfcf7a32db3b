import CGtk

/// Children in a column, like SwiftUI's `VStack` (a vertical GtkBox).
public struct VStack: Widget {
  let box: StackBox

  /// A column of `content`, `spacing` points apart.
  public init(spacing: Int = 0, @WidgetBuilder content: () -> [any Widget]) {
    box = StackBox(orientation: GTK_ORIENTATION_VERTICAL, spacing: spacing, children: content())
  }

  /// Makes the vertical GtkBox and its children.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { box.make() }
  /// Updates the children in place.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetChildren.update(widget, with: box.children)
  }
  /// The children's shapes.
  public var shape: WidgetShape { WidgetShape(VStack.self, children: box.children.map(\.shape)) }
}

/// Children in a row, like SwiftUI's `HStack` (a horizontal GtkBox).
public struct HStack: Widget {
  let box: StackBox

  /// A row of `content`, `spacing` points apart.
  public init(spacing: Int = 6, @WidgetBuilder content: () -> [any Widget]) {
    box = StackBox(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: spacing, children: content())
  }

  /// Makes the horizontal GtkBox and its children.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { box.make() }
  /// Updates the children in place.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetChildren.update(widget, with: box.children)
  }
  /// The children's shapes.
  public var shape: WidgetShape { WidgetShape(HStack.self, children: box.children.map(\.shape)) }
}

/// Space that grows to push its neighbours apart, like SwiftUI's `Spacer`.
public struct Spacer: Widget {
  /// A flexible space.
  public init() {}
  /// Makes an empty GtkBox that expands both ways.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let space = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_set_hexpand(space, 1)
    gtk_widget_set_vexpand(space, 1)
    return space
  }
  /// Nothing to update.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { true }
}

/// What `VStack` and `HStack` share: a GtkBox of children.
@MainActor
struct StackBox {
  let orientation: GtkOrientation
  let spacing: Int
  let children: [any Widget]

  func make() -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(orientation, Int32(spacing))!
    for child in children { gtk_box_append(box.checked(as: GtkBox.self), child.makeGtkWidget()) }
    return box
  }
}
