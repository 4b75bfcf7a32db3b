import Foundation

/// What `.ci/miniflux start` wrote to the file `OVERSHOOT_MINIFLUX_ENV` names: the loopback
/// Miniflux's `URL`, `STATE`, `USERS`, `PASSWORD` and `API_PASSWORD`.
public enum MinifluxEnvironment {
  /// The values, or nil when no Miniflux was started for this run (its tests then skip).
  public static func values() -> [String: String]? {
    guard let path = ProcessInfo.processInfo.environment["OVERSHOOT_MINIFLUX_ENV"],
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return nil }
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    return values
  }
}
