import CCurl
import CurlLoader
import Foundation
import OvershootLocalization

/// One http(s) transfer with libcurl on a thread of its own, driven through a multi handle so
/// that `cancel()` wakes it at once (`curl_multi_wakeup`) instead of at the next timeout.
///
/// Memory stays bounded whatever the server sends: the reader refuses a chunk that would take
/// the body past the cap, which makes libcurl stop reading and close the connection.
final class CurlTransfer: @unchecked Sendable {
  // @unchecked: `cancelled` and `multi` are guarded by `lock`; the rest is used by the
  // transfer's thread only.
  private let request: FetchRequest
  private let policy: FetchPolicy
  private let proxy: ProxyRoute?
  private let lock = NSLock()
  private var cancelled = false
  private var multi: UnsafeMutableRawPointer?

  init(request: FetchRequest, policy: FetchPolicy, proxy: ProxyRoute?) {
    self.request = request
    self.policy = policy
    self.proxy = proxy
  }

  /// Runs the transfer on its own thread and waits for its outcome and for the thread's end.
  func run() async -> Result<FetchOutcome, FetchError> {
    await JoinedThread.run(named: "overshoot-fetch") { [self] in perform() }
      ?? .failure(.transport(tr("no thread could be started for the transfer")))
  }

  /// Stops the transfer as soon as its thread wakes; it then reports "cancelled".
  func cancel() {
    lock.withLock {
      cancelled = true
      if let multi { overshoot_curl_multi_wakeup(multi) }
    }
  }

  private var isCancelled: Bool { lock.withLock { cancelled } }

  private func perform() -> Result<FetchOutcome, FetchError> {
    if let failure = CurlLibrary.initializeOnce() {
      return .failure(.transport(tr("libcurl could not be loaded: %@", failure)))
    }
    guard !isCancelled else { return .failure(.transport(tr("cancelled"))) }
    guard let easy = overshoot_curl_easy_init() else {
      return .failure(.transport(tr("out of memory")))
    }
    guard let multi = overshoot_curl_multi_init() else {
      overshoot_curl_easy_cleanup(easy)
      return .failure(.transport(tr("out of memory")))
    }
    let route = proxy ?? DesktopProxy.route(for: request.url)
    let reader = ResponseReader(url: request.url, policy: policy)
    var options = CurlOptions(easy: easy)
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    defer { errorBuffer.deallocate() }
    let slowRule = LowSpeedRule.rule(for: policy)
    let started = DispatchTime.now().uptimeNanoseconds
    let code: CURLcode = withExtendedLifetime(reader) {
      options.configure(
        request: request, policy: policy, slowRule: slowRule, proxy: route,
        reader: Unmanaged.passUnretained(reader).toOpaque(), errorBuffer: errorBuffer)
      overshoot_curl_multi_add_handle(multi, easy)
      let code = drive(multi)
      lock.withLock { self.multi = nil }
      overshoot_curl_multi_remove_handle(multi, easy)
      overshoot_curl_multi_cleanup(multi)
      overshoot_curl_easy_cleanup(easy)
      return code
    }
    options.release()
    if isCancelled { return .failure(.transport(tr("cancelled"))) }
    if let verdict = reader.verdict { return .failure(verdict) }
    guard code == CURLE_OK else {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      return .failure(
        CurlFailure.error(
          for: code, detail: String(cString: errorBuffer), gotResponse: reader.status != 0,
          policy: policy, slowRule: slowRule, elapsed: elapsed))
    }
    return Self.outcome(of: reader)
  }

  /// Runs `multi` until its one transfer ends or the transfer is cancelled; returns the result.
  private func drive(_ multi: UnsafeMutableRawPointer) -> CURLcode {
    let registered = lock.withLock {
      guard !cancelled else { return false }
      self.multi = multi
      return true
    }
    guard registered else { return CURLE_ABORTED_BY_CALLBACK }
    var running: Int32 = 1
    while running > 0 {
      guard overshoot_curl_multi_perform(multi, &running) == CURLM_OK else { break }
      if running == 0 || isCancelled { break }
      // libcurl's own timers (timeout, low-speed) shorten the wait as needed.
      overshoot_curl_multi_poll(multi, nil, 0, 1000, nil)
    }
    var remaining: Int32 = 0
    while let message = overshoot_curl_multi_info_read(multi, &remaining) {
      if message.pointee.msg == CURLMSG_DONE {
        return overshoot_curl_message_result(message)
      }
    }
    return CURLE_ABORTED_BY_CALLBACK
  }

  /// The outcome of a transfer that libcurl completed.
  private static func outcome(of reader: ResponseReader) -> Result<FetchOutcome, FetchError> {
    switch reader.status {
    case 304:
      return .success(.notModified)
    case 200..<300:
      let document = FetchedDocument(
        data: reader.body, url: reader.url, etag: reader.headers["etag"],
        lastModified: reader.headers["last-modified"], movedPermanently: reader.movedPermanently)
      return .success(.fetched(document))
    case 0:
      return .failure(.closedByServer)
    default:
      return .failure(.httpStatus(reader.status))
    }
  }
}
