import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for `cores refresh`: every GET waits `latency`, then
/// answers a small RSS feed named after the path. A thread per connection; loopback only.
final class BenchRefreshServer: @unchecked Sendable {
  // @unchecked: the fields are immutable after init; each connection thread owns its socket.
  let port: UInt16
  private let socketFD: Int32
  private let latency: TimeInterval

  init(latency: TimeInterval) throws {
    self.latency = latency
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServerError("socket() failed") }
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
    guard bound == 0, listen(fd, 256) == 0 else { throw ServerError("bind/listen failed") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(fd, $0, &length)
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    socketFD = fd
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  private func acceptLoop() {
    while true {
      let client = accept(socketFD, nil, nil)
      if client < 0 { return }
      let thread = Thread { [self] in serve(client) }
      thread.start()
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains(0x0A) || !String(decoding: request, as: UTF8.self).contains("\r\n\r\n")
    {
      let count = read(client, &buffer, buffer.count)
      if count <= 0 { return }
      request += buffer[0..<count]
    }
    let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    Thread.sleep(forTimeInterval: latency)
    let items = (0..<20).map {
      "<item><guid>\(path)-\($0)</guid><title>Entry \($0) of \(path)</title></item>"
    }.joined()
    let body = Array(
      "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(path)</title>\(items)</channel></rss>"
        .utf8)
    let head = Array(
      ("HTTP/1.1 200 OK\r\nContent-Type: application/rss+xml\r\nContent-Length: \(body.count)\r\n"
        + "Connection: close\r\n\r\n").utf8)
    let response = head + body
    var sent = 0
    while sent < response.count {
      let count = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      sent += count
    }
  }

  /// A server setup failure.
  struct ServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
