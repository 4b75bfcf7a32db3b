import CGtk
import GtkGlue

/// Speaks short status changes ("Refreshing", "Updated") to screen readers where GTK can.
///
/// `gtk_accessible_announce` arrived in GTK 4.14; it is looked up at run time so the Flatpak's
/// newer GTK uses it while GTK 4.8 builds still run. Without it, the accessible label of the
/// indicator still carries the same words.
@MainActor
public enum Announcer {
  /// Whether this GTK can announce (4.14 or later).
  public static var isAvailable: Bool { gtk_get_minor_version() >= 14 }

  /// Announces `message` on behalf of `widget`; returns whether GTK could.
  @discardableResult
  public static func announce(_ message: String, from widget: UnsafeMutablePointer<GtkWidget>)
    -> Bool
  {
    guard isAvailable else { return false }
    return overshoot_accessible_announce(widget, message) != 0
  }
}
