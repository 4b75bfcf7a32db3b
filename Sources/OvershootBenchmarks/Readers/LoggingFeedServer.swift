import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The loopback HTTP/1.1 server of `overshoot-benchmarks readers`: it answers GETs from a fixed
/// table of bodies (any `/images/…` path gets the same small PNG), and logs every request with
/// the monotonic time its answer was written, so the bench knows when a reader fetched its last
/// feed. A thread per connection, one request per connection (`Connection: close`); 127.0.0.1
/// only.
final class LoggingFeedServer: @unchecked Sendable {
  // @unchecked: `routes` is set once before any reader starts; `log` is guarded by `lock`.
  let port: UInt16
  private let socketFD: Int32
  private var routes: [String: ServedBody] = [:]
  private let lock = NSLock()
  private var log: [ServedRequest] = []

  /// Listens on an ephemeral port of 127.0.0.1; `serve(_:)` gives it its answers.
  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw BenchFailure("readers: socket() failed") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 512) == 0 else {
      throw BenchFailure("readers: could not listen on 127.0.0.1")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    socketFD = fd
  }

  /// `http://127.0.0.1:PORT`, the base of every address it serves.
  var base: String { "http://127.0.0.1:\(port)" }

  /// Starts answering with `routes`; call once.
  func serve(_ routes: [String: ServedBody]) {
    self.routes = routes
    Thread { [self] in acceptLoop() }.start()
  }

  /// The requests answered at or after `since` (monotonic ns), oldest first.
  func requests(since: UInt64) -> [ServedRequest] {
    lock.withLock { log.filter { $0.servedAt >= since } }
  }

  private func acceptLoop() {
    while true {
      let client = accept(socketFD, nil, nil)
      if client < 0 { return }
      Thread { [self] in serve(client) }.start()
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
      let count = read(client, &buffer, buffer.count)
      if count <= 0 { return }
      request += buffer[0..<count]
    }
    let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = line.split(separator: " ")
    let method = parts.first.map(String.init) ?? "GET"
    let path = parts.dropFirst().first.map(String.init) ?? "/"
    let body = path.hasPrefix("/images/") ? Self.image : routes[path]
    let status = body == nil ? "404 Not Found" : "200 OK"
    let bytes = body?.bytes ?? Data("not found\n".utf8)
    let head = Data(
      ("HTTP/1.1 \(status)\r\nContent-Type: \(body?.contentType ?? "text/plain")\r\n"
        + "Content-Length: \(bytes.count)\r\nConnection: close\r\n\r\n").utf8)
    let response = method == "HEAD" ? head : head + bytes
    var sent = 0
    while sent < response.count {
      let count = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      sent += count
    }
    let served = ServedRequest(
      path: path, status: body == nil ? 404 : 200, servedAt: monotonicNanoseconds())
    lock.withLock { log.append(served) }
  }

  /// A 16×9 grey PNG: what every `<img>` of the feeds loads.
  private static let image = ServedBody(
    contentType: "image/png",
    bytes: Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAEUlEQVR4nGNoIBEwjGoYFBoAGJ/YAfh07lQAAAAASUVORK5CYII="
    ) ?? Data())
}

/// One request the bench server answered.
struct ServedRequest: Sendable {
  var path: String
  var status: Int
  /// When its answer was written, on CLOCK_MONOTONIC in nanoseconds.
  var servedAt: UInt64
}
