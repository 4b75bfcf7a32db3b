#if canImport(Glibc)
  import Glibc
#endif

/// One-line messages on stderr for things the user should know but that must not stop the app.
enum Diagnostics {
  /// Writes "overshoot: MESSAGE" to stderr.
  static func warn(_ message: String) {
    let line = "overshoot: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}
