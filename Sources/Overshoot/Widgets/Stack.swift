import CGtk
import GtkGlue

/// Children in a column, like SwiftUI's `VStack` (a vertical GtkBox).
public struct VStack: Widget {
  let box: StackBox

  /// A column of `content`, `spacing` points apart. Each child fills the column's width, GTK's
  /// way (a `Text` places its lines itself).
  public init(spacing: Int = 0, @WidgetBuilder content: () -> [any Widget]) {
    box = StackBox(orientation: GTK_ORIENTATION_VERTICAL, spacing: spacing, children: content())
  }

  /// A column of `content`, `spacing` points apart, each child as wide as it asks and placed by
  /// `alignment` across the column, like SwiftUI's `VStack(alignment:spacing:content:)`: with
  /// `.leading`, a short `Text` and a wide one start at the same edge. A child that sets its own
  /// place (`.frame(maxWidth: .infinity)`, `.alignment(_:)`) keeps it.
  public init(
    alignment: HorizontalAlignment, spacing: Int = 0, @WidgetBuilder content: () -> [any Widget]
  ) {
    box = StackBox(
      orientation: GTK_ORIENTATION_VERTICAL, spacing: spacing, children: content(),
      alignment: alignment.widgetAlignment.gtkAlign)
  }

  /// Makes the vertical GtkBox and its children.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { box.make() }
  /// Shows the new children, keeping those whose identity holds.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    box.show(in: widget)
    return true
  }
}

/// Children in a row, like SwiftUI's `HStack` (a horizontal GtkBox).
public struct HStack: Widget {
  let box: StackBox

  /// A row of `content`, `spacing` points apart. Each child fills the row's height, GTK's way.
  public init(spacing: Int = 6, @WidgetBuilder content: () -> [any Widget]) {
    box = StackBox(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: spacing, children: content())
  }

  /// A row of `content`, `spacing` points apart, each child as tall as it asks and placed by
  /// `alignment` across the row, like SwiftUI's `HStack(alignment:spacing:content:)`. A child
  /// that sets its own place (`.frame(maxHeight: .infinity)`) keeps it.
  public init(
    alignment: VerticalAlignment, spacing: Int = 6, @WidgetBuilder content: () -> [any Widget]
  ) {
    box = StackBox(
      orientation: GTK_ORIENTATION_HORIZONTAL, spacing: spacing, children: content(),
      alignment: alignment.rowAlignment)
  }

  /// Makes the horizontal GtkBox and its children.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> { box.make() }
  /// Shows the new children, keeping those whose identity holds.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    box.show(in: widget)
    return true
  }
}

/// Space that grows to push its neighbours apart, like SwiftUI's `Spacer`: along the stack it
/// is in (an `HStack`'s width, a `VStack`'s height), both ways elsewhere.
public struct Spacer: Widget {
  /// A flexible space.
  public init() {}
  /// Makes an empty GtkBox that expands both ways (a stack keeps only its own axis).
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let space = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    space.hexpand = true
    space.vexpand = true
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
  /// Where children sit across the stack; nil: they fill it.
  var alignment: GtkAlign? = nil

  func make() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: orientation, spacing: spacing).widget
    show(in: box)
    return box
  }

  /// Shows the children in `box`, keeping each child whose identity holds (its place, its
  /// branch, its shape) and making the others anew.
  func show(in box: UnsafeMutablePointer<GtkWidget>) {
    let orientation = self.orientation
    if Gtk.Box(box).spacing != spacing {
      Gtk.Box(box).spacing = spacing
    }
    MountedChildren.show(children, in: box) { child, widget in
      // As in SwiftUI, a Spacer in a stack grows along the stack only: GTK would pass its
      // other expansion up to the stack (a row with a Spacer would take a column's height).
      guard child is Spacer else { return }
      if orientation == GTK_ORIENTATION_HORIZONTAL {
        widget.vexpand = false
      } else {
        widget.hexpand = false
      }
    }
    // Only a stack with an alignment, or one that had one, walks its children: a plain stack's
    // body runs again without the extra look at each child.
    let hadAlignment: GtkAlign? = WidgetData.get(from: box, key: .stackChildAlignment)
    guard alignment != nil || hadAlignment != nil else { return }
    WidgetData.set(alignment ?? GTK_ALIGN_FILL, on: box, key: .stackChildAlignment)
    align(WidgetChildren.of(box))
  }

  /// Places each child across the stack by `alignment`: a child still at GTK's fill and not
  /// expanding by its own modifier, or one this placed before (the alignment may have changed);
  /// with no alignment, a child placed before fills again.
  private func align(_ children: [UnsafeMutablePointer<GtkWidget>]) {
    let vertical = orientation == GTK_ORIENTATION_VERTICAL
    let wanted = alignment ?? GTK_ALIGN_FILL
    for child in children {
      if let placed: GtkAlign = WidgetData.get(from: child, key: .stackAlignment) {
        guard placed != wanted else { continue }
      } else {
        let current = vertical ? child.halign : child.valign
        let setsItsOwn = vertical ? child.hexpandSet : child.vexpandSet
        guard alignment != nil, current == GTK_ALIGN_FILL, !setsItsOwn else { continue }
      }
      if vertical {
        child.halign = wanted
      } else {
        child.valign = wanted
      }
      WidgetData.set(wanted, on: child, key: .stackAlignment)
    }
  }
}
