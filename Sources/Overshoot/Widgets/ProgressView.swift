import CGtk

/// A spinning progress indicator, like SwiftUI's indeterminate `ProgressView()`: the spinner of
/// ``ProgressViewStyle/appDefault`` (GTK's spinner unless the app chose another), or of the
/// style `.progressViewStyle(_:)` gives it.
public struct ProgressView: Widget {
  /// The style this view was given, or nil for the app's default.
  private var style: ProgressViewStyle?

  /// A spinner that spins while shown.
  public init() {}

  /// This view with spinners of `style` instead of the app's default, like SwiftUI's
  /// `.progressViewStyle(.circular)`.
  public func progressViewStyle(_ style: ProgressViewStyle) -> ProgressView {
    var view = self
    view.style = style
    return view
  }

  /// Makes the spinner, which spins whenever it is shown.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    (style ?? ProgressViewStyle.appDefault).makeSpinner()
  }

  /// Nothing to update: it spins.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { true }
}
