import Foundation

/// Runs `Fixtures/feed_server.py` on 127.0.0.1 for one test; stops when released, or by itself
/// after `deadline` seconds so that a test which hangs cannot leave it running.
final class LocalFeedServer: @unchecked Sendable {
  // @unchecked: all fields are set in init and never mutated.
  let port: Int
  private let process: Process
  private let input: Pipe

  /// "https" when the server was started with TLS (a self-signed certificate), else "http".
  let scheme: String

  init(deadline: TimeInterval = 60, tls: Bool = false) throws {
    scheme = tls ? "https" : "http"
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", Fixture.url("feed_server.py").path, "--deadline", "\(deadline)",
      ] + (tls ? ["--tls"] : [])
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    guard
      let port = Int(
        String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
  }

  /// The server's URL for `path`.
  func url(_ path: String) -> URL {
    URL(string: "\(scheme)://127.0.0.1:\(port)\(path)")!
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
