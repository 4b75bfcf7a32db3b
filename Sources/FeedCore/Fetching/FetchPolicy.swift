import Foundation

/// How patient and how generous one fetch is.
public struct FetchPolicy: Sendable, Hashable {
  /// The whole transfer (connect, redirects, body) must finish within this many seconds.
  public var timeout: TimeInterval
  /// Bodies larger than this are abandoned as soon as the excess is seen.
  public var maxBytes: Int
  /// Redirects beyond this count fail the fetch.
  public var maxRedirects: Int

  /// Creates a policy.
  public init(timeout: TimeInterval = 10, maxBytes: Int = 5 << 20, maxRedirects: Int = 5) {
    self.timeout = timeout
    self.maxBytes = maxBytes
    self.maxRedirects = maxRedirects
  }
}
