import CGtk
import GtkGlue

/// A thin line between neighbours, like SwiftUI's `Divider` (a GtkSeparator).
public struct Divider: Widget {
  let vertical: Bool

  /// A horizontal line (in a column), or a vertical one (`vertical: true`, in a row).
  public init(vertical: Bool = false) { self.vertical = vertical }

  /// Makes the GtkSeparator.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    Gtk.Separator(orientation: vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
      .widget
  }

  /// A separator of the same direction has nothing else to show.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { true }

  /// The direction: a horizontal and a vertical line are different separators.
  public var shape: WidgetShape { WidgetShape(Divider.self, tag: vertical ? "vertical" : "") }
}
