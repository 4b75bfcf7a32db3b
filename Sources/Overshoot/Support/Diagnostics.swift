#if canImport(Glibc)
  import Glibc
#endif

/// One-line messages on stderr for things the user should know but that must not stop the app.
enum Diagnostics {
  /// Whether `OVERSHOOT_DEBUG` asks for debug lines.
  static let debugEnabled: Bool = {
    guard let value = getenv("OVERSHOOT_DEBUG") else { return false }
    return value.pointee != 0 && String(cString: value) != "0"
  }()

  /// Writes "overshoot: debug: MESSAGE" to stderr when `OVERSHOOT_DEBUG` is set.
  static func debug(_ message: @autoclosure () -> String) {
    if debugEnabled { warn("debug: " + message()) }
  }

  /// Writes "overshoot: MESSAGE" to stderr.
  static func warn(_ message: String) {
    let line = "overshoot: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}
