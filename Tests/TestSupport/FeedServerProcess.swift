import Foundation

/// The loopback feed server (`Tests/FeedCoreTests/Fixtures/feed_server.py`) for one test: feeds,
/// hostile answers and HTML pages on 127.0.0.1. It stops when released, or by itself after
/// `deadline` seconds, so a test that hangs cannot leave it running.
public final class FeedServerProcess: @unchecked Sendable {
  // @unchecked: every stored property is set in init and never changed.
  /// The port the server listens on.
  public let port: Int
  /// "https" when the server was started with TLS (a self-signed certificate), else "http".
  public let scheme: String
  private let process: Process
  private let input = Pipe()

  /// Starts the script at `script` and waits for the port it prints; `arguments` go to the
  /// script (`--directory PATH` serves that folder's files under `/files/`).
  public init(
    script: URL, deadline: TimeInterval = 60, tls: Bool = false, arguments: [String] = []
  ) throws {
    scheme = tls ? "https" : "http"
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", script.path, "--deadline", "\(deadline)"] + (tls ? ["--tls"] : []) + arguments
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
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(text) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: script.path])
    }
    self.port = port
  }

  /// The script's path in this checkout.
  public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../FeedCoreTests/Fixtures/feed_server.py").standardized

  /// The server's address for `path`.
  public func url(_ path: String) -> URL {
    URL(string: "\(scheme)://127.0.0.1:\(port)\(path)")!
  }

  /// Every request the server answered so far (but these questions), "METHOD PATH" each.
  public func requests() throws -> [String] {
    let read =
      "import sys, urllib.request; sys.stdout.write(urllib.request.urlopen(sys.argv[1]).read().decode())"
    let result = try DeadlineProcess.run(
      "/usr/bin/env", ["python3", "-c", read, url("/request-log").absoluteString], seconds: 20)
    guard result.status == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: result.stderr])
    }
    return result.stdoutText.split(separator: "\n").map(String.init)
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
