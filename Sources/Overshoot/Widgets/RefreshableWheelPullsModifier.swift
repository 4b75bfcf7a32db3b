import CGtk
import GtkGlue

extension Widget {
  /// Lets mouse-wheel turns past the top pull to refresh, for the `.refreshable` views this widget
  /// is or holds: `List(…) { … }.refreshable { … }.refreshableWheelPulls()`.
  ///
  /// Off by default, as a wheel has no "finger lifted": turns that come quickly one after another
  /// add up to one pull, which releases itself once the wheel rests (300 ms), so a reader who
  /// only scrolls briskly back to the top can start a refresh. Turn it on where the mouse is how
  /// readers pull (an app's setting for it, say). Like an environment value, it reaches every
  /// `.refreshable` inside the widget it is applied to, on either side of that modifier, and the
  /// nearest one wins: `.refreshableWheelPulls(false)` inside turns it off again for one view.
  public func refreshableWheelPulls(_ enabled: Bool = true) -> ModifiedWidget {
    ModifiedWidget(self, name: "refreshable-wheel-pulls") { widget in
      WheelPulls.set(enabled, on: widget)
    }
  }
}

/// Where `refreshableWheelPulls(_:)` leaves its choice: on the widget it modifies, read from a
/// refreshable view's scrolled window up through its ancestors when the wheel turns.
@MainActor
enum WheelPulls {
  private static let key = "overshoot-refreshable-wheel-pulls"

  /// Records the choice on `widget`.
  static func set(_ enabled: Bool, on widget: UnsafeMutablePointer<GtkWidget>) {
    // Pointer-sized tags, as GLib's GINT_TO_POINTER: 1 off, 2 on (NULL is "not said").
    g_object_set_data(
      widget.checked(as: GObject.self), key, UnsafeMutableRawPointer(bitPattern: enabled ? 2 : 1))
  }

  /// The choice nearest to `widget`, itself first, then its ancestors; nil when none says.
  static func enabled(at widget: UnsafeMutablePointer<GtkWidget>) -> Bool? {
    var current: UnsafeMutablePointer<GtkWidget>? = widget
    while let here = current {
      if let tag = g_object_get_data(here.checked(as: GObject.self), key) {
        return Int(bitPattern: tag) == 2
      }
      current = here.parent
    }
    return nil
  }
}
