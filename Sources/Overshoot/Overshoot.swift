import GtkGlue
import RefreshCore

/// Namespace for the Overshoot widget library's shared constants.
public enum Overshoot {
  /// The library's version, the same as the cores'.
  public static let version = OvershootVersion.string
}
