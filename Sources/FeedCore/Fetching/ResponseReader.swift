import Foundation
import OvershootLocalization

/// What libcurl hands over during one transfer (header lines, body chunks), judged against the
/// policy as it arrives. It decides when to stop reading: past the size cap, on an error status,
/// on a redirect loop, on oversized headers. Used from the transfer's own thread only.
final class ResponseReader {
  /// Header bytes accepted over a whole transfer, redirects included. Real servers send a few
  /// KB; more than this is a server that never ends its headers.
  static let maxHeaderBytes = 256 << 10

  let policy: FetchPolicy
  /// The address of the response being read: the request's, then each redirect's target.
  private(set) var url: URL
  /// The status of the response being read; 0 until a status line arrived.
  private(set) var status = 0
  /// The current response's headers, names lowercased.
  private(set) var headers: [String: String] = [:]
  /// The decoded body of the final response.
  private(set) var body = Data()
  /// Why the reader stopped the transfer, when it did.
  private(set) var verdict: FetchError?
  /// Where the request's address has moved for good: the last target of an unbroken chain of
  /// permanent redirects (301, 308) from the start; nil when the first redirect was temporary or
  /// there was none. RFC 9110 lets a client update its stored address only for these.
  private(set) var movedPermanently: URL?
  private var chainIsPermanent = true
  private var visited: Set<String>
  private var redirects = 0
  private var headerBytes = 0

  init(url: URL, policy: FetchPolicy) {
    self.url = url
    self.policy = policy
    self.visited = [url.absoluteString]
  }

  /// Takes one header line (status line, field, or the blank line ending a response's headers);
  /// false stops the transfer.
  func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
    headerBytes += bytes.count
    guard headerBytes <= Self.maxHeaderBytes else {
      return stop(.headersTooLarge(limit: Self.maxHeaderBytes))
    }
    let line = String(decoding: bytes, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix("HTTP/") {
      // A new response (the first, a redirect's, or one after `100 Continue`).
      status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      headers = [:]
      return true
    }
    if line.isEmpty { return headersEnded() }
    guard let colon = line.firstIndex(of: ":") else { return true }
    let name = line[..<colon].lowercased()
    headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    return true
  }

  /// Takes one chunk of decoded body; false stops the transfer.
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    // Checked before appending, so the body never holds more than the cap.
    guard body.count + bytes.count <= policy.maxBytes else {
      return stop(.tooLarge(limit: policy.maxBytes))
    }
    body.append(contentsOf: bytes)
    return true
  }

  /// A response's headers are complete: follow, refuse or accept it.
  private func headersEnded() -> Bool {
    switch status {
    case 100..<200, 304:
      return true
    case 301, 302, 303, 307, 308:
      guard let location = headers["location"] else { return stop(.httpStatus(status)) }
      return redirect(to: location)
    case 200..<300:
      if let length = headers["content-length"].flatMap(Int.init) {
        guard length <= policy.maxBytes else { return stop(.tooLarge(limit: policy.maxBytes)) }
        // Encoded bodies decode to an unknown size; a plain one is read into one buffer.
        if headers["content-encoding"] == nil { body.reserveCapacity(length) }
      }
      return true
    default:
      // An error page is not worth reading.
      return stop(.httpStatus(status))
    }
  }

  private func redirect(to location: String) -> Bool {
    guard let target = URL(string: location, relativeTo: url)?.absoluteURL else {
      return stop(.transport(tr("a redirect to an invalid address: %@", location)))
    }
    redirects += 1
    if visited.contains(target.absoluteString) { return stop(.redirectLoop(target)) }
    if redirects > policy.maxRedirects {
      return stop(.tooManyRedirects(limit: policy.maxRedirects))
    }
    visited.insert(target.absoluteString)
    chainIsPermanent = chainIsPermanent && (status == 301 || status == 308)
    if chainIsPermanent { movedPermanently = target }
    url = target
    return true
  }

  private func stop(_ error: FetchError) -> Bool {
    if verdict == nil { verdict = error }
    return false
  }
}
