import CGtk
import RefreshCore

/// What a pull-to-refresh indicator draws; implement it to replace the default one.
///
/// The scrolled window owns the layout: it slides the indicator in from the top as the user
/// pulls, keeps `refreshingHeight` of room while refreshing, and collapses it afterwards. The
/// indicator only draws what `render` tells it.
@MainActor
public protocol RefreshIndicatorView: AnyObject {
  /// The indicator's root widget; the scrolled window places it above the content.
  var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }
  /// The room, in pixels, the content makes for the indicator while a refresh runs.
  var refreshingHeight: Double { get }
  /// Draws `state`; `outcome` is how the last refresh ended (for "Updated just now").
  func render(_ state: PullState, outcome: RefreshOutcome?)
}
