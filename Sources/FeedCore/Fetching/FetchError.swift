import Foundation
import OvershootLocalization

/// Why a fetch failed, each with a message a user can act on.
public enum FetchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The whole transfer took longer than the policy allows.
  case timedOut(seconds: TimeInterval)
  /// The body exceeded the size cap.
  case tooLarge(limit: Int)
  /// More redirects than the policy allows.
  case tooManyRedirects(limit: Int)
  /// A redirect led back to an address already visited.
  case redirectLoop(URL)
  /// The server answered with an error status.
  case httpStatus(Int)
  /// The connection ended before the announced body length arrived.
  case truncated
  /// The server closed or reset the connection before it sent any response.
  case closedByServer
  /// The server sent fewer than `bytesPerSecond` for `seconds` in a row: it could not finish in
  /// time, so it is abandoned before the overall timeout.
  case tooSlow(bytesPerSecond: Int, seconds: Int)
  /// The response headers exceeded `limit` bytes.
  case headersTooLarge(limit: Int)
  /// The host could not be found or reached.
  case unreachable(String)
  /// A local file is missing.
  case fileNotFound(String)
  /// A local file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The address is not one this reader can fetch.
  case unsupportedAddress(String)
  /// Any other transport failure, with the system's description.
  case transport(String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .timedOut(let seconds):
      let whole = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
      return tr("Timed out after %@ s", whole)
    case .tooLarge(let limit): return tr("Feed is larger than %@", ByteCount.text(limit))
    case .tooManyRedirects(let limit): return tr("Too many redirects (more than %@)", limit)
    case .redirectLoop(let url):
      return tr("Too many redirects: a loop back to %@", url.absoluteString)
    case .httpStatus(let code): return tr("HTTP %@ %@", code, HTTPStatusText.reason(code))
    case .truncated: return tr("Connection closed before the whole feed arrived")
    case .closedByServer: return tr("The server closed the connection")
    case .tooSlow(let rate, let seconds):
      return tr("The server is too slow: under %@/s for %@ s", ByteCount.text(rate), seconds)
    case .headersTooLarge(let limit):
      return tr("The server's headers are larger than %@", ByteCount.text(limit))
    case .unreachable(let detail): return tr("Cannot reach the server: %@", detail)
    case .fileNotFound(let path): return tr("No such file: %@", path)
    case .unreadable(let path, let reason): return tr("Cannot read %@: %@", path, reason)
    case .unsupportedAddress(let address):
      return tr("Not a feed address: %@ (use http, https, file or a path)", address)
    case .transport(let detail): return tr("Network error: %@", detail)
    }
  }
}

/// Reason phrases for the statuses feeds commonly return.
enum HTTPStatusText {
  /// The standard reason phrase for `code`.
  static func reason(_ code: Int) -> String {
    switch code {
    case 400: return tr("Bad Request")
    case 401: return tr("Unauthorized")
    case 403: return tr("Forbidden")
    case 404: return tr("Not Found")
    case 405: return tr("Method Not Allowed")
    case 406: return tr("Not Acceptable")
    case 408: return tr("Request Timeout")
    case 410: return tr("Gone")
    case 429: return tr("Too Many Requests")
    case 500: return tr("Internal Server Error")
    case 501: return tr("Not Implemented")
    case 502: return tr("Bad Gateway")
    case 503: return tr("Service Unavailable")
    case 504: return tr("Gateway Timeout")
    default: return code >= 500 ? tr("Server Error") : tr("Error")
    }
  }
}
