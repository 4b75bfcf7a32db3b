import CCurl
import CurlLoader
import Foundation
import OvershootLocalization

/// Turns libcurl's result codes into the messages users see.
enum CurlFailure {
  /// The error for a transfer that ended with `code`, given what had arrived by then.
  /// - Parameters:
  ///   - gotResponse: whether a status line arrived (a reset before it is the server hanging up;
  ///     after it, the body was cut short).
  ///   - slowRule: the low-speed rule in force, if any, for telling it from the overall timeout.
  ///   - elapsed: seconds since the transfer started.
  static func error(
    for code: CURLcode, detail: String, gotResponse: Bool, policy: FetchPolicy,
    slowRule: LowSpeedRule?, elapsed: TimeInterval
  ) -> FetchError {
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      // libcurl reports both rules with one code; the low-speed one fires well before the end.
      if let slowRule, elapsed < policy.timeout - 0.5 {
        return .tooSlow(bytesPerSecond: slowRule.bytesPerSecond, seconds: slowRule.seconds)
      }
      return .timedOut(seconds: policy.timeout)
    case CURLE_FILESIZE_EXCEEDED:
      return .tooLarge(limit: policy.maxBytes)
    case CURLE_TOO_MANY_REDIRECTS:
      return .tooManyRedirects(limit: policy.maxRedirects)
    case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
      return gotResponse ? .truncated : .closedByServer
    case CURLE_PARTIAL_FILE:
      return .truncated
    case CURLE_COULDNT_RESOLVE_HOST:
      return .unreachable(tr("unknown host"))
    case CURLE_COULDNT_RESOLVE_PROXY:
      return .unreachable(tr("unknown proxy host"))
    case CURLE_COULDNT_CONNECT:
      return .unreachable(tr("connection refused"))
    case CURLE_UNSUPPORTED_PROTOCOL:
      return .transport(tr("a redirect to an address that is not http or https"))
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
      CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
      return .transport(tr("secure connection failed"))
    case CURLE_WEIRD_SERVER_REPLY:
      return .transport(tr("the server's reply is not HTTP"))
    default:
      let text = detail.isEmpty ? String(cString: overshoot_curl_easy_strerror(code)) : detail
      return .transport(text)
    }
  }
}

/// libcurl's low-speed rule: fewer than `bytesPerSecond` for `seconds` in a row ends a transfer.
struct LowSpeedRule: Sendable, Hashable {
  /// The slowest acceptable rate.
  let bytesPerSecond: Int
  /// How long the rate may stay below that.
  let seconds: Int

  /// The rule for `policy`: half the timeout at under 1 KB/s, so a drip that cannot finish in
  /// time is dropped early; none when the timeout is too short to leave room for it.
  static func rule(for policy: FetchPolicy) -> LowSpeedRule? {
    let seconds = Int(policy.timeout / 2)
    guard seconds >= 1, Double(seconds) < policy.timeout else { return nil }
    return LowSpeedRule(bytesPerSecond: 1 << 10, seconds: seconds)
  }
}
