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

/// Space that grows to push its neighbours apart, like SwiftUI's `Spacer`: along the stack it
/// is in (an `HStack`'s width, a `VStack`'s height), both ways elsewhere.
public struct Spacer: Widget {
  /// A flexible space.
  public init() {}
  /// Makes an empty GtkBox that expands both ways (a stack keeps only its own axis).
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
    for child in children {
      let widget = child.makeGtkWidget()
      // As in SwiftUI, a Spacer in a stack grows along the stack only: GTK would pass its
      // other expansion up to the stack (a row with a Spacer would take a column's height).
      if child is Spacer {
        if orientation == GTK_ORIENTATION_HORIZONTAL {
          gtk_widget_set_vexpand(widget, 0)
        } else {
          gtk_widget_set_hexpand(widget, 0)
        }
      }
      gtk_box_append(box.checked(as: GtkBox.self), widget)
    }
    return box
  }
}
