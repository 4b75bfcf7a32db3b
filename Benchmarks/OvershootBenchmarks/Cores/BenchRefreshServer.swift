import Foundation

/// The loopback HTTP/1.1 server of `cores refresh`: every GET waits `latency`, then answers a
/// small RSS feed named after the path (see ``LoopbackListener``).
final class BenchRefreshServer: Sendable {
  private let listener: LoopbackListener

  /// The port it listens on.
  var port: UInt16 { listener.port }

  /// Listens on an ephemeral port of 127.0.0.1 and starts answering.
  init(latency: TimeInterval) throws {
    listener = try LoopbackListener(backlog: 256)
    listener.start { _, path in
      Thread.sleep(forTimeInterval: latency)
      let items = (0..<20).map {
        "<item><guid>\(path)-\($0)</guid><title>Entry \($0) of \(path)</title></item>"
      }.joined()
      return .ok(
        Data(
          "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(path)</title>\(items)</channel></rss>"
            .utf8), contentType: "application/rss+xml")
    }
  }
}
