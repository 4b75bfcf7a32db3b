import Foundation

/// Where the database lives: `$XDG_DATA_HOME/overshoot/feeds.sqlite`, by default
/// `~/.local/share/overshoot/feeds.sqlite`. Inside Flatpak, XDG_DATA_HOME already points into
/// the sandbox's own data folder, so the same rule holds there.
public enum StoreLocation {
  /// The default database file for this environment.
  public static func defaultDatabaseURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    dataHome(environment: environment)
      .appendingPathComponent("overshoot", isDirectory: true)
      .appendingPathComponent("feeds.sqlite")
  }

  /// `$XDG_DATA_HOME` when absolute (as the spec requires), else `$HOME/.local/share`.
  static func dataHome(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/share", isDirectory: true)
  }
}
