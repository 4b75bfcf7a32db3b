import Foundation

/// The feed core's loopback test server (`FeedCoreTests/Fixtures/feed_server.py`) for one
/// GTK test: HTML pages that link to feeds, and the feeds. It stops when released, or by itself
/// after `deadline` seconds, so a test that hangs cannot leave it running.
final class LoopbackPageServer {
  let port: Int
  private let process: Process
  private let input = Pipe()

  init(deadline: TimeInterval = 60) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../FeedCoreTests/Fixtures/feed_server.py").standardized
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--deadline", "\(deadline)"]
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

  /// The server's address for `path`.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
