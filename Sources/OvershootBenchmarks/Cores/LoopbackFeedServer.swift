import Foundation

/// The repository's loopback test server (`feed_server.py`) run for a benchmark: it prints its
/// port, serves until its stdin closes, and exits by itself after `deadline` seconds.
final class LoopbackFeedServer {
  let port: Int
  private let process = Process()
  private let input = Pipe()

  init(script: String, deadline: Double) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--deadline", "\(Int(deadline))"]
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
      throw BenchFailure("the loopback server did not start (python3 \(script))")
    }
    self.port = port
  }

  /// The server's URL for `path`.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
