import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What this process writes to file descriptor 2 while a piece of test code runs, GTK's log
/// lines and the library's own warnings included.
public enum StandardErrorCapture {
  /// Runs `body` with stderr sent to a scratch file, and returns what it wrote.
  public static func text(of body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-stderr-\(UUID().uuidString)").path
    defer { unlink(path) }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let saved = dup(2)
    dup2(file, 2)
    close(file)
    defer {
      dup2(saved, 2)
      close(saved)
    }
    try body()
    return try String(contentsOfFile: path, encoding: .utf8)
  }
}
