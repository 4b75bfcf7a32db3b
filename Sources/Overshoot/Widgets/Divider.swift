import CGtk

/// A thin line between neighbours, like SwiftUI's `Divider` (a GtkSeparator).
public struct Divider: Widget {
  let vertical: Bool

  /// A horizontal line (in a column), or a vertical one (`vertical: true`, in a row).
  public init(vertical: Bool = false) { self.vertical = vertical }

  /// Makes the GtkSeparator.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
  }
}
