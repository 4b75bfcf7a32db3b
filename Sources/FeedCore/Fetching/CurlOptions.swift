import CCurl
import CurlLoader
import Foundation

/// The options of one transfer: the request with its validators, and every limit of the policy
/// expressed as libcurl's own (size, time, low speed, redirects, protocols). Keeps the header
/// list alive until `release()`, as libcurl does not copy it.
struct CurlOptions {
  let easy: UnsafeMutableRawPointer
  private var headers: UnsafeMutablePointer<curl_slist>?

  init(easy: UnsafeMutableRawPointer) {
    self.easy = easy
  }

  /// Sets every option; `reader` is the `ResponseReader` the callbacks feed.
  mutating func configure(
    request: FetchRequest, policy: FetchPolicy, slowRule: LowSpeedRule?, proxy: ProxyRoute?,
    reader: UnsafeMutableRawPointer, errorBuffer: UnsafeMutablePointer<CChar>?
  ) {
    set(CURLOPT_URL, request.url.absoluteString)
    set(CURLOPT_USERAGENT, FeedCore.userAgent)
    var fields = request.headerFields
    if !fields.contains(where: { $0.lowercased().hasPrefix("accept:") }) {
      fields.append(
        "Accept: application/atom+xml, application/rss+xml, application/rdf+xml, "
          + "application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5")
    }
    if let etag = request.etag { fields.append("If-None-Match: \(etag)") }
    if let lastModified = request.lastModified {
      fields.append("If-Modified-Since: \(lastModified)")
    }
    for field in fields { headers = overshoot_curl_slist_append(headers, field) }
    overshoot_curl_set_list(easy, CURLOPT_HTTPHEADER, headers)
    // libcurl copies the body; setting it makes the request a POST.
    if let body = request.formBody { set(CURLOPT_COPYPOSTFIELDS, body) }
    // Every encoding libcurl can decode; the body cap counts decoded bytes.
    set(CURLOPT_ACCEPT_ENCODING, "")
    set(CURLOPT_PROTOCOLS_STR, "http,https")
    set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    set(CURLOPT_FOLLOWLOCATION, 1)
    set(CURLOPT_MAXREDIRS, policy.maxRedirects)
    overshoot_curl_set_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(policy.maxBytes))
    set(CURLOPT_TIMEOUT_MS, Int(policy.timeout * 1000))
    if let slowRule {
      set(CURLOPT_LOW_SPEED_LIMIT, slowRule.bytesPerSecond)
      set(CURLOPT_LOW_SPEED_TIME, slowRule.seconds)
    }
    // Signals cannot interrupt a transfer on a thread; libcurl must not install handlers.
    set(CURLOPT_NOSIGNAL, 1)
    set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
    switch proxy {
    case .direct: set(CURLOPT_PROXY, "")
    case .through(let url): set(CURLOPT_PROXY, url.absoluteString)
    case nil: break  // libcurl reads http_proxy, https_proxy, all_proxy and no_proxy.
    }
    overshoot_curl_set_callback(easy, CURLOPT_HEADERFUNCTION, CurlCallbacks.header)
    overshoot_curl_set_pointer(easy, CURLOPT_HEADERDATA, reader)
    overshoot_curl_set_callback(easy, CURLOPT_WRITEFUNCTION, CurlCallbacks.body)
    overshoot_curl_set_pointer(easy, CURLOPT_WRITEDATA, reader)
    overshoot_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
  }

  /// Frees what the options held; call after the easy handle is cleaned up.
  func release() {
    overshoot_curl_slist_free_all(headers)
  }

  private func set(_ option: CURLoption, _ value: String) {
    overshoot_curl_set_string(easy, option, value)
  }

  private func set(_ option: CURLoption, _ value: Int) {
    overshoot_curl_set_long(easy, option, value)
  }
}

/// The C callbacks libcurl calls with header lines and body chunks; both hand them to the
/// transfer's `ResponseReader` and stop the transfer (by returning 0) when it says so.
enum CurlCallbacks {
  static let header: curl_write_callback = { data, size, count, reader in
    deliver(data, size * count, to: reader) { $0.receiveHeader($1) }
  }

  static let body: curl_write_callback = { data, size, count, reader in
    deliver(data, size * count, to: reader) { $0.receiveBody($1) }
  }

  private static func deliver(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, to reader: UnsafeMutableRawPointer?,
    _ receive: (ResponseReader, UnsafeRawBufferPointer) -> Bool
  ) -> Int {
    guard let reader else { return 0 }
    let target = Unmanaged<ResponseReader>.fromOpaque(reader).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    return receive(target, bytes) ? length : 0
  }
}
