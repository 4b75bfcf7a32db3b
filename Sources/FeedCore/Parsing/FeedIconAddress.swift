import Foundation

/// The addresses a feed or page may name as its icon: absolute http(s) only, so a hostile feed
/// cannot make the reader open `file:`, `data:` or `javascript:` addresses.
enum FeedIconAddress {
  /// `address` when it is an absolute http(s) URL with a host, else nil.
  static func web(_ address: String?) -> String? {
    guard let address, let url = URL(string: address), isWeb(url) else { return nil }
    return url.absoluteString
  }

  /// Whether `url` is http(s) with a host.
  static func isWeb(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased()
    return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
  }
}
