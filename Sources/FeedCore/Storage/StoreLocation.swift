internal import CGLib
import Foundation

/// Where Overshoot keeps its files, for the app and the CLI alike: GLib's user directories, as
/// every GNOME app does. `$XDG_DATA_HOME` and `$XDG_STATE_HOME` when set, else
/// `$HOME/.local/share` and `$HOME/.local/state` (GLib reads `$HOME` before the password
/// database). Inside Flatpak the XDG variables point into the sandbox's own folders, so the same
/// rule holds there.
public enum StoreLocation {
  /// The feed database: `<user data dir>/overshoot/feeds.sqlite`.
  public static func defaultDatabaseURL() -> URL {
    folder(g_get_user_data_dir()).appendingPathComponent("overshoot/feeds.sqlite")
  }

  /// The reading positions the app keeps: `<user state dir>/overshoot/positions.json`.
  public static func positionsURL() -> URL {
    folder(g_get_user_state_dir()).appendingPathComponent("overshoot/positions.json")
  }

  private static func folder(_ path: UnsafePointer<gchar>?) -> URL {
    guard let path else { preconditionFailure("GLib always returns a user directory") }
    return URL(fileURLWithPath: String(cString: path), isDirectory: true)
  }
}
