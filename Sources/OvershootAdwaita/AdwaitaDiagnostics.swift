#if canImport(Glibc)
  import Glibc
#endif

/// Clear messages for misuse, on stderr, as the library's own diagnostics read.
enum AdwaitaDiagnostics {
  /// Writes "overshoot: MESSAGE" to stderr.
  static func warn(_ message: String) {
    let line = "overshoot: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}
