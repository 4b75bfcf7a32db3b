import CGtk

/// A spinning progress indicator (a GtkSpinner), like SwiftUI's indeterminate `ProgressView()`.
public struct ProgressView: Widget {
  /// A spinner that spins while shown.
  public init() {}

  /// Makes the spinning GtkSpinner.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let spinner = gtk_spinner_new()!
    gtk_spinner_start(spinner.checked(gtk_spinner_get_type()))
    return spinner
  }

  /// Nothing to update: it spins.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { true }
}
