import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The loopback HTTP/1.1 listener the benches' servers share: 127.0.0.1 on an ephemeral port, a
/// thread per connection, one request per connection (`Connection: close`). Each request's
/// method and path go to the handler, whose answer is written back; `HEAD` gets the head only.
final class LoopbackListener: @unchecked Sendable {
  // @unchecked: the fields are immutable after init; each connection thread owns its socket.
  /// The port it listens on.
  let port: UInt16
  private let socketFD: Int32

  /// Listens on an ephemeral port of 127.0.0.1 with room for `backlog` waiting connections.
  init(backlog: Int32) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw BenchFailure("loopback server: socket() failed") }
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
    guard bound == 0, listen(fd, backlog) == 0 else {
      close(fd)
      throw BenchFailure("loopback server: could not listen on 127.0.0.1")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    socketFD = fd
  }

  /// Starts accepting; every request's answer comes from `handler` (called on the connection's
  /// thread), and `served` hears of each answer once it is written. Call once.
  func start(
    _ handler: @escaping @Sendable (_ method: String, _ path: String) -> HTTPAnswer,
    served: @escaping @Sendable (_ path: String, _ answer: HTTPAnswer) -> Void = { _, _ in }
  ) {
    Thread { [self] in
      while true {
        let client = accept(socketFD, nil, nil)
        if client < 0 { return }
        Thread { Self.answer(client, handler, served) }.start()
      }
    }.start()
  }

  private static func answer(
    _ client: Int32, _ handler: (String, String) -> HTTPAnswer,
    _ served: (String, HTTPAnswer) -> Void
  ) {
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
    let answer = handler(method, path)
    let head = Data(
      ("HTTP/1.1 \(answer.status)\r\nContent-Type: \(answer.contentType)\r\n"
        + "Content-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n").utf8)
    let response = method == "HEAD" ? head : head + answer.body
    var sent = 0
    while sent < response.count {
      let count = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      sent += count
    }
    served(path, answer)
  }
}

/// What a bench server answers to one request.
struct HTTPAnswer: Sendable {
  /// The status line's code and reason, e.g. `200 OK`.
  var status: String
  /// The `Content-Type` header.
  var contentType: String
  /// The body.
  var body: Data

  /// A `200 OK` with `body`.
  static func ok(_ body: Data, contentType: String) -> HTTPAnswer {
    HTTPAnswer(status: "200 OK", contentType: contentType, body: body)
  }

  /// A `404 Not Found`.
  static let notFound = HTTPAnswer(
    status: "404 Not Found", contentType: "text/plain", body: Data("not found\n".utf8))

  /// Whether it is a `200 OK`.
  var isOK: Bool { status.hasPrefix("200") }
}
