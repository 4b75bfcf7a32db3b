import CGtk

/// How a spinner looks: the one `ProgressView` shows and the one the default pull-to-refresh
/// indicator shows while refreshing, like SwiftUI's `.progressViewStyle(_:)`.
///
/// The library's own style is ``circular`` (GTK's spinner). A companion module can offer
/// another (OvershootAdwaita's `.adwaita`: libadwaita 1.6's spinner where the running
/// libadwaita has it); an app opts in once, before it makes its windows:
///
/// ```swift
/// ProgressViewStyle.appDefault = .adwaita
/// ```
///
/// A single progress view can still take its own: `ProgressView().progressViewStyle(.circular)`.
@MainActor
public struct ProgressViewStyle {
  /// Makes a new spinner (a floating reference) that animates whenever it is shown.
  private let make: @MainActor () -> UnsafeMutablePointer<GtkWidget>

  /// A style whose spinners `makeSpinner` makes: each call returns a new widget (a floating
  /// reference, as `gtk_*_new` does) that animates whenever it is shown, with no call to start.
  public init(makeSpinner: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>) {
    make = makeSpinner
  }

  /// A new spinner of this style (a floating reference) that animates whenever it is shown: what
  /// a custom refresh indicator or container calls to show the app's spinner.
  public func makeSpinner() -> UnsafeMutablePointer<GtkWidget> {
    let spinner = make()
    // Named: GTK 4.8 reads a spinner without a name by its class name ("GtkSpinner").
    overshoot_accessible_set_label(spinner, tr("Loading"))
    return spinner
  }

  /// GTK's spinner (a GtkSpinner, spinning while shown), available wherever GTK is.
  public static let circular = ProgressViewStyle {
    let spinner = gtk_spinner_new()!
    // A GtkSpinner animates only while mapped, so spinning from the start costs nothing hidden.
    gtk_spinner_start(spinner.checked(gtk_spinner_get_type()))
    return spinner
  }

  /// The style of every progress view without one of its own and of the default pull-to-refresh
  /// indicator: ``circular`` unless the app sets another. Set it once, before making windows;
  /// widgets made earlier keep their spinners.
  public static var appDefault: ProgressViewStyle = .circular
}
