import Foundation

/// The loopback HTTP/1.1 server of `overshoot-benchmarks readers`: it answers GETs from a fixed
/// table (any `/images/…` path gets the same small PNG), and logs every request with the
/// monotonic time its answer was written, so the bench knows when a reader fetched its last
/// feed. 127.0.0.1 only (see ``LoopbackListener``).
final class LoggingFeedServer: @unchecked Sendable {
  // @unchecked: `log` is guarded by `lock`; the listener and routes are fixed once serving.
  private let listener: LoopbackListener
  private let lock = NSLock()
  private var log: [ServedRequest] = []

  /// Listens on an ephemeral port of 127.0.0.1; `serve(_:)` gives it its answers.
  init() throws {
    listener = try LoopbackListener(backlog: 512)
  }

  /// `http://127.0.0.1:PORT`, the base of every address it serves.
  var base: String { "http://127.0.0.1:\(listener.port)" }

  /// Starts answering with `routes`; call once.
  func serve(_ routes: [String: HTTPAnswer]) {
    listener.start { _, path in
      path.hasPrefix("/images/") ? Self.image : routes[path] ?? .notFound
    } served: { [self] path, answer in
      let served = ServedRequest(
        path: path, status: answer.isOK ? 200 : 404, servedAt: monotonicNanoseconds())
      lock.withLock { log.append(served) }
    }
  }

  /// The requests answered at or after `since` (monotonic ns), oldest first.
  func requests(since: UInt64) -> [ServedRequest] {
    lock.withLock { log.filter { $0.servedAt >= since } }
  }

  /// A 16×9 grey PNG: what every `<img>` of the feeds loads.
  private static let image = HTTPAnswer.ok(
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAEUlEQVR4nGNoIBEwjGoYFBoAGJ/YAfh07lQAAAAASUVORK5CYII="
    ) ?? Data(), contentType: "image/png")
}

/// One request the bench server answered.
struct ServedRequest: Sendable {
  var path: String
  var status: Int
  /// When its answer was written, on CLOCK_MONOTONIC in nanoseconds.
  var servedAt: UInt64
}
